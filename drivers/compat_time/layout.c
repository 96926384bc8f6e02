// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time layouts: place a described struct in every caller's data
 * model, the way the C compiler does, and check the native placement
 * against the offsets and sizes the compiler recorded in the description.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/align.h>
#include <linux/compat.h>
#include <linux/ioctl.h>
#include <linux/printk.h>
#include <linux/slab.h>

#include "internal.h"

/*
 * The alignment of an s64 member, which is what layouts need: on i386,
 * __alignof__(s64) is 8 (the preferred alignment) but a struct aligns an
 * s64 member to 4.
 */
struct ct_s64_member {
	s64 v;
};

#define CT_NATIVE_S64_ALIGN	__alignof__(struct ct_s64_member)

/*
 * 32-bit callers: native ones on a 32-bit kernel, compat ones on a 64-bit
 * kernel, where compat_s64 carries the 32-bit ABI's alignment of s64.
 */
#if defined(CONFIG_COMPAT)
#define CT_CALLER32_S64_ALIGN	__alignof__(compat_s64)
#else
#define CT_CALLER32_S64_ALIGN	CT_NATIVE_S64_ALIGN
#endif

/* A 32-bit kernel's own layout is its headers' 64-bit time one. */
const struct compat_time_model compat_time_model_native = {
	.name = "native", .time_size = 8, .long_size = sizeof(long),
	.kernel_long_size = sizeof(long), .s64_align = CT_NATIVE_S64_ALIGN,
	.time64_pad = true,
};

static const struct compat_time_model ct_caller32_time32_model = {
	.name = "time32", .time_size = 4, .long_size = 4,
	.kernel_long_size = 4, .s64_align = CT_CALLER32_S64_ALIGN,
};

static const struct compat_time_model ct_caller32_time64_model = {
	.name = "time64", .time_size = 8, .long_size = 4,
	.kernel_long_size = 4, .s64_align = CT_CALLER32_S64_ALIGN,
	.time64_pad = true,
};

/*
 * Built on every kernel, as the other layouts are; only an x86_64 kernel
 * with CONFIG_X86_X32_ABI has callers that use it.
 */
const struct compat_time_model compat_time_model_x32 = {
	.name = "x32", .time_size = 8, .long_size = 4,
	.kernel_long_size = 8, .s64_align = 8,
};

const struct compat_time_model *const
compat_time_kernel_models[COMPAT_TIME_NR_ABIS] = {
	[COMPAT_TIME_ABI_NATIVE] = &compat_time_model_native,
	[COMPAT_TIME_ABI_ILP32_TIME32] = &ct_caller32_time32_model,
	[COMPAT_TIME_ABI_ILP32_TIME64] = &ct_caller32_time64_model,
	[COMPAT_TIME_ABI_X32] = &compat_time_model_x32,
};

static const struct compat_time_field ct_time_fields[] = {
	{ .name = "time", .kind = COMPAT_TIME_KIND_TIME,
	  .size = sizeof(s64), .align = __alignof__(s64), .count = 1 },
};

static const struct compat_time_field ct_timespec_fields[] = {
	{ .name = "timespec", .kind = COMPAT_TIME_KIND_TIMESPEC,
	  .size = sizeof(struct __kernel_timespec),
	  .align = __alignof__(struct __kernel_timespec), .count = 1 },
};

static const struct compat_time_field ct_timeval_fields[] = {
	{ .name = "timeval", .kind = COMPAT_TIME_KIND_TIMEVAL,
	  .size = sizeof(struct __kernel_sock_timeval),
	  .align = __alignof__(struct __kernel_sock_timeval), .count = 1 },
};

static const struct compat_time_field ct_ulong_fields[] = {
	{ .name = "ulong", .kind = COMPAT_TIME_KIND_ULONG,
	  .size = sizeof(unsigned long),
	  .align = __alignof__(unsigned long), .count = 1 },
};

const struct compat_time_struct compat_time_desc_time =
	COMPAT_TIME_STRUCT(s64, ct_time_fields);
