// SPDX-License-Identifier: GPL-2.0
/* Commands without time: nothing to convert, said at once. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct rwnt_arg {
	__u32 id;
	__u32 value;
};

#define RWNT_GET	_IOR('n', 1, struct rwnt_arg)

static long rwnt_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct rwnt_arg a = { .id = 1 };

	if (cmd != RWNT_GET)
		return -ENOTTY;
	return copy_to_user((void __user *)arg, &a, sizeof(a)) ? -EFAULT : 0;
}

static const struct file_operations rwnt_fops = {
	.unlocked_ioctl = rwnt_ioctl,
};
