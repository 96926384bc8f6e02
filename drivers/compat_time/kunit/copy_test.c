// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for a copy table: a driver that keeps its own dispatch and
 * has its switch take compat_time_cmd()'s number and its copies go
 * through compat_time_copy_from_user() and compat_time_copy_to_user().
 * The caller's argument stands in kernel memory here (the user copies
 * are the e2e's); each copy is exact to the byte, and a copy that fails
 * leaves the caller's bytes as they were.
 */

#include <kunit/test.h>
#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/string.h>

#include "compat_time_kunit.h"

#define KT_CMD		_IOWR('k', 1, struct kt_event)
#define KT_CMD_TIME32	_IOWR('k', 1, struct i386_time32_event)
#define KT_CMD_TIME64	_IOWR('k', 1, struct i386_time64_event)

static const struct compat_time_ioctl kt_copy_ioctls[] = {
	COMPAT_TIME_IOCTL_COPY(KT_CMD, kt_event_desc),
};

static int kt_copy_init(struct kunit *test)
{
	struct compat_time_table *table;

	table = kunit_kzalloc(test, sizeof(*table), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, table);
	table->ioctls = kt_copy_ioctls;
	table->nr_ioctls = ARRAY_SIZE(kt_copy_ioctls);
	KUNIT_ASSERT_EQ(test, compat_time_register_models(table, THIS_MODULE,
							  kt_i386_models), 0);
	test->priv = table;
	return 0;
}

static void kt_copy_exit(struct kunit *test)
{
	compat_time_unregister(test->priv);
}

/*
 * The switch takes the native number for each layout's number, from the
 * caller that uses that layout; others keep theirs.  A 64-bit caller
 * never sends a 32-bit layout's number: it stays as it came, and reaches
 * the switch's default as before.
 */
static void compat_time_test_copy_cmd(struct kunit *test)
{
	struct compat_time_table *table = test->priv;
	unsigned int other = _IOWR('k', 2, struct kt_event);

	KUNIT_EXPECT_EQ(test, compat_time_cmd_of(table, KT_CMD_TIME32, true),
			KT_CMD);
	KUNIT_EXPECT_EQ(test, compat_time_cmd_of(table, KT_CMD_TIME64, true),
			KT_CMD);
	KUNIT_EXPECT_EQ(test, compat_time_cmd_of(table, KT_CMD, false), KT_CMD);
	KUNIT_EXPECT_EQ(test, compat_time_cmd_of(table, KT_CMD_TIME32, false),
			IS_ENABLED(CONFIG_64BIT) ? KT_CMD_TIME32 : KT_CMD);
	KUNIT_EXPECT_EQ(test, compat_time_cmd_of(table, other, true), other);
	KUNIT_EXPECT_EQ(test, compat_time_cmd_of(table, other, false), other);
}

/* A 32-bit caller with 32-bit time: its bytes, in the native layout. */
static void compat_time_test_copy_time32_in(struct kunit *test)
{
	struct i386_time32_event buf = {
		.type = 7, .stamp = { -5, 999999999 }, .sequence = 3,
		.code = 0x102, .flags = 0x40,
	};
	const struct i386_time32_event before = buf;
	struct kt_event want, k;

	memset(&want, 0, sizeof(want));
	want.type = 7;
	want.stamp.tv_sec = -5;
	want.stamp.tv_nsec = 999999999;
	want.sequence = 3;
	want.code = 0x102;
	want.flags = 0x40;
	memset(&k, 0xa5, sizeof(k));

	KUNIT_ASSERT_EQ(test, compat_time_copy_kernel(test->priv,
						      KT_CMD_TIME32, &k, &buf,
						      false, true), 0);
	KUNIT_EXPECT_EQ(test, memcmp(&k, &want, sizeof(want)), 0);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
}

/* The native result, in the 32-bit time layout, exact to the byte. */
static void compat_time_test_copy_time32_out(struct kunit *test)
{
	struct i386_time32_event buf;
	const struct i386_time32_event want = {
		.type = 8, .stamp = { S32_MAX, 1 }, .sequence = 9,
		.code = 0x203, .flags = 0x80,
	};
	const struct kt_event k = {
		.type = 8, .stamp = { S32_MAX, 1 }, .sequence = 9,
		.code = 0x203, .flags = 0x80,
	};

	memset(&buf, 0xa5, sizeof(buf));
	KUNIT_ASSERT_EQ(test, compat_time_copy_kernel(test->priv,
						      KT_CMD_TIME32,
						      (void *)&k, &buf, true,
						      true), 0);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &want, sizeof(want)), 0);
}