EXPORT_SYMBOL_GPL(compat_time_desc_time);

const struct compat_time_struct compat_time_desc_timespec =
	COMPAT_TIME_STRUCT(struct __kernel_timespec, ct_timespec_fields);
EXPORT_SYMBOL_GPL(compat_time_desc_timespec);

const struct compat_time_struct compat_time_desc_timeval =
	COMPAT_TIME_STRUCT(struct __kernel_sock_timeval, ct_timeval_fields);
EXPORT_SYMBOL_GPL(compat_time_desc_timeval);

static const struct compat_time_field ct_time64_pair_fields[] = {
	COMPAT_TIME_S64(struct __kernel_timespec, tv_sec, 0),
	COMPAT_TIME_S64(struct __kernel_timespec, tv_nsec, 0),
};

const struct compat_time_struct compat_time_desc_time64_pair =
	COMPAT_TIME_STRUCT(struct __kernel_timespec, ct_time64_pair_fields);
EXPORT_SYMBOL_GPL(compat_time_desc_time64_pair);

const struct compat_time_struct compat_time_desc_ulong =
	COMPAT_TIME_STRUCT(unsigned long, ct_ulong_fields);

/* Size and alignment of one element of a leaf field in @m. */
static void ct_leaf_shape(const struct compat_time_field *f,
			  const struct compat_time_model *m,
			  unsigned int *size, unsigned int *align)
{
	unsigned int time_align = m->time_size == 8 ? m->s64_align : 4;

	switch (f->kind) {
	case COMPAT_TIME_KIND_BYTES:
		*size = f->size;
		if ((f->flags & COMPAT_TIME_FIELD_PAD) && m->long_size == 4)
			*size = f->pad_ilp32[f->flags & COMPAT_TIME_FIELD_PAD_TIME ?
					     m->time_size == 8 : m->time64_pad];
		*align = f->align == 8 ? m->s64_align : f->align;
		break;
	case COMPAT_TIME_KIND_S64:
		*size = 8;
		*align = m->s64_align;
		break;
	case COMPAT_TIME_KIND_LONG:
	case COMPAT_TIME_KIND_ULONG:
	case COMPAT_TIME_KIND_ARRAY_PTR:	/* a pointer is a long's size */
		*size = m->long_size;
		*align = m->long_size == 8 ? m->s64_align : 4;
		break;
	case COMPAT_TIME_KIND_KLONG:
	case COMPAT_TIME_KIND_KULONG:
	case COMPAT_TIME_KIND_ULONG_SEC:
		*size = m->kernel_long_size;
		*align = m->kernel_long_size == 8 ? m->s64_align : 4;
		break;
	case COMPAT_TIME_KIND_TIME:
		*size = m->time_size;
		*align = time_align;
		break;
	default: /* TIMESPEC, TIMEVAL: two time-sized members */
		*size = 2 * m->time_size;
		*align = time_align;
		break;
	}
}

/**
 * struct ct_builder - state of one layout build
 * @desc: the top-level description, for messages
 * @models: the model of each layout
 * @ops: scratch space for COMPAT_TIME_MAX_OPS leaf runs
 * @nr_ops: runs emitted so far
 * @array: the top-level struct's %COMPAT_TIME_KIND_ARRAY_PTR member
 */
struct ct_builder {
	const struct compat_time_struct *desc;
	const struct compat_time_model *const *models;
	struct compat_time_op *ops;
	unsigned int nr_ops;
	const struct compat_time_field *array;
};

static struct compat_time_op *ct_new_op(struct ct_builder *b)
{
	if (b->nr_ops >= COMPAT_TIME_MAX_OPS) {
		pr_err("%s: more than %d leaf runs\n", b->desc->name,
		       COMPAT_TIME_MAX_OPS);
		return NULL;
	}
	return &b->ops[b->nr_ops++];
}

/*
 * Emit the run of leaf field @f at offset 0.  Bytes and 64-bit integers
 * are the same bytes in every layout: a contiguous array of them is one
 * run of bytes.  Padding is a run too, which conversion skips: it zeroes
 * what no other run writes.
 */
