#include <linux/compat_time.h>
#include <linux/ioctl.h>

struct rwts_event {
	__u32 type;
	struct timespec stamp;
	__u32 sequence;
	__u16 code;
	__u8 flags;
	__u8 reserved;
};

#define RWTS_NEXT_EVENT _IOWR('t', 7, struct rwts_event)
#define RWTS_PEEK_EVENT _IOR('t', 8, struct rwts_event)
#define RWTS_VERSION _IOR('t', 9, __u32)

static long rwts_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct rwts_event v = { 0 };

	switch (cmd) {
	case RWTS_NEXT_EVENT:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		break;
	case RWTS_PEEK_EVENT:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		break;
	case RWTS_VERSION:
		return put_user(1, (__u32 __user *)argp);
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations rwts_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwts_ioctl,
};

static int __init rwts_init(void)
{
	return register_chrdev(0, "rwts", &rwts_fops) < 0 ? -EBUSY : 0;
}
module_init(rwts_init);
