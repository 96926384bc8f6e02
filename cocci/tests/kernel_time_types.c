#include <linux/ioctl.h>

struct kt_info {
	__kernel_old_time_t created;
	__kernel_time_t modified;
	struct __kernel_old_timeval last;
	__u32 count;
};

#define KT_GET_INFO _IOR('k', 1, struct kt_info)
