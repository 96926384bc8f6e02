#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwfw_stamp {
	__u32 seq;
#ifdef __KERNEL__
	struct __kernel_timespec ts;
#else
	struct timespec ts;
#endif
};

#define RWFW_GET_STAMP _IOR('F', 1, struct rwfw_stamp)
#define RWFW_RESET _IO('F', 2)
