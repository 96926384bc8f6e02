// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the compat_time registry: lookup of every size of a
 * paired command in a table's hash, layout selection per caller, unknown
 * commands and the fallback, per-CPU counters, and register/unregister
 * errors.
 */

#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/bitmap.h>
#include <linux/fs.h>
#include <linux/delay.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/percpu.h>

#include "compat_time_kunit.h"

static long kt_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

#define KT_CMD		_IOWR('k', 1, struct kt_event)
#define KT_CMD_TIME32	_IOWR('k', 1, struct i386_time32_event)
#define KT_CMD_TIME64	_IOWR('k', 1, struct i386_time64_event)
#define KT_CMD_OLD	_IO('k', 2)

static const struct compat_time_ioctl kt_ioctls[] = {
	COMPAT_TIME_IOCTL(KT_CMD, kt_event_desc, kt_handler),
	{
		.cmd = KT_CMD_OLD, .arg = &compat_time_desc_timespec,
		.handler = kt_handler, .name = "KT_CMD_OLD",
		.flags = COMPAT_TIME_CMD_BY_ABI, .dir = _IOC_READ,
	},
};

/* The running test, whose priv is the suite's registered table. */
static struct kunit *kt_current;

static int kt_registry_init(struct kunit *test)
{
	struct compat_time_table *table;

	table = kunit_kzalloc(test, sizeof(*table), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, table);
	table->ioctls = kt_ioctls;
	table->nr_ioctls = ARRAY_SIZE(kt_ioctls);
	KUNIT_ASSERT_EQ(test, compat_time_register_models(table, THIS_MODULE,
							  kt_i386_models), 0);
	test->priv = table;
	kt_current = test;
	return 0;
}

static void kt_registry_exit(struct kunit *test)
{
	compat_time_unregister(test->priv);
}

static int kt_select_in(const struct compat_time_table *table,
			unsigned int cmd, bool compat)
{
	const struct compat_time_cmd *c = compat_time_lookup(table->reg, cmd);

	return c ? compat_time_select_abi(c, cmd, compat ?
					  COMPAT_TIME_CALLER_COMPAT :
					  COMPAT_TIME_CALLER_NATIVE) : -ENOENT;
}

/* The layout the suite's table selects for @cmd. */
static int kt_select(unsigned int cmd, bool compat)
{
	return kt_select_in(kt_current->priv, cmd, compat);
}

static void compat_time_test_registry_compat_sizes(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, true), COMPAT_TIME_ABI_ILP32_TIME32);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME64, true), COMPAT_TIME_ABI_ILP32_TIME64);
}

static void compat_time_test_registry_native_size(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD, false), COMPAT_TIME_ABI_NATIVE);
	/* A 64-bit kernel's native path takes no 32-bit layout. */
	if (IS_ENABLED(CONFIG_64BIT))
		KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, false), -ENOTTY);
	else
		KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, false),
				COMPAT_TIME_ABI_ILP32_TIME32);
}

/*
 * A 32-bit caller that sends the native layout's number, which none of
 * its own layouts has, gets the native layout, as a compat handler that
 * passes the numbers it does not know to the native one serves it; an
 * x32 caller's i386 number gets the i386 layout.
 */
static void compat_time_test_registry_native_number(struct kunit *test)
{
	const struct compat_time_table *table = test->priv;
	const struct compat_time_cmd *c = compat_time_lookup(table->reg, KT_CMD);
	const u16 *size;

	KUNIT_ASSERT_NOT_NULL(test, c);
	size = c->layout->size;
	KUNIT_ASSERT_EQ(test, size[COMPAT_TIME_ABI_NATIVE], _IOC_SIZE(KT_CMD));
	if (size[COMPAT_TIME_ABI_ILP32_TIME32] != _IOC_SIZE(KT_CMD) &&
	    size[COMPAT_TIME_ABI_ILP32_TIME64] != _IOC_SIZE(KT_CMD))
		KUNIT_EXPECT_EQ(test, kt_select(KT_CMD, true), COMPAT_TIME_ABI_NATIVE);
	else
		KUNIT_EXPECT_NE(test, kt_select(KT_CMD, true), COMPAT_TIME_ABI_NATIVE);
	KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, KT_CMD, COMPAT_TIME_CALLER_X32),
			size[COMPAT_TIME_ABI_X32] == _IOC_SIZE(KT_CMD) ?
			COMPAT_TIME_ABI_X32 : COMPAT_TIME_ABI_NATIVE);
	/* x32 shares hand-written compat code with i386, and its structs. */
	if (size[COMPAT_TIME_ABI_ILP32_TIME32] != size[COMPAT_TIME_ABI_X32] &&
	    size[COMPAT_TIME_ABI_ILP32_TIME32] != size[COMPAT_TIME_ABI_NATIVE])
		KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, KT_CMD_TIME32,
							     COMPAT_TIME_CALLER_X32),
				COMPAT_TIME_ABI_ILP32_TIME32);
	KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, _IOWR('k', 1, char[3]),
						     COMPAT_TIME_CALLER_X32), -ENOTTY);
}

