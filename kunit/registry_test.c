// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the compat_time registry: lookup of every size of a
 * paired command, layout selection per caller, unknown commands, and
 * register/unregister errors.
 */

#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/fs.h>
#include <linux/delay.h>
#include <linux/kthread.h>

#include "compat_time_kunit.h"

static long kt_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

#define KT_CMD		_IOWR('k', 1, struct kt_event)
#define KT_CMD_TIME32	_IOWR('k', 1, struct i386_time32_event)
#define KT_CMD_TIME64	_IOWR('k', 1, struct i386_time64_event)
#define KT_CMD_OLD	_IO('k', 2)

static const struct file_operations kt_fops;

static const struct compat_time_ioctl kt_ioctls[] = {
	COMPAT_TIME_IOCTL(KT_CMD, kt_event_desc, kt_handler),
	{
		.cmd = KT_CMD_OLD, .arg = &compat_time_desc_timespec,
		.handler = kt_handler, .name = "KT_CMD_OLD",
		.flags = COMPAT_TIME_CMD_BY_ABI, .dir = _IOC_READ,
	},
};

static int kt_registry_init(struct kunit *test)
{
	struct compat_time_table *table;

	table = kunit_kzalloc(test, sizeof(*table), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, table);
	table->fops = &kt_fops;
	table->ioctls = kt_ioctls;
	table->nr_ioctls = ARRAY_SIZE(kt_ioctls);
	KUNIT_ASSERT_EQ(test, compat_time_register_models(table, kt_i386_models), 0);
	test->priv = table;
	return 0;
}

static void kt_registry_exit(struct kunit *test)
{
	compat_time_unregister(test->priv);
}

static int kt_select(unsigned int cmd, bool compat)
{
	const struct compat_time_cmd *c;
	int idx, abi;

	idx = srcu_read_lock(&compat_time_srcu);
	c = compat_time_lookup(&kt_fops, cmd);
	abi = c ? compat_time_select_abi(c, cmd, compat) : -ENOENT;
	srcu_read_unlock(&compat_time_srcu, idx);
	return abi;
}

static void compat_time_test_registry_compat_sizes(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, true), COMPAT_TIME_ABI_TIME32);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME64, true), COMPAT_TIME_ABI_TIME64);
}

static void compat_time_test_registry_native_size(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD, false), COMPAT_TIME_ABI_NATIVE);
	/* A 64-bit kernel's native path takes no 32-bit layout. */
	if (IS_ENABLED(CONFIG_64BIT))
		KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, false), -ENOTTY);
	else
		KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, false),
				COMPAT_TIME_ABI_TIME32);
}

static void compat_time_test_registry_wrong_size(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('k', 1, char[3]), true), -ENOTTY);
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('k', 1, char[3]), false), -ENOTTY);
}

static void compat_time_test_registry_unknown(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('k', 3, struct kt_event), false), -ENOENT);
	KUNIT_EXPECT_EQ(test, kt_select(_IOR('k', 1, struct kt_event), false), -ENOENT);
	KUNIT_EXPECT_EQ(test, kt_select(_IOWR('j', 1, struct kt_event), false), -ENOENT);
}

static void compat_time_test_registry_by_abi(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_OLD, true), COMPAT_TIME_ABI_TIME32);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_OLD, false),
			IS_ENABLED(CONFIG_64BIT) ? COMPAT_TIME_ABI_NATIVE :
						   COMPAT_TIME_ABI_TIME32);
}

static void compat_time_test_registry_table_lookup(struct kunit *test)
{
	static const struct file_operations other_fops;
	const struct compat_time_table *found, *none;
	int idx;

	idx = srcu_read_lock(&compat_time_srcu);
	found = compat_time_lookup_table(&kt_fops);
	none = compat_time_lookup_table(&other_fops);
	srcu_read_unlock(&compat_time_srcu, idx);
	KUNIT_EXPECT_PTR_EQ(test, found, (const struct compat_time_table *)test->priv);
	KUNIT_EXPECT_NULL(test, none);
}

/* One table per file_operations. */
static void compat_time_test_registry_second_table(struct kunit *test)
{
	static const struct compat_time_ioctl other[] = {
		COMPAT_TIME_IOCTL(_IOR('k', 5, s64), compat_time_desc_time,
				  kt_handler),
	};
	struct compat_time_table table = {
		.fops = &kt_fops, .ioctls = other, .nr_ioctls = 1,
	};

	KUNIT_EXPECT_EQ(test, compat_time_register_models(&table, kt_i386_models),
			-EEXIST);
	KUNIT_EXPECT_EQ(test, kt_select(_IOR('k', 5, s64), false), -ENOENT);
}

