// SPDX-License-Identifier: GPL-2.0
/*
 * The shape of ALSA rawmidi's handler: one switch for every command, a
 * time case in a block with a switch of its own, and a compat handler of
 * the driver's own for the commands without time.
 */
#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwsb.h"

static long rwsb_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case RWSB_PVERSION:
		return put_user(2, (int __user *)argp) ? -EFAULT : 0;
	case RWSB_STATUS:
	{
		struct rwsb_status status;

		if (copy_from_user(&status, argp, sizeof(status)))
			return -EFAULT;
		switch (status.stream) {
		case 0:
			status.avail = 16;
			break;
		default:
			return -EINVAL;
		}
		if (copy_to_user(argp, &status, sizeof(status)))
			return -EFAULT;
		return 0;
	}
	default:
		return -ENOTTY;
	}
}

static long rwsb_ioctl_compat(struct file *file, unsigned int cmd,
			      unsigned long arg)
{
	return rwsb_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}

static const struct file_operations rwsb_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwsb_ioctl,
	.compat_ioctl = rwsb_ioctl_compat,
};

static int __init rwsb_init(void)
{
	return register_chrdev(241, "rwsb", &rwsb_fops) < 0 ? -EBUSY : 0;
}

static void __exit rwsb_exit(void)
{
	unregister_chrdev(241, "rwsb");
}

module_init(rwsb_init);
module_exit(rwsb_exit);
MODULE_LICENSE("GPL");
