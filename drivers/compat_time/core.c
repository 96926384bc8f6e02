// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time: serve the 32-bit time, 64-bit time and compat layouts of
 * time-carrying ioctls from one native handler.
 */

#include <linux/module.h>

#include "internal.h"

static int __init compat_time_init(void)
{
	int ret = compat_time_registry_init();

	if (ret)
		return ret;
	compat_time_stats_init();
	return 0;
}

static void __exit compat_time_exit(void)
{
	compat_time_stats_exit();
	compat_time_registry_exit();
}

module_init(compat_time_init);
module_exit(compat_time_exit);

MODULE_DESCRIPTION("Serve 32-bit time, 64-bit time and compat ioctl layouts from one driver handler");
MODULE_LICENSE("GPL");
MODULE_VERSION("0.1");
