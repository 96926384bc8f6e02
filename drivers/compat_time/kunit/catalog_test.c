// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the compat_time catalog, one suite per subsystem.
 *
 * Expected sizes, offsets and command numbers come from kunit/uapi_abi.h,
 * which scripts/uapi-probe.py measures with the i386 and arm compilers
 * against the C library's headers: what 32-bit user space really sends.
 * Where the kernel defines its own 32-bit numbers (the *_TIME32 and *32
 * macros), the tests check those too.
 */

#include <kunit/test.h>
#include <linux/errqueue.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/input.h>
#include <linux/lp.h>
#include <linux/net.h>
#include <linux/omap3isp.h>
#include <linux/ppp-ioctl.h>
#include <linux/rtc.h>
#include <linux/sockios.h>
#include <linux/string.h>
#include <linux/videodev2.h>
#include <media/v4l2-ioctl.h>
#include <asm/unaligned.h>
#include <sound/asound.h>
#include <sound/pcm.h>

#include "../catalog.h"
#include "compat_time_kunit.h"
#include "uapi_abi.h"

#define KT_EXPECT_BYTES(test, got, want, n)				\
	KUNIT_EXPECT_EQ_MSG(test, memcmp(got, want, n), 0,		\
			    "got %*ph, want %*ph", (int)(n), got,	\
			    (int)(n), want)

/* The 32-bit ABIs: a model set and the uapi_abi.h columns it matches. */
/*
 * @own: this kernel's 32-bit callers are of this family, or the kernel is
 * 64-bit, where the kernel's 32-bit numbers the tests use are the same
 * for every family.
 */
struct kt_family {
	const char *name;
	const struct compat_time_model *const *models;
	u8 col[COMPAT_TIME_NR_ABIS];
	bool own;
};

static const struct kt_family kt_families[] = {
	{ "i386", kt_i386_models,
	  { [COMPAT_TIME_ABI_ILP32_TIME32] = KT_UAPI_ABI_I386_T32,
	    [COMPAT_TIME_ABI_ILP32_TIME64] = KT_UAPI_ABI_I386_T64,
	    [COMPAT_TIME_ABI_X32] = KT_UAPI_ABI_X32 },
	  IS_ENABLED(CONFIG_64BIT) || IS_ENABLED(CONFIG_X86_32) },
	{ "arm", kt_arm_models,
	  { [COMPAT_TIME_ABI_ILP32_TIME32] = KT_UAPI_ABI_ARM_T32,
	    [COMPAT_TIME_ABI_ILP32_TIME64] = KT_UAPI_ABI_ARM_T64,
	    [COMPAT_TIME_ABI_X32] = KT_UAPI_ABI_X32 },
	  IS_ENABLED(CONFIG_64BIT) || IS_ENABLED(CONFIG_ARM) },
};

#define for_each_family(f)						\
	for (f = kt_families; f < kt_families + ARRAY_SIZE(kt_families); f++)
#define for_each_caller(abi)						\
	for (abi = COMPAT_TIME_ABI_ILP32_TIME32; abi < COMPAT_TIME_NR_ABIS; abi++)

static struct compat_time_layout *kt_build(struct kunit *test,
					   const struct compat_time_struct *d,
					   const struct kt_family *f)
{
	struct compat_time_layout *l = compat_time_layout_build(d, f->models);

	KUNIT_ASSERT_NOT_ERR_OR_NULL_MSG(test, l, "%s in %s", d->name, f->name);
	return l;
}

/* The first non-padding run that starts at native offset @off. */
static const struct compat_time_op *
kt_find_op(const struct compat_time_layout *l, unsigned int off)
{
	unsigned int i;

	for (i = 0; i < l->nr_ops; i++)
		if (!(l->ops[i].flags & COMPAT_TIME_FIELD_PAD) &&
		    l->ops[i].off[COMPAT_TIME_ABI_NATIVE] == off)
			return &l->ops[i];
	return NULL;
}

/* ---- sizes: a described struct in every 32-bit layout ---- */

/*
 * @t32 and @t64: the uapi struct that gives the 32-bit-time and the
 * 64-bit-time size (they differ where user space names the two layouts).
 * x32 programs name @t32's: their C library never defines
 * __USE_TIME_BITS64, though their time_t has 64 bits.
 */
struct kt_size_case {
	const char *name;
	const struct compat_time_struct *desc;
	u16 t32[KT_UAPI_NR_ABIS];
	u16 t64[KT_UAPI_NR_ABIS];
	bool identical;
};