static void compat_time_test_registry_wrong_size(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('k', 1, char[3]), true), -ENOTTY);
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('k', 1, char[3]), false), -ENOTTY);
}

/*
 * A number of no command: of an nr no command has, answered by the
 * table's nr map alone, or of a command's nr with another direction or
 * type, answered by its bucket.
 */
static void compat_time_test_registry_unknown(struct kunit *test)
{
	const struct compat_time_table *table = test->priv;

	KUNIT_EXPECT_EQ(test, bitmap_weight(table->reg->nrs, 1 << _IOC_NRBITS), 2);
	KUNIT_EXPECT_TRUE(test, test_bit(_IOC_NR(KT_CMD), table->reg->nrs));
	KUNIT_EXPECT_TRUE(test, test_bit(_IOC_NR(KT_CMD_OLD), table->reg->nrs));
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('k', 3, struct kt_event), false), -ENOENT);
	KUNIT_EXPECT_EQ(test, kt_select(_IOR('k', 1, struct kt_event), false), -ENOENT);
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('j', 1, struct kt_event), false), -ENOENT);
}

static void compat_time_test_registry_by_abi(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_OLD, true), COMPAT_TIME_ABI_ILP32_TIME32);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_OLD, false),
			IS_ENABLED(CONFIG_64BIT) ? COMPAT_TIME_ABI_NATIVE :
						   COMPAT_TIME_ABI_ILP32_TIME32);
}

static unsigned int kt_fallback_cmd;
static unsigned long kt_fallback_arg;

static long kt_fallback(struct file *file, unsigned int cmd, unsigned long arg)
{
	kt_fallback_cmd = cmd;
	kt_fallback_arg = arg;
	return 42;
}

/*
 * A command the table does not serve, or serves in no layout of that
 * size, goes to the fallback unconverted; with no fallback, -ENOTTY.
 * A 32-bit caller's goes to the compat fallback, with its argument as it
 * came, and never to the native one.
 */
static void compat_time_test_registry_fallback(struct kunit *test)
{
	struct compat_time_table *table = test->priv;
	unsigned int unknown = _IOWR('k', 3, struct kt_event);
	unsigned int wrong = _IOWR('k', 1, char[3]);

	KUNIT_EXPECT_EQ(test, compat_time_ioctl(table, NULL, unknown, 0x1234), -ENOTTY);
	table->fallback = kt_fallback;
	KUNIT_EXPECT_EQ(test, compat_time_ioctl(table, NULL, unknown, 0x1234), 42);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, unknown);
	KUNIT_EXPECT_EQ(test, kt_fallback_arg, 0x1234);
	KUNIT_EXPECT_EQ(test, compat_time_ioctl(table, NULL, wrong, 0x5678), 42);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, wrong);
	KUNIT_EXPECT_EQ(test, kt_fallback_arg, 0x5678);

	kt_fallback_cmd = 0;
	KUNIT_EXPECT_EQ(test, compat_time_compat_ioctl(table, NULL, unknown, 0x9abc),
			-ENOTTY);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, 0);
	table->compat_fallback = kt_fallback;
	KUNIT_EXPECT_EQ(test, compat_time_compat_ioctl(table, NULL, unknown, 0x9abc),
			42);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, unknown);
	KUNIT_EXPECT_EQ(test, kt_fallback_arg, 0x9abc);
}

