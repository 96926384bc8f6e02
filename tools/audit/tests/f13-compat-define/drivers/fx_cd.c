// SPDX-License-Identifier: GPL-2.0
/* fixture driver: compat command numbers defined locally */
#include <linux/fs.h>
#include <linux/compat.h>
#include <uapi/linux/fx_cd.h>

struct fx_cd32_info {
	u32 subdev;
	compat_uptr_t chanlist;
};

struct fx_cd32_range {
	u32 range_type;
	compat_uptr_t range_ptr;
};

#define FX_CD32_INFO	_IOR('c', 3, struct fx_cd32_info)
#define FX_CD32_RANGE	_IOR('c', 5, struct fx_cd32_range)
#define FX_CD32_STAMP	_IOW('c', 6, compat_long_t)

static long fx_cd_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_CD_INFO:
		return fx_cd_info(file, (void __user *)arg);
	case FX_CD_RANGE:
		return fx_cd_range(file, (void __user *)arg);
	case FX_CD_STAMP:
		return fx_cd_stamp(file, (void __user *)arg);
	}
	return -ENOTTY;
}

static long fx_cd_compat_ioctl(struct file *file, unsigned int cmd,
			       unsigned long arg)
{
	switch (cmd) {
	case FX_CD32_INFO:
		return fx_cd_info32(file, compat_ptr(arg));
	case FX_CD32_RANGE:
		return fx_cd_range32(file, compat_ptr(arg));
	case FX_CD32_STAMP:
		return fx_cd_stamp32(file, compat_ptr(arg));
	}
	return fx_cd_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}
