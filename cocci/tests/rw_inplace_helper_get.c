#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct ihg_status {
	__u32 mode;
	struct timespec stamp;
};

#define IHG_STATUS _IOWR('h', 1, struct ihg_status)

/* reads one member where the native layout has it: no copy to convert */
static int ihg_status(struct ihg_status __user *u)
{
	struct ihg_status st = { 0 };

	if (get_user(st.mode, &u->mode))
		return -EFAULT;
	if (copy_to_user(u, &st, sizeof(st)))
		return -EFAULT;
	return 0;
}

int ihg_worker(int minor, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case IHG_STATUS:
		return ihg_status((void __user *)arg);
	}
	return -ENOTTY;
}
