/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: unions (named and anonymous) and arrays */
#ifndef _UAPI_LINUX_FX_UNION_H
#define _UAPI_LINUX_FX_UNION_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_event {
	__u32 type;
	union {
		__u8 data[12];
		__u64 value;		/* makes the union 8-aligned on x86_64 */
		struct timespec ts;	/* and time-dependent */
	} u;
	__u32 seq;
};

struct fx_frame {
	__u32 count;
	union {			/* anonymous: its members are top-level */
		__u32 words[4];
		__u16 halves[8];
	};
	__u32 regs[2][3];
	char name[16];
	__u8 reserved[24 - 2 * sizeof(__u32)];	/* sizeof() in a dimension */
};

/* tag renamed by the preprocessor, as sound/asound.h does */
#define __fx_sync fx_sync
struct __fx_sync {
	__u32 flags;
	__u64 pos;
};

struct fx_table {
	__u32 n;
	__u64 entries[4];	/* array of 64-bit: i386 alignment */
};

#define FX_DQEVENT	_IOR('u', 0x30, struct fx_event)	/* compat_time catalog */
#define FX_GET_FRAME	_IOR('u', 0x31, struct fx_frame)	/* same */
#define FX_SET_TABLE	_IOW('u', 0x32, struct fx_table)	/* compat_time ioctl */
#define FX_GET_NAME	_IOR('u', 0x33, char[32])		/* same */
#define FX_SYNC		_IOWR('u', 0x34, struct fx_sync)	/* compat case missing */

#endif
