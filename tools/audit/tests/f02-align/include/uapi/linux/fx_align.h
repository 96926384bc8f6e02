/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: i386 4-byte alignment of 64-bit members, no time involved */
#ifndef _UAPI_LINUX_FX_ALIGN_H
#define _UAPI_LINUX_FX_ALIGN_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_counter {
	__u32 id;
	__s64 value;		/* i386: offset 4, size 12; x86_64: offset 8, size 16 */
};

/*
 * "Fixed" by padding the tail on 32-bit so that the size (and so the
 * number) matches x86_64 -- but the offsets of stamp and count still differ.
 */
struct fx_padded {
	__u32 flags;
	__u64 stamp;
	__u32 count;
#if __BITS_PER_LONG == 32
	__u64 __reserved;
#endif
};

struct fx_good {
	__u64 value;
	__u32 id;
	__u32 pad;
};

#define FX_GET_COUNTER	_IOR('y', 0x10, struct fx_counter)	/* compat case: ok */
#define FX_SET_PADDED	_IOW('y', 0x11, struct fx_padded)	/* layout finding */
#define FX_GET_GOOD	_IOR('y', 0x12, struct fx_good)		/* same */

#endif
