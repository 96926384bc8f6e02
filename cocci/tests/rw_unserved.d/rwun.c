#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwun.h"

static long rwun_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct rwun_sample sample = { .channel = 1 };

	switch (cmd) {
	case RWUN_GET_SAMPLE:
		if (copy_to_user((void __user *)arg, &sample, sizeof(sample)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations rwun_ops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwun_ioctl,
};

static int __init rwun_init(void)
{
	return register_chrdev(242, "rwun", &rwun_ops) < 0 ? -EBUSY : 0;
}

static void __exit rwun_exit(void)
{
	unregister_chrdev(242, "rwun");
}

module_init(rwun_init);
module_exit(rwun_exit);
MODULE_LICENSE("GPL");
