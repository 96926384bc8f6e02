/*
 * A .compat_ioctl built only with CONFIG_COMPAT, its #ifdef with a comment
 * beside it, and the file_operations' type on the line above its name:
 * the table's compat fallback is built only with CONFIG_COMPAT too, and
 * the table goes before the whole definition.
 */
#include <linux/fs.h>
#include <linux/uaccess.h>

struct cc_arg {
	struct timeval tv;
};

#define CC_GET _IOR('c', 1, struct cc_arg)

static long cc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct cc_arg v = {};

	switch (cmd) {
	case CC_GET:
		if (copy_to_user((void __user *)arg, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static long cc_compat_ioctl(struct file *file, unsigned int cmd,
			    unsigned long arg)
{
	return -ENOTTY;
}

static const struct file_operations
cc_fops = {
	.unlocked_ioctl = cc_ioctl,
#ifdef CONFIG_COMPAT /* the 32-bit entry */
	.compat_ioctl = cc_compat_ioctl,
#endif
};