static int ct_emit_leaf(struct ct_builder *b, const struct compat_time_field *f,
			const unsigned int esize[COMPAT_TIME_NR_ABIS])
{
	bool bytes = f->kind == COMPAT_TIME_KIND_BYTES ||
		     f->kind == COMPAT_TIME_KIND_S64;
	struct compat_time_op *op;
	int abi;

	op = ct_new_op(b);
	if (!op)
		return -E2BIG;
	op->kind = bytes ? COMPAT_TIME_KIND_BYTES : f->kind;
	/* a pointer converts as an unsigned long: compat_ptr() extends it */
	if (f->kind == COMPAT_TIME_KIND_ARRAY_PTR)
		op->kind = COMPAT_TIME_KIND_ULONG;
	op->flags = f->flags;
	op->count = f->count;
	op->bytes = esize[COMPAT_TIME_ABI_NATIVE];
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		op->off[abi] = 0;
		op->stride[abi] = esize[abi];
	}
	if (bytes) {
		op->bytes *= op->count;
		op->count = 1;
	}
	return 0;
}

/* Move runs [@first, nr_ops) by @off, and repeat them for an array. */
static int ct_repeat(struct ct_builder *b, unsigned int first,
		     const unsigned int off[COMPAT_TIME_NR_ABIS],
		     const unsigned int esize[COMPAT_TIME_NR_ABIS],
		     unsigned int count)
{
	unsigned int last = b->nr_ops, n, i;
	int abi;

	for (n = first; n < last; n++)
		for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
			b->ops[n].off[abi] += off[abi];
	for (i = 1; i < count; i++) {
		for (n = first; n < last; n++) {
			struct compat_time_op *op = ct_new_op(b);

			if (!op)
				return -E2BIG;
			*op = b->ops[n];
			for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
				op->off[abi] += i * esize[abi];
		}
	}
	return 0;
}

static bool ct_bad_field(const struct compat_time_field *f)
{
	bool array = f->kind == COMPAT_TIME_KIND_ARRAY_PTR;

	return f->kind >= COMPAT_TIME_NR_KINDS || !f->count ||
	       (f->kind == COMPAT_TIME_KIND_STRUCT || array) != !!f->nested ||
	       (array && (f->count != 1 || f->flags || !f->array.max ||
			  !f->array.dir ||
			  f->array.dir & ~(_IOC_READ | _IOC_WRITE) ||
			  !is_power_of_2(f->array.count_size) ||
			  f->array.count_size > 8)) ||
	       (f->flags & COMPAT_TIME_FIELD_FIXED &&
		(f->kind != COMPAT_TIME_KIND_STRUCT || f->count != 1)) ||
	       (f->kind == COMPAT_TIME_KIND_BYTES &&
		((!f->size && !(f->flags & COMPAT_TIME_FIELD_PAD)) ||
		 !is_power_of_2(f->align) || f->align > 8));
}

/*
 * The member of @s that holds the number of elements of @array: an
 * unsigned integer, the same value in every layout, which the handler
 * reads natively.
 */
static bool ct_array_count_ok(const struct compat_time_struct *s,
			      const struct compat_time_field *array)
{
	unsigned int i;

	for (i = 0; i < s->nr_fields; i++) {
		const struct compat_time_field *f = &s->fields[i];

		if (f->offset != array->array.count_offset)
			continue;
		/* read on the way in: neither padding nor output only */
		return f->count == 1 && f->size == array->array.count_size &&
		       !(f->flags & (COMPAT_TIME_FIELD_PAD |
				     COMPAT_TIME_FIELD_OUT)) &&
		       (f->kind == COMPAT_TIME_KIND_BYTES ||
			f->kind == COMPAT_TIME_KIND_S64 ||
			f->kind == COMPAT_TIME_KIND_ULONG ||
			f->kind == COMPAT_TIME_KIND_KULONG);
	}
	return false;
}

/*
 * An array behind a pointer: one per argument, in the argument itself,
 * its count a member beside it.  Nested pointers are not followed.
 */
