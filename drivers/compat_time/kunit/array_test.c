// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for arguments that point to an array of described elements
 * (COMPAT_TIME_ARRAY_PTR()): the header placed with a 4-byte pointer in
 * every 32-bit layout, where the compiler places it, its pointer
 * converted as an unsigned long, and each description the call path
 * could not serve refused, by the layout or by registration.  The
 * elements' copies, bounds and faults need user memory: the e2e's
 * ADVANCE_LIST checks them from every ABI.
 */

#include <kunit/test.h>

#include "compat_time_kunit.h"

/* The same header as each 32-bit ABI lays it out: a 4-byte pointer. */
#define KT_LIST_MIRROR(abi)						\
struct abi##_list {							\
	u32 count;							\
	u32 flags;							\
	struct abi##_timespec step;					\
	u32 events;							\
}

KT_LIST_MIRROR(i386_time32);
KT_LIST_MIRROR(i386_time64);
KT_LIST_MIRROR(arm_time32);
KT_LIST_MIRROR(arm_time64);
KT_LIST_MIRROR(x32);

static const struct compat_time_field kt_list_fields[] = {
	COMPAT_TIME_BYTES(struct kt_list, count),
	COMPAT_TIME_BYTES(struct kt_list, flags),
	COMPAT_TIME_TIMESPEC(struct kt_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct kt_list, events, count, kt_event_desc, 8,
			      _IOC_READ | _IOC_WRITE),
};

const struct compat_time_struct kt_list_desc =
	COMPAT_TIME_STRUCT(struct kt_list, kt_list_fields);

static long kt_list_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

struct kt_list_case {
	const char *name;
	const struct compat_time_model *const *models;
	int abi;
	size_t size;
	size_t events;
};

static const struct kt_list_case kt_list_cases[] = {
	{ "i386 time32", kt_i386_models, COMPAT_TIME_ABI_ILP32_TIME32,
	  sizeof(struct i386_time32_list),
	  offsetof(struct i386_time32_list, events) },
	{ "i386 time64", kt_i386_models, COMPAT_TIME_ABI_ILP32_TIME64,
	  sizeof(struct i386_time64_list),
	  offsetof(struct i386_time64_list, events) },
	{ "arm time32", kt_arm_models, COMPAT_TIME_ABI_ILP32_TIME32,
	  sizeof(struct arm_time32_list),
	  offsetof(struct arm_time32_list, events) },
	{ "arm time64", kt_arm_models, COMPAT_TIME_ABI_ILP32_TIME64,
	  sizeof(struct arm_time64_list),
	  offsetof(struct arm_time64_list, events) },
	{ "x32", kt_i386_models, COMPAT_TIME_ABI_X32, sizeof(struct x32_list),
	  offsetof(struct x32_list, events) },
};

