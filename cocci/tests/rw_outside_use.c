// SPDX-License-Identifier: GPL-2.0
/*
 * A handler that checks the user pointer before its switch, as a vendor's
 * time-stamper does: with no user pointer left, a kernel-buffer handler
 * could not; the cases are converted where they are.  Spelled as that
 * driver spells it: long int, unsigned long int, &fn.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct ou_settings {
	int mode;
	struct timespec interval;
};

#define OU_SET_SETTINGS _IOW(0xf8, 0, struct ou_settings)

static long ou_apply(struct ou_settings *s);

static long int ou_ioctl(struct file *filp, unsigned int cmd,
			 unsigned long int arg)
{
	const void __user *data = (const void __user *)arg;

	if (_IOC_DIR(cmd) & _IOC_WRITE)
		if (!access_ok(data, _IOC_SIZE(cmd)))
			return -EACCES;

	switch (cmd) {
	case OU_SET_SETTINGS: {
		struct ou_settings settings;

		if (copy_from_user(&settings, data, sizeof(settings)))
			return -EFAULT;
		return ou_apply(&settings);
	}
	default:
		return -ENOTTY;
	}
}

static const struct file_operations ou_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = &ou_ioctl,
};