/* Two drivers may serve the same numbers: each table finds its own. */
static void compat_time_test_registry_second_table(struct kunit *test)
{
	static const struct compat_time_ioctl other[] = {
		COMPAT_TIME_IOCTL(KT_CMD, kt_event_desc, kt_handler),
		COMPAT_TIME_IOCTL(_IOR('k', 5, s64), compat_time_desc_time,
				  kt_handler),
	};
	const struct compat_time_table *mine = test->priv;
	struct compat_time_table table = { .ioctls = other, .nr_ioctls = 2 };

	KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models), 0);
	KUNIT_EXPECT_EQ(test, kt_select_in(&table, _IOR('k', 5, s64), false),
			COMPAT_TIME_ABI_NATIVE);
	KUNIT_EXPECT_EQ(test, kt_select(_IOR('k', 5, s64), false), -ENOENT);
	KUNIT_EXPECT_PTR_EQ(test, compat_time_lookup(table.reg, KT_CMD)->ioctl,
			    &other[0]);
	KUNIT_EXPECT_PTR_EQ(test, compat_time_lookup(mine->reg, KT_CMD)->ioctl,
			    &kt_ioctls[0]);
	compat_time_unregister(&table);
}

static void compat_time_test_registry_twice_busy(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, compat_time_register_models(test->priv, THIS_MODULE,
							  kt_i386_models), -EBUSY);
}

static void compat_time_test_registry_duplicate_cmd(struct kunit *test)
{
	static const struct compat_time_ioctl dup[] = {
		COMPAT_TIME_IOCTL(KT_CMD, kt_event_desc, kt_handler),
		COMPAT_TIME_IOCTL(_IOR('k', 5, s64), compat_time_desc_time,
				  kt_handler),
		/* Another size of KT_CMD is the same command. */
		COMPAT_TIME_IOCTL(_IOWR('k', 1, struct kt_counter),
				  kt_counter_desc, kt_handler),
	};
	struct compat_time_table table = { .ioctls = dup, .nr_ioctls = 3 };

	KUNIT_EXPECT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models),
			-EEXIST);
	KUNIT_EXPECT_NULL(test, table.reg);
}

static void compat_time_test_registry_size_mismatch(struct kunit *test)
{
	static const struct compat_time_ioctl bad[] = {
		COMPAT_TIME_IOCTL(_IOWR('k', 9, struct kt_counter), kt_event_desc,
				  kt_handler),
	};
	struct compat_time_table table = { .ioctls = bad, .nr_ioctls = 1 };

	KUNIT_EXPECT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models),
			-EINVAL);
	KUNIT_EXPECT_NULL(test, table.reg);
}

static void compat_time_test_registry_unregister(struct kunit *test)
{
	struct compat_time_table *table = test->priv;

	compat_time_unregister(table);
	KUNIT_EXPECT_NULL(test, table->reg);
	/* And it can come back. */
	KUNIT_EXPECT_EQ(test, compat_time_register_models(table, THIS_MODULE,
							  kt_i386_models), 0);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME64, true), COMPAT_TIME_ABI_ILP32_TIME64);
}

/* Unregistering NULL or a table never registered does nothing. */
static void compat_time_test_registry_unregister_unknown(struct kunit *test)
{
	struct compat_time_table never = { .ioctls = kt_ioctls };

	compat_time_unregister(NULL);
	compat_time_unregister(&never);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, true), COMPAT_TIME_ABI_ILP32_TIME32);
}

/* A command's counter @k for layout @abi, summed over the CPUs. */
static unsigned long kt_counter(const struct compat_time_cmd *c, int abi,
				int k)
{
	unsigned long n = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		n += per_cpu_ptr(c->stats, cpu)->count[abi][k];
	return n;
}

