// SPDX-License-Identifier: GPL-2.0
/*
 * lalarm: a sample misc device with pre-y2038 ioctls (see lalarm.h).  It
 * keeps one alarm and the status of the last LALARM_SET.  Its compat_ioctl
 * is compat_ptr_ioctl, as many drivers have it, so a 32-bit program's
 * differently sized numbers reach the switch and find no case.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/string.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>

#include "lalarm.h"

static DEFINE_MUTEX(lalarm_lock);
static struct lalarm_status lalarm_state;

static long lalarm_ioctl(struct file *file, unsigned int cmd,
			 unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct lalarm_alarm alarm;
	struct lalarm_status status;
	struct timespec64 now;

	switch (cmd) {
	case LALARM_SET:
		if (copy_from_user(&alarm, argp, sizeof(alarm)))
			return -EFAULT;
		if (alarm.when.tv_nsec < 0 || alarm.when.tv_nsec >= NSEC_PER_SEC)
			return -EINVAL;
		ktime_get_real_ts64(&now);
		mutex_lock(&lalarm_lock);
		lalarm_state.alarm = alarm;
		lalarm_state.expires = alarm.when.tv_sec;
		lalarm_state.set_at.tv_sec = now.tv_sec;
		lalarm_state.set_at.tv_usec = now.tv_nsec / NSEC_PER_USEC;
		lalarm_state.sets++;
		mutex_unlock(&lalarm_lock);
		return 0;
	case LALARM_GET:
		mutex_lock(&lalarm_lock);
		alarm = lalarm_state.alarm;
		mutex_unlock(&lalarm_lock);
		if (copy_to_user(argp, &alarm, sizeof(alarm)))
			return -EFAULT;
		return 0;
	case LALARM_STATUS:
		mutex_lock(&lalarm_lock);
		status = lalarm_state;
		mutex_unlock(&lalarm_lock);
		if (copy_to_user(argp, &status, sizeof(status)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations lalarm_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = lalarm_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
	.llseek = noop_llseek,
};

static struct miscdevice lalarm_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "lalarm",
	.fops = &lalarm_fops,
};

static int __init lalarm_init(void)
{
	return misc_register(&lalarm_misc);
}
module_init(lalarm_init);

static void __exit lalarm_exit(void)
{
	misc_deregister(&lalarm_misc);
}
module_exit(lalarm_exit);

MODULE_DESCRIPTION("Sample device with pre-y2038 ioctls, for tools/convert");
MODULE_LICENSE("GPL");
