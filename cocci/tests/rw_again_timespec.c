#include <linux/compat_time.h>
#include <linux/ioctl.h>

struct rwts_event_time32 {
	__u32 type;
	struct __kernel_old_timespec stamp;
	__u32 sequence;
	__u16 code;
	__u8 flags;
	__u8 reserved;
};

struct rwts_event {
	__u32 type;
	struct __kernel_timespec stamp;
	__u32 sequence;
	__u16 code;
	__u8 flags;
	__u8 reserved;
};

/* compat_time: generated description, check it */
static const struct compat_time_field rwts_event_ct_fields[] = {
	COMPAT_TIME_BYTES(struct rwts_event, type),
	COMPAT_TIME_TIMESPEC(struct rwts_event, stamp, 0),
	COMPAT_TIME_BYTES(struct rwts_event, sequence),
	COMPAT_TIME_BYTES(struct rwts_event, code),
	COMPAT_TIME_BYTES(struct rwts_event, flags),
	COMPAT_TIME_PAD(struct rwts_event, reserved),
};

static const struct compat_time_struct rwts_event_ct_desc =
	COMPAT_TIME_STRUCT(struct rwts_event, rwts_event_ct_fields);

#define RWTS_NEXT_EVENT _IOWR('t', 7, struct rwts_event)
#define RWTS_NEXT_EVENT_TIME32 _IOWR('t', 7, struct rwts_event_time32)
#define RWTS_PEEK_EVENT _IOR('t', 8, struct rwts_event)
#define RWTS_PEEK_EVENT_TIME32 _IOR('t', 8, struct rwts_event_time32)
#define RWTS_VERSION _IOR('t', 9, __u32)
