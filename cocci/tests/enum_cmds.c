#include <linux/ioctl.h>

struct en_arg {
	__u32 id;
	struct timespec ts;
};

enum {
	EN_GET = _IOR('e', 1, struct en_arg),
	EN_RESET = _IO('e', 2),
	EN_COUNT = _IOR('e', 3, __u32),
};

enum en_named_ioctls {
	EN_SET = _IOW('e', 4, struct en_arg),
	EN_LAST
};
