#include <linux/ioctl.h>

struct md_stamp {
	__u32 seq;
	struct timespec ts;
};

#define MD_GET_STAMP _IOR('M', 1, struct md_stamp)
#define MD_GET_ID _IOR('M', 2, __u32)
