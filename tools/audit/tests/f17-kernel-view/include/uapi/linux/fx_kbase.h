/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: what fx_kview.h uses without including it */
#ifndef _UAPI_LINUX_FX_KBASE_H
#define _UAPI_LINUX_FX_KBASE_H

#include <linux/types.h>

#define FX_KBASE	0x10

struct fx_kpos {
	__u32 x, y;
};

#endif
