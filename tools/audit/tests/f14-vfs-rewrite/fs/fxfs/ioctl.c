// SPDX-License-Identifier: GPL-2.0
/* fixture: a file system with its own *32 number */
#include <linux/fs.h>
#include <uapi/linux/fx_fs.h>

#define FXFS_IOC32_GETVERSION	_IOR('v', 1, int)

long fxfs_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_IOC_GETFLAGS:
		return fxfs_getflags(f, arg);
	case FX_IOC_SETFLAGS:
		return fxfs_setflags(f, arg);
	case FX_IOC_GETVERSION:
		return fxfs_getversion(f, arg);
	case FX_IOC_GETSTATE:
		return fxfs_getstate(f, arg);
	}
	return -ENOTTY;
}

long fxfs_compat_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FXFS_IOC32_GETVERSION:
		cmd = FX_IOC_GETVERSION;
		break;
	}
	return fxfs_ioctl(f, cmd, (unsigned long)compat_ptr(arg));
}
