/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_RWSL_H
#define _UAPI_RWSL_H

#define RWSL_GETFLAGS	0x070e	/* get flags */
#define RWSL_SETTIMEOUT	0x070f	/* set the timeout */

#endif
