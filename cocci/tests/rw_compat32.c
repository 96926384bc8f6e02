#include <linux/ioctl.h>

/* A compat layout: already 32-bit on purpose, left alone. */
struct rwc_buffer_time32 {
	__u32 index;
	struct old_timeval32 timestamp;
	time_t legacy;
};

#define RWC_DQBUF_TIME32 _IOWR('V', 17, struct rwc_buffer_time32)
