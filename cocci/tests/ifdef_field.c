#include <linux/ioctl.h>

struct if_buffer {
	__u32 index;
#ifdef __KERNEL__
	struct __kernel_timespec ktime;
#else
	struct timespec utime;
#endif
	__u32 bytes;
#if defined(CONFIG_DEBUG_STAMP) && CONFIG_DEBUG_STAMP > 1
	time_t debug;
#endif
};

#define IF_QBUF _IOWR('i', 1, struct if_buffer)
