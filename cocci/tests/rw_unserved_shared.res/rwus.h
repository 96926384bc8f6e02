#include <linux/types.h>
#include <linux/ioctl.h>

/* The stamp is in this driver's struct and in another driver's. */
struct rwus_stamp {
	struct timeval tv;
	__u32 seq;
};

struct rwus_sample {
	__u32 channel;
	struct rwus_stamp stamp;
};

struct rwus_other {
	struct rwus_stamp stamp;
	__u32 flags;
};

#define RWUS_GET_SAMPLE _IOR('U', 1, struct rwus_sample)
#define RWUS_OTHER _IOW('U', 2, struct rwus_other)
