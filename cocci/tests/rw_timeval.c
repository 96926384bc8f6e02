#include <linux/ioctl.h>

struct rwtv_log {
	__u32 count;
	struct timeval when[4];
	struct __kernel_old_timeval last;
};

#define RWTV_GET_LOG _IOR('v', 1, struct rwtv_log)
