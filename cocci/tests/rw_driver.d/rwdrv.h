#include <linux/types.h>
#include <linux/ioctl.h>

struct rwdrv_sample {
	__u32 channel;
	__u32 count;
	struct timeval stamps[2];
};

struct rwdrv_cfg {
	time_t epoch;
	__u32 rate;
	__u32 reserved;
};

enum {
	RWDRV_GET_SAMPLE = _IOR('D', 1, struct rwdrv_sample),
	RWDRV_SET_CFG = _IOW('D', 2, struct rwdrv_cfg),
};
#define RWDRV_GET_CFG _IOR('D', 3, struct rwdrv_cfg)
