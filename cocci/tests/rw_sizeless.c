/* lp's shape: a size-less number whose case copies a struct timeval. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

#define SL_SETTIMEOUT	0x060f

static long sl_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct timeval tv;

	switch (cmd) {
	case SL_SETTIMEOUT:
		if (copy_from_user(&tv, (void __user *)arg, sizeof(tv)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations sl_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = sl_ioctl,
};
