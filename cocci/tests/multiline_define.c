#include <linux/ioctl.h>

struct ml_arg {
	__u32 id;
	time_t deadline;
};

#define ML_SET \
	_IOW('m', 1, struct ml_arg)
#define ML_GET		\
	_IOR('m',	\
	     2,		\
	     struct ml_arg)
#define ML_VERSION _IOR('m', 3, __u32)