static void compat_time_test_registry_twice_busy(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, compat_time_register_models(test->priv,
							  kt_i386_models), -EBUSY);
}

static void compat_time_test_registry_duplicate_cmd(struct kunit *test)
{
	static const struct file_operations other_fops;
	static const struct compat_time_ioctl dup[] = {
		COMPAT_TIME_IOCTL(KT_CMD, kt_event_desc, kt_handler),
		COMPAT_TIME_IOCTL(KT_CMD, kt_event_desc, kt_handler),
	};
	struct compat_time_table table = {
		.fops = &other_fops, .ioctls = dup, .nr_ioctls = 2,
	};

	KUNIT_EXPECT_EQ(test, compat_time_register_models(&table, kt_i386_models),
			-EEXIST);
	KUNIT_EXPECT_NULL(test, table.priv);
	/* Nothing of the failed table stays behind. */
	KUNIT_EXPECT_NULL(test, compat_time_lookup(&other_fops, KT_CMD));
}

static void compat_time_test_registry_size_mismatch(struct kunit *test)
{
	static const struct file_operations other_fops;
	static const struct compat_time_ioctl bad[] = {
		COMPAT_TIME_IOCTL(_IOWR('k', 9, struct kt_counter), kt_event_desc,
				  kt_handler),
	};
	struct compat_time_table table = {
		.fops = &other_fops, .ioctls = bad, .nr_ioctls = 1,
	};

	KUNIT_EXPECT_EQ(test, compat_time_register_models(&table, kt_i386_models),
			-EINVAL);
}

static void compat_time_test_registry_unregister(struct kunit *test)
{
	struct compat_time_table *table = test->priv;

	compat_time_unregister(table);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD, false), -ENOENT);
	KUNIT_EXPECT_NULL(test, table->priv);
	/* And it can come back. */
	KUNIT_EXPECT_EQ(test, compat_time_register_models(table, kt_i386_models), 0);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME64, true), COMPAT_TIME_ABI_TIME64);
}

/* Unregistering NULL or a table never registered does nothing. */
static void compat_time_test_registry_unregister_unknown(struct kunit *test)
{
	struct compat_time_table never = { .fops = &kt_fops };

	compat_time_unregister(NULL);
	compat_time_unregister(&never);
	KUNIT_EXPECT_EQ(test, kt_select(KT_CMD_TIME32, true), COMPAT_TIME_ABI_TIME32);
}

/* Counters: calls, failures, overflows and clamps, per caller layout. */
static void compat_time_test_registry_counters(struct kunit *test)
{
	const struct compat_time_cmd *c;
	const atomic_long_t *t32, *t64;
	int idx;

	idx = srcu_read_lock(&compat_time_srcu);
	c = compat_time_lookup(&kt_fops, KT_CMD_TIME32);
	KUNIT_ASSERT_NOT_NULL(test, c);
	compat_time_account(c, COMPAT_TIME_ABI_TIME32, true, 0, 0);
	compat_time_account(c, COMPAT_TIME_ABI_TIME32, true, -EOVERFLOW, 0);
	compat_time_account(c, COMPAT_TIME_ABI_TIME32, true, -EFAULT, 0);
	compat_time_account(c, COMPAT_TIME_ABI_TIME64, true, 0, 2);
	t32 = c->stats->count[COMPAT_TIME_ABI_TIME32];
	t64 = c->stats->count[COMPAT_TIME_ABI_TIME64];
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t32[COMPAT_TIME_CALLS]), 3);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t32[COMPAT_TIME_FAILED]), 2);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t32[COMPAT_TIME_OVERFLOWED]), 1);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t32[COMPAT_TIME_CLAMPED]), 0);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t64[COMPAT_TIME_CALLS]), 1);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t64[COMPAT_TIME_FAILED]), 0);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&t64[COMPAT_TIME_CLAMPED]), 1);
	KUNIT_EXPECT_EQ(test, atomic_long_read(&c->stats->count[COMPAT_TIME_ABI_NATIVE]
					       [COMPAT_TIME_CALLS]), 0);
	srcu_read_unlock(&compat_time_srcu, idx);
}

static void kt_count_cmd(const struct compat_time_cmd *c, void *data)
{
	if (c->table->fops == &kt_fops)
		(*(int *)data)++;
}

