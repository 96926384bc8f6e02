/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: commands whose compat numbers a driver maps through a table */
#ifndef _UAPI_FX_TBL_H
#define _UAPI_FX_TBL_H
#include <linux/types.h>
#include <linux/ioctl.h>

struct fx_tbl_req {
	__u32 itf;
	void *buf;
};

#define FX_TBL_GET	_IOW('t', 1, struct fx_tbl_req)
#define FX_TBL_SET	_IOW('t', 2, struct fx_tbl_req)

#endif
