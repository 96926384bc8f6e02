// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time microbenchmarks, built only with
 * CONFIG_COMPAT_TIME_KUNIT_BENCH (make bench): they print figures and
 * assert correctness only, never speed.
 *
 * dispatch  lookup cost in tables of 10, 1000 and 10000 commands,
 *           timed in alternating rounds; ratio of 10000 to 10
 * fallback  a command without time through compat_time_ioctl() to the
 *           table's fallback, against the fallback called directly
 * convert   each catalog struct converted to the time32 layout, against
 *           a memcpy() of the same size, alternating; ratio
 * hand      the PCM status converted to the time32 layout by compat_time
 *           against the sound core's hand-written code, and that against
 *           a memcpy() of the result's size
 */

#include <kunit/test.h>
#include <linux/fs.h>
#include <linux/ktime.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/vmalloc.h>

#include "../catalog.h"
#include "../test_device.h"
#include "compat_time_kunit.h"

#define KT_ROUNDS	11
#define KT_LOOKUPS	2000000

static long kt_bench_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

static int kt_cmp_u64(const void *a, const void *b)
{
	u64 x = *(const u64 *)a, y = *(const u64 *)b;

	return x < y ? -1 : x > y;
}

/* min, median, max of @n ratios in thousandths */
static void kt_print_ratios(struct kunit *test, const char *what, u64 *r,
			    int n)
{
	u32 frac[3];
	u64 whole[3];
	int i;

	sort(r, n, sizeof(*r), kt_cmp_u64, NULL);
	/* 64-bit division through div_u64_rem(): 32-bit kernels too. */
	for (i = 0; i < 3; i++)
		whole[i] = div_u64_rem(r[i * (n - 1) / 2], 1000, &frac[i]);
	kunit_info(test, "bench %s ratio min %llu.%03u median %llu.%03u max %llu.%03u (%d rounds)\n",
		   what, whole[0], frac[0], whole[1], frac[1], whole[2],
		   frac[2], n);
}

static const unsigned int kt_sizes[] = { 10, 1000, 10000 };
/* The @i-th command of a benchmark table: 256 per type. */
static inline unsigned int kt_bench_cmd(unsigned int i)
{
	return _IOWR(0x40 + i / 256, i % 256, struct kt_event);
}

static void compat_time_bench_dispatch(struct kunit *test)
{
	struct compat_time_table tables[ARRAY_SIZE(kt_sizes)] = {};
	struct compat_time_ioctl *ioctls[ARRAY_SIZE(kt_sizes)];
	u64 ns[ARRAY_SIZE(kt_sizes)][KT_ROUNDS], ratio[KT_ROUNDS];
	unsigned int s, i, r;

	for (s = 0; s < ARRAY_SIZE(kt_sizes); s++) {
		ioctls[s] = vcalloc(kt_sizes[s], sizeof(*ioctls[s]));
		KUNIT_ASSERT_NOT_NULL(test, ioctls[s]);
		for (i = 0; i < kt_sizes[s]; i++)
			ioctls[s][i] = (struct compat_time_ioctl)
				COMPAT_TIME_IOCTL(kt_bench_cmd(i), kt_event_desc,
						  kt_bench_handler);
		tables[s].ioctls = ioctls[s];
		tables[s].nr_ioctls = kt_sizes[s];
		KUNIT_ASSERT_EQ(test, compat_time_register_models(&tables[s],
								  THIS_MODULE,
								  kt_i386_models), 0);
	}

	for (r = 0; r < KT_ROUNDS; r++) {
		for (s = 0; s < ARRAY_SIZE(kt_sizes); s++) {
			const struct compat_time_reg *reg = tables[s].reg;
			unsigned long found = 0;
			u64 t0 = ktime_get_ns();

			/* Numbers computed, not loaded: only the table's
			 * own memory is touched.
			 */
			for (i = 0; i < KT_LOOKUPS; i++) {
				unsigned int n = (i * 2654435761u) % kt_sizes[s];

				found += !!compat_time_lookup(reg, kt_bench_cmd(n));
			}
			ns[s][r] = ktime_get_ns() - t0;
			KUNIT_EXPECT_EQ(test, found, KT_LOOKUPS);
		}
		ratio[r] = div64_u64(ns[2][r] * 1000, ns[0][r] ?: 1);
	}
	for (s = 0; s < ARRAY_SIZE(kt_sizes); s++) {
		sort(ns[s], KT_ROUNDS, sizeof(u64), kt_cmp_u64, NULL);
		kunit_info(test, "bench dispatch %u commands: median %llu ns per lookup\n",
			   kt_sizes[s], div64_u64(ns[s][KT_ROUNDS / 2], KT_LOOKUPS));
	}
	kt_print_ratios(test, "dispatch 10000/10", ratio, KT_ROUNDS);

	for (s = 0; s < ARRAY_SIZE(kt_sizes); s++) {
		compat_time_unregister(&tables[s]);
		vfree(ioctls[s]);
	}
}

