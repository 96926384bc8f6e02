// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: socket timestamps and timeouts.
 *
 * The _OLD numbers (SIOCGSTAMP_OLD, SO_RCVTIMEO_OLD, SO_TIMESTAMP_OLD...)
 * encode no size: their payload follows the caller's ABI, 32-bit time for
 * every 32-bit caller (COMPAT_TIME_CMD_BY_ABI).  The _NEW ones carry
 * {__s64, __s64} for everyone.  The kernel's equivalents are
 * sock_gettstamp(), sock_copy_user_timeval(), put_cmsg_compat() and
 * put_cmsg_scm_timestamping{,64}().
 */

#include "catalog.h"
#include <linux/errqueue.h>
#include <linux/net.h>
#include <linux/sockios.h>

static const struct compat_time_field ct_scm_timestamping_fields[] = {
	COMPAT_TIME_TIMESPEC(struct scm_timestamping64, ts, 0),
};

const struct compat_time_struct compat_time_desc_scm_timestamping =
	COMPAT_TIME_STRUCT(struct scm_timestamping64,
			   ct_scm_timestamping_fields);

static const struct compat_time_field ct_scm_timestamping64_fields[] = {
	COMPAT_TIME_S64(struct scm_timestamping64, ts, 0),
};

const struct compat_time_struct compat_time_desc_scm_timestamping64 =
	COMPAT_TIME_STRUCT(struct scm_timestamping64,
			   ct_scm_timestamping64_fields);

#define CT_BY_ABI	COMPAT_TIME_CMD_BY_ABI

static const struct compat_time_catalog_entry ct_net_entries[] = {
	COMPAT_TIME_CATALOG(IOCTL, SIOCGSTAMP_OLD, compat_time_desc_timeval,
			    CT_BY_ABI, _IOC_READ),
	COMPAT_TIME_CATALOG(IOCTL, SIOCGSTAMPNS_OLD, compat_time_desc_timespec,
			    CT_BY_ABI, _IOC_READ),
	COMPAT_TIME_CATALOG(IOCTL, SIOCGSTAMP_NEW, compat_time_desc_time64_pair,
			    0, 0),
	COMPAT_TIME_CATALOG(IOCTL, SIOCGSTAMPNS_NEW,
			    compat_time_desc_time64_pair, 0, 0),
	COMPAT_TIME_CATALOG(SOCKOPT, SO_RCVTIMEO_OLD, compat_time_desc_timeval,
			    CT_BY_ABI, 0),
	COMPAT_TIME_CATALOG(SOCKOPT, SO_SNDTIMEO_OLD, compat_time_desc_timeval,
			    CT_BY_ABI, 0),
	COMPAT_TIME_CATALOG(SOCKOPT, SO_RCVTIMEO_NEW,
			    compat_time_desc_time64_pair, 0, 0),
	COMPAT_TIME_CATALOG(SOCKOPT, SO_SNDTIMEO_NEW,
			    compat_time_desc_time64_pair, 0, 0),
	COMPAT_TIME_CATALOG(CMSG, SO_TIMESTAMP_OLD, compat_time_desc_timeval,
			    CT_BY_ABI, 0),
	COMPAT_TIME_CATALOG(CMSG, SO_TIMESTAMPNS_OLD,
			    compat_time_desc_timespec, CT_BY_ABI, 0),
	COMPAT_TIME_CATALOG(CMSG, SO_TIMESTAMPING_OLD,
			    compat_time_desc_scm_timestamping, CT_BY_ABI, 0),
	COMPAT_TIME_CATALOG(CMSG, SO_TIMESTAMP_NEW,
			    compat_time_desc_time64_pair, 0, 0),
	COMPAT_TIME_CATALOG(CMSG, SO_TIMESTAMPNS_NEW,
			    compat_time_desc_time64_pair, 0, 0),
	COMPAT_TIME_CATALOG(CMSG, SO_TIMESTAMPING_NEW,
			    compat_time_desc_scm_timestamping64, 0, 0),
};

const struct compat_time_catalog compat_time_catalog_net = {
	.subsystem = "net",
	.entries = ct_net_entries,
	.nr_entries = ARRAY_SIZE(ct_net_entries),
};
