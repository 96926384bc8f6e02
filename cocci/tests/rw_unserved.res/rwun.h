#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

/* One header, two drivers: this one serves RWUN_GET_SAMPLE only. */
struct rwun_sample {
	__u32 channel;
#ifdef __KERNEL__
	struct __kernel_sock_timeval stamp;
#else
	struct timeval stamp;
#endif
};

struct rwun_other {
	__kernel_old_time_t when;
	__u32 flags;
};

#define RWUN_GET_SAMPLE _IOR('U', 1, struct rwun_sample)
#define RWUN_OTHER _IOW('U', 2, struct rwun_other)
