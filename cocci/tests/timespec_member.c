#include <linux/ioctl.h>

struct ts_event {
	__u32 type;
	struct timespec stamp;
	__u32 sequence;
};

#define TS_NEXT_EVENT _IOWR('t', 2, struct ts_event)
#define TS_PEEK_EVENT _IOR('t', 3, struct ts_event)
