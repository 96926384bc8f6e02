// SPDX-License-Identifier: GPL-2.0
/*
 * rw_helper's shape, with the handler in two file_operations: only one
 * would get the table, the other would call the fallback with a NULL
 * kernel buffer for the time command; so no table, and the case's
 * helper is converted in place, with the command as a last parameter.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwh.h"

static u32 rwh_lost;

static int rwh_status(struct file *file, struct rwh_status __user *_status)
{
	struct rwh_status status;

	memset(&status, 0, sizeof(status));
	status.lost = rwh_lost;
	if (copy_to_user(_status, &status, sizeof(status)))
		return -EFAULT;
	return 0;
}

static long rwh_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case RWH_PVERSION:
		return put_user(1, (int __user *)argp) ? -EFAULT : 0;
	case RWH_STATUS:
		return rwh_status(file, argp);
	default:
		return -ENOTTY;
	}
}

static const struct file_operations rwh_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwh_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

static const struct file_operations rwh_fops2 = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwh_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

static int __init rwh_init(void)
{
	return register_chrdev(243, "rwh", &rwh_fops) < 0 || register_chrdev(244, "rwh2", &rwh_fops2) < 0 ? -EBUSY : 0;
}

static void __exit rwh_exit(void)
{
	unregister_chrdev(243, "rwh");
}

module_init(rwh_init);
module_exit(rwh_exit);
MODULE_LICENSE("GPL");
