// SPDX-License-Identifier: GPL-2.0
/*
 * The shape of lp: a size-less number whose case copies a struct timeval
 * into a local handed to a helper, a default that passes the argument on,
 * and a compat handler, built only with CONFIG_COMPAT, with a case of its
 * own for the time command.
 */
#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwsl.h"

static DEFINE_MUTEX(rwsl_mutex);
static long rwsl_timeout;

static int rwsl_set_timeout(struct timeval *tv)
{
	if (tv->tv_sec < 0 || tv->tv_usec < 0)
		return -EINVAL;
	rwsl_timeout = tv->tv_sec;
	return 0;
}

static int rwsl_do_ioctl(unsigned int cmd, void __user *argp)
{
	switch (cmd) {
	case RWSL_GETFLAGS:
		return put_user(0, (int __user *)argp);
	default:
		return -ENOTTY;
	}
}

static long rwsl_ioctl(struct file *file, unsigned int cmd,
		       unsigned long arg)
{
	struct timeval par_timeout;
	int ret;

	mutex_lock(&rwsl_mutex);
	switch (cmd) {
	case RWSL_SETTIMEOUT:
		if (copy_from_user(&par_timeout, (void __user *)arg,
				   sizeof(struct timeval))) {
			ret = -EFAULT;
			break;
		}
		ret = rwsl_set_timeout(&par_timeout);
		break;
	default:
		ret = rwsl_do_ioctl(cmd, (void __user *)arg);
		break;
	}
	mutex_unlock(&rwsl_mutex);
	return ret;
}

#ifdef CONFIG_COMPAT
static long rwsl_compat_ioctl(struct file *file, unsigned int cmd,
			      unsigned long arg)
{
	struct timeval par_timeout;
	int ret;

	mutex_lock(&rwsl_mutex);
	switch (cmd) {
	case RWSL_SETTIMEOUT:
		if (compat_get_timeval(&par_timeout, compat_ptr(arg))) {
			ret = -EFAULT;
			break;
		}
		ret = rwsl_set_timeout(&par_timeout);
		break;
	default:
		ret = rwsl_do_ioctl(cmd, compat_ptr(arg));
		break;
	}
	mutex_unlock(&rwsl_mutex);
	return ret;
}
#endif

static const struct file_operations rwsl_fops = {
	.owner		= THIS_MODULE,
	.unlocked_ioctl	= rwsl_ioctl,
#ifdef CONFIG_COMPAT
	.compat_ioctl	= rwsl_compat_ioctl,
#endif
};

static int __init rwsl_init(void)
{
	return register_chrdev(242, "rwsl", &rwsl_fops) < 0 ? -EBUSY : 0;
}

static void __exit rwsl_exit(void)
{
	unregister_chrdev(242, "rwsl");
}

module_init(rwsl_init);
module_exit(rwsl_exit);
MODULE_LICENSE("GPL");
