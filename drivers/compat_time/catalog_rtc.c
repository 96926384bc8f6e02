// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: rtc.
 *
 * struct rtc_time and struct rtc_wkalrm hold only ints and chars: one
 * layout in every ABI, which the catalog's tests prove.  What does differ
 * is long: struct rtc_pll_info's pll_clock and the unsigned long of
 * RTC_IRQP_* and RTC_EPOCH_*, which drivers/rtc/dev.c converts by hand in
 * rtc_dev_compat_ioctl().
 */

#include "catalog.h"
#include <linux/rtc.h>

static const struct compat_time_field ct_rtc_time_fields[] = {
	COMPAT_TIME_BYTES(struct rtc_time, tm_sec),
	COMPAT_TIME_BYTES(struct rtc_time, tm_min),
	COMPAT_TIME_BYTES(struct rtc_time, tm_hour),
	COMPAT_TIME_BYTES(struct rtc_time, tm_mday),
	COMPAT_TIME_BYTES(struct rtc_time, tm_mon),
	COMPAT_TIME_BYTES(struct rtc_time, tm_year),
	COMPAT_TIME_BYTES(struct rtc_time, tm_wday),
	COMPAT_TIME_BYTES(struct rtc_time, tm_yday),
	COMPAT_TIME_BYTES(struct rtc_time, tm_isdst),
};

const struct compat_time_struct compat_time_desc_rtc_time =
	COMPAT_TIME_STRUCT(struct rtc_time, ct_rtc_time_fields);

static const struct compat_time_field ct_rtc_wkalrm_fields[] = {
	COMPAT_TIME_BYTES(struct rtc_wkalrm, enabled),
	COMPAT_TIME_BYTES(struct rtc_wkalrm, pending),
	COMPAT_TIME_NESTED(struct rtc_wkalrm, time, 0, struct rtc_time,
			   compat_time_desc_rtc_time),
};

const struct compat_time_struct compat_time_desc_rtc_wkalrm =
	COMPAT_TIME_STRUCT(struct rtc_wkalrm, ct_rtc_wkalrm_fields);

static const struct compat_time_field ct_rtc_pll_info_fields[] = {
	COMPAT_TIME_BYTES(struct rtc_pll_info, pll_ctrl),
	COMPAT_TIME_BYTES(struct rtc_pll_info, pll_value),
	COMPAT_TIME_BYTES(struct rtc_pll_info, pll_max),
	COMPAT_TIME_BYTES(struct rtc_pll_info, pll_min),
	COMPAT_TIME_BYTES(struct rtc_pll_info, pll_posmult),
	COMPAT_TIME_BYTES(struct rtc_pll_info, pll_negmult),
	COMPAT_TIME_LONG(struct rtc_pll_info, pll_clock, 0),
};

const struct compat_time_struct compat_time_desc_rtc_pll_info =
	COMPAT_TIME_STRUCT(struct rtc_pll_info, ct_rtc_pll_info_fields);

static const struct compat_time_catalog_entry ct_rtc_entries[] = {
	COMPAT_TIME_CATALOG(IOCTL, RTC_PLL_GET, compat_time_desc_rtc_pll_info, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_PLL_SET, compat_time_desc_rtc_pll_info, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_EPOCH_READ, compat_time_desc_ulong, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_EPOCH_SET, compat_time_desc_ulong,
			    COMPAT_TIME_CMD_ARG_VALUE, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_IRQP_READ, compat_time_desc_ulong, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_IRQP_SET, compat_time_desc_ulong,
			    COMPAT_TIME_CMD_ARG_VALUE, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_RD_TIME, compat_time_desc_rtc_time, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_SET_TIME, compat_time_desc_rtc_time, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_ALM_READ, compat_time_desc_rtc_time, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_ALM_SET, compat_time_desc_rtc_time, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_WKALM_RD, compat_time_desc_rtc_wkalrm, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, RTC_WKALM_SET, compat_time_desc_rtc_wkalrm, 0, 0),
};

const struct compat_time_catalog compat_time_catalog_rtc = {
	.subsystem = "rtc",
	.entries = ct_rtc_entries,
	.nr_entries = ARRAY_SIZE(ct_rtc_entries),
};
