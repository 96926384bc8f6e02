#include <linux/ioctl.h>

#define AC_GETSTAMP_OLD 0x8906
#define AC_GETSTAMP_NEW _IOR(0x89, 0x06, long long[2])
#define AC_GETSTAMP AC_GETSTAMP_OLD

struct ac_arg {
	struct timeval tv;
};

#define AC_GET_ARG _IOR('c', 1, struct ac_arg)
#define AC_GET AC_GET_ARG

static long ac_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case AC_GETSTAMP:
		return 0;
	case AC_GET:
		return 1;
	}
	return -ENOTTY;
}
