// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for compat_time_kernel_ioctl(): a command whose framework
 * (usbfs, video_usercopy(), dvb_usercopy()) has copied the argument to a
 * kernel buffer in the caller's layout.  The buffer gets the result in
 * that layout, exact to the byte, and is left as it was on failure.
 */

#include <kunit/test.h>
#include <linux/module.h>
#include <linux/string.h>

#include "compat_time_kunit.h"

#define KT_CMD		_IOWR('k', 1, struct kt_event)
#define KT_CMD_TIME32	_IOWR('k', 1, struct i386_time32_event)
#define KT_CMD_TIME64	_IOWR('k', 1, struct i386_time64_event)

/* What the framework called the driver with, and what the handler saw. */
struct kt_kernel_ctx {
	unsigned int calls;
	void *priv;
	unsigned int cmd;
	struct kt_event in;
	struct kt_event out;
};

static long kt_kernel_handler(void *priv, unsigned int cmd, void *karg)
{
	struct kt_kernel_ctx *ctx = priv;

	ctx->calls++;
	ctx->priv = priv;
	ctx->cmd = cmd;
	memcpy(&ctx->in, karg, sizeof(ctx->in));
	memcpy(karg, &ctx->out, sizeof(ctx->out));
	return 5;
}

static const struct compat_time_ioctl kt_kernel_ioctls[] = {
	COMPAT_TIME_IOCTL_KERNEL(KT_CMD, kt_event_desc, kt_kernel_handler),
};

static int kt_kernel_init(struct kunit *test)
{
	struct compat_time_table *table;

	table = kunit_kzalloc(test, sizeof(*table), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, table);
	table->ioctls = kt_kernel_ioctls;
	table->nr_ioctls = ARRAY_SIZE(kt_kernel_ioctls);
	KUNIT_ASSERT_EQ(test, compat_time_register_models(table, THIS_MODULE,
							  kt_i386_models), 0);
	test->priv = table;
	return 0;
}

static void kt_kernel_exit(struct kunit *test)
{
	compat_time_unregister(test->priv);
}

/* A 32-bit caller with 32-bit time: converted in, called, converted out. */
static void compat_time_test_kernel_time32(struct kunit *test)
{
	struct i386_time32_event buf = {
		.type = 7, .stamp = { -5, 999999999 }, .sequence = 3,
		.code = 0x102, .flags = 0x40,
	};
	const struct i386_time32_event want = {
		.type = 8, .stamp = { S32_MAX, 1 }, .sequence = 9,
		.code = 0x203, .flags = 0x80,
	};
	struct kt_kernel_ctx ctx = {
		.out = {
			.type = 8, .stamp = { S32_MAX, 1 }, .sequence = 9,
			.code = 0x203, .flags = 0x80,
		},
	};

	KUNIT_ASSERT_EQ(test, compat_time_kernel_dispatch(test->priv, &ctx,
							  KT_CMD_TIME32, &buf,
							  true), 5);
	KUNIT_EXPECT_EQ(test, ctx.calls, 1);
	KUNIT_EXPECT_PTR_EQ(test, ctx.priv, (void *)&ctx);
	KUNIT_EXPECT_EQ(test, ctx.cmd, KT_CMD);
	KUNIT_EXPECT_EQ(test, ctx.in.type, 7);
	KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_sec, -5);
	KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_nsec, 999999999);
	KUNIT_EXPECT_EQ(test, ctx.in.sequence, 3);
	KUNIT_EXPECT_EQ(test, ctx.in.code, 0x102);
	KUNIT_EXPECT_EQ(test, ctx.in.flags, 0x40);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &want, sizeof(want)), 0);
}

/* A 32-bit caller with 64-bit time keeps seconds past 2038. */
static void compat_time_test_kernel_time64(struct kunit *test)
{
	struct i386_time64_event buf = {
		.type = 1, .stamp = { 1LL << 40, 2 }, .sequence = 4,
	};
	const struct i386_time64_event want = {
		.type = 2, .stamp = { -(1LL << 41), 3 }, .sequence = 5,
	};
	struct kt_kernel_ctx ctx = {
		.out = { .type = 2, .stamp = { -(1LL << 41), 3 }, .sequence = 5 },
	};

	KUNIT_ASSERT_EQ(test, compat_time_kernel_dispatch(test->priv, &ctx,
							  KT_CMD_TIME64, &buf,
							  true), 5);
	KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_sec, 1LL << 40);
	KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_nsec, 2);
	KUNIT_EXPECT_EQ(test, ctx.in.sequence, 4);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &want, sizeof(want)), 0);
}

