// SPDX-License-Identifier: GPL-2.0
/* fixture driver for fx_time.h */
#include <linux/fs.h>
#include <uapi/linux/fx_time.h>

#define FX_SET_STAMP_TIME32	_IOW('x', 0x01, struct old_fx_stamp)
#define FX_GET_TV32		_IOWR('x', 0x03, struct fx_tv_req32)
#define FX_GET_TV64		_IOWR('x', 0x03, struct fx_tv_req64)

static long fx_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_SET_STAMP:
	case FX_SET_STAMP_TIME32:
		return fx_set_stamp(f, cmd, arg);
	case FX_GET_TS:
		return fx_get_ts(f, arg);
	case FX_GET_TV32: case FX_GET_TV64:
		return fx_get_tv(f, cmd, arg);
	case FX_GET_FLAGS:
		return fx_get_flags(f, arg);
	}
	return -ENOTTY;
}