static void kt_list_case_desc(const struct kt_list_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(kt_list, kt_list_cases, kt_list_case_desc);

/*
 * The header in each 32-bit layout: its size and its pointer's place as
 * the compiler has them, the pointer zero-extended on the way in and
 * given back on the way out, byte for byte.
 */
static void compat_time_test_array_header(struct kunit *test)
{
	const struct kt_list_case *c = test->param_value;
	struct compat_time_layout *l;
	struct kt_list native;
	/* a 32-bit kernel's own header is smaller than x32's and arm's */
	u8 caller[sizeof(struct x32_list)], back[sizeof(struct x32_list)];
	u32 uptr = 0xfedcba98;

	KUNIT_ASSERT_LE(test, c->size, sizeof(caller));
	l = compat_time_layout_build(&kt_list_desc, c->models);
	KUNIT_ASSERT_FALSE(test, IS_ERR(l));
	KUNIT_EXPECT_PTR_EQ(test, l->array, &kt_list_fields[3]);
	KUNIT_EXPECT_EQ(test, l->size[c->abi], c->size);
	KUNIT_EXPECT_EQ(test, kt_place_of(l, c->abi,
					  offsetof(struct kt_list, events)),
			(int)c->events);

	memset(caller, 0, sizeof(caller));
	*(u32 *)caller = 3;
	memcpy(caller + c->events, &uptr, sizeof(uptr));
	memset(&native, 0xa5, sizeof(native));
	KUNIT_EXPECT_EQ(test, compat_time_to_native(l, c->abi, &native, caller),
			0);
	KUNIT_EXPECT_EQ(test, native.count, 3);
	KUNIT_EXPECT_EQ(test, (unsigned long)native.events,
			(unsigned long)uptr);
	memset(back, 0x5a, sizeof(back));
	KUNIT_EXPECT_EQ(test, compat_time_from_native(l, c->abi, back, &native),
			0);
	KUNIT_EXPECT_EQ(test, memcmp(back, caller, c->size), 0);

	/* a kernel address, which no 32-bit caller could have sent */
	if (sizeof(void *) == 8) {
		native.events = (void *)(~0UL << 40);
		KUNIT_EXPECT_EQ(test, compat_time_from_native(l, c->abi, back,
							      &native),
				-EOVERFLOW);
	}
	kfree(l);
}

/* Elements inside the argument's nested struct: not followed. */
struct kt_list_outer {
	u32 kind;
	struct kt_list list;
};

static const struct compat_time_field kt_list_outer_fields[] = {
	COMPAT_TIME_BYTES(struct kt_list_outer, kind),
	COMPAT_TIME_NESTED(struct kt_list_outer, list, 0, struct kt_list,
			   kt_list_desc),
};

static const struct compat_time_struct kt_list_outer_desc =
	COMPAT_TIME_STRUCT(struct kt_list_outer, kt_list_outer_fields);

/* Two arrays behind pointers in one argument. */
struct kt_two_lists {
	u32 count;
	u32 pad;
	struct kt_event *a;
	struct kt_event *b;
};

static const struct compat_time_field kt_two_lists_fields[] = {
	COMPAT_TIME_BYTES(struct kt_two_lists, count),
	COMPAT_TIME_PAD(struct kt_two_lists, pad),
	COMPAT_TIME_ARRAY_PTR(struct kt_two_lists, a, count, kt_event_desc, 8,
			      _IOC_WRITE),
	COMPAT_TIME_ARRAY_PTR(struct kt_two_lists, b, count, kt_event_desc, 8,
			      _IOC_WRITE),
};

static const struct compat_time_struct kt_two_lists_desc =
	COMPAT_TIME_STRUCT(struct kt_two_lists, kt_two_lists_fields);

/* A count that is padding, one that is a timespec, and no bound. */
static const struct compat_time_field kt_list_pad_count_fields[] = {
	COMPAT_TIME_BYTES(struct kt_list, count),
	COMPAT_TIME_PAD(struct kt_list, flags),
	COMPAT_TIME_TIMESPEC(struct kt_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct kt_list, events, flags, kt_event_desc, 8,
			      _IOC_WRITE),
};

static const struct compat_time_struct kt_list_pad_count_desc =
	COMPAT_TIME_STRUCT(struct kt_list, kt_list_pad_count_fields);

static const struct compat_time_field kt_list_time_count_fields[] = {
	COMPAT_TIME_BYTES(struct kt_list, count),
	COMPAT_TIME_BYTES(struct kt_list, flags),
	COMPAT_TIME_TIMESPEC(struct kt_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct kt_list, events, step, kt_event_desc, 8,
			      _IOC_WRITE),
};

static const struct compat_time_struct kt_list_time_count_desc =
	COMPAT_TIME_STRUCT(struct kt_list, kt_list_time_count_fields);

static const struct compat_time_field kt_list_unbounded_fields[] = {
	COMPAT_TIME_BYTES(struct kt_list, count),
	COMPAT_TIME_BYTES(struct kt_list, flags),
	COMPAT_TIME_TIMESPEC(struct kt_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct kt_list, events, count, kt_event_desc, 0,
			      _IOC_WRITE),
};

static const struct compat_time_struct kt_list_unbounded_desc =
	COMPAT_TIME_STRUCT(struct kt_list, kt_list_unbounded_fields);

/* Each description a layout cannot have is -EINVAL. */
static void compat_time_test_array_refused_layouts(struct kunit *test)
{
	static const struct compat_time_struct *const bad[] = {
		&kt_list_outer_desc, &kt_two_lists_desc,
		&kt_list_pad_count_desc, &kt_list_time_count_desc,
		&kt_list_unbounded_desc,
	};
	struct compat_time_layout *l;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		l = compat_time_layout_build(bad[i], kt_i386_models);
		KUNIT_EXPECT_EQ_MSG(test, PTR_ERR(l), -EINVAL,
				    "description %u", i);
		if (!IS_ERR(l))
			kfree(l);
	}
}

/* A header without time, and elements that point to more. */
struct kt_plain_list {
	u32 count;
	u32 pad;
	struct kt_event *events;
};

static const struct compat_time_field kt_plain_list_fields[] = {
	COMPAT_TIME_BYTES(struct kt_plain_list, count),
	COMPAT_TIME_PAD(struct kt_plain_list, pad),
	COMPAT_TIME_ARRAY_PTR(struct kt_plain_list, events, count,
			      kt_event_desc, 8, _IOC_WRITE),
};