/* The native layout passes through unchanged. */
static void compat_time_test_kernel_native(struct kunit *test)
{
	struct kt_event buf = { .type = 1, .stamp = { 1LL << 40, 2 } };
	struct kt_kernel_ctx ctx = {
		.out = { .type = 3, .stamp = { 1LL << 35, 4 }, .code = 6 },
	};

	KUNIT_ASSERT_EQ(test, compat_time_kernel_dispatch(test->priv, &ctx,
							  KT_CMD, &buf, false),
			5);
	KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_sec, 1LL << 40);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &ctx.out, sizeof(buf)), 0);
}

/* A result that does not fit the caller fails with the buffer untouched. */
static void compat_time_test_kernel_overflow(struct kunit *test)
{
	struct i386_time32_event buf = { .type = 7, .stamp = { 1, 2 } };
	struct i386_time32_event before = buf;
	struct kt_kernel_ctx ctx = {
		.out = { .type = 8, .stamp = { (s64)S32_MAX + 1, 0 } },
	};

	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(test->priv, &ctx,
							  KT_CMD_TIME32, &buf,
							  true), -EOVERFLOW);
	KUNIT_EXPECT_EQ(test, ctx.calls, 1);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
}

/* A bad tv_nsec fails before the driver runs, the buffer untouched. */
static void compat_time_test_kernel_bad_nsec(struct kunit *test)
{
	struct i386_time32_event buf = { .stamp = { 1, 1000000000 } };
	struct i386_time32_event before = buf;
	struct kt_kernel_ctx ctx = {};

	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(test->priv, &ctx,
							  KT_CMD_TIME32, &buf,
							  true), -EINVAL);
	KUNIT_EXPECT_EQ(test, ctx.calls, 0);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
}

/*
 * A framework that passes native callers only (a v4l2 subdev's
 * core->ioctl): the number alone says the layout.  A 64-bit kernel's
 * native callers send the native number only; a 32-bit kernel's send
 * either time layout's.
 */
static void compat_time_test_kernel_native_only(struct kunit *test)
{
	struct i386_time32_event buf = { .type = 7, .stamp = { -5, 6 } };
	const struct i386_time32_event before = buf;
	struct kt_kernel_ctx ctx = {
		.out = { .type = 8, .stamp = { S32_MAX, 1 } },
	};
	const struct i386_time32_event want = {
		.type = 8, .stamp = { S32_MAX, 1 },
	};
	long ret;

	ret = compat_time_native_kernel_ioctl(test->priv, &ctx, KT_CMD_TIME32,
					      &buf);
	if (IS_ENABLED(CONFIG_64BIT)) {
		KUNIT_EXPECT_EQ(test, ret, -ENOTTY);
		KUNIT_EXPECT_EQ(test, ctx.calls, 0);
		KUNIT_EXPECT_EQ(test, memcmp(&buf, &before, sizeof(buf)), 0);
	} else {
		KUNIT_EXPECT_EQ(test, ret, 5);
		KUNIT_EXPECT_EQ(test, ctx.cmd, KT_CMD);
		KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_sec, -5);
		KUNIT_EXPECT_EQ(test, memcmp(&buf, &want, sizeof(want)), 0);
	}
}

static void *kt_fallback_priv;
static unsigned int kt_fallback_cmd;
static void *kt_fallback_buf;

static long kt_kernel_fallback(void *priv, unsigned int cmd, void *buf)
{
	kt_fallback_priv = priv;
	kt_fallback_cmd = cmd;
	kt_fallback_buf = buf;
	return 42;
}

/*
 * A command the table does not serve, or in no layout of that size, goes
 * to the kernel fallback with the framework's buffer; with none, -ENOTTY.
 */
static void compat_time_test_kernel_fallback(struct kunit *test)
{
	struct compat_time_table *table = test->priv;
	unsigned int unknown = _IOWR('k', 3, struct kt_event);
	unsigned int wrong = _IOWR('k', 1, char[3]);
	struct kt_kernel_ctx ctx = {};
	char buf[3] = { 1, 2, 3 };

	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(table, &ctx, unknown,
							  buf, false), -ENOTTY);
	table->kernel_fallback = kt_kernel_fallback;
	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(table, &ctx, wrong,
							  buf, true), 42);
	KUNIT_EXPECT_PTR_EQ(test, kt_fallback_priv, (void *)&ctx);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, wrong);
	KUNIT_EXPECT_PTR_EQ(test, kt_fallback_buf, (void *)buf);
	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(table, &ctx, unknown,
							  buf, false), 42);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, unknown);
	KUNIT_EXPECT_EQ(test, ctx.calls, 0);
	KUNIT_EXPECT_EQ(test, buf[0] + buf[1] + buf[2], 6);
}

