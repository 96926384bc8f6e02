// SPDX-License-Identifier: GPL-2.0
/* fixture driver: a compat handler with the i386 numbers' cases, which
 * passes the others to the native handler
 */
#include <linux/fs.h>
#include <linux/compat.h>
#include <uapi/linux/fx_x32.h>

struct fx_ring32 {
	compat_u64 base;
	compat_ulong_t len;
	compat_ulong_t head;
	compat_ulong_t tail;
};

struct fx_xstamp32 {
	struct old_timespec32 ts;
	__u32 flags;
};

struct fx_xstamp64 {
	compat_s64 tv_sec;
	compat_s64 tv_nsec;
	__u32 flags;
};

#define FX_X_RING32	_IOW('y', 0x40, struct fx_ring32)
#define FX_X_STAMP32	_IOW('y', 0x41, struct fx_xstamp32)
#define FX_X_STAMP64	_IOW('y', 0x41, struct fx_xstamp64)
#define FX_X_LONG32	_IOR('y', 0x42, compat_long_t)

static long fx_x_ioctl(struct file *file, unsigned int cmd,
		       unsigned long arg)
{
	switch (cmd) {
	case FX_X_RING:
		return fx_x_ring(file, (void __user *)arg);
	case FX_X_STAMP:
		return fx_x_stamp(file, (void __user *)arg);
	case FX_X_LONG:
		return fx_x_long(file, (void __user *)arg);
	}
	return -ENOTTY;
}

static long fx_x_compat_ioctl(struct file *file, unsigned int cmd,
			      unsigned long arg)
{
	switch (cmd) {
	case FX_X_RING32:
		return fx_x_ring32(file, compat_ptr(arg));
	case FX_X_STAMP32:
		return fx_x_stamp32(file, compat_ptr(arg));
	case FX_X_STAMP64:
		return fx_x_stamp64(file, compat_ptr(arg));
	case FX_X_LONG32:
		return fx_x_long32(file, compat_ptr(arg));
	}
	return fx_x_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}

static const struct file_operations fx_x_fops = {
	.unlocked_ioctl	= fx_x_ioctl,
	.compat_ioctl	= fx_x_compat_ioctl,
};
