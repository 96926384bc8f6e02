#include <linux/ioctl.h>

struct rwtv_log {
	__u32 count;
	struct timeval when[4];
	struct __kernel_old_timeval last;
};

#define RWTV_GET_LOG _IOR('v', 1, struct rwtv_log)

static long rwtv_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct rwtv_log v = { 0 };

	switch (cmd) {
	case RWTV_GET_LOG:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations rwtv_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwtv_ioctl,
};

static int __init rwtv_init(void)
{
	return register_chrdev(0, "rwtv", &rwtv_fops) < 0 ? -EBUSY : 0;
}
module_init(rwtv_init);
