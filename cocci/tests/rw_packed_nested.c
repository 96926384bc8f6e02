/*
 * A packed struct whose union member closes its own brace first: the
 * attribute after the struct's closing brace is read from the parse
 * tree, so the struct is refused, not described with a natural layout.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct pn_arg {
	__u8 kind;
	union {
		__u32 seq;
		__u16 half;
	} u;
	struct timespec ts;
} __packed;

#define PN_GET _IOR('n', 1, struct pn_arg)

static long pn_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct pn_arg v = { 0 };

	switch (cmd) {
	case PN_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations pn_fops = {
	.unlocked_ioctl = pn_ioctl,
};
