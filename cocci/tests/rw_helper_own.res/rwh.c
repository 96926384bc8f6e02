// SPDX-License-Identifier: GPL-2.0
/*
 * rw_helper_size's shape, in a handler that serves the time command
 * only: the helper's 64-byte copy is refused there too.
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
	if (copy_to_user(_status, &status, 64))
		return -EFAULT;
	return 0;
}

static long rwh_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (cmd) {
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

static int __init rwh_init(void)
{
	return register_chrdev(243, "rwh", &rwh_fops) < 0 ? -EBUSY : 0;
}

static void __exit rwh_exit(void)
{
	unregister_chrdev(243, "rwh");
}

module_init(rwh_init);
module_exit(rwh_exit);
MODULE_LICENSE("GPL");
