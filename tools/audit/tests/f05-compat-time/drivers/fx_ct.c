// SPDX-License-Identifier: GPL-2.0
/* fixture driver: every time-dependent command goes through compat_time */
#include <linux/compat_time.h>
#include <uapi/linux/fx_ct.h>

static const struct compat_time_ioctl fx_ct_ioctls[] = {
	COMPAT_TIME_IOCTL(FX_SET_ALARM, fx_alarm_desc, fx_set_alarm),
	COMPAT_TIME_IOCTL(FX_GET_ALARM, fx_alarm_desc, fx_get_alarm),
	COMPAT_TIME_IOCTL( FX_GET_TIME, compat_time_desc_time, fx_get_time),
};

static long fx_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_RESET:
		return fx_reset(f, arg);
	}
	return -ENOTTY;
}
