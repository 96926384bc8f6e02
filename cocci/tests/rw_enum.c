#include <linux/ioctl.h>

struct rwen_arg {
	__u32 id;
	struct timespec deadline;
};

enum rwen_ioctls {
	RWEN_SET = _IOW('e', 1, struct rwen_arg),
	RWEN_GET = _IOR('e', 2, struct rwen_arg),
};

static long rwen_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct rwen_arg v = { 0 };

	switch (cmd) {
	case RWEN_SET:
		if (copy_from_user(&v, argp, sizeof(v)))
			return -EFAULT;
		break;
	case RWEN_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations rwen_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwen_ioctl,
};

static int __init rwen_init(void)
{
	return register_chrdev(0, "rwen", &rwen_fops) < 0 ? -EBUSY : 0;
}
module_init(rwen_init);
