// SPDX-License-Identifier: GPL-2.0
/*
 * The handler calls the time case's helper a second time, with the user
 * pointer, for a command outside the table: renaming both calls to the
 * kernel-buffer __rwh_xch() would hand the fallback's NULL karg to it.
 * Not converted.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwh.h"

static struct rwh_status rwh_cur;

static int rwh_xch(struct file *file, struct rwh_status __user *_status)
{
	struct rwh_status status;

	if (copy_from_user(&status, _status, sizeof(status)))
		return -EFAULT;
	if (copy_to_user(_status, &rwh_cur, sizeof(status)))
		return -EFAULT;
	rwh_cur = status;
	return 0;
}

static long rwh_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case RWH_PVERSION:
		return put_user(1, (int __user *)argp) ? -EFAULT : 0;
	case RWH_XCH:
		return rwh_xch(file, argp);
	case RWH_PVERSION + 1:	/* old number, same struct */
		return rwh_xch(file, argp);
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
