#include <linux/ioctl.h>

struct tv_arg {
	__u32 flags;
	struct timeval timeout;
};

#define TV_SET_TIMEOUT _IOW('t', 1, struct tv_arg)
