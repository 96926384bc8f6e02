#include <linux/ioctl.h>

typedef __kernel_old_time_t tc_seconds_t;
typedef tc_seconds_t tc_when_t;
typedef struct timespec tc_ts_t;

struct tc_arg {
	tc_when_t start;
	tc_ts_t period;
};

#define TC_SET _IOW('c', 1, struct tc_arg)
#define TC_GET_START _IOR('c', 2, tc_when_t)
