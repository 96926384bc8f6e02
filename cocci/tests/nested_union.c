#include <linux/ioctl.h>

struct nu_vsync {
	__u8 field;
};

struct nu_frame {
	__u32 sequence;
	struct timeval stamp;
};

union nu_payload {
	struct nu_vsync vsync;
	struct nu_frame frame;
	__u8 data[64];
};

struct nu_event {
	__u32 type;
	union nu_payload u;
};

#define NU_DQEVENT _IOR('u', 1, struct nu_event)
#define NU_PEEK_PAYLOAD _IOR('u', 2, union nu_payload)