#define KT_SIZE(d, uapi)						\
	{ #d, &compat_time_desc_##d, KT_UAPI_SIZE_##uapi, KT_UAPI_SIZE_##uapi }

static void kt_size_case_desc(const struct kt_size_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

static void kt_check_sizes(struct kunit *test)
{
	const struct kt_size_case *c = test->param_value;
	const struct kt_family *f;
	int abi;

	for_each_family(f) {
		struct compat_time_layout *l = kt_build(test, c->desc, f);

		KUNIT_EXPECT_EQ(test, l->size[COMPAT_TIME_ABI_NATIVE],
				c->desc->size);
		KUNIT_EXPECT_EQ_MSG(test, l->size[COMPAT_TIME_ABI_ILP32_TIME32],
				    c->t32[f->col[COMPAT_TIME_ABI_ILP32_TIME32]],
				    "%s time32", f->name);
		KUNIT_EXPECT_EQ_MSG(test, l->size[COMPAT_TIME_ABI_ILP32_TIME64],
				    c->t64[f->col[COMPAT_TIME_ABI_ILP32_TIME64]],
				    "%s time64", f->name);
		KUNIT_EXPECT_EQ_MSG(test, l->size[COMPAT_TIME_ABI_X32],
				    c->t32[KT_UAPI_ABI_X32], "x32");
		/* One layout everywhere: every run at the same offsets. */
		if (c->identical) {
			unsigned int i;

			for (i = 0; i < l->nr_ops; i++)
				for_each_caller(abi)
					KUNIT_EXPECT_EQ(test, l->ops[i].off[abi],
							l->ops[i].off[COMPAT_TIME_ABI_NATIVE]);
			for_each_caller(abi)
				KUNIT_EXPECT_EQ(test, l->size[abi], c->desc->size);
		}
		kfree(l);
	}
}

/* ---- members: where each member lands, against the compiler ---- */

struct kt_member_case {
	const char *name;
	const struct compat_time_struct *desc;
	u16 native_off;
	u16 uapi_off[KT_UAPI_NR_ABIS];
};

#define KT_MEMBER(d, type, member, uapi)				\
	{ #d "." #member, &compat_time_desc_##d,			\
	  offsetof(type, member), KT_UAPI_OFF_##uapi }

static void kt_member_case_desc(const struct kt_member_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

static void kt_check_members(struct kunit *test)
{
	const struct kt_member_case *c = test->param_value;
	const struct kt_family *f;
	int abi;

	for_each_family(f) {
		struct compat_time_layout *l = kt_build(test, c->desc, f);

		KUNIT_ASSERT_GE_MSG(test, kt_place_of(l, COMPAT_TIME_ABI_NATIVE,
						      c->native_off), 0,
				    "no run covers %u", c->native_off);
		for_each_caller(abi)
			KUNIT_EXPECT_EQ_MSG(test, kt_place_of(l, abi, c->native_off),
					    (int)c->uapi_off[f->col[abi]], "%s %s",
					    f->name, l->models[abi]->name);
		kfree(l);
	}
}

/* ---- times: exact bytes of every time member, every ABI ---- */

/* As with sizes, @t32 and @t64 name where 32-bit and 64-bit time come from. */
struct kt_time_case {
	const char *name;
	const struct compat_time_struct *desc;
	u16 native_off;
	u16 t32_off[KT_UAPI_NR_ABIS];
	u16 t64_off[KT_UAPI_NR_ABIS];
	u16 t32_size[KT_UAPI_NR_ABIS];
	u16 t64_size[KT_UAPI_NR_ABIS];
};

#define KT_TIME2(d, type, member, off32, off64, t32, t64)		\
	{ #d "." #member, &compat_time_desc_##d, offsetof(type, member),\
	  KT_UAPI_OFF_##off32, KT_UAPI_OFF_##off64, KT_UAPI_SIZE_##t32,	\
	  KT_UAPI_SIZE_##t64 }
#define KT_TIME(d, type, member, uapi_member, uapi)			\
	KT_TIME2(d, type, member, uapi_member, uapi_member, uapi, uapi)

static void kt_time_case_desc(const struct kt_time_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

/* 0, before 1970, the last 32-bit second, 2038-01-19T03:14:08Z,
 * 2106-02-07T06:28:16Z and the far end of 64-bit time.
 */
static const s64 kt_secs[] = {
	0, -1, S32_MAX, (s64)S32_MAX + 1, (s64)U32_MAX + 1, S64_MAX,
};

static void kt_put(u8 *p, unsigned int width, u64 v)
{
	if (width == 8)
		put_unaligned(v, (u64 *)p);
	else
		put_unaligned((u32)v, (u32 *)p);
}

/* Expected result of putting @sec in a caller's member; true if it fits. */
static bool kt_fits(u8 kind, const struct compat_time_model *m, s64 sec)
{
	if (kind == COMPAT_TIME_KIND_ULONG_SEC)
		return m->time_size == 4 ? sec <= S32_MAX :
		       m->kernel_long_size == 8 || sec <= U32_MAX;
	return m->time_size == 8 || (sec >= S32_MIN && sec <= S32_MAX);
}

static void kt_check_times_in(struct kunit *test, const struct kt_time_case *c,
			      const struct compat_time_layout *l,
			      const struct compat_time_op *op,
			      const struct kt_family *f, int abi, u8 *ubuf,
			      u8 *kbuf, u8 *zero);

static void kt_check_times(struct kunit *test)
{
	const struct kt_time_case *c = test->param_value;
	unsigned int nsize = c->desc->size, i, nwidth, limit;
	const struct compat_time_op *op;
	const struct kt_family *f;
	u8 *kbuf, *kback, *ubuf, *want, *zero;
	bool has_frac;
	int abi;

	kbuf = kunit_kzalloc(test, nsize, GFP_KERNEL);
	kback = kunit_kzalloc(test, nsize, GFP_KERNEL);
	zero = kunit_kzalloc(test, nsize, GFP_KERNEL);
	ubuf = kunit_kzalloc(test, COMPAT_TIME_MAX_SIZE, GFP_KERNEL);
	want = kunit_kzalloc(test, COMPAT_TIME_MAX_SIZE, GFP_KERNEL);
	KUNIT_ASSERT_TRUE(test, kbuf && kback && zero && ubuf && want);

	for_each_family(f) {
		struct compat_time_layout *l = kt_build(test, c->desc, f);

		op = kt_find_op(l, c->native_off);
		KUNIT_ASSERT_NOT_NULL(test, op);
		nwidth = op->kind == COMPAT_TIME_KIND_ULONG_SEC ?
			 sizeof(long) : sizeof(s64);
		/* A bare time_t has no fraction; the others are pairs. */
		has_frac = op->kind != COMPAT_TIME_KIND_TIME;
		limit = op->kind == COMPAT_TIME_KIND_TIMESPEC ? NSEC_PER_SEC :
							       USEC_PER_SEC;

		for (i = 0; i < ARRAY_SIZE(kt_secs); i++) {
			s64 sec = kt_secs[i];
			u64 frac = has_frac && i & 1 ? limit - 1 : 0;

			/* input_event cannot hold these natively. */
			if (op->kind == COMPAT_TIME_KIND_ULONG_SEC &&
			    (sec < 0 || (sizeof(long) == 4 && sec > U32_MAX)))
				continue;

			memset(kbuf, 0, nsize);
			kt_put(kbuf + c->native_off, nwidth, sec);
			if (has_frac)
				kt_put(kbuf + c->native_off + nwidth, nwidth, frac);

			for_each_caller(abi) {
				const struct compat_time_model *m = l->models[abi];
				unsigned int col = f->col[abi];
				bool t32 = abi != COMPAT_TIME_ABI_ILP32_TIME64;
				unsigned int usize = t32 ? c->t32_size[col] :
							   c->t64_size[col];
				unsigned int uoff = t32 ? c->t32_off[col] :
							  c->t64_off[col];
				unsigned int w = op->kind == COMPAT_TIME_KIND_ULONG_SEC ?
						 m->kernel_long_size : m->time_size;
				bool fits = kt_fits(op->kind, m, sec);
				int ret;

				KUNIT_ASSERT_EQ(test, l->size[abi], usize);
				memset(want, 0, usize);
				kt_put(want + uoff, w, sec);
				if (has_frac)
					kt_put(want + uoff + w, w, frac);

				memset(ubuf, 0xa5, usize);
				ret = compat_time_from_native(l, abi, ubuf, kbuf);
				KUNIT_EXPECT_EQ_MSG(test, ret, fits ? 0 : -EOVERFLOW,
						    "%s sec %lld", m->name, sec);
				if (!fits)
					continue;
				KT_EXPECT_BYTES(test, ubuf, want, usize);

				/* And back, unless only the driver writes it. */
				memset(kback, 0x5a, nsize);
				ret = compat_time_to_native(l, abi, kback, ubuf);
				KUNIT_EXPECT_EQ(test, ret, 0);
				KT_EXPECT_BYTES(test, kback,
						op->flags & COMPAT_TIME_FIELD_OUT ? zero : kbuf,
						nsize);
			}
		}

		for_each_caller(abi)
			kt_check_times_in(test, c, l, op, f, abi, ubuf, kback, zero);
		kfree(l);
	}
}

/*
 * Bad input: tv_nsec/tv_usec out of range is -EINVAL; so is a negative
 * time32 input_event second, which the native unsigned long cannot hold.
 * A member only the driver writes is ignored, and reads back as zero.
 */
static void kt_check_times_in(struct kunit *test, const struct kt_time_case *c,
			      const struct compat_time_layout *l,
			      const struct compat_time_op *op,
			      const struct kt_family *f, int abi, u8 *ubuf,
			      u8 *kbuf, u8 *zero)
{
	const struct compat_time_model *m = l->models[abi];
	unsigned int off = abi != COMPAT_TIME_ABI_ILP32_TIME64 ?
			   c->t32_off[f->col[abi]] : c->t64_off[f->col[abi]];
	bool out = op->flags & COMPAT_TIME_FIELD_OUT;
	int want = out ? 0 : -EINVAL;

	memset(ubuf, 0, l->size[abi]);
	if (op->kind == COMPAT_TIME_KIND_TIME) {
		return;
	} else if (op->kind == COMPAT_TIME_KIND_ULONG_SEC) {
		if (m->time_size != 4)
			return;
		kt_put(ubuf + off, 4, -1);
	} else {
		unsigned int limit = op->kind == COMPAT_TIME_KIND_TIMESPEC ?
				     NSEC_PER_SEC : USEC_PER_SEC;

		kt_put(ubuf + off + m->time_size, m->time_size, limit);
	}
	KUNIT_EXPECT_EQ_MSG(test, compat_time_to_native(l, abi, kbuf, ubuf),
			    want, "%s", m->name);
	if (out)
		KT_EXPECT_BYTES(test, kbuf, zero, c->desc->size);
}

/* ---- no leaks: native padding never reaches a caller ---- */

/*
 * Every native byte that no member carries (alignment holes, PAD and
 * reserved members) is poisoned, every member is zero: whatever the
 * layout, the caller's buffer must come out all zero.
 */
static void kt_check_no_leak(struct kunit *test,
			     const struct compat_time_struct *desc)
{
	const struct kt_family *f;
	unsigned int i, j, k;
	u8 *kbuf, *ubuf;
	int abi;

	kbuf = kunit_kmalloc(test, desc->size, GFP_KERNEL);
	ubuf = kunit_kmalloc(test, COMPAT_TIME_MAX_SIZE, GFP_KERNEL);
	KUNIT_ASSERT_TRUE(test, kbuf && ubuf);

	for_each_family(f) {
		struct compat_time_layout *l = kt_build(test, desc, f);
		const int native = COMPAT_TIME_ABI_NATIVE;

		memset(kbuf, 0xa5, desc->size);
		for (i = 0; i < l->nr_ops; i++) {
			const struct compat_time_op *op = &l->ops[i];
			unsigned int width = op->stride[native];

			if (op->flags & COMPAT_TIME_FIELD_PAD)
				continue;
			if (op->kind == COMPAT_TIME_KIND_BYTES)
				width = op->bytes;
			for (j = 0; j < op->count; j++)
				memset(kbuf + op->off[native] +
				       j * op->stride[native], 0, width);
		}
		for_each_caller(abi) {
			memset(ubuf, 0x5a, l->size[abi]);
			KUNIT_EXPECT_EQ(test, compat_time_from_native(l, abi, ubuf, kbuf), 0);
			for (k = 0; k < l->size[abi]; k++)
				if (ubuf[k])
					break;
			KUNIT_EXPECT_EQ_MSG(test, k, l->size[abi],
					    "%s %s: byte %u is %#x", desc->name,
					    l->models[abi]->name, k,
					    k < l->size[abi] ? ubuf[k] : 0);
		}
		kfree(l);
	}
}

static void kt_check_sizes_no_leak(struct kunit *test)
{
	const struct kt_size_case *c = test->param_value;

	kt_check_no_leak(test, c->desc);
}

/* ---- numbers: what each ABI sends, and who answers it ---- */

/*
 * @t32 and @t64: the numbers user space sends for the entry with 32-bit
 * and 64-bit time (x32 sends @t32's, see kt_check_numbers());
 * @kernel32 and @kernel64: the kernel's own 32-bit numbers where it
 * defines them for this kernel, else 0.
 */
struct kt_number_case {
	const char *name;
	u32 t32[KT_UAPI_NR_ABIS];
	u32 t64[KT_UAPI_NR_ABIS];
	u32 kernel32;
	u32 kernel64;
};

#define KT_NUMBER(name, t32, t64, k32, k64)				\
	{ #name, KT_UAPI_CMD_##t32, KT_UAPI_CMD_##t64, k32, k64 }
/* A kernel-side 32-bit number that only a 32-bit kernel defines. */
#define KT_ON_32BIT(cmd)	(IS_ENABLED(CONFIG_64BIT) ? 0 : (cmd))

static void kt_number_case_desc(const struct kt_number_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

static const struct compat_time_catalog_entry *
kt_find_entry(const char *name)
{
	const struct compat_time_catalog *const *cat;
	unsigned int i;

	for (cat = compat_time_catalogs; *cat; cat++)
		for (i = 0; i < (*cat)->nr_entries; i++)
			if (!strcmp((*cat)->entries[i].name, name))
				return &(*cat)->entries[i];
	return NULL;
}

/* The number a caller of layout @abi sends for @e. */
static u32 kt_number(const struct compat_time_catalog_entry *e,
		     const struct compat_time_layout *l, int abi)
{
	if (e->flags & COMPAT_TIME_CMD_BY_ABI)
		return e->number;
	return (e->number & ~(_IOC_SIZEMASK << _IOC_SIZESHIFT)) |
	       l->size[abi] << _IOC_SIZESHIFT;
}

static long kt_cat_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

static void kt_check_numbers(struct kunit *test)
{
	const struct kt_number_case *c = test->param_value;
	const struct compat_time_catalog_entry *e = kt_find_entry(c->name);
	struct compat_time_ioctl ioc = {};
	struct compat_time_table table = { .ioctls = &ioc, .nr_ioctls = 1 };
	const struct kt_family *f;
	int abi;

	KUNIT_ASSERT_NOT_NULL_MSG(test, e, "%s is not in the catalog", c->name);
	KUNIT_ASSERT_EQ(test, e->use, COMPAT_TIME_USE_IOCTL);
	ioc = (struct compat_time_ioctl){
		.cmd = e->number, .arg = e->arg, .handler = kt_cat_handler,
		.name = e->name, .flags = e->flags, .dir = e->dir,
	};

	for_each_family(f) {
		struct compat_time_layout *l = kt_build(test, e->arg, f);
		unsigned int col32 = f->col[COMPAT_TIME_ABI_ILP32_TIME32];
		unsigned int col64 = f->col[COMPAT_TIME_ABI_ILP32_TIME64];

		KUNIT_EXPECT_EQ_MSG(test, kt_number(e, l, COMPAT_TIME_ABI_ILP32_TIME32),
				    c->t32[col32], "%s time32", f->name);
		KUNIT_EXPECT_EQ_MSG(test, kt_number(e, l, COMPAT_TIME_ABI_ILP32_TIME64),
				    c->t64[col64], "%s time64", f->name);
		/*
		 * x32's C library never defines __USE_TIME_BITS64: its
		 * programs use the macro of 32-bit time, with 64-bit types.
		 */
		KUNIT_EXPECT_EQ_MSG(test, kt_number(e, l, COMPAT_TIME_ABI_X32),
				    c->t32[KT_UAPI_ABI_X32], "x32");

		/* Registered, each number finds the entry and its layout. */
		KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
								  f->models), 0);
		for_each_caller(abi) {
			bool x32 = abi == COMPAT_TIME_ABI_X32;
			u32 nr = kt_number(e, l, abi);
			const struct compat_time_cmd *cmd;
			int got, want = abi;

			/*
			 * A number without a size: 32-bit time for every
			 * 32-bit caller but x32, which has 64-bit time.
			 */
			if (e->flags & COMPAT_TIME_CMD_BY_ABI && !x32)
				want = COMPAT_TIME_ABI_ILP32_TIME32;

			cmd = compat_time_lookup(table.reg, nr);
			got = cmd ? compat_time_select_abi(cmd, nr, x32 ?
					COMPAT_TIME_CALLER_X32 :
					COMPAT_TIME_CALLER_COMPAT) : -ENOENT;
			/* Equal sizes select the first: the same bytes. */
			if (got >= 0 && l->size[got] == l->size[want])
				got = want;
			KUNIT_EXPECT_EQ_MSG(test, got, want, "%#x", nr);
		}
		compat_time_unregister(&table);

		/* The kernel's own numbers for its 32-bit callers. */
		if (f->own) {
			if (c->kernel32)
				KUNIT_EXPECT_EQ(test, kt_number(e, l, COMPAT_TIME_ABI_ILP32_TIME32),
						c->kernel32);
			if (c->kernel64)
				KUNIT_EXPECT_EQ(test, kt_number(e, l, COMPAT_TIME_ABI_ILP32_TIME64),
						c->kernel64);
		}
		kfree(l);
	}
}

#define KT_CATALOG_SUITE(sub, ...)					\
KUNIT_ARRAY_PARAM(kt_##sub##_size, kt_##sub##_sizes, kt_size_case_desc); \
static struct kunit_case kt_##sub##_cases[] = {				\
	KUNIT_CASE_PARAM(kt_check_sizes, kt_##sub##_size_gen_params),	\
	KUNIT_CASE_PARAM(kt_check_sizes_no_leak, kt_##sub##_size_gen_params), \
	__VA_ARGS__,							\
	{}								\
};									\
static struct kunit_suite kt_##sub##_suite = {				\
	.name = "compat_time_catalog_" #sub,				\
	.test_cases = kt_##sub##_cases,					\
}

/* ==== v4l2 ==== */

static const struct kt_size_case kt_v4l2_sizes[] = {
	KT_SIZE(v4l2_buffer_q, v4l2_buffer),
	KT_SIZE(v4l2_buffer_dq, v4l2_buffer),
	KT_SIZE(v4l2_event, v4l2_event),
	KT_SIZE(omap3isp_stat_data, omap3isp_stat_data),
};

static const struct kt_member_case kt_v4l2_members[] = {
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, timecode, v4l2_buffer__timecode),
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, sequence, v4l2_buffer__sequence),
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, memory, v4l2_buffer__memory),
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, m, v4l2_buffer__m),
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, length, v4l2_buffer__length),
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, reserved2, v4l2_buffer__reserved2),
	KT_MEMBER(v4l2_buffer_q, struct v4l2_buffer, request_fd, v4l2_buffer__request_fd),
	KT_MEMBER(v4l2_event, struct v4l2_event, u, v4l2_event__u),
	KT_MEMBER(v4l2_event, struct v4l2_event, pending, v4l2_event__pending),
	KT_MEMBER(v4l2_event, struct v4l2_event, sequence, v4l2_event__sequence),
	KT_MEMBER(v4l2_event, struct v4l2_event, id, v4l2_event__id),
	KT_MEMBER(v4l2_event, struct v4l2_event, reserved, v4l2_event__reserved),
	KT_MEMBER(omap3isp_stat_data, struct omap3isp_stat_data, buf, omap3isp_stat_data__buf),
	KT_MEMBER(omap3isp_stat_data, struct omap3isp_stat_data, buf_size,
		  omap3isp_stat_data__buf_size),
	KT_MEMBER(omap3isp_stat_data, struct omap3isp_stat_data, config_counter,
		  omap3isp_stat_data__config_counter),
};

static const struct kt_time_case kt_v4l2_times[] = {
	KT_TIME(v4l2_buffer_q, struct v4l2_buffer, timestamp,
		v4l2_buffer__timestamp, v4l2_buffer),
	KT_TIME(v4l2_buffer_dq, struct v4l2_buffer, timestamp,
		v4l2_buffer__timestamp, v4l2_buffer),
	KT_TIME(v4l2_event, struct v4l2_event, timestamp,
		v4l2_event__timestamp, v4l2_event),
	KT_TIME(omap3isp_stat_data, struct omap3isp_stat_data, ts,
		omap3isp_stat_data__ts, omap3isp_stat_data),
};

static const struct kt_number_case kt_v4l2_numbers[] = {
	KT_NUMBER(VIDIOC_QUERYBUF, VIDIOC_QUERYBUF, VIDIOC_QUERYBUF,
		  KT_ON_32BIT(VIDIOC_QUERYBUF_TIME32), 0),
	KT_NUMBER(VIDIOC_QBUF, VIDIOC_QBUF, VIDIOC_QBUF,
		  KT_ON_32BIT(VIDIOC_QBUF_TIME32), KT_ON_32BIT(VIDIOC_QBUF)),
	KT_NUMBER(VIDIOC_DQBUF, VIDIOC_DQBUF, VIDIOC_DQBUF,
		  KT_ON_32BIT(VIDIOC_DQBUF_TIME32), 0),
	KT_NUMBER(VIDIOC_PREPARE_BUF, VIDIOC_PREPARE_BUF, VIDIOC_PREPARE_BUF,
		  KT_ON_32BIT(VIDIOC_PREPARE_BUF_TIME32), 0),
	KT_NUMBER(VIDIOC_DQEVENT, VIDIOC_DQEVENT, VIDIOC_DQEVENT,
		  KT_ON_32BIT(VIDIOC_DQEVENT_TIME32), KT_ON_32BIT(VIDIOC_DQEVENT)),
	KT_NUMBER(VIDIOC_OMAP3ISP_STAT_REQ, VIDIOC_OMAP3ISP_STAT_REQ,
		  VIDIOC_OMAP3ISP_STAT_REQ,
		  KT_ON_32BIT(VIDIOC_OMAP3ISP_STAT_REQ_TIME32), 0),
};

KUNIT_ARRAY_PARAM(kt_v4l2_member, kt_v4l2_members, kt_member_case_desc);
KUNIT_ARRAY_PARAM(kt_v4l2_time, kt_v4l2_times, kt_time_case_desc);
KUNIT_ARRAY_PARAM(kt_v4l2_number, kt_v4l2_numbers, kt_number_case_desc);
KT_CATALOG_SUITE(v4l2,
		 KUNIT_CASE_PARAM(kt_check_members, kt_v4l2_member_gen_params),
		 KUNIT_CASE_PARAM(kt_check_times, kt_v4l2_time_gen_params),
		 KUNIT_CASE_PARAM(kt_check_numbers, kt_v4l2_number_gen_params));

/* ==== sound ==== */

static const struct kt_size_case kt_sound_sizes[] = {
	KT_SIZE(snd_pcm_status, snd_pcm_status),
	KT_SIZE(snd_pcm_mmap_status, snd_pcm_mmap_status),
	KT_SIZE(snd_pcm_mmap_control, snd_pcm_mmap_control),
	KT_SIZE(snd_pcm_sync_ptr, snd_pcm_sync_ptr),
	KT_SIZE(snd_timer_status, snd_timer_status),
	KT_SIZE(snd_timer_tread, snd_timer_tread),
	KT_SIZE(snd_rawmidi_status, snd_rawmidi_status),
};

#define KT_PCM_STATUS(member, uapi)					\
	KT_MEMBER(snd_pcm_status, struct snd_pcm_status64, member,	\
		  snd_pcm_status__##uapi)
#define KT_SYNC_PTR(member, uapi)					\
	KT_MEMBER(snd_pcm_sync_ptr, struct __snd_pcm_sync_ptr64, member,	\
		  snd_pcm_sync_ptr__##uapi)

static const struct kt_member_case kt_sound_members[] = {
	KT_PCM_STATUS(state, state),
	KT_PCM_STATUS(appl_ptr, appl_ptr),
	KT_PCM_STATUS(hw_ptr, hw_ptr),
	KT_PCM_STATUS(delay, delay),
	KT_PCM_STATUS(avail, avail),
	KT_PCM_STATUS(avail_max, avail_max),
	KT_PCM_STATUS(overrange, overrange),
	KT_PCM_STATUS(suspended_state, suspended_state),
	KT_PCM_STATUS(audio_tstamp_data, audio_tstamp_data),
	KT_PCM_STATUS(audio_tstamp_accuracy, audio_tstamp_accuracy),
	KT_SYNC_PTR(flags, flags),
	KT_SYNC_PTR(s.status.state, s_status_state),
	KT_SYNC_PTR(s.status.hw_ptr, s_status_hw_ptr),
	KT_SYNC_PTR(s.status.suspended_state, s_status_suspended_state),
	/* The time64 padding quirk: avail_min right after appl_ptr. */
	KT_SYNC_PTR(c.control.appl_ptr, c_control_appl_ptr),
	KT_SYNC_PTR(c.control.avail_min, c_control_avail_min),
	KT_MEMBER(snd_timer_status, struct compat_time_snd_timer_status64,
		  resolution, snd_timer_status__resolution),
	KT_MEMBER(snd_timer_status, struct compat_time_snd_timer_status64,
		  queue, snd_timer_status__queue),
	KT_MEMBER(snd_timer_status, struct compat_time_snd_timer_status64,
		  reserved, snd_timer_status__reserved),
	KT_MEMBER(snd_timer_tread, struct compat_time_snd_timer_tread64,
		  val, snd_timer_tread__val),
	KT_MEMBER(snd_rawmidi_status, struct compat_time_snd_rawmidi_status64,
		  avail, snd_rawmidi_status__avail),
	KT_MEMBER(snd_rawmidi_status, struct compat_time_snd_rawmidi_status64,
		  xruns, snd_rawmidi_status__xruns),
	KT_MEMBER(snd_rawmidi_status, struct compat_time_snd_rawmidi_status64,
		  reserved, snd_rawmidi_status__reserved),
};

#define KT_PCM_TIME(sec, uapi)						\
	KT_TIME(snd_pcm_status, struct snd_pcm_status64, sec,		\
		snd_pcm_status__##uapi, snd_pcm_status)

static const struct kt_time_case kt_sound_times[] = {
	KT_PCM_TIME(trigger_tstamp_sec, trigger_tstamp),
	KT_PCM_TIME(tstamp_sec, tstamp),
	KT_PCM_TIME(audio_tstamp_sec, audio_tstamp),
	KT_PCM_TIME(driver_tstamp_sec, driver_tstamp),
	KT_TIME(snd_pcm_sync_ptr, struct __snd_pcm_sync_ptr64, s.status.tstamp,
		snd_pcm_sync_ptr__s_status_tstamp, snd_pcm_sync_ptr),
	KT_TIME(snd_pcm_sync_ptr, struct __snd_pcm_sync_ptr64,
		s.status.audio_tstamp, snd_pcm_sync_ptr__s_status_audio_tstamp,
		snd_pcm_sync_ptr),
	KT_TIME(snd_timer_status, struct compat_time_snd_timer_status64,
		tstamp_sec, snd_timer_status__tstamp, snd_timer_status),
	KT_TIME(snd_timer_tread, struct compat_time_snd_timer_tread64,
		tstamp_sec, snd_timer_tread__tstamp, snd_timer_tread),
	KT_TIME(snd_rawmidi_status, struct compat_time_snd_rawmidi_status64,
		tstamp_sec, snd_rawmidi_status__tstamp, snd_rawmidi_status),
};

static const struct kt_number_case kt_sound_numbers[] = {
	KT_NUMBER(SNDRV_PCM_IOCTL_STATUS64, SNDRV_PCM_IOCTL_STATUS,
		  SNDRV_PCM_IOCTL_STATUS, SNDRV_PCM_IOCTL_STATUS32,
		  KT_ON_32BIT(SNDRV_PCM_IOCTL_STATUS64)),
	KT_NUMBER(SNDRV_PCM_IOCTL_STATUS_EXT64, SNDRV_PCM_IOCTL_STATUS_EXT,
		  SNDRV_PCM_IOCTL_STATUS_EXT, SNDRV_PCM_IOCTL_STATUS_EXT32,
		  KT_ON_32BIT(SNDRV_PCM_IOCTL_STATUS_EXT64)),
	KT_NUMBER(__SNDRV_PCM_IOCTL_SYNC_PTR64, SNDRV_PCM_IOCTL_SYNC_PTR,
		  SNDRV_PCM_IOCTL_SYNC_PTR,
		  KT_ON_32BIT(__SNDRV_PCM_IOCTL_SYNC_PTR),
		  KT_ON_32BIT(__SNDRV_PCM_IOCTL_SYNC_PTR64)),
	KT_NUMBER(SNDRV_RAWMIDI_IOCTL_STATUS64_CT, SNDRV_RAWMIDI_IOCTL_STATUS,
		  SNDRV_RAWMIDI_IOCTL_STATUS, 0, 0),
	KT_NUMBER(SNDRV_TIMER_IOCTL_STATUS64_CT, SNDRV_TIMER_IOCTL_STATUS,
		  SNDRV_TIMER_IOCTL_STATUS, 0, 0),
};

KUNIT_ARRAY_PARAM(kt_sound_member, kt_sound_members, kt_member_case_desc);
KUNIT_ARRAY_PARAM(kt_sound_time, kt_sound_times, kt_time_case_desc);
KUNIT_ARRAY_PARAM(kt_sound_number, kt_sound_numbers, kt_number_case_desc);
KT_CATALOG_SUITE(sound,
		 KUNIT_CASE_PARAM(kt_check_members, kt_sound_member_gen_params),
		 KUNIT_CASE_PARAM(kt_check_times, kt_sound_time_gen_params),
		 KUNIT_CASE_PARAM(kt_check_numbers, kt_sound_number_gen_params));

/* ==== input ==== */

static const struct kt_size_case kt_input_sizes[] = {
	KT_SIZE(input_event, input_event),
};

static const struct kt_member_case kt_input_members[] = {
	KT_MEMBER(input_event, struct input_event, __usec,
		  input_event__input_event_usec),
	KT_MEMBER(input_event, struct input_event, type, input_event__type),
	KT_MEMBER(input_event, struct input_event, code, input_event__code),
	KT_MEMBER(input_event, struct input_event, value, input_event__value),
};

static const struct kt_time_case kt_input_times[] = {
	KT_TIME(input_event, struct input_event, __sec,
		input_event__input_event_sec, input_event),
};

KUNIT_ARRAY_PARAM(kt_input_member, kt_input_members, kt_member_case_desc);
KUNIT_ARRAY_PARAM(kt_input_time, kt_input_times, kt_time_case_desc);
KT_CATALOG_SUITE(input,
		 KUNIT_CASE_PARAM(kt_check_members, kt_input_member_gen_params),
		 KUNIT_CASE_PARAM(kt_check_times, kt_input_time_gen_params));

/* ==== rtc ==== */

static const struct kt_size_case kt_rtc_sizes[] = {
	{ "rtc_time", &compat_time_desc_rtc_time, KT_UAPI_SIZE_rtc_time,
	  KT_UAPI_SIZE_rtc_time, true },
	{ "rtc_wkalrm", &compat_time_desc_rtc_wkalrm, KT_UAPI_SIZE_rtc_wkalrm,
	  KT_UAPI_SIZE_rtc_wkalrm, true },
	KT_SIZE(rtc_pll_info, rtc_pll_info),
	{ "ulong", &compat_time_desc_ulong, { 4, 4, 4, 4, 8, 4 },
	  { 4, 4, 4, 4, 8, 4 } },
};

static const struct kt_member_case kt_rtc_members[] = {
	KT_MEMBER(rtc_wkalrm, struct rtc_wkalrm, time, rtc_wkalrm__time),
	KT_MEMBER(rtc_pll_info, struct rtc_pll_info, pll_clock,
		  rtc_pll_info__pll_clock),
};

#define KT_RTC_NUMBER(cmd)	KT_NUMBER(cmd, cmd, cmd, KT_ON_32BIT(cmd), cmd)

static const struct kt_number_case kt_rtc_numbers[] = {
	KT_NUMBER(RTC_PLL_GET, RTC_PLL_GET, RTC_PLL_GET, KT_ON_32BIT(RTC_PLL_GET), 0),
	KT_NUMBER(RTC_PLL_SET, RTC_PLL_SET, RTC_PLL_SET, KT_ON_32BIT(RTC_PLL_SET), 0),
	KT_NUMBER(RTC_EPOCH_READ, RTC_EPOCH_READ, RTC_EPOCH_READ,
		  KT_ON_32BIT(RTC_EPOCH_READ), 0),
	KT_NUMBER(RTC_EPOCH_SET, RTC_EPOCH_SET, RTC_EPOCH_SET,
		  KT_ON_32BIT(RTC_EPOCH_SET), 0),
	KT_NUMBER(RTC_IRQP_READ, RTC_IRQP_READ, RTC_IRQP_READ,
		  KT_ON_32BIT(RTC_IRQP_READ), 0),
	KT_NUMBER(RTC_IRQP_SET, RTC_IRQP_SET, RTC_IRQP_SET,
		  KT_ON_32BIT(RTC_IRQP_SET), 0),
	/* rtc_time and rtc_wkalrm: the kernel's number in every ABI. */
	KT_NUMBER(RTC_RD_TIME, RTC_RD_TIME, RTC_RD_TIME, RTC_RD_TIME, RTC_RD_TIME),
	KT_NUMBER(RTC_SET_TIME, RTC_SET_TIME, RTC_SET_TIME, RTC_SET_TIME,
		  RTC_SET_TIME),
	KT_NUMBER(RTC_ALM_READ, RTC_ALM_READ, RTC_ALM_READ, RTC_ALM_READ,
		  RTC_ALM_READ),
	KT_NUMBER(RTC_ALM_SET, RTC_ALM_SET, RTC_ALM_SET, RTC_ALM_SET, RTC_ALM_SET),
	KT_NUMBER(RTC_WKALM_RD, RTC_WKALM_RD, RTC_WKALM_RD, RTC_WKALM_RD,
		  RTC_WKALM_RD),
	KT_NUMBER(RTC_WKALM_SET, RTC_WKALM_SET, RTC_WKALM_SET, RTC_WKALM_SET,
		  RTC_WKALM_SET),
};

KUNIT_ARRAY_PARAM(kt_rtc_member, kt_rtc_members, kt_member_case_desc);
KUNIT_ARRAY_PARAM(kt_rtc_number, kt_rtc_numbers, kt_number_case_desc);
KT_CATALOG_SUITE(rtc,
		 KUNIT_CASE_PARAM(kt_check_members, kt_rtc_member_gen_params),
		 KUNIT_CASE_PARAM(kt_check_numbers, kt_rtc_number_gen_params));

/* ==== net ==== */

static const struct kt_size_case kt_net_sizes[] = {
	KT_SIZE(timeval, timeval),
	KT_SIZE(timespec, timespec),
	KT_SIZE(scm_timestamping, scm_timestamping),
	KT_SIZE(scm_timestamping64, scm_timestamping64),
	/* long long[2], as SIOCGSTAMP_NEW and SO_RCVTIMEO_NEW carry */
	{ "time64_pair", &compat_time_desc_time64_pair,
	  { 16, 16, 16, 16, 16, 16 }, { 16, 16, 16, 16, 16, 16 }, true },
};

static const struct kt_time_case kt_net_times[] = {
	{ "timeval", &compat_time_desc_timeval, 0, {}, {},
	  KT_UAPI_SIZE_timeval, KT_UAPI_SIZE_timeval },
	{ "timespec", &compat_time_desc_timespec, 0, {}, {},
	  KT_UAPI_SIZE_timespec, KT_UAPI_SIZE_timespec },
	{ "scm_timestamping", &compat_time_desc_scm_timestamping, 0, {}, {},
	  KT_UAPI_SIZE_scm_timestamping, KT_UAPI_SIZE_scm_timestamping },
};

static const struct kt_number_case kt_net_numbers[] = {
	KT_NUMBER(SIOCGSTAMP_OLD, SIOCGSTAMP, SIOCGSTAMP_OLD, SIOCGSTAMP_OLD, 0),
	KT_NUMBER(SIOCGSTAMPNS_OLD, SIOCGSTAMPNS, SIOCGSTAMPNS_OLD,
		  SIOCGSTAMPNS_OLD, 0),
	KT_NUMBER(SIOCGSTAMP_NEW, SIOCGSTAMP_NEW, SIOCGSTAMP, SIOCGSTAMP_NEW,
		  SIOCGSTAMP_NEW),
	KT_NUMBER(SIOCGSTAMPNS_NEW, SIOCGSTAMPNS_NEW, SIOCGSTAMPNS,
		  SIOCGSTAMPNS_NEW, SIOCGSTAMPNS_NEW),
};

/* Socket option and cmsg numbers: this kernel's, against user space's. */
struct kt_value_case {
	const char *name;
	u32 uapi[KT_UAPI_NR_ABIS];
};

#define KT_VALUE(name)	{ #name, KT_UAPI_VAL_##name }

static const struct kt_value_case kt_net_values[] = {
	KT_VALUE(SO_RCVTIMEO_OLD), KT_VALUE(SO_SNDTIMEO_OLD),
	KT_VALUE(SO_RCVTIMEO_NEW), KT_VALUE(SO_SNDTIMEO_NEW),
	KT_VALUE(SO_TIMESTAMP_OLD), KT_VALUE(SO_TIMESTAMPNS_OLD),
	KT_VALUE(SO_TIMESTAMPING_OLD), KT_VALUE(SO_TIMESTAMP_NEW),
	KT_VALUE(SO_TIMESTAMPNS_NEW), KT_VALUE(SO_TIMESTAMPING_NEW),
};

static void kt_value_case_desc(const struct kt_value_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

static void kt_check_values(struct kunit *test)
{
	const struct kt_value_case *c = test->param_value;
	const struct compat_time_catalog_entry *e = kt_find_entry(c->name);
	unsigned int col;

	KUNIT_ASSERT_NOT_NULL(test, e);
	KUNIT_EXPECT_NE(test, e->use, COMPAT_TIME_USE_IOCTL);
	/* Every 32-bit ABI agrees; the kernel's number is theirs. */
	for (col = 0; col < KT_UAPI_ABI_X86_64; col++)
		KUNIT_EXPECT_EQ(test, e->number, c->uapi[col]);
}

KUNIT_ARRAY_PARAM(kt_net_time, kt_net_times, kt_time_case_desc);
KUNIT_ARRAY_PARAM(kt_net_number, kt_net_numbers, kt_number_case_desc);
KUNIT_ARRAY_PARAM(kt_net_value, kt_net_values, kt_value_case_desc);
KT_CATALOG_SUITE(net,
		 KUNIT_CASE_PARAM(kt_check_times, kt_net_time_gen_params),
		 KUNIT_CASE_PARAM(kt_check_numbers, kt_net_number_gen_params),
		 KUNIT_CASE_PARAM(kt_check_values, kt_net_value_gen_params));

/* ==== ppdev, lp, ppp ==== */

/*
 * 32-bit time: struct ppp_idle, __kernel_old_time_t seconds (ppp_idle32's
 * layout on i386 and arm; 64-bit on x32, where __kernel_long_t is).
 */
static const struct kt_size_case kt_char_sizes[] = {
	{ "ppp_idle", &compat_time_desc_ppp_idle, KT_UAPI_SIZE_ppp_idle,
	  KT_UAPI_SIZE_ppp_idle64 },
};

static const struct kt_time_case kt_char_times[] = {
	KT_TIME2(ppp_idle, struct ppp_idle64, recv_idle,
		 ppp_idle__recv_idle, ppp_idle64__recv_idle,
		 ppp_idle, ppp_idle64),
};

static const struct kt_number_case kt_char_numbers[] = {
	KT_NUMBER(PPGETTIME64_CT, PPGETTIME, PPGETTIME, 0, 0),
	KT_NUMBER(PPSETTIME64_CT, PPSETTIME, PPSETTIME, 0, 0),
	KT_NUMBER(LPSETTIMEOUT_OLD, LPSETTIMEOUT, LPSETTIMEOUT_OLD,
		  LPSETTIMEOUT_OLD, 0),
	KT_NUMBER(LPSETTIMEOUT_NEW, LPSETTIMEOUT_NEW, LPSETTIMEOUT,
		  LPSETTIMEOUT_NEW, LPSETTIMEOUT_NEW),
	KT_NUMBER(PPPIOCGIDLE64, PPPIOCGIDLE, PPPIOCGIDLE64, PPPIOCGIDLE32,
		  PPPIOCGIDLE64),
};

KUNIT_ARRAY_PARAM(kt_char_time, kt_char_times, kt_time_case_desc);
KUNIT_ARRAY_PARAM(kt_char_number, kt_char_numbers, kt_number_case_desc);
KT_CATALOG_SUITE(char,
		 KUNIT_CASE_PARAM(kt_check_times, kt_char_time_gen_params),
		 KUNIT_CASE_PARAM(kt_check_numbers, kt_char_number_gen_params));

kunit_test_suites(&kt_v4l2_suite, &kt_sound_suite, &kt_input_suite,
		  &kt_rtc_suite, &kt_net_suite, &kt_char_suite);