static noinline long kt_bench_fallback(struct file *file, unsigned int cmd,
				       unsigned long arg)
{
	return arg & 1;
}

/*
 * The common case of a real driver: a command that carries no time,
 * through compat_time_ioctl() to the fallback, against the driver's own
 * handler called directly, alternating.
 */
static void compat_time_bench_fallback(struct kunit *test)
{
	static const struct compat_time_ioctl ioctls[] = {
		COMPAT_TIME_IOCTL(_IOWR('k', 1, struct kt_event), kt_event_desc,
				  kt_bench_handler),
		COMPAT_TIME_IOCTL(_IOWR('k', 2, struct kt_schedule),
				  kt_schedule_desc, kt_bench_handler),
	};
	struct compat_time_table table = {
		.ioctls = ioctls, .nr_ioctls = ARRAY_SIZE(ioctls),
		.fallback = kt_bench_fallback,
	};
	long (*direct)(struct file *, unsigned int, unsigned long) =
		kt_bench_fallback;
	const unsigned int cmd = _IOR('k', 3, u32);
	u64 ratio[KT_ROUNDS];
	unsigned int i, r;
	long sum;

	KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models), 0);
	for (r = 0; r < KT_ROUNDS; r++) {
		u64 t0, tct, tdirect;

		sum = 0;
		t0 = ktime_get_ns();
		for (i = 0; i < KT_LOOKUPS; i++)
			sum += compat_time_ioctl(&table, NULL, cmd, i);
		tct = ktime_get_ns() - t0;
		KUNIT_EXPECT_EQ(test, sum, KT_LOOKUPS / 2);
		sum = 0;
		t0 = ktime_get_ns();
		for (i = 0; i < KT_LOOKUPS; i++) {
			OPTIMIZER_HIDE_VAR(direct);
			sum += direct(NULL, cmd, i);
		}
		tdirect = ktime_get_ns() - t0;
		KUNIT_EXPECT_EQ(test, sum, KT_LOOKUPS / 2);
		ratio[r] = div64_u64(tct * 1000, tdirect ?: 1);
	}
	kt_print_ratios(test, "fallback compat_time/direct", ratio, KT_ROUNDS);
	compat_time_unregister(&table);
}

/* The sound core's conversion, called as compat_time's is. */
static noinline void kt_hand_status32(void *status32, const void *status64)
{
	ct_test_pcm_status32(status32, status64);
}

#define KT_CONVERSIONS	20000

/* What a timed loop of kt_time_conversions() does, each time. */
enum kt_conversion {
	KT_COMPAT_TIME,		/* compat_time_from_native() */
	KT_HAND_WRITTEN,	/* the sound core's PCM status conversion */
	KT_MEMCPY,		/* memcpy() of the 32-bit layout's size */
};

/* One struct's native value, its 32-bit time layout and a place for it. */
struct kt_conversions {
	const struct compat_time_layout *layout;
	const void *native;
	void *out;
	unsigned int out_size;
	int err;
};

/*
 * ns for KT_CONVERSIONS of @how; inline with @how a constant, so that each
 * loop is compiled for its own conversion and times nothing else.
 */
static __always_inline u64 kt_time_conversions(struct kt_conversions *c,
					       enum kt_conversion how)
{
	/* in registers: barrier() makes the compiler reload memory */
	const struct compat_time_layout *layout = c->layout;
	unsigned int i, size = c->out_size;
	const void *native = c->native;
	void *out = c->out;
	int err = 0;
	u64 t0;

