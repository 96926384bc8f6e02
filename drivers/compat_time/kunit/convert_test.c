// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for compat_time conversions: exact bytes in and out of each
 * layout, the 2038 boundary, pre-1970 times, nsec/usec bounds, padding.
 */

#include <kunit/test.h>
#include <linux/input.h>
#include <linux/slab.h>

#include "compat_time_kunit.h"
#include "../catalog.h"

#define KT_EXPECT_BYTES(test, got, want, n)				\
	KUNIT_EXPECT_EQ_MSG(test, memcmp(got, want, n), 0,		\
			    "got %*ph, want %*ph", (int)(n), got,	\
			    (int)(n), want)

static struct compat_time_layout *kt_build(struct kunit *test,
					   const struct compat_time_struct *d)
{
	struct compat_time_layout *layout;

	layout = compat_time_layout_build(d, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);
	return layout;
}

/* struct timespec from a time32 caller: {s32 sec, s32 nsec} */
struct kt_ts32 {
	s32 sec;
	s32 nsec;
};

static void compat_time_test_time32_round_trip(struct kunit *test)
{
	static const struct kt_ts32 values[] = {
		{ 0, 0 }, { 1, 1 }, { -1, 999999999 }, { S32_MAX, 999999999 },
		{ S32_MIN, 0 }, { 1000000000, 500000000 },
	};
	struct compat_time_layout *l = kt_build(test, &compat_time_desc_timespec);
	struct __kernel_timespec k;
	struct kt_ts32 out;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(values); i++) {
		KUNIT_ASSERT_EQ(test, compat_time_to_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
							    &k, &values[i]), 0);
		KUNIT_EXPECT_EQ(test, k.tv_sec, (s64)values[i].sec);
		KUNIT_EXPECT_EQ(test, k.tv_nsec, (s64)values[i].nsec);
		KUNIT_ASSERT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &out, &k), 0);
		KUNIT_EXPECT_EQ(test, out.sec, values[i].sec);
		KUNIT_EXPECT_EQ(test, out.nsec, values[i].nsec);
	}
	kfree(l);
}

/* 2038-01-19T03:14:07Z is the last second of 32-bit time. */
static void compat_time_test_2038_boundary(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &compat_time_desc_time);
	s64 last = 2147483647LL, first_after = 2147483648LL;
	static const u8 expect[4] = { 0xff, 0xff, 0xff, 0x7f };
	u8 out[4];

	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      out, &last), 0);
	KT_EXPECT_BYTES(test, out, expect, sizeof(out));
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      out, &first_after),
			-EOVERFLOW);
	kfree(l);
}

/* Before 1901-12-13T20:45:52Z does not fit either. */
static void compat_time_test_pre_1901_overflows(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &compat_time_desc_time);
	s64 first = S32_MIN, before = (s64)S32_MIN - 1;
	s32 out;

	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      &out, &first), 0);
	KUNIT_EXPECT_EQ(test, out, S32_MIN);
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      &out, &before),
			-EOVERFLOW);
	kfree(l);
}

/* time64 callers get times after 2038 unchanged. */
static void compat_time_test_time64_after_2038(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &compat_time_desc_timespec);
	struct __kernel_timespec k = { .tv_sec = 4102444800LL, .tv_nsec = 7 };
	static const u8 expect[16] = {
		0x00, 0x57, 0x86, 0xf4, 0x00, 0x00, 0x00, 0x00,	/* 2100-01-01 */
		0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	};
	u8 out[16];

	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME64,
						      out, &k), 0);
	KT_EXPECT_BYTES(test, out, expect, sizeof(out));
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      out, &k), -EOVERFLOW);
	kfree(l);
}

struct kt_frac_case {
	const char *name;
	const struct compat_time_struct *desc;
	int abi;
	s64 frac;
	int err;
};

#define KT_TS	(&compat_time_desc_timespec)
#define KT_TV	(&compat_time_desc_timeval)