static int ct_place_array(struct ct_builder *b,
			  const struct compat_time_struct *s,
			  const struct compat_time_field *f, unsigned int depth)
{
	if (depth) {
		pr_err("%s: %s points to elements from inside a nested struct: not served\n",
		       b->desc->name, f->name);
		return -EINVAL;
	}
	if (b->array) {
		pr_err("%s: %s: a second array behind a pointer: not served\n",
		       s->name, f->name);
		return -EINVAL;
	}
	if (!ct_array_count_ok(s, f)) {
		pr_err("%s: %s: no unsigned member of %u bytes at %u holds its count\n",
		       s->name, f->name, f->array.count_size,
		       f->array.count_offset);
		return -EINVAL;
	}
	b->array = f;
	return 0;
}

/*
 * Place struct @s at offset 0 in every layout, in one pass: each field's
 * runs are emitted at offset 0, measured, then moved to the field's
 * offset; a nested struct is placed once and its runs repeated for the
 * other elements of an array.  Return its size and alignment per layout.
 * The native placement must agree with the compiler's offsets and size
 * recorded in @s.
 */
static int ct_place(struct ct_builder *b, const struct compat_time_struct *s,
		    unsigned int size[COMPAT_TIME_NR_ABIS],
		    unsigned int align[COMPAT_TIME_NR_ABIS], unsigned int depth)
{
	unsigned int cur[COMPAT_TIME_NR_ABIS], off[COMPAT_TIME_NR_ABIS];
	unsigned int esize[COMPAT_TIME_NR_ABIS], ealign[COMPAT_TIME_NR_ABIS];
	unsigned int i, first;
	int abi, ret;

	if (!s || !s->fields || !s->nr_fields ||
	    depth >= COMPAT_TIME_MAX_DEPTH) {
		pr_err("%s: empty or too deeply nested description\n",
		       b->desc->name);
		return -EINVAL;
	}

	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		cur[abi] = 0;
		align[abi] = 1;
	}

	for (i = 0; i < s->nr_fields; i++) {
		const struct compat_time_field *f = &s->fields[i];

		if (ct_bad_field(f)) {
			pr_err("%s: bad description of member %s\n", s->name,
			       f->name);
			return -EINVAL;
		}

		first = b->nr_ops;
		if (f->kind == COMPAT_TIME_KIND_ARRAY_PTR) {
			ret = ct_place_array(b, s, f, depth);
			if (ret)
				return ret;
		}
		if (f->kind == COMPAT_TIME_KIND_STRUCT) {
			ret = ct_place(b, f->nested, esize, ealign, depth + 1);
			if (ret)
				return ret;
		} else {
			for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
				ct_leaf_shape(f, b->models[abi], &esize[abi],
					      &ealign[abi]);
			ret = ct_emit_leaf(b, f, esize);
			if (ret)
				return ret;
		}

		for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
			if (f->flags & COMPAT_TIME_FIELD_FIXED) {
				if (esize[abi] > f->size) {
					pr_err("%s: %s does not fit union %s in %s\n",
					       s->name, f->nested->name,
					       f->name, b->models[abi]->name);
					return -EINVAL;
				}
				esize[abi] = f->size;
			}
			off[abi] = ALIGN(cur[abi], ealign[abi]);
			cur[abi] = off[abi] + esize[abi] * f->count;
			align[abi] = max(align[abi], ealign[abi]);
		}

		if (off[COMPAT_TIME_ABI_NATIVE] != f->offset ||
		    esize[COMPAT_TIME_ABI_NATIVE] != f->size) {
			pr_err("%s: member %s: compiler has %u bytes at %u, description %u at %u\n",
			       s->name, f->name, f->size, f->offset,
			       esize[COMPAT_TIME_ABI_NATIVE],
			       off[COMPAT_TIME_ABI_NATIVE]);
			return -EINVAL;
		}

		ret = ct_repeat(b, first, off, esize,
				f->kind == COMPAT_TIME_KIND_STRUCT ? f->count : 1);
		if (ret)
			return ret;
	}

	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
		size[abi] = ALIGN(cur[abi], align[abi]);

	if (size[COMPAT_TIME_ABI_NATIVE] != s->size) {
		pr_err("%s: compiler size %u, description gives %u\n", s->name, s->size,
		       size[COMPAT_TIME_ABI_NATIVE]);
		return -EINVAL;
	}
	return 0;
}

