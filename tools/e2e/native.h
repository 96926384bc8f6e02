/* SPDX-License-Identifier: GPL-2.0 */
/*
 * For the differential checks (vivid.c, pcm.c): run this program's x86_64
 * build as "./NAME-x86_64 --native ARG", which writes a struct in the
 * kernel's native layout to stdout, and load those bytes into the test
 * device on @ct, whose catalog commands then return them converted.
 */
#ifndef _COMPAT_TIME_NATIVE_H
#define _COMPAT_TIME_NATIVE_H

#include <stdio.h>
#include <sys/ioctl.h>
#include <linux/compat_time_test.h>

/* Return: the number of native bytes loaded, 0 on failure. */
static inline unsigned int load_native(int ct, const char *name, long arg)
{
	struct compat_time_test_native blob = { 0 };
	char cmd[64];
	FILE *helper;

	snprintf(cmd, sizeof(cmd), "./%s-x86_64 --native %ld", name, arg);
	helper = popen(cmd, "r");
	if (!helper)
		return 0;
	blob.len = fread(blob.data, 1, sizeof(blob.data), helper);
	if (pclose(helper) || blob.len == 0 ||
	    ioctl(ct, COMPAT_TIME_TEST_LOAD_NATIVE, &blob))
		return 0;
	return blob.len;
}

#endif /* _COMPAT_TIME_NATIVE_H */