/*
 * The 32-bit entry of a framework that does not copy their arguments
 * (compat_time_compat_kernel_ioctl()): a command the table does not
 * serve, or a number of a size none of its layouts has, is -ENOIOCTLCMD,
 * for the framework or the driver's own 32-bit entry to answer; neither
 * the handler nor the kernel fallback, which takes a copied buffer, runs.
 */
static void compat_time_test_kernel_compat_other(struct kunit *test)
{
	struct compat_time_table *table = test->priv;
	unsigned int unknown = _IOWR('k', 3, struct kt_event);
	unsigned int wrong = _IOWR('k', 1, char[3]);
	struct kt_kernel_ctx ctx = {};

	table->kernel_fallback = kt_kernel_fallback;
	kt_fallback_cmd = 0;
	KUNIT_EXPECT_EQ(test, compat_time_compat_kernel_ioctl(table, &ctx,
							      unknown, 0),
			-ENOIOCTLCMD);
	KUNIT_EXPECT_EQ(test, compat_time_compat_kernel_ioctl(table, &ctx,
							      wrong, 0),
			-ENOIOCTLCMD);
	KUNIT_EXPECT_EQ(test, kt_fallback_cmd, 0);
	KUNIT_EXPECT_EQ(test, ctx.calls, 0);
}

static long kt_file_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

static long kt_file_fallback(struct file *file, unsigned int cmd,
			     unsigned long arg)
{
	return 0;
}

/* A table is served one way: registration refuses a mixture. */
static void compat_time_test_kernel_register(struct kunit *test)
{
	static const struct compat_time_ioctl mixed[] = {
		COMPAT_TIME_IOCTL_KERNEL(KT_CMD, kt_event_desc,
					 kt_kernel_handler),
		COMPAT_TIME_IOCTL(_IOR('k', 5, s64), compat_time_desc_time,
				  kt_file_handler),
	};
	static const struct compat_time_ioctl by_abi[] = {
		{
			.cmd = _IO('k', 2), .arg = &compat_time_desc_timespec,
			.kernel_handler = kt_kernel_handler,
			.flags = COMPAT_TIME_CMD_KERNEL | COMPAT_TIME_CMD_BY_ABI,
			.dir = _IOC_READ,
		},
	};
	static const struct compat_time_ioctl no_handler[] = {
		{ .cmd = KT_CMD, .arg = &kt_event_desc,
		  .flags = COMPAT_TIME_CMD_KERNEL },
	};
	struct compat_time_table tables[] = {
		{ .ioctls = mixed, .nr_ioctls = 2 },
		{ .ioctls = &mixed[1], .nr_ioctls = 1,
		  .kernel_fallback = kt_kernel_fallback },
		{ .ioctls = mixed, .nr_ioctls = 1,
		  .fallback = kt_file_fallback },
		{ .ioctls = mixed, .nr_ioctls = 1,
		  .compat_fallback = kt_file_fallback },
		{ .ioctls = by_abi, .nr_ioctls = 1 },
		{ .ioctls = no_handler, .nr_ioctls = 1 },
	};
	struct compat_time_table *t;

	int ret;

	for (t = tables; t < tables + ARRAY_SIZE(tables); t++) {
		ret = compat_time_register_models(t, THIS_MODULE,
						  kt_i386_models);
		KUNIT_EXPECT_EQ_MSG(test, ret, -EINVAL, "table %td", t - tables);
		KUNIT_EXPECT_NULL(test, t->reg);
	}
}

/* Stand for the module that holds a table, and another, as they go. */
#ifdef CONFIG_MODULES
static struct module kt_modules[2];
#define KT_OWNER	(&kt_modules[0])
#define KT_OTHER	(&kt_modules[1])
#else
/* No struct module: never read, as within_module() reads nothing. */
static u8 kt_modules[2];
#define KT_OWNER	((struct module *)&kt_modules[0])
#define KT_OTHER	((struct module *)&kt_modules[1])
#endif

