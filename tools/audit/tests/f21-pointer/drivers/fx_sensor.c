// SPDX-License-Identifier: GPL-2.0
/* fixture driver: a compat case for each 32-bit pointer number, so that
 * every number is served and only the pointers to time are findings
 */
#include <linux/fs.h>
#include <linux/compat.h>
#include <uapi/linux/fx_sensor.h>

#define FX_S_READ32	_IOR('s', 1, compat_uptr_t)
#define FX_S_CLOCK32	_IOR('s', 2, compat_uptr_t)
#define FX_S_PLAIN32	_IOW('s', 3, compat_uptr_t)
#define FX_S_NAME32	_IOW('s', 4, compat_uptr_t)

static long fx_s_ioctl(struct file *file, unsigned int cmd,
		       unsigned long arg)
{
	switch (cmd) {
	case FX_S_READ:
		return fx_s_read(file, (void __user *)arg);
	case FX_S_CLOCK:
		return fx_s_clock(file, (void __user *)arg);
	case FX_S_PLAIN:
		return fx_s_plain(file, (void __user *)arg);
	case FX_S_NAME:
		return fx_s_name(file, (void __user *)arg);
	case FX_S_BYTES:
		return fx_s_bytes(file, (void __user *)arg);
	}
	return -ENOTTY;
}

static long fx_s_compat_ioctl(struct file *file, unsigned int cmd,
			      unsigned long arg)
{
	switch (cmd) {
	case FX_S_READ32:
		return fx_s_read32(file, compat_ptr(arg));
	case FX_S_CLOCK32:
		return fx_s_clock32(file, compat_ptr(arg));
	case FX_S_PLAIN32:
		return fx_s_plain32(file, compat_ptr(arg));
	case FX_S_NAME32:
		return fx_s_name32(file, compat_ptr(arg));
	}
	return fx_s_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}

static const struct file_operations fx_s_fops = {
	.unlocked_ioctl	= fx_s_ioctl,
	.compat_ioctl	= fx_s_compat_ioctl,
};
