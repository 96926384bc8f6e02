/*
 * A time command's label on the line that ends the case before it: the
 * case a statement is in is read from the parse tree, not from lines.
 */
#include <linux/fs.h>
#include <linux/uaccess.h>

struct ol_arg {
	struct timespec ts;
	int flags;
};

#define OL_RESET _IO('o', 0)
#define OL_GET _IOR('o', 1, struct ol_arg)

static int ol_flags;

static long ol_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct ol_arg v = {};

	switch (cmd) {
	case OL_RESET:
		ol_flags = 0;
		break; case OL_GET:
		v.flags = ol_flags;
		if (copy_to_user((void __user *)arg, &v, sizeof(v)))
			return -EFAULT;
		break;
	default:
		return -ENOTTY;
	}
	return 0;
}

static const struct file_operations ol_fops = {
	.unlocked_ioctl = ol_ioctl,
};
