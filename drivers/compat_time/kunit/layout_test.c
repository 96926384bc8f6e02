// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for compat_time layouts: every described struct placed in
 * the i386 and arm 32-bit layouts must land where the compiler puts the
 * same struct declared for that ABI, and bad descriptions are refused.
 */

#include <kunit/test.h>
#include <linux/input.h>
#include <linux/rtc.h>
#include <linux/slab.h>
#include <sound/pcm.h>

#include "../catalog.h"
#include "compat_time_kunit.h"
#include "uapi_abi.h"

static const struct compat_time_field kt_event_fields[] = {
	COMPAT_TIME_BYTES(struct kt_event, type),
	COMPAT_TIME_TIMESPEC(struct kt_event, stamp, 0),
	COMPAT_TIME_BYTES(struct kt_event, sequence),
	COMPAT_TIME_BYTES(struct kt_event, code),
	COMPAT_TIME_BYTES(struct kt_event, flags),
	COMPAT_TIME_PAD(struct kt_event, reserved),
};

const struct compat_time_struct kt_event_desc =
	COMPAT_TIME_STRUCT(struct kt_event, kt_event_fields);

static const struct compat_time_field kt_schedule_fields[] = {
	COMPAT_TIME_BYTES(struct kt_schedule, count),
	COMPAT_TIME_TIMESPEC(struct kt_schedule, slot, 0),
};

const struct compat_time_struct kt_schedule_desc =
	COMPAT_TIME_STRUCT(struct kt_schedule, kt_schedule_fields);

static const struct compat_time_field kt_counter_fields[] = {
	COMPAT_TIME_BYTES(struct kt_counter, id),
	COMPAT_TIME_S64(struct kt_counter, value, 0),
};

const struct compat_time_struct kt_counter_desc =
	COMPAT_TIME_STRUCT(struct kt_counter, kt_counter_fields);

static const struct compat_time_field kt_outer_fields[] = {
	COMPAT_TIME_BYTES(struct kt_outer, kind),
	COMPAT_TIME_NESTED(struct kt_outer, ev, 0, struct kt_event,
			   kt_event_desc),
	COMPAT_TIME_ULONG(struct kt_outer, cookie, 0),
	COMPAT_TIME_TIMEVAL(struct kt_outer, tv, COMPAT_TIME_FIELD_OUT),
	COMPAT_TIME_S64(struct kt_outer, big, 0),
	COMPAT_TIME_LONG(struct kt_outer, delta, 0),
	COMPAT_TIME_TIME(struct kt_outer, expires, 0),
};

const struct compat_time_struct kt_outer_desc =
	COMPAT_TIME_STRUCT(struct kt_outer, kt_outer_fields);

/*
 * One probe of a layout: the struct's size in each layout, and where leaf
 * run @op starts, against the compiler's sizeof and offsetof for the
 * native struct and the two mirrors of one 32-bit ABI family.
 */
struct kt_layout_case {
	const char *name;
	const struct compat_time_struct *desc;
	const struct compat_time_model *const *models;
	size_t size[COMPAT_TIME_NR_ABIS];
	size_t off[COMPAT_TIME_NR_ABIS];
};

