// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: the list of subsystem catalogs, for KUnit.
 */

#include "catalog.h"

const struct compat_time_catalog *const compat_time_catalogs[] = {
	&compat_time_catalog_v4l2,
	&compat_time_catalog_sound,
	&compat_time_catalog_input,
	&compat_time_catalog_rtc,
	&compat_time_catalog_net,
	&compat_time_catalog_char,
	NULL
};
