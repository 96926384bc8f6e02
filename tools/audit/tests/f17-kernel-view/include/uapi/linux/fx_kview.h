/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * fixture: a uapi header user space cannot compile alone: kernel types
 * (bool, u32, compat_ulong_t), __user, a macro (FX_KBASE) and a struct
 * (struct fx_kpos) of headers it does not include, and a command in an
 * #if 0 block (unmeasurable, with why)
 */
#ifndef _UAPI_LINUX_FX_KVIEW_H
#define _UAPI_LINUX_FX_KVIEW_H

#include <linux/ioctl.h>

struct fx_kflags {
	bool on;
	u32 mask;
	void __user *buf;
	struct fx_kpos pos;
};

#define FX_KSET		_IOW('k', FX_KBASE + 1, struct fx_kflags)
#define FX_KGET		_IOR('k', FX_KBASE + 2, u64)
#define FX_KSET32	_IOW('k', FX_KBASE + 3, compat_ulong_t)
#if 0
#define FX_KGONE	_IOR('k', FX_KBASE + 4, __u32)
#endif

#endif
