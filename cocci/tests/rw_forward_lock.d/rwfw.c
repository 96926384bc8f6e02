// SPDX-License-Identifier: GPL-2.0
/*
 * The shape of ppdev's and snd-timer's handlers: .unlocked_ioctl takes a
 * lock and forwards its arguments to a worker holding the cases.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>
#include "rwfw.h"

static DEFINE_MUTEX(rwfw_mutex);
static u32 rwfw_seq;

static long rwfw_do_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	struct rwfw_stamp stamp = { 0 };
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case RWFW_GET_STAMP:
		stamp.seq = rwfw_seq;
		if (copy_to_user(argp, &stamp, sizeof(stamp)))
			return -EFAULT;
		return 0;
	case RWFW_RESET:
		rwfw_seq = 0;
		return 0;
	default:
		return -ENOTTY;
	}
}

static long rwfw_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	long ret;

	mutex_lock(&rwfw_mutex);
	ret = rwfw_do_ioctl(file, cmd, arg);
	mutex_unlock(&rwfw_mutex);
	return ret;
}

static const struct file_operations rwfw_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwfw_ioctl,
	.compat_ioctl = rwfw_ioctl,
};

static int __init rwfw_init(void)
{
	return register_chrdev(244, "rwfw", &rwfw_fops) < 0 ? -EBUSY : 0;
}

static void __exit rwfw_exit(void)
{
	unregister_chrdev(244, "rwfw");
}

module_init(rwfw_init);
module_exit(rwfw_exit);
MODULE_LICENSE("GPL");