	/* a size known at run time, as the conversion's, whatever was checked */
	OPTIMIZER_HIDE_VAR(size);
	t0 = ktime_get_ns();
	for (i = 0; i < KT_CONVERSIONS; i++) {
		if (how == KT_COMPAT_TIME)
			err |= compat_time_from_native(layout,
						       COMPAT_TIME_ABI_ILP32_TIME32,
						       out, native);
		else if (how == KT_HAND_WRITTEN)
			kt_hand_status32(out, native);
		else
			memcpy(out, native, size);
		barrier();
	}
	t0 = ktime_get_ns() - t0;
	c->err |= err;
	return t0;
}

/* @ns: a conversion's and a memcpy()'s ns in the last round */
static void kt_bench_convert_one(struct kunit *test,
				 const struct compat_time_struct *desc,
				 u64 ns[2])
{
	struct kt_conversions c = {};
	struct compat_time_layout *l;
	u64 ratio[KT_ROUNDS];
	void *native, *out;
	unsigned int r;

	native = kunit_kzalloc(test, desc->size, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, native);
	l = compat_time_layout_build(desc, compat_time_kernel_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);
	/* from here on no ASSERT, which would leak @l */
	out = kunit_kzalloc(test, l->size[COMPAT_TIME_ABI_ILP32_TIME32],
			    GFP_KERNEL);
	KUNIT_EXPECT_NOT_NULL(test, out);
	if (!out)
		goto out;
	c = (struct kt_conversions) {
		.layout = l, .native = native, .out = out,
		.out_size = l->size[COMPAT_TIME_ABI_ILP32_TIME32],
	};

	for (r = 0; r < KT_ROUNDS; r++) {
		u64 tconv = kt_time_conversions(&c, KT_COMPAT_TIME);
		u64 tcopy = kt_time_conversions(&c, KT_MEMCPY);

		ratio[r] = div64_u64(tconv * 1000, tcopy ?: 1);
		ns[0] = div_u64(tconv, KT_CONVERSIONS);
		ns[1] = div_u64(tcopy, KT_CONVERSIONS);
	}
	KUNIT_EXPECT_EQ(test, c.err, 0);
	kt_print_ratios(test, desc->name, ratio, KT_ROUNDS);
out:
	kfree(l);
}

static void compat_time_bench_convert(struct kunit *test)
{
	const struct compat_time_catalog *const *cat;
	const struct compat_time_struct *seen[64];
	u64 ns[2], largest_ns[2] = {};
	unsigned int i, j, nseen = 0, largest = 0;

	for (cat = compat_time_catalogs; *cat; cat++) {
		for (i = 0; i < (*cat)->nr_entries; i++) {
			const struct compat_time_struct *d = (*cat)->entries[i].arg;

			for (j = 0; j < nseen && seen[j] != d; j++)
				;
			if (j < nseen || nseen == ARRAY_SIZE(seen))
				continue;
			kt_bench_convert_one(test, d, ns);
			if (!nseen || d->size > seen[largest]->size) {
				largest = nseen;
				memcpy(largest_ns, ns, sizeof(ns));
			}
			seen[nseen++] = d;
		}
	}
	KUNIT_ASSERT_GT(test, nseen, 0);
	kunit_info(test, "bench largest catalog struct: %s, %u bytes: %llu ns a conversion, %llu a memcpy\n",
		   seen[largest]->name, seen[largest]->size, largest_ns[0],
		   largest_ns[1]);
}

/*
 * The one struct the kernel also converts by hand: snd_pcm_status64 into
 * struct snd_pcm_status32, by compat_time against the code it replaces,
 * and that against a memcpy() of the result's size, as
 * kt_bench_convert_one() times it, in alternating blocks.  Both must write
 * the same bytes first.
 */
