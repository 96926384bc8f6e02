#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwdrv_sample {
	__u32 channel;
	__u32 count;
#ifdef __KERNEL__
	struct __kernel_sock_timeval stamps[2];
#else
	struct timeval stamps[2];
#endif
};

struct rwdrv_cfg {
#ifdef __KERNEL__
	__kernel_time64_t epoch;
#else
	time_t epoch;
#endif
	__u32 rate;
	__u32 reserved;
};

enum {
	RWDRV_GET_SAMPLE = _IOR('D', 1, struct rwdrv_sample),
	RWDRV_SET_CFG = _IOW('D', 2, struct rwdrv_cfg),
};
#define RWDRV_GET_CFG _IOR('D', 3, struct rwdrv_cfg)
