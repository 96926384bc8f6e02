#include <linux/types.h>
#include <linux/ioctl.h>

struct rwfw_stamp {
	__u32 seq;
	struct timespec ts;
};

#define RWFW_GET_STAMP _IOR('F', 1, struct rwfw_stamp)
#define RWFW_RESET _IO('F', 2)