static const struct kt_frac_case kt_frac_cases[] = {
	{ "nsec 0", KT_TS, COMPAT_TIME_ABI_ILP32_TIME32, 0, 0 },
	{ "nsec max", KT_TS, COMPAT_TIME_ABI_ILP32_TIME32, 999999999, 0 },
	{ "nsec 1e9", KT_TS, COMPAT_TIME_ABI_ILP32_TIME32, 1000000000, -EINVAL },
	{ "nsec -1", KT_TS, COMPAT_TIME_ABI_ILP32_TIME32, -1, -EINVAL },
	{ "nsec 1e9 t64", KT_TS, COMPAT_TIME_ABI_ILP32_TIME64, 1000000000, -EINVAL },
	{ "nsec 1e9 native", KT_TS, COMPAT_TIME_ABI_NATIVE, 1000000000, -EINVAL },
	{ "usec max", KT_TV, COMPAT_TIME_ABI_ILP32_TIME32, 999999, 0 },
	{ "usec 1e6", KT_TV, COMPAT_TIME_ABI_ILP32_TIME32, 1000000, -EINVAL },
	{ "usec -1", KT_TV, COMPAT_TIME_ABI_ILP32_TIME32, -1, -EINVAL },
	{ "usec 1e6 t64", KT_TV, COMPAT_TIME_ABI_ILP32_TIME64, 1000000, -EINVAL },
};

static void kt_frac_case_desc(const struct kt_frac_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(kt_frac, kt_frac_cases, kt_frac_case_desc);

static void compat_time_test_frac_bounds(struct kunit *test)
{
	const struct kt_frac_case *c = test->param_value;
	struct compat_time_layout *l = kt_build(test, c->desc);
	struct __kernel_timespec k;
	u8 in[16] = {};
	unsigned int w = c->abi == COMPAT_TIME_ABI_ILP32_TIME32 ? 4 : 8;

	/* sec = 5, then the fraction in the caller's width */
	in[0] = 5;
	if (w == 4)
		*(s32 *)(in + 4) = c->frac;
	else
		memcpy(in + 8, &c->frac, sizeof(c->frac));
	KUNIT_EXPECT_EQ(test, compat_time_to_native(l, c->abi, &k, in), c->err);
	if (!c->err) {
		KUNIT_EXPECT_EQ(test, k.tv_sec, 5);
		KUNIT_EXPECT_EQ(test, k.tv_nsec, c->frac);
	}
	kfree(l);
}

/* A 32-bit time64 caller's tv_nsec is 32 bits next to unset padding. */
static void compat_time_test_time64_nsec_padding_ignored(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &compat_time_desc_timespec);
	static const u8 in[16] = {
		0x01, 0, 0, 0, 0, 0, 0, 0,
		0x05, 0, 0, 0, 0xef, 0xbe, 0xad, 0xde,
	};
	struct __kernel_timespec k;

	KUNIT_ASSERT_EQ(test, compat_time_to_native(l, COMPAT_TIME_ABI_ILP32_TIME64,
						    &k, in), 0);
	KUNIT_EXPECT_EQ(test, k.tv_sec, 1);
	KUNIT_EXPECT_EQ(test, k.tv_nsec, 5);
	/*
	 * A 64-bit caller has no such padding: the value is out of range.
	 * On a 32-bit kernel the native caller is a 32-bit time64 one.
	 */
	KUNIT_EXPECT_EQ(test, compat_time_to_native(l, COMPAT_TIME_ABI_NATIVE,
						    &k, in),
			sizeof(long) == 8 ? -EINVAL : 0);
	kfree(l);
}

/* The event from an i386 time64 caller, byte for byte. */
static void compat_time_test_event_exact_bytes(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &kt_event_desc);
	static const u8 in[28] = {
		0x11, 0x22, 0x33, 0x44,				/* type */
		0x00, 0x57, 0x86, 0xf4, 0, 0, 0, 0,		/* sec */
		0x09, 0, 0, 0, 0, 0, 0, 0,			/* nsec */
		0x07, 0, 0, 0,					/* sequence */
		0x34, 0x12, 0x56, 0x99,				/* code, flags, reserved */
	};
	struct kt_event k;
	u8 out[28], expect[28];

	memset(&k, 0xaa, sizeof(k));
	KUNIT_ASSERT_EQ(test, compat_time_to_native(l, COMPAT_TIME_ABI_ILP32_TIME64,
						    &k, in), 0);
	KUNIT_EXPECT_EQ(test, k.type, 0x44332211);
	KUNIT_EXPECT_EQ(test, k.stamp.tv_sec, 4102444800LL);
	KUNIT_EXPECT_EQ(test, k.stamp.tv_nsec, 9);
	KUNIT_EXPECT_EQ(test, k.sequence, 7);
	KUNIT_EXPECT_EQ(test, k.code, 0x1234);
	KUNIT_EXPECT_EQ(test, k.flags, 0x56);
	/* PAD members and the padding after type read as zero. */
	KUNIT_EXPECT_EQ(test, k.reserved, 0);
	if (offsetof(struct kt_event, stamp) == 8)	/* not on i386 */
		KUNIT_EXPECT_EQ(test, *(u32 *)((u8 *)&k + 4), 0);

	k.reserved = 0x77;
	KUNIT_ASSERT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME64,
						      out, &k), 0);
	memcpy(expect, in, sizeof(expect));
	expect[27] = 0;
	KT_EXPECT_BYTES(test, out, expect, sizeof(out));
	kfree(l);
}

