// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time conversions between a caller's layout and the native one.
 *
 * Both directions work on kernel buffers only; copying from and to user
 * space happens in usercopy.c.  Every byte of an output buffer is written,
 * padding and reserved members as zero, so none carries stale bytes; a
 * failed conversion is never copied out.
 */

#include <linux/align.h>
#include <linux/limits.h>
#include <linux/minmax.h>
#include <linux/string.h>
#include <linux/time64.h>
#include <linux/unaligned/packed_struct.h>

#include "internal.h"

/* Caller buffers hold s64 at 4-byte offsets (i386): access unaligned. */
static s64 ct_load(const void *p, unsigned int width)
{
	return width == 8 ? (s64)__get_unaligned_cpu64(p) :
			    (s32)__get_unaligned_cpu32(p);
}

static u64 ct_load_unsigned(const void *p, unsigned int width)
{
	return width == 8 ? __get_unaligned_cpu64(p) :
			    __get_unaligned_cpu32(p);
}

/* Store @v in @width bytes; -EOVERFLOW rather than truncate. */
static int ct_store(void *p, unsigned int width, s64 v)
{
	if (width == 8) {
		__put_unaligned_cpu64(v, p);
		return 0;
	}
	if (v < S32_MIN || v > S32_MAX)
		return -EOVERFLOW;
	__put_unaligned_cpu32((u32)(s32)v, p);
	return 0;
}

static int ct_store_unsigned(void *p, unsigned int width, u64 v)
{
	if (width == 8) {
		__put_unaligned_cpu64(v, p);
		return 0;
	}
	if (v > U32_MAX)
		return -EOVERFLOW;
	__put_unaligned_cpu32(v, p);
	return 0;
}

/*
 * The second member of a timespec or timeval: nanoseconds or microseconds.
 * A 32-bit caller with 64-bit time has a 32-bit tv_nsec next to padding
 * that the C library leaves unset, so only its low half counts, as in
 * get_timespec64().  tv_usec is a full 64-bit member in that ABI.
 */
static int ct_get_frac(s64 *frac, const void *u, unsigned int width,
		       const struct compat_time_model *m, bool nsec)
{
	s64 v, limit = nsec ? NSEC_PER_SEC : USEC_PER_SEC;

	if (nsec && width == 8 && m->long_size == 4)
		v = (u32)ct_load_unsigned(u, width);
	else
		v = ct_load(u, width);
	if (v < 0 || v >= limit)
		return -EINVAL;
	*frac = v;
	return 0;
}

/*
 * struct input_event seconds: natively an unsigned long that never holds
 * a negative time.  A 32-bit-time caller has a signed time_t there, a
 * 32-bit caller with 64-bit time an unsigned 32-bit value, x32 an
 * unsigned 64-bit one (its __kernel_ulong_t).
 */
static int ct_get_ulong_sec(void *k, const void *u,
			    const struct compat_time_model *m)
{
	s64 v = m->time_size == 4 ? ct_load(u, 4) :
		(s64)ct_load_unsigned(u, m->kernel_long_size);

	if (v < 0)
		return -EINVAL;
	return ct_store_unsigned(k, sizeof(long), v);
}

/* struct __kernel_timespec and __kernel_sock_timeval: {s64, s64}. */
static int ct_get_pair(void *k, const void *u,
		       const struct compat_time_model *m, bool nsec)
{
	unsigned int w = m->time_size;
	s64 frac;
	int ret;

	ret = ct_get_frac(&frac, u + w, w, m, nsec);
	if (ret)
		return ret;
	ct_store(k, sizeof(s64), ct_load(u, w));
	ct_store(k + sizeof(s64), sizeof(s64), frac);
	return 0;
}

static int ct_get_timespec(void *k, const void *u,
			   const struct compat_time_model *m)
{
	return ct_get_pair(k, u, m, true);
}

static int ct_get_timeval(void *k, const void *u,
			  const struct compat_time_model *m)
{
	return ct_get_pair(k, u, m, false);
}

/*
 * One element of an argument's move that kept its described kind: a
 * time's fraction, checked against the caller's model @m, and seconds in
 * an unsigned long, which must not be negative.  Every other member that
 * changes, and every result's, is a step of its own (layout.c,
 * ct_step_kind()).
 */
static int ct_get(unsigned int kind, void *k, const void *u,
		  const struct compat_time_model *m)
{
	switch (kind) {
	case COMPAT_TIME_KIND_TIMESPEC:
		return ct_get_timespec(k, u, m);
	case COMPAT_TIME_KIND_TIMEVAL:
		return ct_get_timeval(k, u, m);
	case COMPAT_TIME_KIND_ULONG_SEC:
		return ct_get_ulong_sec(k, u, m);
	}
	return -EINVAL;
}

