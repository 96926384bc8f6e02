// SPDX-License-Identifier: GPL-2.0
/* A time case sharing its body with another command: not converted. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "d.h"

static long d_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct d_status st;

	switch (cmd) {
	case D_PVERSION:
		return put_user(1, (int __user *)argp) ? -EFAULT : 0;
	case D_RESET:
	case D_STATUS:
		memset(&st, 0, sizeof(st));
		if (copy_to_user(argp, &st, sizeof(st)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations d_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = d_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

static int __init d_init(void)
{
	return register_chrdev(243, "d", &d_fops) < 0 ? -EBUSY : 0;
}
static void __exit d_exit(void)
{
	unregister_chrdev(243, "d");
}
module_init(d_init);
module_exit(d_exit);
MODULE_LICENSE("GPL");