/* Counters: calls, failures, overflows and clamps, per caller layout. */
static void compat_time_test_registry_counters(struct kunit *test)
{
	const struct compat_time_table *table = test->priv;
	const struct compat_time_cmd *c;
	const int t32 = COMPAT_TIME_ABI_ILP32_TIME32;
	const int t64 = COMPAT_TIME_ABI_ILP32_TIME64;

	c = compat_time_lookup(table->reg, KT_CMD_TIME32);
	KUNIT_ASSERT_NOT_NULL(test, c);
	compat_time_account(c, t32, true, 0, 0);
	compat_time_account(c, t32, true, -EOVERFLOW, 0);
	compat_time_account(c, t32, true, -EFAULT, 0);
	compat_time_account(c, t64, true, 0, 2);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t32, COMPAT_TIME_CALLS), 3);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t32, COMPAT_TIME_FAILED), 2);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t32, COMPAT_TIME_OVERFLOWED), 1);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t32, COMPAT_TIME_CLAMPED), 0);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t64, COMPAT_TIME_CALLS), 1);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t64, COMPAT_TIME_FAILED), 0);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t64, COMPAT_TIME_CLAMPED), 1);
	KUNIT_EXPECT_EQ(test, kt_counter(c, COMPAT_TIME_ABI_NATIVE,
					 COMPAT_TIME_CALLS), 0);
	/* The other command's counters are its own. */
	c = compat_time_lookup(table->reg, KT_CMD_OLD);
	KUNIT_ASSERT_NOT_NULL(test, c);
	KUNIT_EXPECT_EQ(test, kt_counter(c, t32, COMPAT_TIME_CALLS), 0);
}

static void kt_count_table(const struct compat_time_reg *reg, void *data)
{
	if (reg->table == kt_current->priv && reg->owner == THIS_MODULE)
		*(int *)data += reg->nr_cmds;
}

/* Every registered table is listed for the debugfs report, once. */
static void compat_time_test_registry_visit(struct kunit *test)
{
	int n = 0;

	compat_time_visit_tables(kt_count_table, &n);
	KUNIT_EXPECT_EQ(test, n, ARRAY_SIZE(kt_ioctls));
	compat_time_unregister(test->priv);
	n = 0;
	compat_time_visit_tables(kt_count_table, &n);
	KUNIT_EXPECT_EQ(test, n, 0);
}

/*
 * A table of 10000 commands of 40 types: each found in one bucket, with
 * its own entry; a number of no command, or of another size of none, is
 * not found.
 */
static void compat_time_test_registry_many(struct kunit *test)
{
	const unsigned int n = 10000;
	struct compat_time_ioctl *ioctls;
	struct compat_time_table table = {};
	unsigned int i, found = 0, missed = 0;

	ioctls = kunit_kcalloc(test, n, sizeof(*ioctls), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, ioctls);
	for (i = 0; i < n; i++)
		ioctls[i] = (struct compat_time_ioctl)
			COMPAT_TIME_IOCTL(_IOWR(0x40 + i / 256, i % 256,
						struct kt_event),
					  kt_event_desc, kt_handler);
	table.ioctls = ioctls;
	table.nr_ioctls = n;
	KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models), 0);
	for (i = 0; i < n; i++) {
		const struct compat_time_cmd *c =
			compat_time_lookup(table.reg, _IOWR(0x40 + i / 256, i % 256,
							    struct i386_time32_event));

		found += c && c->ioctl == &ioctls[i];
		missed += !!compat_time_lookup(table.reg,
					       _IOR(0x40 + i / 256, i % 256,
						    struct kt_event));
		missed += !!compat_time_lookup(table.reg,
					       _IOWR(0x80 + i / 256, i % 256,
						     struct kt_event));
	}
	KUNIT_EXPECT_EQ(test, found, n);
	KUNIT_EXPECT_EQ(test, missed, 0);
	compat_time_unregister(&table);
}

/*
 * An argument with no time in it has one 32-bit layout: a 32-bit caller
 * gets the time64 one, and is not reported as a time32 user.
 */
static void compat_time_test_registry_no_time(struct kunit *test)
{
	static const struct compat_time_ioctl ioctls[] = {
		COMPAT_TIME_IOCTL(_IOWR('k', 9, struct kt_counter),
				  kt_counter_desc, kt_handler),
	};
	struct compat_time_table table = { .ioctls = ioctls, .nr_ioctls = 1 };
	const struct compat_time_cmd *c;
	unsigned int cmd = _IOWR('k', 9, struct i386_time32_counter);

	KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models), 0);
	c = compat_time_lookup(table.reg, cmd);
	KUNIT_ASSERT_NOT_NULL(test, c);
	KUNIT_EXPECT_FALSE(test, c->layout->time32_differs);
	KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, cmd, COMPAT_TIME_CALLER_COMPAT),
			COMPAT_TIME_ABI_ILP32_TIME64);
	compat_time_unregister(&table);
}

