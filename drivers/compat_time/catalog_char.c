// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: ppdev PPGETTIME/PPSETTIME, lp LPSETTIMEOUT and ppp
 * PPPIOCGIDLE.
 *
 * The kernel's equivalents are PPGETTIME32/64 in drivers/char/ppdev.c,
 * LPSETTIMEOUT_OLD/_NEW in lp_ioctl() and lp_compat_ioctl(), and
 * PPPIOCGIDLE32/64 in ppp_ioctl().  user space's PPPIOCGIDLE uses
 * __kernel_old_time_t and so stays PPPIOCGIDLE32 on 32-bit, whatever its
 * time_t.
 */

#include "catalog.h"
#include <linux/lp.h>
#include <linux/ppp-ioctl.h>

/* As drivers/char/ppdev.c defines them. */
#define PPGETTIME64_CT		_IOR('p', 0x95, s64[2])
#define PPSETTIME64_CT		_IOW('p', 0x96, s64[2])

static const struct compat_time_field ct_ppp_idle_fields[] = {
	COMPAT_TIME_TIME(struct ppp_idle64, xmit_idle, 0),
	COMPAT_TIME_TIME(struct ppp_idle64, recv_idle, 0),
};

const struct compat_time_struct compat_time_desc_ppp_idle =
	COMPAT_TIME_STRUCT(struct ppp_idle64, ct_ppp_idle_fields);

static const struct compat_time_catalog_entry ct_char_entries[] = {
	COMPAT_TIME_CATALOG(IOCTL, PPGETTIME64_CT, compat_time_desc_timeval,
			    0, 0),
	COMPAT_TIME_CATALOG(IOCTL, PPSETTIME64_CT, compat_time_desc_timeval,
			    0, 0),
	COMPAT_TIME_CATALOG(IOCTL, LPSETTIMEOUT_OLD, compat_time_desc_timeval,
			    COMPAT_TIME_CMD_BY_ABI, _IOC_WRITE),
	COMPAT_TIME_CATALOG(IOCTL, LPSETTIMEOUT_NEW,
			    compat_time_desc_time64_pair,
			    0, 0),
	COMPAT_TIME_CATALOG(IOCTL, PPPIOCGIDLE64, compat_time_desc_ppp_idle,
			    0, 0),
};

const struct compat_time_catalog compat_time_catalog_char = {
	.subsystem = "char",
	.entries = ct_char_entries,
	.nr_entries = ARRAY_SIZE(ct_char_entries),
};
