#include <linux/ioctl.h>

struct rwml_arg {
	__u32 id;
	time_t stamp;
};

#define RWML_SET \
	_IOW('l', 1, struct rwml_arg)
#define RWML_GET	\
	_IOR('l',	\
	     2,		\
	     struct rwml_arg)

static long rwml_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct rwml_arg v = { 0 };

	switch (cmd) {
	case RWML_SET:
		if (copy_from_user(&v, argp, sizeof(v)))
			return -EFAULT;
		break;
	case RWML_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations rwml_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwml_ioctl,
};

static int __init rwml_init(void)
{
	return register_chrdev(0, "rwml", &rwml_fops) < 0 ? -EBUSY : 0;
}
module_init(rwml_init);