/*
 * A table nobody registered is built on its first call, once, and freed
 * when the module holding it goes.
 */
static void compat_time_test_kernel_first_use(struct kunit *test)
{
	struct compat_time_table table = {
		.ioctls = kt_kernel_ioctls,
		.nr_ioctls = ARRAY_SIZE(kt_kernel_ioctls),
		.owner = KT_OWNER,
	};
	struct kt_event buf = { .type = 1, .stamp = { 1LL << 40, 2 } };
	struct kt_kernel_ctx ctx = {
		.out = { .type = 3, .stamp = { 1LL << 35, 4 }, .code = 6 },
	};
	const struct compat_time_reg *reg;

	KUNIT_ASSERT_NULL(test, table.reg);
	KUNIT_ASSERT_EQ(test, compat_time_kernel_dispatch(&table, &ctx, KT_CMD,
							  &buf, false), 5);
	KUNIT_EXPECT_EQ(test, ctx.calls, 1);
	KUNIT_EXPECT_EQ(test, ctx.in.stamp.tv_sec, 1LL << 40);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &ctx.out, sizeof(buf)), 0);
	reg = table.reg;
	KUNIT_ASSERT_NOT_NULL(test, reg);
	KUNIT_EXPECT_PTR_EQ(test, reg->owner, KT_OWNER);

	/* The second call finds it built; registering now is refused. */
	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(&table, &ctx, KT_CMD,
							  &buf, false), 5);
	KUNIT_EXPECT_EQ(test, ctx.calls, 2);
	KUNIT_EXPECT_PTR_EQ(test, (const struct compat_time_reg *)table.reg,
			    reg);
	KUNIT_EXPECT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models),
			-EBUSY);

	/* Another module's going leaves it; its own frees it. */
	compat_time_release_module(KT_OTHER);
	KUNIT_EXPECT_PTR_EQ(test, (const struct compat_time_reg *)table.reg,
			    reg);
	compat_time_release_module(KT_OWNER);
	KUNIT_EXPECT_NULL(test, table.reg);
}

/* A table that cannot be built fails every call, the handler not run. */
static void compat_time_test_kernel_first_use_bad(struct kunit *test)
{
	static const struct compat_time_ioctl wrong_size[] = {
		COMPAT_TIME_IOCTL_KERNEL(_IOWR('k', 1, struct i386_time32_event),
					 kt_event_desc, kt_kernel_handler),
	};
	struct compat_time_table table = {
		.ioctls = wrong_size,
		.nr_ioctls = ARRAY_SIZE(wrong_size),
		.owner = KT_OWNER,
	};
	struct i386_time32_event buf = { .type = 7, .sequence = 3 };
	const struct i386_time32_event want = buf;
	struct kt_kernel_ctx ctx = {};

	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(&table, &ctx,
							  KT_CMD_TIME32, &buf,
							  true), -EINVAL);
	KUNIT_EXPECT_EQ(test, compat_time_kernel_dispatch(&table, &ctx,
							  _IO('k', 9), &buf,
							  false), -EINVAL);
	KUNIT_EXPECT_EQ(test, ctx.calls, 0);
	KUNIT_EXPECT_NULL(test, table.reg);
	KUNIT_EXPECT_EQ(test, memcmp(&buf, &want, sizeof(want)), 0);
}

static struct kunit_case compat_time_kernel_cases[] = {
	KUNIT_CASE(compat_time_test_kernel_time32),
	KUNIT_CASE(compat_time_test_kernel_time64),
	KUNIT_CASE(compat_time_test_kernel_native),
	KUNIT_CASE(compat_time_test_kernel_overflow),
	KUNIT_CASE(compat_time_test_kernel_bad_nsec),
	KUNIT_CASE(compat_time_test_kernel_native_only),
	KUNIT_CASE(compat_time_test_kernel_fallback),
	KUNIT_CASE(compat_time_test_kernel_compat_other),
	KUNIT_CASE(compat_time_test_kernel_register),
	KUNIT_CASE(compat_time_test_kernel_first_use),
	KUNIT_CASE(compat_time_test_kernel_first_use_bad),
	{}
};

static struct kunit_suite compat_time_kernel_suite = {
	.name = "compat_time_kernel_ioctl",
	.init = kt_kernel_init,
	.exit = kt_kernel_exit,
	.test_cases = compat_time_kernel_cases,
};

kunit_test_suite(compat_time_kernel_suite);
