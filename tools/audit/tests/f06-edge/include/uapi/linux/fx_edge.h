/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: extractor edge cases */
#ifndef _UAPI_LINUX_FX_EDGE_H
#define _UAPI_LINUX_FX_EDGE_H

#include <linux/types.h>
#include <linux/ioctl.h>

/*
 * #define FX_IN_COMMENT _IOR('e', 0x50, struct fx_ghost)
 * (inside a comment: must not be extracted)
 */

struct fx_bits {
	__u32 a:4, b:28;
	__u64 c;
};

#define FX_MULTI \
	_IOWR('e', \
	      0x51, \
	      struct fx_bits)
#define FX_NTH(n)	_IOR('e', 0x52 + (n), __u32)	/* function-like: skipped */
#define FX_NOARG	_IO('e', 0x53)			/* no argument: skipped */
#define FX_KERNEL_ONLY	_IOR('e', 0x54, struct fx_not_in_uapi)	/* unmeasurable */

#endif
