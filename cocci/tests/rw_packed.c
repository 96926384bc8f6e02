#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct pk_arg {
	__u8 kind;
	struct timespec ts;
	__u32 seq __aligned(8);
} __attribute__((packed));

#define PK_GET _IOR('k', 1, struct pk_arg)

static long pk_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct pk_arg v = { 0 };

	switch (cmd) {
	case PK_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations pk_fops = {
	.unlocked_ioctl = pk_ioctl,
};
