// SPDX-License-Identifier: GPL-2.0
/* fixture driver: translated through compat_time */
#include <linux/compat_time.h>
#include <linux/compat_time_catalog.h>
#include <uapi/linux/fx_union.h>

static const struct compat_time_catalog_entry fx_entries[] = {
	COMPAT_TIME_CATALOG(IOCTL, FX_DQEVENT,
			    fx_event_desc, 0, 0),
};

static const struct compat_time_ioctl fx_ioctls[] = {
	COMPAT_TIME_IOCTL(FX_SET_TABLE, fx_table_desc, fx_set_table),
};

static long fx_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_DQEVENT:	return fx_dqevent(f, arg);
	case FX_GET_FRAME:	return fx_get_frame(f, arg);
	case FX_GET_NAME:	return fx_get_name(f, arg);
	}
	return -ENOTTY;
}
