#include <linux/ioctl.h>

struct sw_arg {
	__u32 id;
	time_t stamp;
};

#define SW_GET _IOR('w', 1, struct sw_arg)

static long sw_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case SW_GET:
		return 0;
	}
	return -ENOTTY;
}

static long sw_compat_ioctl(struct file *file, unsigned int cmd,
			    unsigned long arg)
{
	switch (cmd) {
	case SW_GET:
		return sw_ioctl(file, cmd, arg);
	default:
		return -ENOIOCTLCMD;
	}
}
