#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwmix.h"

static struct rwmix_cfg rwmix_cfg;

/* RWMIX_RESET has no argument to describe: the handler stays as it is. */
static long rwmix_unlocked_ioctl(struct file *filp, unsigned int nr,
				 unsigned long uarg)
{
	struct rwmix_sample sample = { .count = 2 };

	switch (nr) {
	case RWMIX_GET_SAMPLE:
		if (copy_to_user((void __user *)uarg, &sample, sizeof(sample)))
			return -EFAULT;
		break;
	case RWMIX_SET_CFG:
		if (copy_from_user(&rwmix_cfg, (void __user *)uarg,
				   sizeof(rwmix_cfg)))
			return -EFAULT;
		break;
	case RWMIX_GET_CFG:
		if (copy_to_user((void __user *)uarg, &rwmix_cfg,
				 sizeof(rwmix_cfg)))
			return -EFAULT;
		break;
	case RWMIX_RESET:
		memset(&rwmix_cfg, 0, sizeof(rwmix_cfg));
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

/* No compat_ioctl at all: 32-bit callers got ENOTTY for everything. */
static const struct file_operations rwmix_ops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwmix_unlocked_ioctl,
};

static int __init rwmix_init(void)
{
	return register_chrdev(240, "rwmix", &rwmix_ops) < 0 ? -EBUSY : 0;
}

static void __exit rwmix_exit(void)
{
	unregister_chrdev(240, "rwmix");
}

module_init(rwmix_init);
module_exit(rwmix_exit);
MODULE_LICENSE("GPL");
