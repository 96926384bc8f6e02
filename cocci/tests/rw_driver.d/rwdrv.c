#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwdrv.h"

static struct rwdrv_cfg rwdrv_cfg;

/* No local for the user pointer; the command in a variable. */
static long rwdrv_unlocked_ioctl(struct file *filp, unsigned int nr,
				 unsigned long uarg)
{
	struct rwdrv_sample sample = { .count = 2 };

	switch (nr) {
	case RWDRV_GET_SAMPLE:
		if (copy_to_user((void __user *)uarg, &sample, sizeof(sample)))
			return -EFAULT;
		break;
	case RWDRV_SET_CFG:
		if (copy_from_user(&rwdrv_cfg, (void __user *)uarg,
				   sizeof(rwdrv_cfg)))
			return -EFAULT;
		break;
	case RWDRV_GET_CFG:
		if (copy_to_user((void __user *)uarg, &rwdrv_cfg,
				 sizeof(rwdrv_cfg)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

/* No compat_ioctl at all: 32-bit callers got ENOTTY for everything. */
static const struct file_operations rwdrv_ops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwdrv_unlocked_ioctl,
};

static int __init rwdrv_init(void)
{
	return register_chrdev(240, "rwdrv", &rwdrv_ops) < 0 ? -EBUSY : 0;
}

static void __exit rwdrv_exit(void)
{
	unregister_chrdev(240, "rwdrv");
}

module_init(rwdrv_init);
module_exit(rwdrv_exit);
MODULE_LICENSE("GPL");
