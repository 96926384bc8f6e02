#include <linux/ioctl.h>

struct sn_arg {
	struct timespec ts;
};

/* A suffix alone is no conversion: still work. */
#define SN_GET64 _IOR('q', 1, struct sn_arg)
/* No time and no sibling: nothing to say. */
#define SN_SIZE64 _IOR('q', 2, __u64)