static const struct compat_time_struct kt_plain_list_desc =
	COMPAT_TIME_STRUCT(struct kt_plain_list, kt_plain_list_fields);

struct kt_list_of_lists {
	u32 count;
	u32 pad;
	struct __kernel_timespec when;
	struct kt_list *lists;
};

static const struct compat_time_field kt_list_of_lists_fields[] = {
	COMPAT_TIME_BYTES(struct kt_list_of_lists, count),
	COMPAT_TIME_PAD(struct kt_list_of_lists, pad),
	COMPAT_TIME_TIMESPEC(struct kt_list_of_lists, when, 0),
	COMPAT_TIME_ARRAY_PTR(struct kt_list_of_lists, lists, count,
			      kt_list_desc, 8, _IOC_WRITE),
};

static const struct compat_time_struct kt_list_of_lists_desc =
	COMPAT_TIME_STRUCT(struct kt_list_of_lists, kt_list_of_lists_fields);

static int kt_register_one(const struct compat_time_ioctl *ioc)
{
	struct compat_time_table table = { .ioctls = ioc, .nr_ioctls = 1 };
	int ret = compat_time_register_models(&table, THIS_MODULE,
					      kt_i386_models);

	if (!ret)
		compat_time_unregister(&table);
	return ret;
}

/*
 * Registration serves a list only through a handler, from a number that
 * reads its count and says a 32-bit caller's time_t, one level deep.
 */
static void compat_time_test_array_registration(struct kunit *test)
{
	static const struct compat_time_ioctl good =
		COMPAT_TIME_IOCTL(_IOWR('k', 40, struct kt_list), kt_list_desc,
				  kt_list_handler);
	static const struct compat_time_ioctl read_only =
		COMPAT_TIME_IOCTL(_IOR('k', 41, struct kt_list), kt_list_desc,
				  kt_list_handler);
	static const struct compat_time_ioctl copied =
		COMPAT_TIME_IOCTL_COPY(_IOWR('k', 42, struct kt_list),
				       kt_list_desc);
	static const struct compat_time_ioctl plain =
		COMPAT_TIME_IOCTL(_IOWR('k', 43, struct kt_plain_list),
				  kt_plain_list_desc, kt_list_handler);
	static const struct compat_time_ioctl nested =
		COMPAT_TIME_IOCTL(_IOWR('k', 44, struct kt_list_of_lists),
				  kt_list_of_lists_desc, kt_list_handler);
	struct compat_time_table table = { .ioctls = &good, .nr_ioctls = 1 };
	unsigned int t32 = _IOWR('k', 40, struct i386_time32_list);
	unsigned int t64 = _IOWR('k', 40, struct i386_time64_list);
	const struct compat_time_cmd *c;

	KUNIT_ASSERT_EQ(test, compat_time_register_models(&table, THIS_MODULE,
							  kt_i386_models), 0);
	c = compat_time_lookup(table.reg, good.cmd);
	KUNIT_ASSERT_NOT_NULL(test, c);
	KUNIT_ASSERT_NOT_NULL(test, c->elems);
	KUNIT_EXPECT_EQ(test, c->elems->size[COMPAT_TIME_ABI_ILP32_TIME32],
			sizeof(struct i386_time32_event));
	KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, t32,
						     COMPAT_TIME_CALLER_COMPAT),
			COMPAT_TIME_ABI_ILP32_TIME32);
	KUNIT_EXPECT_EQ(test, compat_time_select_abi(c, t64,
						     COMPAT_TIME_CALLER_COMPAT),
			COMPAT_TIME_ABI_ILP32_TIME64);
	compat_time_unregister(&table);

	KUNIT_EXPECT_EQ(test, kt_register_one(&read_only), -EINVAL);
	KUNIT_EXPECT_EQ(test, kt_register_one(&copied), -EINVAL);
	KUNIT_EXPECT_EQ(test, kt_register_one(&plain), -EINVAL);
	KUNIT_EXPECT_EQ(test, kt_register_one(&nested), -EINVAL);
}

static struct kunit_case compat_time_array_cases[] = {
	KUNIT_CASE_PARAM(compat_time_test_array_header, kt_list_gen_params),
	KUNIT_CASE(compat_time_test_array_refused_layouts),
	KUNIT_CASE(compat_time_test_array_registration),
	{}
};

static struct kunit_suite compat_time_array_suite = {
	.name = "compat_time_array",
	.test_cases = compat_time_array_cases,
};

kunit_test_suite(compat_time_array_suite);
