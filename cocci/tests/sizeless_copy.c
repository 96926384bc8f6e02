/* A size-less number and a mis-sized one whose cases copy time. */
#include <linux/ioctl.h>

#define SL_SETTIMEOUT	0x060f
#define SL_GETSTAMP	_IOR('s', 1, int)
#define SL_RESET	0x0610

static long sl_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct timeval tv;

	switch (cmd) {
	case SL_SETTIMEOUT:
		if (copy_from_user(&tv, (void __user *)arg, sizeof(tv)))
			return -EFAULT;
		return 0;
	case SL_GETSTAMP:
		if (copy_to_user((void __user *)arg, &now, sizeof(struct timespec)))
			return -EFAULT;
		return 0;
	case SL_RESET:
		return 0;
	}
	return -ENOTTY;
}
