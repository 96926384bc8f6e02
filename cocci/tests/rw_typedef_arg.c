#include <linux/ioctl.h>

/* Only "struct tag" arguments are rewritten; typedef'd ones are not. */
typedef struct {
	struct timespec ts;
} rwtd_arg_t;

#define RWTD_GET _IOR('d', 1, rwtd_arg_t)