/* A 32-bit caller with 64-bit time keeps seconds past 2038, both ways. */
static void compat_time_test_copy_time64(struct kunit *test)
{
	struct i386_time64_event buf = {
		.type = 1, .stamp = { 1LL << 40, 2 }, .sequence = 4,
	};
	const struct i386_time64_event want = {
		.type = 2, .stamp = { -(1LL << 41), 3 }, .sequence = 5,
	};
	struct kt_event k;

	KUNIT_ASSERT_EQ(test, compat_time_copy_kernel(test->priv,
						      KT_CMD_TIME64, &k, &buf,
						      false, true), 0);
	KUNIT_EXPECT_EQ(test, k.type, 1);
	KUNIT_EXPECT_EQ(test, k.stamp.tv_sec, 1LL << 40);
	KUNIT_EXPECT_EQ(test, k.stamp.tv_nsec, 2);
	KUNIT_EXPECT_EQ(test, k.sequence, 4);

	k.type = 2;
	k.stamp.tv_sec = -(1LL << 41);
	k.stamp.tv_nsec = 3;
	k.sequence = 5;
	KUNIT_ASSERT_EQ(test, compat_time_copy_kernel(test->priv,
						      KT_CMD_TIME64, &k, &buf,
						      true, true), 0);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &want, sizeof(want)), 0);
}

/*
 * The native layout is the driver's own copy, byte for byte: a tv_nsec
 * out of range passes, as it did before the conversion.
 */
static void compat_time_test_copy_native(struct kunit *test)
{
	struct kt_event buf, k;

	memset(&buf, 0x5a, sizeof(buf));
	buf.stamp.tv_nsec = 1000000000;
	memset(&k, 0, sizeof(k));
	KUNIT_ASSERT_EQ(test, compat_time_copy_kernel(test->priv, KT_CMD, &k,
						      &buf, false, false), 0);
	KUNIT_EXPECT_EQ(test, memcmp(&k, &buf, sizeof(k)), 0);

	memset(&k, 0x3c, sizeof(k));
	KUNIT_ASSERT_EQ(test, compat_time_copy_kernel(test->priv, KT_CMD, &k,
						      &buf, true, false), 0);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &k, sizeof(buf)), 0);
}

/* A result that does not fit the caller fails with its bytes untouched. */
static void compat_time_test_copy_overflow(struct kunit *test)
{
	struct i386_time32_event buf = { .type = 7, .stamp = { 1, 2 } };
	const struct i386_time32_event before = buf;
	const struct kt_event k = {
		.type = 8, .stamp = { (s64)S32_MAX + 1, 0 },
	};

	KUNIT_EXPECT_EQ(test, compat_time_copy_kernel(test->priv,
						      KT_CMD_TIME32,
						      (void *)&k, &buf, true,
						      true), -EOVERFLOW);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
}

/* A bad tv_nsec from a converted layout is -EINVAL. */
static void compat_time_test_copy_bad_nsec(struct kunit *test)
{
	struct i386_time32_event buf = { .stamp = { 1, 1000000000 } };
	const struct i386_time32_event before = buf;
	struct kt_event k;

	KUNIT_EXPECT_EQ(test, compat_time_copy_kernel(test->priv,
						      KT_CMD_TIME32, &k, &buf,
						      false, true), -EINVAL);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
}

/*
 * A number that is none of the table's for this caller copies nothing:
 * -ENOTTY, the caller's bytes as they were.
 */
static void compat_time_test_copy_unknown(struct kunit *test)
{
	unsigned int other = _IOWR('k', 2, struct kt_event);
	struct i386_time32_event buf = { .type = 7, .stamp = { 1, 2 } };
	const struct i386_time32_event before = buf;
	struct kt_event k = {};

	KUNIT_EXPECT_EQ(test, compat_time_copy_kernel(test->priv, other, &k,
						      &buf, true, true),
			-ENOTTY);
	KUNIT_EXPECT_EQ(test, compat_time_copy_kernel(test->priv,
						      _IOWR('k', 1, char[3]),
						      &k, &buf, true, true),
			-ENOTTY);
	if (IS_ENABLED(CONFIG_64BIT))
		KUNIT_EXPECT_EQ(test,
				compat_time_copy_kernel(test->priv,
							KT_CMD_TIME32, &k,
							&buf, true, false),
				-ENOTTY);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
}

static unsigned int kt_native_cmd;
static unsigned long kt_native_arg;

static long kt_native_ioctl(struct file *file, unsigned int cmd,
			    unsigned long arg)
{
	kt_native_cmd = cmd;
	kt_native_arg = arg;
	return 7;
}