/* Output padding is zero even when the native buffer holds poison. */
static void compat_time_test_padding_zeroed(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &kt_counter_desc);
	struct kt_counter k;
	static const u8 expect_native[16] = {
		1, 0, 0, 0, 0xaa, 0xaa, 0xaa, 0xaa, 2, 0, 0, 0, 0, 0, 0, 0,
	};
	static const u8 expect_i386[12] = {
		1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
	};
	u8 out[16];

	memset(&k, 0xaa, sizeof(k));
	k.id = 1;
	k.value = 2;
	memset(out, 0x55, sizeof(out));
	KUNIT_ASSERT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      out, &k), 0);
	KT_EXPECT_BYTES(test, out, expect_i386, sizeof(expect_i386));
	if (sizeof(k) != sizeof(expect_native))
		goto out;	/* i386: no padding in the native struct */
	/* The poison really was in the native buffer's padding. */
	KT_EXPECT_BYTES(test, &k, expect_native, sizeof(expect_native));
	memset(out, 0x55, sizeof(out));
	KUNIT_ASSERT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_NATIVE,
						      out, &k), 0);
	KUNIT_EXPECT_EQ(test, *(u32 *)(out + 4), 0);
out:
	kfree(l);
}

/* The schedule array: every slot converted, in order. */
static void compat_time_test_array_slots(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &kt_schedule_desc);
	struct i386_time32_schedule in = { .count = 4 };
	struct kt_schedule k;
	int i;

	for (i = 0; i < KT_SLOTS; i++) {
		in.slot[i].sec = -100 * i;
		in.slot[i].frac = i;
	}
	KUNIT_ASSERT_EQ(test, compat_time_to_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						    &k, &in), 0);
	KUNIT_EXPECT_EQ(test, k.count, 4);
	for (i = 0; i < KT_SLOTS; i++) {
		KUNIT_EXPECT_EQ(test, k.slot[i].tv_sec, -100LL * i);
		KUNIT_EXPECT_EQ(test, k.slot[i].tv_nsec, i);
	}
	kfree(l);
}

/* long members: sign-extended in, and narrowed out only when they fit. */
static void compat_time_test_long_members(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &kt_outer_desc);
	struct i386_time32_outer in = {}, out;
	struct kt_outer k;

	in.delta = -2;
	in.cookie = 0xfffffffe;
	in.tv.sec = 99;		/* COMPAT_TIME_FIELD_OUT: ignored */
	in.expires = -5;
	in.big = 0x0102030405060708LL;
	KUNIT_ASSERT_EQ(test, compat_time_to_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						    &k, &in), 0);
	KUNIT_EXPECT_EQ(test, k.delta, -2L);
	KUNIT_EXPECT_EQ(test, k.cookie, 0xfffffffeUL);
	KUNIT_EXPECT_EQ(test, k.tv.tv_sec, 0);
	KUNIT_EXPECT_EQ(test, k.expires, -5);
	KUNIT_EXPECT_EQ(test, k.big, 0x0102030405060708LL);

	KUNIT_ASSERT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      &out, &k), 0);
	KUNIT_EXPECT_EQ(test, out.delta, -2);
	KUNIT_EXPECT_EQ(test, out.cookie, 0xfffffffeU);
	if (sizeof(long) == 8) {
		k.cookie = (unsigned long)U32_MAX + 1;
		KUNIT_EXPECT_EQ(test,
				compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
							&out, &k), -EOVERFLOW);
	}
	kfree(l);
}

/* overflow=clamp: seconds saturate, the fraction stays, longs still fail. */
static void compat_time_test_clamp(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &kt_event_desc);
	struct kt_event k = { .type = 1, .stamp = { S32_MAX + 1LL, 5 } };
	struct i386_time32_event out, want = { .type = 1 };
	struct i386_time64_event out64;
	struct kt_outer ko = {};
	struct i386_time32_outer o32;

	want.stamp.sec = S32_MAX;
	want.stamp.frac = 5;
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &out, &k), 1);
	KT_EXPECT_BYTES(test, &out, &want, sizeof(out));

	k.stamp.tv_sec = S32_MIN - 1LL;
	want.stamp.sec = S32_MIN;
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &out, &k), 1);
	KT_EXPECT_BYTES(test, &out, &want, sizeof(out));

	/* 64-bit time: nothing to clamp. */
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME64,
							      &out64, &k), 0);
	KUNIT_EXPECT_EQ(test, out64.stamp.sec, S32_MIN - 1LL);
	kfree(l);

	if (!IS_ENABLED(CONFIG_64BIT))
		return;
	l = kt_build(test, &kt_outer_desc);
	ko.delta = (long)(S32_MAX + 1LL);
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &o32, &ko), -EOVERFLOW);
	kfree(l);
}

