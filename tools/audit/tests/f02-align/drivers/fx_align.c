// SPDX-License-Identifier: GPL-2.0
/* fixture driver: a correct compat handler for FX_GET_COUNTER */
#include <linux/compat.h>
#include <uapi/linux/fx_align.h>

struct fx_counter32 {
	__u32 id;
	compat_s64 value;
};

#define FX_GET_COUNTER32 _IOR('y', 0x10, struct fx_counter32)

static long fx_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_GET_COUNTER:	return fx_get_counter(f, arg, false);
	case FX_SET_PADDED:	return fx_set_padded(f, arg);
	case FX_GET_GOOD:	return fx_get_good(f, arg);
	}
	return -ENOTTY;
}

static long fx_compat_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_GET_COUNTER32:
		return fx_get_counter(f, arg, true);
	}
	return fx_ioctl(f, cmd, (unsigned long)compat_ptr(arg));
}
