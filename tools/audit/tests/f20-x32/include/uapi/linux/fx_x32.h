/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: x32 (4-byte long and pointers, 8-byte aligned __u64, 64-bit
 * time_t) sends numbers of its own to the x86_64 kernel's compat path
 */
#ifndef _UAPI_LINUX_FX_X32_H
#define _UAPI_LINUX_FX_X32_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_ring {
	__u64 base;
	unsigned long len;	/* i386 20 bytes, x32 24, x86_64 32 */
	unsigned long head;
	unsigned long tail;
};

struct fx_xstamp {
	struct timespec ts;	/* i386_t32 12 bytes, x32 24 as x86_64 */
	__u32 flags;
};

/* finding: the compat case has i386's number, x32's reaches none */
#define FX_X_RING	_IOW('y', 0x40, struct fx_ring)
/* served: i386's by their cases, x32's (x86_64's) by the native one */
#define FX_X_STAMP	_IOW('y', 0x41, struct fx_xstamp)
/* served: x32's number is i386's */
#define FX_X_LONG	_IOR('y', 0x42, long)

#endif
