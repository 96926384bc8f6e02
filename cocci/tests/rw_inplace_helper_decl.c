#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct ihd_state {
	__u32 id;
	struct timeval since;
};

#define IHD_GET _IOR('h', 1, struct ihd_state)
#define IHD_PEEK _IOR('h', 2, struct ihd_state)

static int ihd_state(int cmd, struct ihd_state __user *out);

int ihd_worker(int minor, unsigned int req, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (req) {
	case IHD_GET:
		return ihd_state(1, argp);
	case IHD_PEEK:
		return ihd_state(0, argp);
	}
	return -ENOTTY;
}

static int ihd_state(int cmd, struct ihd_state __user *out)
{
	struct ihd_state st = { .id = cmd };

	if (copy_to_user(out, &st, sizeof(st)))
		return -EFAULT;
	return 0;
}
