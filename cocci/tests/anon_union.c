#include <linux/ioctl.h>

struct au_msg {
	__u32 kind;
	union {
		__u32 value;
		struct timespec deadline;
	} u;
	struct {
		time_t sec;
		__u32 usec;
	} when[2];
};

#define AU_SEND _IOW('a', 1, struct au_msg)
