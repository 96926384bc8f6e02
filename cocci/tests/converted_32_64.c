#include <linux/ioctl.h>

struct cv_idle {
	__kernel_old_time_t xmit_idle;
	__kernel_old_time_t recv_idle;
};

struct cv_idle32 {
	__s32 xmit_idle;
	__s32 recv_idle;
};

struct cv_idle64 {
	__s64 xmit_idle;
	__s64 recv_idle;
};

#define CVIOCGIDLE _IOR('v', 63, struct cv_idle)
#define CVIOCGIDLE32 _IOR('v', 63, struct cv_idle32)
#define CVIOCGIDLE64 _IOR('v', 63, struct cv_idle64)

static long cv_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case CVIOCGIDLE32:
		return 32;
	case CVIOCGIDLE64:
		return 64;
	}
	return -ENOTTY;
}
