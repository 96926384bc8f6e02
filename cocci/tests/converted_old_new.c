#include <linux/ioctl.h>

#define CO_SETTIMEOUT_OLD 0x060f
#define CO_SETTIMEOUT_NEW \
	_IOW(0x6, 0xf, __s64[2])
#define CO_GETSTAMP_OLD _IOR('s', 100, struct __kernel_old_timeval)
#define CO_GETSTAMP_NEW _IOR('s', 0x06, long long[2])

static long co_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case CO_SETTIMEOUT_OLD:
	case CO_SETTIMEOUT_NEW:
		return 0;
	case CO_GETSTAMP_OLD:
		return 1;
	}
	return -ENOTTY;
}