#define KT_LAYOUT_CASE(family, type, member)			\
	{								\
		.name = #family " " #type "." #member,			\
		.desc = &kt_##type##_desc,				\
		.models = kt_##family##_models,				\
		.size = {						\
			sizeof(struct kt_##type),			\
			sizeof(struct family##_time32_##type),		\
			sizeof(struct family##_time64_##type),		\
			sizeof(struct x32_##type),			\
		},							\
		.off = {						\
			offsetof(struct kt_##type, member),		\
			offsetof(struct family##_time32_##type, member), \
			offsetof(struct family##_time64_##type, member), \
			offsetof(struct x32_##type, member),		\
		},							\
	}

/*
 * Leaf runs of kt_outer: kind, 4 per event (type, stamp, sequence, code
 * and flags joined, reserved), cookie, tv, big, delta, expires.
 */
#define KT_OUTER_OP(n)	(1 + 4 * 2 + (n))

static const struct kt_layout_case kt_layout_cases[] = {
	KT_LAYOUT_CASE(i386, event, stamp),
	KT_LAYOUT_CASE(i386, event, sequence),
	KT_LAYOUT_CASE(i386, event, code),
	KT_LAYOUT_CASE(i386, event, flags),
	KT_LAYOUT_CASE(i386, event, reserved),
	KT_LAYOUT_CASE(i386, schedule, slot),
	KT_LAYOUT_CASE(i386, counter, value),
	KT_LAYOUT_CASE(i386, outer, ev[0].stamp),
	KT_LAYOUT_CASE(i386, outer, ev[1].type),
	KT_LAYOUT_CASE(i386, outer, ev[1].stamp),
	KT_LAYOUT_CASE(i386, outer, cookie),
	KT_LAYOUT_CASE(i386, outer, tv),
	KT_LAYOUT_CASE(i386, outer, big),
	KT_LAYOUT_CASE(i386, outer, delta),
	KT_LAYOUT_CASE(i386, outer, expires),
	KT_LAYOUT_CASE(arm, event, stamp),
	KT_LAYOUT_CASE(arm, event, sequence),
	KT_LAYOUT_CASE(arm, schedule, slot),
	KT_LAYOUT_CASE(arm, counter, value),
	KT_LAYOUT_CASE(arm, outer, ev[1].stamp),
	KT_LAYOUT_CASE(arm, outer, cookie),
	KT_LAYOUT_CASE(arm, outer, big),
	KT_LAYOUT_CASE(arm, outer, expires),
};

static void kt_layout_case_desc(const struct kt_layout_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(kt_layout, kt_layout_cases, kt_layout_case_desc);

static void compat_time_test_layout_matches_compiler(struct kunit *test)
{
	const struct kt_layout_case *c = test->param_value;
	struct compat_time_layout *layout;
	int abi;

	layout = compat_time_layout_build(c->desc, c->models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);

	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		unsigned int size = layout->size[abi];
		int off = kt_place_of(layout, abi, c->off[COMPAT_TIME_ABI_NATIVE]);

		KUNIT_EXPECT_EQ_MSG(test, size, c->size[abi], "size, %s",
				    c->models[abi]->name);
		KUNIT_EXPECT_EQ_MSG(test, off, (int)c->off[abi], "offset, %s",
				    c->models[abi]->name);
	}
	kfree(layout);
}

/* Array members are one run whose stride is the element's size. */
static void compat_time_test_layout_array_stride(struct kunit *test)
{
	struct compat_time_layout *layout;
	const struct compat_time_op *op;

	layout = compat_time_layout_build(&kt_schedule_desc, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);
	KUNIT_ASSERT_EQ(test, layout->nr_ops, 2);
	op = &layout->ops[1];
	KUNIT_EXPECT_EQ(test, op->count, KT_SLOTS);
	KUNIT_EXPECT_EQ(test, op->stride[COMPAT_TIME_ABI_NATIVE],
			sizeof(struct __kernel_timespec));
	KUNIT_EXPECT_EQ(test, op->stride[COMPAT_TIME_ABI_ILP32_TIME32],
			sizeof(struct old_timespec32));
	KUNIT_EXPECT_EQ(test, op->stride[COMPAT_TIME_ABI_ILP32_TIME64],
			sizeof(struct i386_time64_timespec));
	kfree(layout);
}

/* A nested array of structs is flattened into one set of runs per element. */
static void compat_time_test_layout_nested_flattened(struct kunit *test)
{
	struct compat_time_layout *layout;

	layout = compat_time_layout_build(&kt_outer_desc, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);
	KUNIT_EXPECT_EQ(test, layout->nr_ops, KT_OUTER_OP(5));
	KUNIT_EXPECT_EQ(test, layout->ops[KT_OUTER_OP(1)].flags,
			COMPAT_TIME_FIELD_OUT);
	kfree(layout);
}

/*
 * Runs of bytes that follow each other in every layout are one copy:
 * sequence, code and flags of kt_event; all nine ints of rtc_time.
 */
static void compat_time_test_layout_bytes_joined(struct kunit *test)
{
	const int t32 = COMPAT_TIME_ABI_ILP32_TIME32;
	struct compat_time_layout *layout;
	const struct compat_time_op *op;

	layout = compat_time_layout_build(&kt_event_desc, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);
	KUNIT_ASSERT_EQ(test, layout->nr_ops, 4);
	op = &layout->ops[2];
	KUNIT_EXPECT_EQ(test, op->kind, COMPAT_TIME_KIND_BYTES);
	KUNIT_EXPECT_EQ(test, op->count, 1);
	KUNIT_EXPECT_EQ(test, op->bytes, offsetof(struct kt_event, reserved) -
					 offsetof(struct kt_event, sequence));
	KUNIT_EXPECT_EQ(test, op->off[t32],
			offsetof(struct i386_time32_event, sequence));
	/* The padding after them is a run of its own, which no copy joins. */
	KUNIT_EXPECT_EQ(test, layout->ops[3].flags, COMPAT_TIME_FIELD_PAD);
	KUNIT_EXPECT_EQ(test, layout->ops[3].off[t32],
			offsetof(struct i386_time32_event, reserved));
	kfree(layout);

	layout = compat_time_layout_build(&compat_time_desc_rtc_time,
					  kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);
	KUNIT_ASSERT_EQ(test, layout->nr_ops, 1);
	KUNIT_EXPECT_EQ(test, layout->ops[0].kind, COMPAT_TIME_KIND_BYTES);
	KUNIT_EXPECT_EQ(test, layout->ops[0].bytes, sizeof(struct rtc_time));
	kfree(layout);
}

/* The bare types of the exported descriptions, in each i386 ABI. */
/* What the moves of one layout and direction do, in bytes and elements. */
struct kt_move_sum {
	unsigned int copied, zeroed, converted, nr;
};

static struct kt_move_sum kt_moves(const struct compat_time_layout *l,
				   int abi, enum compat_time_dir dir)
{
	struct kt_move_sum sum = { .nr = l->nr_moves[abi][dir] };
	unsigned int i;

	for (i = 0; i < sum.nr; i++) {
		const struct compat_time_move *m = &l->moves[abi][dir][i];

		if (m->kind == COMPAT_TIME_KIND_BYTES)
			sum.copied += m->count;
		else if (m->kind == COMPAT_TIME_MOVE_ZERO)
			sum.zeroed += m->count;
		else
			sum.converted += m->count;
	}
	return sum;
}

static void kt_expect_move(struct kunit *test, const struct compat_time_move *m,
			   unsigned int kind, unsigned int count,
			   unsigned int from, unsigned int to)
{
	KUNIT_EXPECT_EQ(test, m->kind, kind);
	KUNIT_EXPECT_EQ(test, m->count, count);
	if (kind != COMPAT_TIME_MOVE_ZERO)
		KUNIT_EXPECT_EQ(test, m->from, from);
	KUNIT_EXPECT_EQ(test, m->to, to);
}

/*
 * The compiled moves: conversions only where bytes change or a time is
 * checked, copies joined, every other byte of the destination zeroed; the
 * native layout's copies left to the plain copy of the whole struct.
 */
static void compat_time_test_layout_moves(struct kunit *test)
{
	const int native = COMPAT_TIME_ABI_NATIVE;
	const int t32 = COMPAT_TIME_ABI_ILP32_TIME32;
	const int t64 = COMPAT_TIME_ABI_ILP32_TIME64;
	/* kt_event's bytes but its padding and reserved byte */
	const unsigned int data = sizeof(u32) + sizeof(struct __kernel_timespec) +
				  sizeof(u32) + sizeof(u16) + sizeof(u8);
	const struct compat_time_move *m;
	struct compat_time_layout *l;
	struct kt_move_sum sum;
	int abi, dir;

	l = compat_time_layout_build(&kt_event_desc, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);

	/* 32-bit time, out: type, the narrowed stamp, the rest joined. */
	KUNIT_ASSERT_EQ(test, l->nr_moves[t32][COMPAT_TIME_OUT], 4);
	m = l->moves[t32][COMPAT_TIME_OUT];
	kt_expect_move(test, &m[0], COMPAT_TIME_KIND_BYTES, sizeof(u32), 0, 0);
	kt_expect_move(test, &m[1], COMPAT_TIME_MOVE_PAIR32, 1,
		       offsetof(struct kt_event, stamp),
		       offsetof(struct i386_time32_event, stamp));
	kt_expect_move(test, &m[2], COMPAT_TIME_KIND_BYTES, 7,
		       offsetof(struct kt_event, sequence),
		       offsetof(struct i386_time32_event, sequence));
	kt_expect_move(test, &m[3], COMPAT_TIME_MOVE_ZERO,
		       sizeof(struct i386_time32_event) -
		       offsetof(struct i386_time32_event, reserved), 0,
		       offsetof(struct i386_time32_event, reserved));

	/* 64-bit time, out: a timespec of the same bytes is a copy. */
	sum = kt_moves(l, t64, COMPAT_TIME_OUT);
	KUNIT_EXPECT_EQ(test, sum.converted, 0);
	KUNIT_EXPECT_EQ(test, sum.copied, data);
	KUNIT_EXPECT_EQ(test, sum.zeroed, l->size[t64] - data);
	/* ... and in, its tv_nsec is checked. */
	sum = kt_moves(l, t64, COMPAT_TIME_IN);
	KUNIT_EXPECT_EQ(test, sum.converted, 1);
	KUNIT_EXPECT_EQ(test, sum.copied, data - sizeof(struct __kernel_timespec));

	/* Native: in place, no copy; tv_nsec checked on the way in only. */
	sum = kt_moves(l, native, COMPAT_TIME_OUT);
	KUNIT_EXPECT_EQ(test, sum.copied + sum.converted, 0);
	KUNIT_EXPECT_EQ(test, sum.zeroed, sizeof(struct kt_event) - data);
	sum = kt_moves(l, native, COMPAT_TIME_IN);
	KUNIT_EXPECT_EQ(test, sum.copied, 0);
	KUNIT_EXPECT_EQ(test, sum.converted, 1);
	KUNIT_EXPECT_EQ(test, sum.zeroed, sizeof(struct kt_event) - data);
	kfree(l);

	/* Plain integers: one copy, or none for the native layout. */
	l = compat_time_layout_build(&compat_time_desc_rtc_time, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		for (dir = 0; dir < COMPAT_TIME_NR_DIRS; dir++) {
			KUNIT_EXPECT_EQ(test, l->nr_moves[abi][dir],
					abi == native ? 0 : 1);
			if (abi == native)
				continue;
			kt_expect_move(test, l->moves[abi][dir],
				       COMPAT_TIME_KIND_BYTES,
				       sizeof(struct rtc_time), 0, 0);
		}
	}
	kfree(l);
}

/* The move of layout @abi, direction @dir, that writes the byte at @to. */
static const struct compat_time_move *
kt_move_at(const struct compat_time_layout *l, int abi,
	   enum compat_time_dir dir, unsigned int to)
{
	const struct compat_time_move *m = l->moves[abi][dir];
	unsigned int i, end;

	for (i = 0; i < l->nr_moves[abi][dir]; i++, m++) {
		end = m->to + m->count * (m->kind == COMPAT_TIME_KIND_BYTES ||
					  m->kind == COMPAT_TIME_MOVE_ZERO ?
					  1 : m->to_stride);
		if (to >= m->to && to < end)
			return m;
	}
	return NULL;
}

/* The kind of that move, or -1. */
static int kt_move_kind_at(const struct compat_time_layout *l, int abi,
			   enum compat_time_dir dir, unsigned int to)
{
	const struct compat_time_move *m = kt_move_at(l, abi, dir, to);

	return m ? m->kind : -1;
}

/*
 * Where the widths of a member differ, its move is one compiled step:
 * longs widened in and narrowed out, 32-bit time_t and timespecs narrowed
 * out; a timespec in, whose fraction is checked with the caller's model,
 * keeps its described kind.  (On a 32-bit kernel a long is a copy,
 * joined to the copies beside it.)
 */
static void compat_time_test_layout_step_kinds(struct kunit *test)
{
	const int t32 = COMPAT_TIME_ABI_ILP32_TIME32;
	struct compat_time_layout *l;

	l = compat_time_layout_build(&kt_outer_desc, kt_i386_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);

#define KT_OUT(member) \
	kt_move_kind_at(l, t32, COMPAT_TIME_OUT, offsetof(struct i386_time32_outer, member))
#define KT_IN(member) \
	kt_move_kind_at(l, t32, COMPAT_TIME_IN, offsetof(struct kt_outer, member))
	KUNIT_EXPECT_EQ(test, KT_OUT(ev[0].stamp), COMPAT_TIME_MOVE_PAIR32);
	KUNIT_EXPECT_EQ(test, KT_OUT(tv), COMPAT_TIME_MOVE_PAIR32);
	KUNIT_EXPECT_EQ(test, KT_OUT(expires), COMPAT_TIME_MOVE_SEC32);
	KUNIT_EXPECT_EQ(test, KT_IN(expires), COMPAT_TIME_MOVE_SEXT32);
	KUNIT_EXPECT_EQ(test, KT_IN(ev[0].stamp), COMPAT_TIME_KIND_TIMESPEC);
	if (IS_ENABLED(CONFIG_64BIT)) {
		KUNIT_EXPECT_EQ(test, KT_OUT(cookie), COMPAT_TIME_MOVE_UNARROW);
		KUNIT_EXPECT_EQ(test, KT_IN(cookie), COMPAT_TIME_MOVE_ZEXT32);
		KUNIT_EXPECT_EQ(test, KT_OUT(delta), COMPAT_TIME_MOVE_NARROW);
		KUNIT_EXPECT_EQ(test, KT_IN(delta), COMPAT_TIME_MOVE_SEXT32);
	}
#undef KT_OUT
#undef KT_IN
	kfree(l);
}

/*
 * Neighbouring members of the same step at the same strides are one move
 * of as many elements: the PCM status's two leading timespecs, and on a
 * 64-bit kernel its unsigned longs either side of the signed delay, which
 * is a move of its own.
 */
static void compat_time_test_layout_steps_joined(struct kunit *test)
{
	const int t32 = COMPAT_TIME_ABI_ILP32_TIME32;
	const struct compat_time_move *m;
	struct compat_time_layout *l;

	l = compat_time_layout_build(&compat_time_desc_snd_pcm_status,
				     compat_time_kernel_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);
#define KT_AT(member) \
	kt_move_at(l, t32, COMPAT_TIME_OUT, offsetof(struct snd_pcm_status32, member))
	m = KT_AT(trigger_tstamp_sec);
	KUNIT_ASSERT_NOT_NULL(test, m);
	KUNIT_EXPECT_EQ(test, m->kind, COMPAT_TIME_MOVE_PAIR32);
	KUNIT_EXPECT_EQ(test, m->count, 2);
	KUNIT_EXPECT_EQ(test, m->to_stride, 2 * sizeof(s32));
	KUNIT_EXPECT_EQ(test, m->from_stride, 2 * sizeof(s64));
	KUNIT_EXPECT_PTR_EQ(test, KT_AT(tstamp_nsec), m);
	m = KT_AT(audio_tstamp_sec);
	KUNIT_ASSERT_NOT_NULL(test, m);
	KUNIT_EXPECT_EQ(test, m->count, 2);
	KUNIT_EXPECT_PTR_EQ(test, KT_AT(driver_tstamp_nsec), m);
	if (IS_ENABLED(CONFIG_64BIT)) {
		m = KT_AT(appl_ptr);
		KUNIT_ASSERT_NOT_NULL(test, m);
		KUNIT_EXPECT_EQ(test, m->kind, COMPAT_TIME_MOVE_UNARROW);
		KUNIT_EXPECT_EQ(test, m->count, 2);
		m = KT_AT(delay);
		KUNIT_ASSERT_NOT_NULL(test, m);
		KUNIT_EXPECT_EQ(test, m->kind, COMPAT_TIME_MOVE_NARROW);
		KUNIT_EXPECT_EQ(test, m->count, 1);
		m = KT_AT(avail);
		KUNIT_ASSERT_NOT_NULL(test, m);
		KUNIT_EXPECT_EQ(test, m->count, 3);
		KUNIT_EXPECT_PTR_EQ(test, KT_AT(overrange), m);
	}
#undef KT_AT
	kfree(l);
}

/* Short names for designators, which must be constant expressions. */
#define KT_T64 COMPAT_TIME_ABI_ILP32_TIME64
#define KT_X32 COMPAT_TIME_ABI_X32

/* Whether a caller's struct is the native one's size, @member in place. */
#define KT_SAME_PLACES(caller, native, member)				\
	(sizeof(struct caller) == sizeof(struct native) &&		\
	 offsetof(struct caller, member) == offsetof(struct native, member))

/*
 * A layout that is the native one byte for byte, in a direction, is
 * served as the native one.  On the way in a time is checked, so only
 * the native layout and plain integers are; on the way out, a caller's
 * layout is where the compiler gives its struct the native size and
 * places: which ones depends on the kernel (on a 64-bit one, x32 and not
 * i386 with 64-bit time for input_event; the reverse on a 32-bit one).
 */
static void compat_time_test_layout_as_native(struct kunit *test)
{
	const unsigned int input_size[] = KT_UAPI_SIZE_input_event;
	const struct {
		const struct compat_time_struct *desc;
		bool as_native[COMPAT_TIME_NR_ABIS][COMPAT_TIME_NR_DIRS];
	} cases[] = {
		{ &compat_time_desc_snd_timer_status, {
			[COMPAT_TIME_ABI_NATIVE] = { true, true },
			[COMPAT_TIME_ABI_ILP32_TIME32] = { false, false },
			[KT_T64] = { false, true },
			[KT_X32] = { false, true } } },
		{ &compat_time_desc_input_event, {
			[COMPAT_TIME_ABI_NATIVE] = { true, true },
			[COMPAT_TIME_ABI_ILP32_TIME32] = { false, false },
			[KT_T64] = { false, input_size[KT_UAPI_ABI_I386_T64] ==
					 sizeof(struct input_event) },
			[KT_X32] = { false, input_size[KT_UAPI_ABI_X32] ==
					 sizeof(struct input_event) } } },
		{ &compat_time_desc_rtc_time, {
			[COMPAT_TIME_ABI_NATIVE] = { true, true },
			[COMPAT_TIME_ABI_ILP32_TIME32] = { true, true },
			[KT_T64] = { true, true },
			[KT_X32] = { true, true } } },
		{ &kt_event_desc, {
			[COMPAT_TIME_ABI_NATIVE] = { true, true },
			[COMPAT_TIME_ABI_ILP32_TIME32] = { false, false },
			[KT_T64] = { false, KT_SAME_PLACES(i386_time64_event,
							kt_event, stamp) },
			[KT_X32] = { false, KT_SAME_PLACES(x32_event, kt_event,
							stamp) } } },
	};
	static const char * const dirs[] = {
		[COMPAT_TIME_IN] = "in", [COMPAT_TIME_OUT] = "out",
	};
	unsigned int i;
	int abi, dir;

	BUILD_BUG_ON(COMPAT_TIME_IN != 0 || COMPAT_TIME_OUT != 1);
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		struct compat_time_layout *l;

		l = compat_time_layout_build(cases[i].desc, kt_i386_models);
		KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);
		for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
			for (dir = 0; dir < COMPAT_TIME_NR_DIRS; dir++)
				KUNIT_EXPECT_EQ_MSG(test, l->as_native[abi][dir],
						    cases[i].as_native[abi][dir],
						    "%s, %s, %s",
						    cases[i].desc->name,
						    kt_i386_models[abi]->name,
						    dirs[dir]);
		kfree(l);
	}
}

static void compat_time_test_layout_bare_types(struct kunit *test)
{
	static const struct {
		const struct compat_time_struct *desc;
		unsigned int size[COMPAT_TIME_NR_ABIS];
	} cases[] = {
		{ &compat_time_desc_time, { 8, 4, 8, 8 } },
		{ &compat_time_desc_timespec, { 16, 8, 16, 16 } },
		{ &compat_time_desc_timeval, { 16, 8, 16, 16 } },
	};
	struct compat_time_layout *layout;
	unsigned int i, size;
	int abi;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		layout = compat_time_layout_build(cases[i].desc, kt_i386_models);
		KUNIT_ASSERT_NOT_ERR_OR_NULL(test, layout);
		for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
			size = layout->size[abi];
			KUNIT_EXPECT_EQ_MSG(test, size, cases[i].size[abi],
					    "%s in %s", cases[i].desc->name,
					    kt_i386_models[abi]->name);
		}
		kfree(layout);
	}
}

/* A description that leaves out a member disagrees with offsetof(). */
static void compat_time_test_layout_missing_member(struct kunit *test)
{
	static const struct compat_time_field fields[] = {
		COMPAT_TIME_BYTES(struct kt_event, type),
		COMPAT_TIME_BYTES(struct kt_event, sequence),
		COMPAT_TIME_BYTES(struct kt_event, code),
		COMPAT_TIME_BYTES(struct kt_event, flags),
		COMPAT_TIME_BYTES(struct kt_event, reserved),
	};
	static const struct compat_time_struct desc =
		COMPAT_TIME_STRUCT(struct kt_event, fields);

	KUNIT_EXPECT_EQ(test,
			PTR_ERR(compat_time_layout_build(&desc, kt_i386_models)),
			-EINVAL);
}

/* A description that leaves out a trailing member disagrees with sizeof(). */
static void compat_time_test_layout_missing_tail(struct kunit *test)
{
	static const struct compat_time_field fields[] = {
		COMPAT_TIME_BYTES(struct kt_counter, id),
	};
	static const struct compat_time_struct desc =
		COMPAT_TIME_STRUCT(struct kt_counter, fields);

	KUNIT_EXPECT_EQ(test,
			PTR_ERR(compat_time_layout_build(&desc, kt_i386_models)),
			-EINVAL);
}

/*
 * The COMPAT_TIME_*() initialisers refuse a kind whose native size does
 * not match the member at build time; a hand-written description is
 * checked when it is placed.
 */
static void compat_time_test_layout_wrong_kind(struct kunit *test)
{
	static const struct compat_time_field fields[] = {
		COMPAT_TIME_BYTES(struct kt_counter, id),
		{
			.name = "value", .kind = COMPAT_TIME_KIND_TIME,
			.offset = offsetof(struct kt_counter, value),
			.size = 4, .align = 4, .count = 2,
		},
	};
	static const struct compat_time_struct desc =
		COMPAT_TIME_STRUCT(struct kt_counter, fields);

	KUNIT_EXPECT_EQ(test,
			PTR_ERR(compat_time_layout_build(&desc, kt_i386_models)),
			-EINVAL);
}

static void compat_time_test_layout_null_and_empty(struct kunit *test)
{
	static const struct compat_time_struct empty = {
		.name = "empty", .size = 4,
	};

	KUNIT_EXPECT_EQ(test,
			PTR_ERR(compat_time_layout_build(NULL, kt_i386_models)),
			-EINVAL);
	KUNIT_EXPECT_EQ(test,
			PTR_ERR(compat_time_layout_build(&empty, kt_i386_models)),
			-EINVAL);
}

static struct kunit_case compat_time_layout_cases[] = {
	KUNIT_CASE_PARAM(compat_time_test_layout_matches_compiler,
			 kt_layout_gen_params),
	KUNIT_CASE(compat_time_test_layout_array_stride),
	KUNIT_CASE(compat_time_test_layout_nested_flattened),
	KUNIT_CASE(compat_time_test_layout_bytes_joined),
	KUNIT_CASE(compat_time_test_layout_moves),
	KUNIT_CASE(compat_time_test_layout_step_kinds),
	KUNIT_CASE(compat_time_test_layout_steps_joined),
	KUNIT_CASE(compat_time_test_layout_as_native),
	KUNIT_CASE(compat_time_test_layout_bare_types),
	KUNIT_CASE(compat_time_test_layout_missing_member),
	KUNIT_CASE(compat_time_test_layout_missing_tail),
	KUNIT_CASE(compat_time_test_layout_wrong_kind),
	KUNIT_CASE(compat_time_test_layout_null_and_empty),
	{}
};

static struct kunit_suite compat_time_layout_suite = {
	.name = "compat_time_layout",
	.test_cases = compat_time_layout_cases,
};

kunit_test_suite(compat_time_layout_suite);