/*
 * Lookups in the suite's table from 4 kthreads while another table is
 * registered and unregistered 200 times: the call path shares nothing
 * with registration, so every lookup finds its command, and (under KASAN
 * and lockdep in the sanitizer run) nothing is used after it is freed.
 */
static atomic_long_t kt_race_found, kt_race_lost;

static int kt_race_lookups(void *data)
{
	const struct compat_time_table *table = data;

	while (!kthread_should_stop()) {
		const struct compat_time_cmd *c;

		c = compat_time_lookup(table->reg, KT_CMD_TIME32);
		if (c && compat_time_select_abi(c, KT_CMD_TIME32,
						COMPAT_TIME_CALLER_COMPAT) ==
			 COMPAT_TIME_ABI_ILP32_TIME32 &&
		    c->layout->size[COMPAT_TIME_ABI_ILP32_TIME32] ==
			 sizeof(struct i386_time32_event))
			atomic_long_inc(&kt_race_found);
		else
			atomic_long_inc(&kt_race_lost);
		cond_resched();
	}
	return 0;
}

static void compat_time_test_registry_race(struct kunit *test)
{
	struct compat_time_table table = {
		.ioctls = kt_ioctls, .nr_ioctls = ARRAY_SIZE(kt_ioctls),
	};
	struct task_struct *t[4];
	int i, failed = 0;

	atomic_long_set(&kt_race_found, 0);
	atomic_long_set(&kt_race_lost, 0);
	for (i = 0; i < ARRAY_SIZE(t); i++) {
		t[i] = kthread_run(kt_race_lookups, test->priv, "kt_race/%d", i);
		KUNIT_ASSERT_FALSE(test, IS_ERR(t[i]));
	}
	for (i = 0; i < 200; i++) {
		failed += compat_time_register_models(&table, THIS_MODULE,
						      kt_i386_models) != 0;
		usleep_range(100, 200);
		compat_time_unregister(&table);
	}
	for (i = 0; i < ARRAY_SIZE(t); i++)
		kthread_stop(t[i]);
	KUNIT_EXPECT_EQ(test, failed, 0);
	KUNIT_EXPECT_GT(test, atomic_long_read(&kt_race_found), 0);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&kt_race_lost), 0);
	KUNIT_EXPECT_NULL(test, table.reg);
}

static struct kunit_case compat_time_registry_cases[] = {
	KUNIT_CASE(compat_time_test_registry_compat_sizes),
	KUNIT_CASE(compat_time_test_registry_native_size),
	KUNIT_CASE(compat_time_test_registry_native_number),
	KUNIT_CASE(compat_time_test_registry_wrong_size),
	KUNIT_CASE(compat_time_test_registry_unknown),
	KUNIT_CASE(compat_time_test_registry_by_abi),
	KUNIT_CASE(compat_time_test_registry_fallback),
	KUNIT_CASE(compat_time_test_registry_second_table),
	KUNIT_CASE(compat_time_test_registry_twice_busy),
	KUNIT_CASE(compat_time_test_registry_duplicate_cmd),
	KUNIT_CASE(compat_time_test_registry_size_mismatch),
	KUNIT_CASE(compat_time_test_registry_unregister),
	KUNIT_CASE(compat_time_test_registry_unregister_unknown),
	KUNIT_CASE(compat_time_test_registry_counters),
	KUNIT_CASE(compat_time_test_registry_visit),
	KUNIT_CASE(compat_time_test_registry_many),
	KUNIT_CASE(compat_time_test_registry_no_time),
	KUNIT_CASE(compat_time_test_registry_race),
	{}
};

static struct kunit_suite compat_time_registry_suite = {
	.name = "compat_time_registry",
	.init = kt_registry_init,
	.exit = kt_registry_exit,
	.test_cases = compat_time_registry_cases,
};

kunit_test_suite(compat_time_registry_suite);
