// SPDX-License-Identifier: GPL-2.0
/* fixture: the VFS's compat ioctl system call */
#include <linux/fs.h>
#include <uapi/linux/fx_fs.h>

long fx_compat_sys_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	long error;

	switch (cmd) {
	/* FX_IOC32_GETFLAGS: the i386 number of FX_IOC_GETFLAGS */
	case FX_IOC32_GETFLAGS:
	case FX_IOC32_SETFLAGS:
		cmd = (cmd == FX_IOC32_GETFLAGS) ?
			FX_IOC_GETFLAGS : FX_IOC_SETFLAGS;
		fallthrough;
	default:
		error = fx_vfs_ioctl(f, cmd, arg);
		break;
	}
	return error;
}
