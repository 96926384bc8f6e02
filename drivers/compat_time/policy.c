// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time runtime policy: module parameters, also writable under
 * /sys/module/compat_time/parameters/.
 *
 *   overflow=error	a time that does not fit a 32-bit caller's member
 *			fails the call with -EOVERFLOW (default)
 *   overflow=clamp	it is saturated (to 2038-01-19T03:14:07Z, or
 *			1901-12-13T20:45:52Z before), the call succeeds and
 *			the command's "clamped" counter counts it
 *   log=1		log (rate-limited) each process first seen using a
 *			32-bit time layout, and every -EOVERFLOW
 */

#include <linux/moduleparam.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#include "internal.h"

enum ct_overflow {
	CT_OVERFLOW_ERROR,
	CT_OVERFLOW_CLAMP,
};

static const char * const ct_overflow_names[] = {
	[CT_OVERFLOW_ERROR] = "error",
	[CT_OVERFLOW_CLAMP] = "clamp",
};

static int ct_overflow = CT_OVERFLOW_ERROR;
static bool ct_log;

static int ct_overflow_set(const char *val, const struct kernel_param *kp)
{
	int i = sysfs_match_string(ct_overflow_names, val);

	if (i < 0)
		return -EINVAL;
	WRITE_ONCE(ct_overflow, i);
	return 0;
}

static int ct_overflow_get(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%s\n", ct_overflow_names[READ_ONCE(ct_overflow)]);
}

static const struct kernel_param_ops ct_overflow_ops = {
	.set = ct_overflow_set,
	.get = ct_overflow_get,
};

module_param_cb(overflow, &ct_overflow_ops, NULL, 0644);
MODULE_PARM_DESC(overflow,
		 "A time that does not fit a 32-bit caller: error (-EOVERFLOW, default) or clamp (saturate and count)");
module_param_named(log, ct_log, bool, 0644);
MODULE_PARM_DESC(log,
		 "Log (rate-limited) processes using 32-bit time layouts, and overflows (default: off)");

bool compat_time_policy_clamp(void)
{
	return READ_ONCE(ct_overflow) == CT_OVERFLOW_CLAMP;
}

bool compat_time_policy_log(void)
{
	return READ_ONCE(ct_log);
}
