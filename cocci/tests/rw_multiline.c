#include <linux/ioctl.h>

struct rwml_arg {
	__u32 id;
	time_t stamp;
};

#define RWML_SET \
	_IOW('l', 1, struct rwml_arg)
#define RWML_GET	\
	_IOR('l',	\
	     2,		\
	     struct rwml_arg)
