// SPDX-License-Identifier: GPL-2.0
/* ppdev's PPGETTIME/PPSETTIME shape, with a struct timespec. */
#include <linux/fs.h>
#include <linux/ioctl.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwbare.h"

static s64 rwbare_sec;

static long rwbare_ioctl(struct file *file, unsigned int cmd,
			 unsigned long arg)
{
	struct timespec ts;

	switch (cmd) {
	case RWBARE_GETTIME:
		memset(&ts, 0, sizeof(ts));
		ts.tv_sec = rwbare_sec;
		if (copy_to_user((void __user *)arg, &ts, sizeof(struct timespec)))
			return -EFAULT;
		return 0;
	case RWBARE_SETTIME:
		if (copy_from_user(&ts, (void __user *)arg, sizeof(ts)))
			return -EFAULT;
		if (ts.tv_sec < 0)
			return -EINVAL;
		rwbare_sec = ts.tv_sec;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations rwbare_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwbare_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

static int __init rwbare_init(void)
{
	return register_chrdev(245, "rwbare", &rwbare_fops) < 0 ? -EBUSY : 0;
}

static void __exit rwbare_exit(void)
{
	unregister_chrdev(245, "rwbare");
}

module_init(rwbare_init);
module_exit(rwbare_exit);
MODULE_LICENSE("GPL");