/* Every registered command is listed for the debugfs report, once. */
static void compat_time_test_registry_visit(struct kunit *test)
{
	int n = 0;

	compat_time_visit_cmds(kt_count_cmd, &n);
	KUNIT_EXPECT_EQ(test, n, ARRAY_SIZE(kt_ioctls));
	compat_time_unregister(test->priv);
	n = 0;
	compat_time_visit_cmds(kt_count_cmd, &n);
	KUNIT_EXPECT_EQ(test, n, 0);
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
	static const struct file_operations fops;
	struct compat_time_table table = {
		.fops = &fops, .ioctls = ioctls, .nr_ioctls = 1,
	};
	const struct compat_time_cmd *c;
	unsigned int cmd = _IOWR('k', 9, struct i386_time32_counter);
	int idx;

	KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, kt_i386_models), 0);
	idx = srcu_read_lock(&compat_time_srcu);
	c = compat_time_lookup(&fops, cmd);
	KUNIT_ASSERT_NOT_NULL(test, c);
	KUNIT_EXPECT_FALSE(test, c->layout->time32_differs);
	KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, cmd, true),
			COMPAT_TIME_ABI_TIME64);
	srcu_read_unlock(&compat_time_srcu, idx);
	compat_time_unregister(&table);
}

/*
 * Lookups from 4 kthreads while a table is registered and unregistered
 * 200 times: every registration succeeds, lookups find it or nothing, and
 * (under KASAN and lockdep in the sanitizer run) nothing is used after it
 * is freed.
 */
static const struct file_operations kt_race_fops;
static atomic_long_t kt_race_found;

static int kt_race_lookups(void *data)
{
	while (!kthread_should_stop()) {
		const struct compat_time_cmd *c;
		int idx = srcu_read_lock(&compat_time_srcu);

		c = compat_time_lookup(&kt_race_fops, KT_CMD_TIME32);
		if (c && compat_time_select_abi(c, KT_CMD_TIME32, true) ==
			 COMPAT_TIME_ABI_TIME32 &&
		    c->layout->size[COMPAT_TIME_ABI_TIME32] ==
			 sizeof(struct i386_time32_event))
			atomic_long_inc(&kt_race_found);
		srcu_read_unlock(&compat_time_srcu, idx);
		cond_resched();
	}
	return 0;
}

static void compat_time_test_registry_race(struct kunit *test)
{
	struct compat_time_table table = {
		.fops = &kt_race_fops, .ioctls = kt_ioctls,
		.nr_ioctls = ARRAY_SIZE(kt_ioctls),
	};
	struct task_struct *t[4];
	int i, failed = 0;

	atomic_long_set(&kt_race_found, 0);
	for (i = 0; i < ARRAY_SIZE(t); i++) {
		t[i] = kthread_run(kt_race_lookups, NULL, "kt_race/%d", i);
		KUNIT_ASSERT_FALSE(test, IS_ERR(t[i]));
	}
	for (i = 0; i < 200; i++) {
		failed += compat_time_register_models(&table, kt_i386_models) != 0;
		usleep_range(100, 200);
		compat_time_unregister(&table);
	}
	for (i = 0; i < ARRAY_SIZE(t); i++)
		kthread_stop(t[i]);
	KUNIT_EXPECT_EQ(test, failed, 0);
	KUNIT_EXPECT_GT(test, atomic_long_read(&kt_race_found), 0);
	KUNIT_EXPECT_NULL(test, compat_time_lookup_table(&kt_race_fops));
}

static struct kunit_case compat_time_registry_cases[] = {
	KUNIT_CASE(compat_time_test_registry_compat_sizes),
	KUNIT_CASE(compat_time_test_registry_native_size),
	KUNIT_CASE(compat_time_test_registry_wrong_size),
	KUNIT_CASE(compat_time_test_registry_unknown),
	KUNIT_CASE(compat_time_test_registry_by_abi),
	KUNIT_CASE(compat_time_test_registry_table_lookup),
	KUNIT_CASE(compat_time_test_registry_second_table),
	KUNIT_CASE(compat_time_test_registry_twice_busy),
	KUNIT_CASE(compat_time_test_registry_duplicate_cmd),
	KUNIT_CASE(compat_time_test_registry_size_mismatch),
	KUNIT_CASE(compat_time_test_registry_unregister),
	KUNIT_CASE(compat_time_test_registry_unregister_unknown),
	KUNIT_CASE(compat_time_test_registry_counters),
	KUNIT_CASE(compat_time_test_registry_visit),
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
