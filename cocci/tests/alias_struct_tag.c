#include <linux/ioctl.h>

/* uapi style: the struct tag is a macro, kernel and user space differ. */
#ifdef __KERNEL__
#define at_timespec __kernel_timespec
typedef __s64 at_time_t;
#else
#define at_timespec timespec
typedef time_t at_time_t;
#endif

struct at_event {
	__u32 type;
	struct at_timespec stamp;
};

#define AT_NEXT_EVENT _IOWR('A', 1, struct at_event)
#define AT_SET_TIME _IOW('A', 2, at_time_t)
/* A base name with only an _OLD variant is not a pair. */
#define AT_GET_TS _IOR('A', 3, struct at_timespec)
#define AT_GET_TS_OLD _IOC(_IOC_READ, 'A', 3, 0)