/*
 * A result's seconds, 8 bytes at @k, into 4 at @u.  Return 0, 1 where they
 * were saturated (@clamp), or -EOVERFLOW.
 */
static int ct_narrow_sec(void *u, const void *k, bool clamp)
{
	s64 v = (s64)__get_unaligned_cpu64(k);

	if (v >= S32_MIN && v <= S32_MAX) {
		__put_unaligned_cpu32((u32)(s32)v, u);
		return 0;
	}
	if (!clamp)
		return -EOVERFLOW;
	__put_unaligned_cpu32((u32)(s32)clamp_t(s64, v, S32_MIN, S32_MAX), u);
	return 1;
}

/*
 * A result's seconds in the kernel's unsigned long at @k, into 4 bytes at
 * @u that hold at most @max.  Return 0, 1 where they were saturated
 * (@clamp), or -EOVERFLOW.
 */
static int ct_narrow_usec(void *u, const void *k, u32 max, bool clamp)
{
	u64 v = ct_load_unsigned(k, sizeof(long));

	if (v <= max) {
		__put_unaligned_cpu32(v, u);
		return 0;
	}
	if (!clamp)
		return -EOVERFLOW;
	__put_unaligned_cpu32(max, u);
	return 1;
}

/*
 * One element of a move whose step its widths fixed when it was compiled
 * (enum compat_time_move_kind).  Return 0, 1 where a time was saturated,
 * or -EOVERFLOW.
 */
static __always_inline int ct_step(unsigned int kind, void *d, const void *s,
				   bool clamp)
{
	int ret;

	switch (kind) {
	case COMPAT_TIME_MOVE_SEXT32:
		__put_unaligned_cpu64((s64)(s32)__get_unaligned_cpu32(s), d);
		return 0;
	case COMPAT_TIME_MOVE_ZEXT32:
		__put_unaligned_cpu64(__get_unaligned_cpu32(s), d);
		return 0;
	case COMPAT_TIME_MOVE_NARROW:
		return ct_store(d, 4, (s64)__get_unaligned_cpu64(s));
	case COMPAT_TIME_MOVE_UNARROW:
		return ct_store_unsigned(d, 4, __get_unaligned_cpu64(s));
	case COMPAT_TIME_MOVE_SEC32:
		return ct_narrow_sec(d, s, clamp);
	case COMPAT_TIME_MOVE_PAIR32:
		ret = ct_narrow_sec(d, s, clamp);
		if (ret < 0)
			return ret;
		return ct_store(d + 4, 4, (s64)__get_unaligned_cpu64(s + 8)) ?: ret;
	case COMPAT_TIME_MOVE_USEC_S32:
		return ct_narrow_usec(d, s, S32_MAX, clamp);
	case COMPAT_TIME_MOVE_USEC_U32:
		return ct_narrow_usec(d, s, U32_MAX, clamp);
	}
	return -EINVAL;
}

/*
 * The elements of a move of steps, at least one (layout.c refuses a
 * field of none).  The move is read once, before the stores through @d,
 * which could be to the move itself for all the compiler knows.  Return
 * the number of saturated times, or -EOVERFLOW.
 */
static __always_inline int ct_steps(const struct compat_time_move *mv,
				    void *d, const void *s, bool clamp)
{
	unsigned int kind = mv->kind, count = mv->count;
	unsigned int to_stride = mv->to_stride, from_stride = mv->from_stride;
	int ret, clamped = 0;

	do {
		ret = ct_step(kind, d, s, clamp);
		if (ret < 0)
			return ret;
		clamped += ret;
		d += to_stride;
		s += from_stride;
	} while (--count);
	return clamped;
}

/*
 * The elements of an argument's move of a described kind, converted with
 * the caller's model @m.  Out of line: the steps serve most members.
 */
