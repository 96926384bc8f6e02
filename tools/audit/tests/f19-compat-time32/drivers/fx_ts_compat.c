// SPDX-License-Identifier: GPL-2.0
/* fixture driver: its own 32-bit translation, on the time32 numbers */
#include <linux/compat.h>
#include <uapi/linux/fx_ts.h>

struct fx_ts_req32 {
	int fd;
	int ret;
	struct compat_timespec stamp[2];
};

struct fx_ts_info32 {
	int count;
	int flags;
};

#define FX_TS_REQ32	_IOWR('S', 0, struct fx_ts_req32)
#define FX_TS_INFO32	_IOWR('S', 1, struct fx_ts_info32)
#define FX_TS_ADDR32	_IOW('S', 2, compat_caddr_t)

long fx_ts_compat_ioctl(struct file *file, unsigned int cmd,
			unsigned long arg)
{
	void __user *uarg = compat_ptr(arg);

	switch (cmd) {
	case FX_TS_REQ32:
		return fx_ts_req32(file, uarg);
	case FX_TS_INFO32:
		return fx_ts_info(file, uarg);
	case FX_TS_ADDR32:
		return fx_ts_addr(file, (unsigned long)uarg);
	default:
		return -EINVAL;
	}
}
