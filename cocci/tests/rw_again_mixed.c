#include <linux/ioctl.h>

struct rwmx_inner {
	__u32 a;
};

struct rwmx_arg_time32 {
	__s64 counter;
	long delta;
	unsigned long mask;
	struct __kernel_old_timespec ts;
	struct rwmx_inner inner;
	union { __u32 u32; __u8 raw; } u[4];
	void __user *buf;
	__u8 rsvd[3];
};

struct rwmx_arg {
	__s64 counter;
	long delta;
	unsigned long mask;
	struct __kernel_timespec ts;
	struct rwmx_inner inner;
	union {
		__u32 u32;
		__u8 raw[4];
	} u;
	void __user *buf;
	__u8 rsvd[3];
};

/* compat_time: generated description, check it */
static const struct compat_time_field rwmx_arg_ct_fields[] = {
	COMPAT_TIME_S64(struct rwmx_arg, counter, 0),
	COMPAT_TIME_LONG(struct rwmx_arg, delta, 0),
	COMPAT_TIME_ULONG(struct rwmx_arg, mask, 0),
	COMPAT_TIME_TIMESPEC(struct rwmx_arg, ts, 0),
	COMPAT_TIME_BYTES(struct rwmx_arg, inner),
	/* TODO: u is a union or inline struct */
	/* TODO: buf is a pointer: not describable */
	COMPAT_TIME_PAD(struct rwmx_arg, rsvd),
};

static const struct compat_time_struct rwmx_arg_ct_desc =
	COMPAT_TIME_STRUCT(struct rwmx_arg, rwmx_arg_ct_fields);

#define RWMX_DO _IOWR('m', 1, struct rwmx_arg)
#define RWMX_DO_TIME32 _IOWR('m', 1, struct rwmx_arg_time32)
