// SPDX-License-Identifier: GPL-2.0
/* fixture driver: FX_WD_XCHG32 has the wrong direction, FX_WD_PEEK32 is right */
#include <linux/compat.h>
#include <uapi/linux/fx_wd.h>

struct fx_wd32 {
	struct old_timespec32 ts;
	__u32 flags;
};

#define FX_WD_XCHG32	_IOR('w', 1, struct fx_wd32)
#define FX_WD_PEEK32	_IOR('w', 2, struct fx_wd32)

static long fx_wd_compat_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_WD_XCHG32:
		return fx_wd_xchg32(f, compat_ptr(arg));
	case FX_WD_PEEK32:
		return fx_wd_peek32(f, compat_ptr(arg));
	}
	return -ENOTTY;
}

static long fx_wd_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_WD_XCHG:
		return fx_wd_xchg(f, (void __user *)arg);
	case FX_WD_PEEK:
		return fx_wd_peek(f, (void __user *)arg);
	}
	return -ENOTTY;
}
