#include <linux/types.h>
#include <linux/ioctl.h>

struct rwmix_sample {
	__u32 channel;
	__u32 count;
	struct timeval stamps[2];
};

struct rwmix_cfg {
	time_t epoch;
	__u32 rate;
	__u32 reserved;
};

enum {
	RWMIX_GET_SAMPLE = _IOR('D', 1, struct rwmix_sample),
	RWMIX_SET_CFG = _IOW('D', 2, struct rwmix_cfg),
};
#define RWMIX_GET_CFG _IOR('D', 3, struct rwmix_cfg)
#define RWMIX_RESET _IO('D', 4)