/*
 * A driver that had no .compat_ioctl gets compat_time_compat_ioctl() with
 * its copy table: the table's commands reach its own .unlocked_ioctl with
 * compat_ptr() of the argument, as they came; the others get -ENOTTY, as
 * they did, and never reach the driver.
 */
static void compat_time_test_copy_compat_entry(struct kunit *test)
{
	static const struct file_operations fops = {
		.unlocked_ioctl = kt_native_ioctl,
	};
	struct file *file = kunit_kzalloc(test, sizeof(*file), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, file);
	file->f_op = &fops;
	kt_native_cmd = 0;
	KUNIT_EXPECT_EQ(test, compat_time_compat_ioctl(test->priv, file,
						       KT_CMD_TIME32, 0x1234),
			7);
	KUNIT_EXPECT_EQ(test, kt_native_cmd, KT_CMD_TIME32);
	KUNIT_EXPECT_EQ(test, kt_native_arg,
			(unsigned long)compat_ptr(0x1234));

	kt_native_cmd = 0;
	KUNIT_EXPECT_EQ(test, compat_time_compat_ioctl(test->priv, file,
						       _IOWR('k', 2,
							     struct kt_event),
						       0x1234), -ENOTTY);
	KUNIT_EXPECT_EQ(test, compat_time_compat_ioctl(test->priv, file,
						       _IOWR('k', 1, char[3]),
						       0x1234), -ENOTTY);
	KUNIT_EXPECT_EQ(test, kt_native_cmd, 0);
}

static long kt_copy_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

static long kt_copy_fallback(struct file *file, unsigned int cmd,
			     unsigned long arg)
{
	return 0;
}

/*
 * A copy table has no handlers and no fallbacks, and takes no argument
 * passed by value: registration refuses each, and a mixture.
 */
static void compat_time_test_copy_register(struct kunit *test)
{
	static const struct compat_time_ioctl with_handler[] = {
		{ .cmd = KT_CMD, .arg = &kt_event_desc,
		  .handler = kt_copy_handler, .flags = COMPAT_TIME_CMD_COPY },
	};
	static const struct compat_time_ioctl mixed[] = {
		COMPAT_TIME_IOCTL_COPY(KT_CMD, kt_event_desc),
		COMPAT_TIME_IOCTL(_IOR('k', 5, s64), compat_time_desc_time,
				  kt_copy_handler),
	};
	static const struct compat_time_ioctl by_value[] = {
		{ .cmd = _IOW('k', 6, unsigned long),
		  .arg = &compat_time_desc_ulong,
		  .flags = COMPAT_TIME_CMD_COPY | COMPAT_TIME_CMD_ARG_VALUE },
	};
	struct compat_time_table tables[] = {
		{ .ioctls = with_handler, .nr_ioctls = 1 },
		{ .ioctls = mixed, .nr_ioctls = 2 },
		{ .ioctls = &mixed[1], .nr_ioctls = 1 },
		{ .ioctls = mixed, .nr_ioctls = 1,
		  .fallback = kt_copy_fallback },
		{ .ioctls = mixed, .nr_ioctls = 1,
		  .compat_fallback = kt_copy_fallback },
		{ .ioctls = by_value, .nr_ioctls = 1 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tables); i++) {
		int ret = compat_time_register_models(&tables[i], THIS_MODULE,
						      kt_i386_models);

		/* The one table of only a file-served entry is valid. */
		if (i == 2) {
			KUNIT_EXPECT_EQ(test, ret, 0);
			compat_time_unregister(&tables[i]);
			continue;
		}
		KUNIT_EXPECT_EQ_MSG(test, ret, -EINVAL, "table %u", i);
		KUNIT_EXPECT_NULL(test, tables[i].reg);
	}
}

static struct kunit_case compat_time_copy_cases[] = {
	KUNIT_CASE(compat_time_test_copy_cmd),
	KUNIT_CASE(compat_time_test_copy_time32_in),
	KUNIT_CASE(compat_time_test_copy_time32_out),
	KUNIT_CASE(compat_time_test_copy_time64),
	KUNIT_CASE(compat_time_test_copy_native),
	KUNIT_CASE(compat_time_test_copy_overflow),
	KUNIT_CASE(compat_time_test_copy_bad_nsec),
	KUNIT_CASE(compat_time_test_copy_unknown),
	KUNIT_CASE(compat_time_test_copy_compat_entry),
	KUNIT_CASE(compat_time_test_copy_register),
	{}
};

static struct kunit_suite compat_time_copy_suite = {
	.name = "compat_time_copy",
	.init = kt_copy_init,
	.exit = kt_copy_exit,
	.test_cases = compat_time_copy_cases,
};

kunit_test_suite(compat_time_copy_suite);
