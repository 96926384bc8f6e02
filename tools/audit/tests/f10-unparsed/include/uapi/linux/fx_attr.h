/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: spatch 1.1.1 loses the #defines right after a struct ending in
 * "} __attribute__((packed, aligned(4)));" (as in sound/compress_offload.h):
 * the text extractor reads this header instead
 */
#ifndef _UAPI_FX_ATTR_H
#define _UAPI_FX_ATTR_H
#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_attr_stamp {
	__u32 id;
	struct timeval tv;
};

struct fx_attr_buf {
	__u32 size;
	__u32 count;
} __attribute__((packed, aligned(4)));

#define FX_ATTR_GET_BUF		_IOR('q', 1, struct fx_attr_buf)
#define FX_ATTR_GET_STAMP	_IOR('q', 2, struct fx_attr_stamp)

#endif
