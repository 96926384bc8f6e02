#include <linux/ioctl.h>

struct rwmx_inner {
	__u32 a;
};

struct rwmx_arg {
	__s64 counter;
	long delta;
	unsigned long mask;
	struct timespec ts;
	struct rwmx_inner inner;
	union {
		__u32 u32;
		__u8 raw[4];
	} u;
	void __user *buf;
	__u8 rsvd[3];
};

#define RWMX_DO _IOWR('m', 1, struct rwmx_arg)

static long rwmx_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct rwmx_arg v = { 0 };

	switch (cmd) {
	case RWMX_DO:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations rwmx_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwmx_ioctl,
};

static int __init rwmx_init(void)
{
	return register_chrdev(0, "rwmx", &rwmx_fops) < 0 ? -EBUSY : 0;
}
module_init(rwmx_init);
