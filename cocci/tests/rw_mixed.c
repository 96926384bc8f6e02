#include <linux/ioctl.h>

struct rwmx_inner {
	__u32 a;
};

struct rwmx_arg {
	__s64 counter;
	long delta;
	unsigned long mask;
	struct timespec ts;
	struct rwmx_inner inner;
	union {
		__u32 u32;
		__u8 raw[4];
	} u;
	void __user *buf;
	__u8 rsvd[3];
};

#define RWMX_DO _IOWR('m', 1, struct rwmx_arg)