/*
 * Join runs of bytes that follow each other in every layout, so that a
 * struct of plain integers (rtc_time) converts as one copy.  Runs are in
 * native offset order.
 */
static unsigned int ct_merge_bytes(struct compat_time_op *ops, unsigned int n)
{
	unsigned int i, out = 0;
	int abi;

	for (i = 0; i < n; i++) {
		struct compat_time_op *prev = out ? &ops[out - 1] : NULL;
		bool join = prev && prev->kind == COMPAT_TIME_KIND_BYTES &&
			    ops[i].kind == COMPAT_TIME_KIND_BYTES &&
			    prev->flags == ops[i].flags &&
			    !(ops[i].flags & COMPAT_TIME_FIELD_PAD);

		for (abi = 0; join && abi < COMPAT_TIME_NR_ABIS; abi++)
			join = ops[i].off[abi] == prev->off[abi] + prev->bytes;
		if (join && prev->bytes + ops[i].bytes <= U16_MAX) {
			prev->bytes += ops[i].bytes;
			for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
				prev->stride[abi] = prev->bytes;
		} else {
			ops[out++] = ops[i];
		}
	}
	return out;
}

/* Whether layouts @a and @b have the same size and every run in one place. */
static bool ct_same_places(const struct compat_time_layout *layout, int a,
			   int b)
{
	unsigned int i;

	if (layout->size[a] != layout->size[b])
		return false;
	for (i = 0; i < layout->nr_ops; i++) {
		const struct compat_time_op *op = &layout->ops[i];

		if (op->off[a] != op->off[b] || op->stride[a] != op->stride[b])
			return false;
	}
	return true;
}

/* Whether a 32-bit caller's time_t changes anything in @layout. */
static bool ct_time32_differs(const struct compat_time_layout *layout)
{
	unsigned int i;

	if (!ct_same_places(layout, COMPAT_TIME_ABI_ILP32_TIME32,
			    COMPAT_TIME_ABI_ILP32_TIME64))
		return true;
	for (i = 0; i < layout->nr_ops; i++) {
		switch (layout->ops[i].kind) {
		case COMPAT_TIME_KIND_TIME:
		case COMPAT_TIME_KIND_TIMESPEC:
		case COMPAT_TIME_KIND_TIMEVAL:
		case COMPAT_TIME_KIND_ULONG_SEC:
			return true;
		}
	}
	return false;
}

/* Most moves one layout and direction compile to: a gap and a move per run. */
#define CT_MAX_MOVES(nr_ops)	(2 * (nr_ops) + 1)

/*
 * Whether @m continues @prev: a copy where both ends touch, or the same
 * step (or argument kind) at the same strides whose first element is
 * where @prev's next one would be, so that one move does both.  Zeroing
 * never touches zeroing: a gap runs up to the next run, which is not
 * skipped unless it is padding, which the gap takes in.
 */
static bool ct_joins(const struct compat_time_move *prev,
		     const struct compat_time_move *m)
{
	bool bytes = prev->kind == COMPAT_TIME_KIND_BYTES;
	/* A copy's elements are its bytes. */
	unsigned int from_stride = bytes ? 1 : prev->from_stride;
	unsigned int to_stride = bytes ? 1 : prev->to_stride;

	if (prev->kind != m->kind || prev->kind == COMPAT_TIME_MOVE_ZERO ||
	    prev->count + m->count > U16_MAX)
		return false;
	if (!bytes && (m->from_stride != from_stride ||
		       m->to_stride != to_stride))
		return false;
	return prev->from + prev->count * from_stride == m->from &&
	       prev->to + prev->count * to_stride == m->to;
}

