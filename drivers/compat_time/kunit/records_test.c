// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the records read() and write() carry
 * (compat_time_records_*()): the layout a record has for a caller that is
 * not in a compat syscall, and the descriptions a record format refuses.
 * The copies and conversions need user memory and each kind of caller:
 * the e2e's read() and write() of /dev/compat_time_test check them from
 * every ABI.
 */

#include <kunit/test.h>

#include "compat_time_kunit.h"

/*
 * A native caller: on a 64-bit kernel, the native record whatever the
 * file says; on a 32-bit one, the native (64-bit time) record once the
 * file says 64-bit time, the 32-bit time one before.
 */
static void compat_time_test_records_size(struct kunit *test)
{
	struct compat_time_records r = COMPAT_TIME_RECORDS(kt_event_desc);
	size_t time32 = IS_ENABLED(CONFIG_64BIT) ? sizeof(struct kt_event) :
			sizeof(struct i386_time32_event);

	KUNIT_ASSERT_EQ(test, compat_time_records_init(&r), 0);
	/* a second init keeps what the first built */
	KUNIT_EXPECT_EQ(test, compat_time_records_init(&r), 0);
	KUNIT_EXPECT_EQ(test, compat_time_record_size(&r, true),
			sizeof(struct kt_event));
	KUNIT_EXPECT_EQ(test, compat_time_record_size(&r, false), time32);
	compat_time_records_release(&r);
	KUNIT_EXPECT_NULL(test, r.layout);
}

/* A record that points elsewhere, or a wrong description: refused. */
static void compat_time_test_records_refused(struct kunit *test)
{
	struct compat_time_records ptr = COMPAT_TIME_RECORDS(kt_list_desc);
	struct compat_time_records none = { };

	KUNIT_EXPECT_EQ(test, compat_time_records_init(&ptr), -EINVAL);
	KUNIT_EXPECT_NULL(test, ptr.layout);
	KUNIT_EXPECT_EQ(test, compat_time_records_init(&none), -EINVAL);
	KUNIT_EXPECT_NULL(test, none.layout);
}

static struct kunit_case compat_time_records_cases[] = {
	KUNIT_CASE(compat_time_test_records_size),
	KUNIT_CASE(compat_time_test_records_refused),
	{}
};

static struct kunit_suite compat_time_records_suite = {
	.name = "compat_time_records",
	.test_cases = compat_time_records_cases,
};

kunit_test_suite(compat_time_records_suite);
