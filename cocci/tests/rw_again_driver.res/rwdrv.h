#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwdrv_sample_time32 {
	__u32 channel;
	__u32 count;
	struct __kernel_old_timeval stamps[2];
};

struct rwdrv_sample {
	__u32 channel;
	__u32 count;
	struct __kernel_sock_timeval stamps[2];
};

struct rwdrv_cfg_time32 {
	__kernel_old_time_t epoch;
	__u32 rate;
	__u32 reserved;
};

struct rwdrv_cfg {
	__s64 epoch;
	__u32 rate;
	__u32 reserved;
};

enum {
	RWDRV_GET_SAMPLE = _IOR('D', 1, struct rwdrv_sample),
	RWDRV_SET_CFG = _IOW('D', 2, struct rwdrv_cfg),
};
#define RWDRV_GET_CFG _IOR('D', 3, struct rwdrv_cfg)
#define RWDRV_GET_CFG_TIME32 _IOR('D', 3, struct rwdrv_cfg_time32)