static void compat_time_bench_hand(struct kunit *test)
{
	struct compat_time_layout *l;
	struct snd_pcm_status64 *status64;
	struct kt_conversions ct, hand;
	u64 ratio[2][KT_ROUNDS], ns[3] = {};
	unsigned int i, r;
	u8 *ct_buf, *hand_buf;
	int err, differ;

	status64 = kunit_kzalloc(test, sizeof(*status64), GFP_KERNEL);
	ct_buf = kunit_kzalloc(test, sizeof(struct snd_pcm_status32), GFP_KERNEL);
	hand_buf = kunit_kzalloc(test, sizeof(struct snd_pcm_status32),
				 GFP_KERNEL);
	KUNIT_ASSERT_TRUE(test, status64 && ct_buf && hand_buf);
	*status64 = (struct snd_pcm_status64) {
		.state = SNDRV_PCM_STATE_RUNNING,
		.trigger_tstamp_sec = 1700000000, .trigger_tstamp_nsec = 1,
		.tstamp_sec = 1700000001, .tstamp_nsec = 999999999,
		.appl_ptr = 4096, .hw_ptr = 2048, .delay = -3, .avail = 7,
		.avail_max = 8, .overrange = 9,
		.suspended_state = SNDRV_PCM_STATE_SUSPENDED,
		.audio_tstamp_data = 0x11223344,
		.audio_tstamp_sec = 5, .audio_tstamp_nsec = 6,
		.driver_tstamp_sec = 1700000002, .driver_tstamp_nsec = 7,
		.audio_tstamp_accuracy = 0x55667788,
	};
	memset(ct_buf, 0xa5, sizeof(struct snd_pcm_status32));
	memset(hand_buf, 0x5a, sizeof(struct snd_pcm_status32));
	l = compat_time_layout_build(&compat_time_desc_snd_pcm_status,
				     compat_time_kernel_models);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, l);
	ct = (struct kt_conversions) {
		.layout = l, .native = status64, .out = ct_buf,
		.out_size = l->size[COMPAT_TIME_ABI_ILP32_TIME32],
	};
	hand = ct;
	hand.out = hand_buf;
	/* from here on no ASSERT, which would leak @l */
	KUNIT_EXPECT_EQ(test, ct.out_size, sizeof(struct snd_pcm_status32));
	if (ct.out_size != sizeof(struct snd_pcm_status32))
		goto out;
	err = compat_time_from_native(l, COMPAT_TIME_ABI_ILP32_TIME32, ct_buf,
				      status64);
	KUNIT_EXPECT_EQ(test, err, 0);
	kt_hand_status32(hand_buf, status64);
	differ = memcmp(ct_buf, hand_buf, sizeof(struct snd_pcm_status32));
	KUNIT_EXPECT_EQ(test, differ, 0);
	if (err || differ)
		goto out;

	for (r = 0; r < KT_ROUNDS; r++) {
		u64 t[3];

		t[0] = kt_time_conversions(&ct, KT_COMPAT_TIME);
		t[1] = kt_time_conversions(&hand, KT_HAND_WRITTEN);
		t[2] = kt_time_conversions(&hand, KT_MEMCPY);
		ratio[0][r] = div64_u64(t[0] * 1000, t[1] ?: 1);
		ratio[1][r] = div64_u64(t[1] * 1000, t[2] ?: 1);
		for (i = 0; i < 3; i++)
			ns[i] = div_u64(t[i], KT_CONVERSIONS);
	}
	KUNIT_EXPECT_EQ(test, ct.err, 0);
	kt_print_ratios(test, "snd_pcm_status64 compat_time/hand-written",
			ratio[0], KT_ROUNDS);
	kt_print_ratios(test, "snd_pcm_status64 hand-written/memcpy",
			ratio[1], KT_ROUNDS);
	kunit_info(test, "bench snd_pcm_status64 into snd_pcm_status32: %llu ns compat_time, %llu hand-written, %llu a memcpy\n",
		   ns[0], ns[1], ns[2]);
out:
	kfree(l);
}

static struct kunit_case compat_time_bench_cases[] = {
	KUNIT_CASE(compat_time_bench_dispatch),
	KUNIT_CASE(compat_time_bench_fallback),
	KUNIT_CASE(compat_time_bench_convert),
	KUNIT_CASE(compat_time_bench_hand),
	{}
};

static struct kunit_suite compat_time_bench_suite = {
	.name = "compat_time_bench",
	.test_cases = compat_time_bench_cases,
};

kunit_test_suite(compat_time_bench_suite);
