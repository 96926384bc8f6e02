// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time: serve the 32-bit time, 64-bit time and compat layouts of
 * time-carrying ioctls from one native handler.
 */

#include <linux/module.h>

#include "internal.h"

static int __init compat_time_init(void)
{
	return compat_time_registry_init();
}

static void __exit compat_time_exit(void)
{
	compat_time_registry_exit();
}

module_init(compat_time_init);
module_exit(compat_time_exit);

MODULE_DESCRIPTION("Translate time32/time64 ioctl layouts for drivers");
MODULE_LICENSE("GPL");
MODULE_VERSION("0.1");
