#include <linux/ioctl.h>

struct tt_alarm {
	time_t when;
	__u32 id;
};

#define TT_SET_ALARM _IOW('t', 4, struct tt_alarm)
