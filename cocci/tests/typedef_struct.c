#include <linux/ioctl.h>

typedef struct {
	__u32 id;
	struct timeval tv;
} td_sample_t;

typedef struct td_wrap {
	td_sample_t sample;
} td_wrap_t;

#define TD_GET_SAMPLE _IOR('d', 1, td_sample_t)
#define TD_GET_WRAP _IOR('d', 2, td_wrap_t)
#define TD_GET_WRAP_TAG _IOR('d', 3, struct td_wrap)