/* Append a move to @mv[*@n], or join it to the one before it. */
static void ct_add_move(struct compat_time_move *mv, unsigned int *n,
			const struct compat_time_move *m)
{
	struct compat_time_move *prev = *n ? &mv[*n - 1] : NULL;

	if (prev && ct_joins(prev, m))
		prev->count += m->count;
	else
		mv[(*n)++] = *m;
}

/*
 * Whether converting @op between the native layout and layout @abi, in
 * direction @dir, leaves every byte as it is: the same widths on both
 * sides, and nothing to check.  Such a run is copied, and joins the
 * copies beside it.  A fraction is checked on the way in whatever its
 * width, as are seconds that must not be negative.
 */
static bool ct_same_bytes(const struct compat_time_layout *layout,
			  const struct compat_time_op *op, int abi,
			  enum compat_time_dir dir)
{
	const struct compat_time_model *n = layout->models[COMPAT_TIME_ABI_NATIVE];
	const struct compat_time_model *m = layout->models[abi];

	if (op->stride[abi] != op->stride[COMPAT_TIME_ABI_NATIVE])
		return false;
	switch (op->kind) {
	case COMPAT_TIME_KIND_LONG:
	case COMPAT_TIME_KIND_ULONG:
		return m->long_size == n->long_size;
	case COMPAT_TIME_KIND_KLONG:
	case COMPAT_TIME_KIND_KULONG:
		return m->kernel_long_size == n->kernel_long_size;
	case COMPAT_TIME_KIND_TIME:
		return m->time_size == n->time_size;
	case COMPAT_TIME_KIND_TIMESPEC:
	case COMPAT_TIME_KIND_TIMEVAL:
		return dir == COMPAT_TIME_OUT && m->time_size == n->time_size;
	case COMPAT_TIME_KIND_ULONG_SEC:
		return dir == COMPAT_TIME_OUT && m->time_size == n->time_size &&
		       m->kernel_long_size == n->kernel_long_size;
	}
	return true;
}

/*
 * The kind of @op's move between the native layout and layout @abi in
 * direction @dir, whose bytes change (!ct_same_bytes(); a leaf's stride
 * is its width, so its widths differ here: 4 bytes on one side, 8 on the
 * other): for a long or time_t, and a result's timespec, timeval or
 * seconds in an unsigned long, the step that widens or narrows each
 * element; else @op's kind, an argument's time that convert.c checks
 * with the caller's model (a fraction in range, seconds not negative).
 */
static u8 ct_step_kind(const struct compat_time_layout *layout,
		       const struct compat_time_op *op, int abi,
		       enum compat_time_dir dir)
{
	const struct compat_time_model *n = layout->models[COMPAT_TIME_ABI_NATIVE];
	const struct compat_time_model *m = layout->models[abi];
	unsigned int from, to;
	bool sign;

	switch (op->kind) {
	case COMPAT_TIME_KIND_LONG:
	case COMPAT_TIME_KIND_ULONG:
		from = m->long_size;
		to = n->long_size;
		break;
	case COMPAT_TIME_KIND_KLONG:
	case COMPAT_TIME_KIND_KULONG:
		from = m->kernel_long_size;
		to = n->kernel_long_size;
		break;
	case COMPAT_TIME_KIND_TIME:
		return dir == COMPAT_TIME_IN ? COMPAT_TIME_MOVE_SEXT32 :
					       COMPAT_TIME_MOVE_SEC32;
	case COMPAT_TIME_KIND_TIMESPEC:
	case COMPAT_TIME_KIND_TIMEVAL:
		return dir == COMPAT_TIME_OUT && m->time_size != n->time_size ?
		       COMPAT_TIME_MOVE_PAIR32 : op->kind;
	case COMPAT_TIME_KIND_ULONG_SEC:
		if (dir == COMPAT_TIME_IN)
			return op->kind;
		if (m->time_size == 4)
			return COMPAT_TIME_MOVE_USEC_S32;
		return m->kernel_long_size < n->kernel_long_size ?
		       COMPAT_TIME_MOVE_USEC_U32 : COMPAT_TIME_MOVE_ZEXT32;
	default:
		return op->kind;
	}
	if (dir == COMPAT_TIME_OUT)
		swap(from, to);
	sign = op->kind == COMPAT_TIME_KIND_LONG ||
	       op->kind == COMPAT_TIME_KIND_KLONG;
	if (from < to)
		return sign ? COMPAT_TIME_MOVE_SEXT32 : COMPAT_TIME_MOVE_ZEXT32;
	return sign ? COMPAT_TIME_MOVE_NARROW : COMPAT_TIME_MOVE_UNARROW;
}

