/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: a switch on the command with its size masked (the evdev
 * EVIOC_MASK_SIZE pattern)
 */
#ifndef _UAPI_LINUX_FX_MASK_H
#define _UAPI_LINUX_FX_MASK_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_mask_effect {
	__u16 type;
	__s16 id;
	__u32 length;
	union {
		__u32 level;
		void *custom;	/* 4 or 8 bytes: the size differs */
	} u;
};

struct fx_mask_moved {
	__u32 a;
	__u64 b;
};

/* served: the masked case is reached, the offsets are the same */
#define FX_MASK_UPLOAD	_IOW('m', 0x80, struct fx_mask_effect)
/* finding: the masked case is reached with the 64-bit layout */
#define FX_MASK_MOVED	_IOW('m', 0x81, struct fx_mask_moved)

#endif
