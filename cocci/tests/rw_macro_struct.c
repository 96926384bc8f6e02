#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

#define DECLARE_STAMPED(name, type) struct name { type v; struct timeval tv; }
DECLARE_STAMPED(ms_int, __u32);
#define ms_alias ms_int

#define MS_GET _IOR('s', 1, struct ms_alias)
#define MS_GET2 _IOR('s', 2, struct timeval)

static long ms_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct ms_int v = { 0 };

	switch (cmd) {
	case MS_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations ms_fops = {
	.unlocked_ioctl = ms_ioctl,
};