/*
 * Whether layout @abi is the native one byte for byte in direction @dir:
 * the same size, every run at the same place, and each a copy.  A
 * %COMPAT_TIME_FIELD_PAD member only has to be in the same place: a
 * native caller's is zeroed on the way in, and on the way out is what
 * the handler left.
 */
static bool ct_as_native(const struct compat_time_layout *layout, int abi,
			 enum compat_time_dir dir)
{
	const int native = COMPAT_TIME_ABI_NATIVE;
	unsigned int i;

	if (abi == native)
		return true;
	if (!ct_same_places(layout, abi, native))
		return false;
	for (i = 0; i < layout->nr_ops; i++) {
		const struct compat_time_op *op = &layout->ops[i];

		if (!(op->flags & COMPAT_TIME_FIELD_PAD) &&
		    op->kind != COMPAT_TIME_KIND_BYTES &&
		    !ct_same_bytes(layout, op, abi, dir))
			return false;
	}
	return true;
}

/*
 * Compile @layout's runs into the moves of layout @abi in direction @dir,
 * in @mv, which has room for CT_MAX_MOVES(nr_ops).  Every destination
 * byte no run writes (padding, %COMPAT_TIME_FIELD_PAD members and, on the
 * way in, %COMPAT_TIME_FIELD_OUT ones) is zeroed.  The native layout's
 * copies are left to a plain copy of the whole struct.
 */
static unsigned int ct_compile(const struct compat_time_layout *layout,
			       int abi, enum compat_time_dir dir,
			       struct compat_time_move *mv)
{
	const int native = COMPAT_TIME_ABI_NATIVE;
	const int to = dir == COMPAT_TIME_IN ? native : abi;
	const int from = dir == COMPAT_TIME_IN ? abi : native;
	unsigned int i, n = 0, done = 0;

	for (i = 0; i < layout->nr_ops; i++) {
		const struct compat_time_op *op = &layout->ops[i];
		struct compat_time_move m = {
			.kind = op->kind, .count = op->count,
			.from = op->off[from], .to = op->off[to],
			.from_stride = op->stride[from],
			.to_stride = op->stride[to],
		};

		if (op->flags & COMPAT_TIME_FIELD_PAD ||
		    (dir == COMPAT_TIME_IN && op->flags & COMPAT_TIME_FIELD_OUT))
			continue;
		if (m.to > done) {
			struct compat_time_move gap = {
				.kind = COMPAT_TIME_MOVE_ZERO,
				.count = m.to - done, .to = done,
			};

			ct_add_move(mv, &n, &gap);
		}
		done = m.to + op->count * op->stride[to];
		if (op->kind == COMPAT_TIME_KIND_BYTES) {
			m.count = op->bytes;
		} else if (ct_same_bytes(layout, op, abi, dir)) {
			m.kind = COMPAT_TIME_KIND_BYTES;
			m.count = op->count * op->stride[to];
		} else {
			m.kind = ct_step_kind(layout, op, abi, dir);
		}
		/* The native layout's copies are the plain copy's. */
		if (abi != native || m.kind != COMPAT_TIME_KIND_BYTES)
			ct_add_move(mv, &n, &m);
	}
	if (layout->size[to] > done) {
		struct compat_time_move gap = {
			.kind = COMPAT_TIME_MOVE_ZERO,
			.count = layout->size[to] - done, .to = done,
		};

		ct_add_move(mv, &n, &gap);
	}
	return n;
}

/*
 * @layout, with its moves compiled into the space behind its runs: a
 * new allocation, or NULL.  @layout is freed.
 */