static noinline int ct_get_elements(const struct compat_time_move *mv,
				    void *k, const void *u,
				    const struct compat_time_model *m)
{
	unsigned int i;
	int ret;

	for (i = 0; i < mv->count; i++) {
		ret = ct_get(mv->kind, k + i * mv->to_stride,
			     u + i * mv->from_stride, m);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * Run layout @abi's compiled moves in direction @dir from @src to @dst,
 * which hold the layouts the moves were compiled between (the same buffer
 * for the native layout's way in).  The native layout is first a plain
 * copy (none where @dst is @src).  Return the number of saturated times,
 * or a negative errno; a conversion that fails leaves @dst partly written.
 */
static __always_inline int ct_convert(const struct compat_time_layout *layout,
				      enum compat_time_abi abi,
				      enum compat_time_dir dir, void *dst,
				      const void *src, bool clamp)
{
	const struct compat_time_move *mv = layout->moves[abi][dir];
	const struct compat_time_move *end = mv + layout->nr_moves[abi][dir];
	unsigned int clamped = 0;
	int ret;

	if (abi == COMPAT_TIME_ABI_NATIVE) {
		if (dst != src)
			memcpy(dst, src, layout->size[abi]);
		src = dst;
	}
	for (; mv < end; mv++) {
		void *d = dst + mv->to;
		const void *s = src + mv->from;

		switch (mv->kind) {
		case COMPAT_TIME_MOVE_ZERO:
			/* Padding and reserved tails: mostly whole u32s. */
			if (IS_ALIGNED((unsigned long)d | mv->count, sizeof(u32)))
				memset32(d, 0, mv->count / sizeof(u32));
			else
				memset(d, 0, mv->count);
			continue;
		case COMPAT_TIME_KIND_BYTES:
			memcpy(d, s, mv->count);
			continue;
		case COMPAT_TIME_MOVE_SEXT32 ... COMPAT_TIME_MOVE_USEC_U32:
			ret = ct_steps(mv, d, s, clamp);
			if (ret < 0)
				return ret;
			clamped += ret;
			continue;
		}
		/* A result's moves are all steps, copies and zeroing. */
		if (dir == COMPAT_TIME_OUT)
			return -EINVAL;
		ret = ct_get_elements(mv, d, s, layout->models[abi]);
		if (ret)
			return ret;
	}
	return clamped;
}

/**
 * compat_time_to_native() - convert an argument into the native layout
 * @layout: the argument's layout
 * @abi: the layout @ubuf is in
 * @kbuf: native buffer, @layout->size[COMPAT_TIME_ABI_NATIVE] bytes
 * @ubuf: the caller's bytes, @layout->size[@abi] bytes; for the native
 *	layout it may be @kbuf, converted in place
 *
 * Return: 0, or -EINVAL when a nanosecond or microsecond member is out of
 * range.  Members flagged %COMPAT_TIME_FIELD_OUT or %COMPAT_TIME_FIELD_PAD
 * and all padding read as zero in @kbuf.
 */
int compat_time_to_native(const struct compat_time_layout *layout,
			  enum compat_time_abi abi, void *kbuf,
			  const void *ubuf)
{
	int ret = ct_convert(layout, abi, COMPAT_TIME_IN, kbuf, ubuf, false);

	return min(ret, 0);
}

/**
 * compat_time_from_native() - convert a result into the caller's layout
 * @layout: the argument's layout
 * @abi: the layout to produce in @ubuf
 * @ubuf: output, @layout->size[@abi] bytes
 * @kbuf: native buffer, @layout->size[COMPAT_TIME_ABI_NATIVE] bytes
 *
 * Return: 0, or -EOVERFLOW when a value does not fit the caller's member
 * (a time after 2038-01-19T03:14:07Z for 32-bit time, a long beyond 32
 * bits).  Padding and %COMPAT_TIME_FIELD_PAD members are zero in @ubuf.
 */
int compat_time_from_native(const struct compat_time_layout *layout,
			    enum compat_time_abi abi, void *ubuf,
			    const void *kbuf)
{
	int ret = ct_convert(layout, abi, COMPAT_TIME_OUT, ubuf, kbuf, false);

	return min(ret, 0);
}

/**
 * compat_time_from_native_clamped() - compat_time_from_native(), saturating
 * @layout: the argument's layout
 * @abi: the layout to produce in @ubuf
 * @ubuf: output, @layout->size[@abi] bytes
 * @kbuf: native buffer, @layout->size[COMPAT_TIME_ABI_NATIVE] bytes
 *
 * Seconds that do not fit the caller's member become the nearest value
 * that does (S32_MAX or S32_MIN, U32_MAX for input_event's unsigned
 * seconds); the fraction is kept.  Longs that do not fit still fail.
 *
 * Return: the number of saturated times, or -EOVERFLOW as
 * compat_time_from_native() for a long.
 */
int compat_time_from_native_clamped(const struct compat_time_layout *layout,
				    enum compat_time_abi abi, void *ubuf,
				    const void *kbuf)
{
	return ct_convert(layout, abi, COMPAT_TIME_OUT, ubuf, kbuf, true);
}

/**
 * compat_time_from_native_policy() - a result in the caller's layout, as the
 *	overflow policy says: saturated (overflow=clamp) or refused
 * @layout: as for compat_time_from_native()
 * @abi: as for compat_time_from_native()
 * @ubuf: as for compat_time_from_native()
 * @kbuf: as for compat_time_from_native()
 *
 * Return: the number of saturated times, or -EOVERFLOW.
 */
int compat_time_from_native_policy(const struct compat_time_layout *layout,
				   enum compat_time_abi abi, void *ubuf,
				   const void *kbuf)
{
	if (compat_time_policy_clamp())
		return compat_time_from_native_clamped(layout, abi, ubuf, kbuf);
	return compat_time_from_native(layout, abi, ubuf, kbuf);
}
