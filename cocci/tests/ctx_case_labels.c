#include <linux/ioctl.h>

struct cl_arg {
	struct timeval tv;
};

#define CL_GET _IOR('l', 1, struct cl_arg)
#define CL_SET _IOW('l', 2, struct cl_arg)
#define CL_RESET _IO('l', 3)

static long cl_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case CL_GET:
	case CL_SET:
		return 0;
	case CL_RESET:
		return 1;
	default:
		return -ENOTTY;
	}
}