static struct compat_time_layout *
ct_compile_moves(struct compat_time_layout *layout)
{
	size_t ops_size = struct_size(layout, ops, layout->nr_ops);
	unsigned int max = CT_MAX_MOVES(layout->nr_ops), total = 0;
	struct compat_time_move *scratch, *mv;
	struct compat_time_layout *l = NULL;
	int abi, dir;

	scratch = kmalloc_array(COMPAT_TIME_NR_ABIS * COMPAT_TIME_NR_DIRS * max,
				sizeof(*scratch), GFP_KERNEL);
	if (!scratch)
		goto out;
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
		for (dir = 0; dir < COMPAT_TIME_NR_DIRS; dir++) {
			layout->nr_moves[abi][dir] =
				ct_compile(layout, abi, dir,
					   &scratch[(abi * COMPAT_TIME_NR_DIRS + dir) * max]);
			layout->as_native[abi][dir] =
				ct_as_native(layout, abi, dir);
			total += layout->nr_moves[abi][dir];
		}
	l = krealloc(layout, ops_size + total * sizeof(*mv), GFP_KERNEL);
	if (!l)
		goto out;
	layout = NULL;
	mv = (void *)l + ops_size;
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
		for (dir = 0; dir < COMPAT_TIME_NR_DIRS; dir++) {
			unsigned int n = l->nr_moves[abi][dir];

			memcpy(mv, &scratch[(abi * COMPAT_TIME_NR_DIRS + dir) * max],
			       n * sizeof(*mv));
			l->moves[abi][dir] = mv;
			mv += n;
		}
out:
	kfree(scratch);
	kfree(layout);
	return l;
}

/**
 * compat_time_layout_build() - place a described struct in every layout
 * @desc: the description
 * @models: the data model of each layout; [COMPAT_TIME_ABI_NATIVE] must be
 *	the model the description was compiled with
 *
 * Return: the layout, to be freed with kfree(), or an ERR_PTR(): -EINVAL
 * when the description disagrees with the compiler, -E2BIG when it is too
 * large, -ENOMEM.
 */
struct compat_time_layout *
compat_time_layout_build(const struct compat_time_struct *desc,
			 const struct compat_time_model *const models[COMPAT_TIME_NR_ABIS])
{
	unsigned int size[COMPAT_TIME_NR_ABIS], align[COMPAT_TIME_NR_ABIS];
	struct ct_builder b = { .desc = desc, .models = models };
	struct compat_time_layout *layout = ERR_PTR(-EINVAL);
	int abi, ret;

	if (!desc)
		return layout;

	b.ops = kmalloc_array(COMPAT_TIME_MAX_OPS, sizeof(*b.ops), GFP_KERNEL);
	if (!b.ops)
		return ERR_PTR(-ENOMEM);
	ret = ct_place(&b, desc, size, align, 0);
	if (ret) {
		layout = ERR_PTR(ret);
		goto out;
	}
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		if (size[abi] > COMPAT_TIME_MAX_SIZE) {
			pr_err("%s: %u bytes for %s does not fit _IOC_SIZE\n",
			       desc->name, size[abi], models[abi]->name);
			layout = ERR_PTR(-E2BIG);
			goto out;
		}
	}
	b.nr_ops = ct_merge_bytes(b.ops, b.nr_ops);

	layout = kzalloc(struct_size(layout, ops, b.nr_ops), GFP_KERNEL);
	if (!layout) {
		layout = ERR_PTR(-ENOMEM);
		goto out;
	}
	memcpy(layout->ops, b.ops, b.nr_ops * sizeof(*b.ops));
	layout->desc = desc;
	layout->array = b.array;
	layout->nr_ops = b.nr_ops;
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		layout->models[abi] = models[abi];
		layout->size[abi] = size[abi];
	}
	layout->time32_differs = ct_time32_differs(layout);
	layout = ct_compile_moves(layout) ?: ERR_PTR(-ENOMEM);
out:
	kfree(b.ops);
	return layout;
}