/*
 * The compiled steps' edges: a time_t saturates as a timespec's seconds
 * do; a fraction that does not fit 32 bits fails, clamped or not, with
 * the seconds saturated before it.
 */
static void compat_time_test_step_edges(struct kunit *test)
{
	struct compat_time_layout *l = kt_build(test, &kt_outer_desc);
	struct i386_time32_outer out;
	struct kt_outer k = {};

	k.expires = S32_MAX + 1LL;
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      &out, &k), -EOVERFLOW);
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &out, &k), 1);
	KUNIT_EXPECT_EQ(test, out.expires, S32_MAX);
	k.expires = S32_MIN - 1LL;
	k.ev[1].stamp.tv_sec = S64_MAX;
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &out, &k), 2);
	KUNIT_EXPECT_EQ(test, out.expires, S32_MIN);
	KUNIT_EXPECT_EQ(test, out.ev[1].stamp.sec, S32_MAX);

	k.ev[1].stamp.tv_nsec = (long long)S32_MAX + 1;
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32,
						      &out, &k), -EOVERFLOW);
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, COMPAT_TIME_ABI_ILP32_TIME32,
							      &out, &k), -EOVERFLOW);
	kfree(l);
}

/*
 * input_event's seconds, natively an unsigned long: a 32-bit time_t
 * saturates at S32_MAX, 64-bit time's unsigned 32 bits at U32_MAX.
 */
static void compat_time_test_ulong_sec_edges(struct kunit *test)
{
	const int t32 = COMPAT_TIME_ABI_ILP32_TIME32;
	const int t64 = COMPAT_TIME_ABI_ILP32_TIME64;
	struct compat_time_layout *l = kt_build(test, &compat_time_desc_input_event);
	struct input_event k = { .__sec = (unsigned long)S32_MAX + 1, .__usec = 7 };
	u32 out[4];

	KUNIT_ASSERT_EQ(test, l->size[t32], sizeof(out));
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, t32, out, &k), -EOVERFLOW);
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, t32, out, &k), 1);
	KUNIT_EXPECT_EQ(test, out[0], (u32)S32_MAX);
	KUNIT_EXPECT_EQ(test, out[1], 7);
	KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, t64, out, &k), 0);
	KUNIT_EXPECT_EQ(test, out[0], (u32)S32_MAX + 1);
	if (IS_ENABLED(CONFIG_64BIT)) {
		k.__sec = (unsigned long)U32_MAX + 1;
		KUNIT_EXPECT_EQ(test, compat_time_from_native(l, t64, out, &k),
				-EOVERFLOW);
		KUNIT_EXPECT_EQ(test, compat_time_from_native_clamped(l, t64, out, &k), 1);
		KUNIT_EXPECT_EQ(test, out[0], U32_MAX);
		KUNIT_EXPECT_EQ(test, out[1], 7);
	}
	kfree(l);
}

static struct kunit_case compat_time_convert_cases[] = {
	KUNIT_CASE(compat_time_test_time32_round_trip),
	KUNIT_CASE(compat_time_test_2038_boundary),
	KUNIT_CASE(compat_time_test_pre_1901_overflows),
	KUNIT_CASE(compat_time_test_time64_after_2038),
	KUNIT_CASE_PARAM(compat_time_test_frac_bounds, kt_frac_gen_params),
	KUNIT_CASE(compat_time_test_time64_nsec_padding_ignored),
	KUNIT_CASE(compat_time_test_event_exact_bytes),
	KUNIT_CASE(compat_time_test_padding_zeroed),
	KUNIT_CASE(compat_time_test_array_slots),
	KUNIT_CASE(compat_time_test_long_members),
	KUNIT_CASE(compat_time_test_clamp),
	KUNIT_CASE(compat_time_test_step_edges),
	KUNIT_CASE(compat_time_test_ulong_sec_edges),
	{}
};

static struct kunit_suite compat_time_convert_suite = {
	.name = "compat_time_convert",
	.test_cases = compat_time_convert_cases,
};

kunit_test_suite(compat_time_convert_suite);
