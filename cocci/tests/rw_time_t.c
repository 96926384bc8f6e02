#include <linux/ioctl.h>

struct rwtt_alarm {
	time_t when;
	__kernel_old_time_t created;
	__u32 id;
	__u32 pad;
};

#define RWTT_SET_ALARM _IOW('a', 1, struct rwtt_alarm)

static long rwtt_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct rwtt_alarm v = { 0 };

	switch (cmd) {
	case RWTT_SET_ALARM:
		if (copy_from_user(&v, argp, sizeof(v)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations rwtt_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwtt_ioctl,
};

static int __init rwtt_init(void)
{
	return register_chrdev(0, "rwtt", &rwtt_fops) < 0 ? -EBUSY : 0;
}
module_init(rwtt_init);
