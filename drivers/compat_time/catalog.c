// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: the list of subsystem catalogs.
 */

#include <linux/compat_time_catalog.h>
#include <linux/export.h>

const struct compat_time_catalog *const compat_time_catalogs[] = {
#ifdef CONFIG_COMPAT_TIME_CATALOG_V4L2
	&compat_time_catalog_v4l2,
#endif
#ifdef CONFIG_COMPAT_TIME_CATALOG_SOUND
	&compat_time_catalog_sound,
#endif
#ifdef CONFIG_COMPAT_TIME_CATALOG_INPUT
	&compat_time_catalog_input,
#endif
#ifdef CONFIG_COMPAT_TIME_CATALOG_RTC
	&compat_time_catalog_rtc,
#endif
#ifdef CONFIG_COMPAT_TIME_CATALOG_NET
	&compat_time_catalog_net,
#endif
#ifdef CONFIG_COMPAT_TIME_CATALOG_CHAR
	&compat_time_catalog_char,
#endif
	NULL
};
EXPORT_SYMBOL_GPL(compat_time_catalogs);
