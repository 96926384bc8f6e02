// SPDX-License-Identifier: GPL-2.0
/* fixture driver for fx_pin.h and fx_lib.h */
#include <linux/fs.h>
#include <uapi/linux/fx_pin.h>
#include <uapi/linux/fx_lib.h>

#define FX_LIB_SET_TIME32	_IOW('q', 8, struct fx_lib_req32)
#define FX_LIB_SET_TIME64	_IOW('q', 8, struct fx_lib_req64)

static long fx_pin_ioctl(struct file *file, unsigned int cmd,
			 unsigned long arg)
{
	switch (cmd) {
	case FX_PIN_SET:
	case FX_PIN_TV:
	case FX_PIN_NS:
		return fx_pin(file, cmd, (void __user *)arg);
	case FX_LIB_SET:
	case FX_LIB_SET_TIME32:
	case FX_LIB_SET_TIME64:
		return fx_lib_set(file, cmd, (void __user *)arg);
	}
	return -ENOTTY;
}
