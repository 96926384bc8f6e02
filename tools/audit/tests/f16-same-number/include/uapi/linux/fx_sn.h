/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: aliases with the same number (the DMA_BUF_SET_NAME_A/_B
 * pattern of dma-buf.h)
 */
#ifndef _UAPI_LINUX_FX_SN_H
#define _UAPI_LINUX_FX_SN_H

#include <linux/types.h>
#include <linux/ioctl.h>

/* served: its i386 number is FX_SN_SET_NAME_A's, which has a case */
#define FX_SN_SET_NAME		_IOW('b', 1, const char *)
#define FX_SN_SET_NAME_A	_IOW('b', 1, __u32)
#define FX_SN_SET_NAME_B	_IOW('b', 1, __u64)
/* finding: FX_SN2_PEEK has its i386 number, but in another header */
#define FX_SN_GET		_IOR('b', 2, unsigned long)

#endif
