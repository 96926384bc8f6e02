#include <linux/ioctl.h>

struct ns_stamp {
	struct timespec when;
	__u32 source;
};

struct ns_record {
	__u32 id;
	struct ns_stamp ev;
};

struct ns_outer {
	struct ns_record rec;
	__u64 cookie;
};

#define NS_GET_RECORD _IOR('n', 1, struct ns_record)
#define NS_GET_OUTER _IOR('n', 2, struct ns_outer)
