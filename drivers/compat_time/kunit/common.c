// SPDX-License-Identifier: GPL-2.0
/*
 * What the suites share: the data models of i386 and arm callers (and
 * x32's, in both sets), whatever kernel the tests run on, so that every
 * suite places its structs in both 32-bit families; and where a layout
 * puts a byte.
 */

#include "compat_time_kunit.h"

static const struct compat_time_model kt_i386_time32 = {
	.name = "i386-time32", .time_size = 4, .long_size = 4,
	.kernel_long_size = 4, .s64_align = 4,
};

static const struct compat_time_model kt_i386_time64 = {
	.name = "i386-time64", .time_size = 8, .long_size = 4,
	.kernel_long_size = 4, .s64_align = 4, .time64_pad = true,
};

static const struct compat_time_model kt_arm_time32 = {
	.name = "arm-time32", .time_size = 4, .long_size = 4,
	.kernel_long_size = 4, .s64_align = 8,
};

static const struct compat_time_model kt_arm_time64 = {
	.name = "arm-time64", .time_size = 8, .long_size = 4,
	.kernel_long_size = 4, .s64_align = 8, .time64_pad = true,
};

const struct compat_time_model *const kt_i386_models[COMPAT_TIME_NR_ABIS] = {
	[COMPAT_TIME_ABI_NATIVE] = &compat_time_model_native,
	[COMPAT_TIME_ABI_ILP32_TIME32] = &kt_i386_time32,
	[COMPAT_TIME_ABI_ILP32_TIME64] = &kt_i386_time64,
	[COMPAT_TIME_ABI_X32] = &compat_time_model_x32,
};

const struct compat_time_model *const kt_arm_models[COMPAT_TIME_NR_ABIS] = {
	[COMPAT_TIME_ABI_NATIVE] = &compat_time_model_native,
	[COMPAT_TIME_ABI_ILP32_TIME32] = &kt_arm_time32,
	[COMPAT_TIME_ABI_ILP32_TIME64] = &kt_arm_time64,
	[COMPAT_TIME_ABI_X32] = &compat_time_model_x32,
};

/*
 * Where the byte at native offset @noff lands in layout @abi: found in the
 * run that covers it, element by element; -1 where no run covers it.
 */
int kt_place_of(const struct compat_time_layout *l, int abi,
		unsigned int noff)
{
	const int n = COMPAT_TIME_ABI_NATIVE;
	unsigned int i, rel;

	for (i = 0; i < l->nr_ops; i++) {
		const struct compat_time_op *op = &l->ops[i];
		unsigned int len = op->kind == COMPAT_TIME_KIND_BYTES ?
				   op->bytes : op->stride[n];

		/* Padding C adds for one time size only has none natively. */
		if (!op->stride[n] || noff < op->off[n])
			continue;
		rel = noff - op->off[n];
		if (rel / op->stride[n] >= op->count ||
		    rel % op->stride[n] >= len)
			continue;
		return op->off[abi] + rel / op->stride[n] * op->stride[abi] +
		       rel % op->stride[n];
	}
	return -1;
}
