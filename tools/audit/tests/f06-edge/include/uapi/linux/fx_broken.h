/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: a header that does not compile standalone */
#ifndef _UAPI_LINUX_FX_BROKEN_H
#define _UAPI_LINUX_FX_BROKEN_H

#include <linux/fx_generated.h>

#define FX_BROKEN	_IOR('e', 0x60, struct fx_gen)

#endif
