/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: pointer-sized commands whose compat handler rewrites the size
 * field of cmd (the phantom and pps pattern)
 */
#ifndef _UAPI_LINUX_FX_FIX_H
#define _UAPI_LINUX_FX_FIX_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_fix_reg {
	__u32 reg;
	__u32 value;
};

/* served: nr <= 3, the compat handler makes the size sizeof(void *) */
#define FX_FIX_GET_REG	_IOWR('k', 0, struct fx_fix_reg *)
#define FX_FIX_SET_REG	_IOW('k', 1, struct fx_fix_reg *)
/* finding: nr 5 is outside the guard of the fix-up */
#define FX_FIX_BIG	_IOW('k', 5, struct fx_fix_reg *)

#endif
