#include <linux/compat_time.h>
#include <linux/ioctl.h>

struct rwts_event {
	__u32 type;
	struct timespec stamp;
	__u32 sequence;
	__u16 code;
	__u8 flags;
	__u8 reserved;
};

#define RWTS_NEXT_EVENT _IOWR('t', 7, struct rwts_event)
#define RWTS_PEEK_EVENT _IOR('t', 8, struct rwts_event)
#define RWTS_VERSION _IOR('t', 9, __u32)
