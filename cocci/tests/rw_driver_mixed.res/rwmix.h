#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwmix_sample_time32 {
	__u32 channel;
	__u32 count;
	struct __kernel_old_timeval stamps[2];
};

struct rwmix_sample {
	__u32 channel;
	__u32 count;
	struct __kernel_sock_timeval stamps[2];
};

struct rwmix_cfg_time32 {
	__kernel_old_time_t epoch;
	__u32 rate;
	__u32 reserved;
};

struct rwmix_cfg {
	__s64 epoch;
	__u32 rate;
	__u32 reserved;
};

enum {
	RWMIX_GET_SAMPLE = _IOR('D', 1, struct rwmix_sample),
	RWMIX_SET_CFG = _IOW('D', 2, struct rwmix_cfg),
};
#define RWMIX_GET_CFG _IOR('D', 3, struct rwmix_cfg)
#define RWMIX_GET_CFG_TIME32 _IOR('D', 3, struct rwmix_cfg_time32)
#define RWMIX_RESET _IO('D', 4)
