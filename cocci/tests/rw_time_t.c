#include <linux/ioctl.h>

struct rwtt_alarm {
	time_t when;
	__kernel_old_time_t created;
	__u32 id;
	__u32 pad;
};

#define RWTT_SET_ALARM _IOW('a', 1, struct rwtt_alarm)
