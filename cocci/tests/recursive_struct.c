#include <linux/ioctl.h>

struct rs_b;

struct rs_a {
	struct rs_b *peer;
	struct timespec ts;
};

struct rs_b {
	struct rs_a *peer;
	struct rs_a own;
};

#define RS_GET_B _IOR('r', 1, struct rs_b)
