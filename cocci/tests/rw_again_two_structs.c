#include <linux/ioctl.h>

struct rw2_a_time32 {
	struct __kernel_old_timeval tv;
};

struct rw2_a {
	struct __kernel_sock_timeval tv;
};

/* compat_time: generated description, check it */
static const struct compat_time_field rw2_a_ct_fields[] = {
	COMPAT_TIME_TIMEVAL(struct rw2_a, tv, 0),
};

static const struct compat_time_struct rw2_a_ct_desc =
	COMPAT_TIME_STRUCT(struct rw2_a, rw2_a_ct_fields);

struct rw2_b_time32 {
	__u32 id;
	__kernel_old_time_t t[2];
};

struct rw2_b {
	__u32 id;
	__s64 t[2];
};

/* compat_time: generated description, check it */
static const struct compat_time_field rw2_b_ct_fields[] = {
	COMPAT_TIME_BYTES(struct rw2_b, id),
	COMPAT_TIME_TIME(struct rw2_b, t, 0),
};

static const struct compat_time_struct rw2_b_ct_desc =
	COMPAT_TIME_STRUCT(struct rw2_b, rw2_b_ct_fields);

#define RW2_GET_A _IOR('2', 1, struct rw2_a)
#define RW2_GET_A_TIME32 _IOR('2', 1, struct rw2_a_time32)
#define RW2_GET_B _IOR('2', 2, struct rw2_b)
#define RW2_GET_B_TIME32 _IOR('2', 2, struct rw2_b_time32)
#define RW2_SET_A _IOW('2', 3, struct rw2_a)
#define RW2_SET_A_TIME32 _IOW('2', 3, struct rw2_a_time32)

static long rw2_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case RW2_GET_A:
	case RW2_SET_A:
		return 0;
	case RW2_GET_B:
		return 1;
	}
	return -ENOTTY;
}
