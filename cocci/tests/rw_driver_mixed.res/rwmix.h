#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwmix_sample {
	__u32 channel;
	__u32 count;
#ifdef __KERNEL__
	struct __kernel_sock_timeval stamps[2];
#else
	struct timeval stamps[2];
#endif
};

struct rwmix_cfg {
#ifdef __KERNEL__
	__kernel_time64_t epoch;
#else
	time_t epoch;
#endif
	__u32 rate;
	__u32 reserved;
};

enum {
	RWMIX_GET_SAMPLE = _IOR('D', 1, struct rwmix_sample),
	RWMIX_SET_CFG = _IOW('D', 2, struct rwmix_cfg),
};
#define RWMIX_GET_CFG _IOR('D', 3, struct rwmix_cfg)
#define RWMIX_RESET _IO('D', 4)
