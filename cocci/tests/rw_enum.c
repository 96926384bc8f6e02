#include <linux/ioctl.h>

struct rwen_arg {
	__u32 id;
	struct timespec deadline;
};

enum rwen_ioctls {
	RWEN_SET = _IOW('e', 1, struct rwen_arg),
	RWEN_GET = _IOR('e', 2, struct rwen_arg),
};
