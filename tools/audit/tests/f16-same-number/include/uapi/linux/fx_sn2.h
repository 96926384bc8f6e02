/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: another driver's command with the same number */
#ifndef _UAPI_LINUX_FX_SN2_H
#define _UAPI_LINUX_FX_SN2_H

#include <linux/types.h>
#include <linux/ioctl.h>

#define FX_SN2_PEEK	_IOR('b', 2, __u32)

#endif
