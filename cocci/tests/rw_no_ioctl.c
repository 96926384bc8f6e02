#include <linux/ioctl.h>

/* Time, but not an ioctl argument: left alone. */
struct rwni_state {
	struct timespec last;
	time_t boot;
};

struct rwni_arg {
	__u32 value;
};

#define RWNI_GET _IOR('n', 1, struct rwni_arg)
