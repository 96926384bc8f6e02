/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: long-sized file system commands the VFS rewrites from their
 * int-sized *32 numbers (the FS_IOC32_GETFLAGS pattern of fs/ioctl.c)
 */
#ifndef _UAPI_LINUX_FX_FS_H
#define _UAPI_LINUX_FX_FS_H

#include <linux/types.h>
#include <linux/ioctl.h>

/* served: the VFS's compat ioctl turns FX_IOC32_* into these */
#define FX_IOC_GETFLAGS		_IOR('f', 1, long)
#define FX_IOC_SETFLAGS		_IOW('f', 2, long)
/* served: the file system turns its own FXFS_IOC32_GETVERSION into it */
#define FX_IOC_GETVERSION	_IOR('v', 1, long)
/* finding: handled natively, rewritten by nobody */
#define FX_IOC_GETSTATE		_IOR('f', 3, long)
#define FX_IOC32_GETFLAGS	_IOR('f', 1, int)
#define FX_IOC32_SETFLAGS	_IOW('f', 2, int)

#endif
