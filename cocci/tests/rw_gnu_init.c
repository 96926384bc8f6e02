#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct gi_arg {
	struct timeval tv;
};

#define GI_GET _IOR('g', 1, struct gi_arg) /* read the time */

static long gi_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct gi_arg v = { 0 };

	switch (cmd) {
	case GI_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static struct file_operations gi_fops = {
	owner: THIS_MODULE,
	unlocked_ioctl: gi_ioctl,
};
