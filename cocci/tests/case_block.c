#include <linux/ioctl.h>

struct cb_arg {
	struct timeval tv;
};

#define CB_GET _IOR('b', 1, struct cb_arg)
#define CB_SET _IOW('b', 2, struct cb_arg)

/* A label followed by a block, and one after it. */
static long cb_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	long err = -ENOTTY;

	switch (cmd) {
	case CB_SET:
	{
		struct cb_arg a;

		err = copy_from_user(&a, (void __user *)arg, sizeof(a));
	}
		break;
	case CB_GET:
		err = 0;
		break;
	}
	return err;
}
