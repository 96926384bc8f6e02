#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwus.h"

static long rwus_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct rwus_sample sample = { .channel = 1 };

	switch (cmd) {
	case RWUS_GET_SAMPLE:
		if (copy_to_user((void __user *)arg, &sample, sizeof(sample)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations rwus_ops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwus_ioctl,
};

static int __init rwus_init(void)
{
	return register_chrdev(243, "rwus", &rwus_ops) < 0 ? -EBUSY : 0;
}

static void __exit rwus_exit(void)
{
	unregister_chrdev(243, "rwus");
}

module_init(rwus_init);
module_exit(rwus_exit);
MODULE_LICENSE("GPL");
