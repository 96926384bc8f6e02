// SPDX-License-Identifier: GPL-2.0
/*
 * A case that copies more than its command's struct: user memory past
 * the buffer before, the kernel's past karg after a conversion.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct rwcs_small {
	struct timespec when;
};

struct rwcs_big {
	struct timespec when;
	__u32 flags[4];
};

#define RWCS_GET	_IOR('c', 1, struct rwcs_small)

static long rwcs_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct rwcs_big big = { };

	switch (cmd) {
	case RWCS_GET:
		if (copy_to_user((void __user *)arg, &big, sizeof(big)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations rwcs_fops = {
	.unlocked_ioctl = rwcs_ioctl,
};

static int __init rwcs_init(void)
{
	return register_chrdev(247, "rwcs", &rwcs_fops) < 0 ? -EBUSY : 0;
}

module_init(rwcs_init);
MODULE_LICENSE("GPL");
