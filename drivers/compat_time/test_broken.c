// SPDX-License-Identifier: GPL-2.0
/*
 * /dev/compat_time_test_broken: tables described wrongly, each in one way
 * a driver's author might get wrong, which nobody registered: the first
 * call of each builds it, and compat_time must refuse, say why in the
 * log, and serve nothing, however often it is called.
 * COMPAT_TIME_TEST_BROKEN(n) calls table n with its own command.
 */

#include <linux/compat_time.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <uapi/linux/compat_time_test.h>

#include "test_device.h"

struct ct_broken_stamp {
	u32 seq;
	struct __kernel_timespec ts;
};

struct ct_broken_slot {
	struct __kernel_timespec ts;
};

/* More leaf runs than a layout may have (COMPAT_TIME_MAX_OPS). */
struct ct_broken_many {
	struct ct_broken_slot slot[300];
};

/*
 * Lists behind a pointer (COMPAT_TIME_ARRAY_PTR()): in a nested struct,
 * two in one argument, a count that is padding, elements that point to
 * more, elements with time behind a header without.
 */
struct ct_broken_list {
	u32 count;
	u32 pad;
	struct __kernel_timespec step;
	struct ct_broken_stamp *stamps;
};

struct ct_broken_outer {
	u32 kind;
	u32 pad;
	struct ct_broken_list list;
};

struct ct_broken_two {
	u32 count;
	u32 pad;
	struct ct_broken_stamp *a;
	struct ct_broken_stamp *b;
};

struct ct_broken_lists {
	u32 count;
	u32 pad;
	struct __kernel_timespec step;
	struct ct_broken_list *lists;
};

struct ct_broken_plain {
	u32 count;
	u32 pad;
	struct ct_broken_stamp *stamps;
};

#define CT_BROKEN_CMD(n, type)	_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x40 + (n), type)
#define CT_BROKEN_CMD_RW(n, type) _IOWR(COMPAT_TIME_TEST_IOC_MAGIC, 0x40 + (n), type)

static long ct_broken_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

/* 0: seq left out, so ts is placed where seq is. */
static const struct compat_time_field ct_broken_misplaced_fields[] = {
	COMPAT_TIME_TIMESPEC(struct ct_broken_stamp, ts, 0),
};

/* 1: the last member left out. */
static const struct compat_time_field ct_broken_short_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_stamp, seq),
};

/* 2: a nested struct without its description. */
static const struct compat_time_field ct_broken_member_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_stamp, seq),
	{
		.name = "ts", .kind = COMPAT_TIME_KIND_STRUCT,
		.offset = offsetof(struct ct_broken_stamp, ts),
		.size = sizeof(struct __kernel_timespec),
		.align = __alignof__(struct __kernel_timespec), .count = 1,
	},
};

/* 5: 300 nested structs of one run each. */
static const struct compat_time_field ct_broken_slot_fields[] = {
	COMPAT_TIME_TIMESPEC(struct ct_broken_slot, ts, 0),
};

static const struct compat_time_struct ct_broken_slot_desc =
	COMPAT_TIME_STRUCT(struct ct_broken_slot, ct_broken_slot_fields);

static const struct compat_time_field ct_broken_many_fields[] = {
	COMPAT_TIME_NESTED(struct ct_broken_many, slot, 0,
			   struct ct_broken_slot, ct_broken_slot_desc),
};

/* 6, 7: a description that is right. */
static const struct compat_time_field ct_broken_stamp_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_stamp, seq),
	COMPAT_TIME_TIMESPEC(struct ct_broken_stamp, ts, 0),
};

static const struct compat_time_struct ct_broken_stamp_desc =
	COMPAT_TIME_STRUCT(struct ct_broken_stamp, ct_broken_stamp_fields);

static const struct compat_time_field ct_broken_list_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_list, count),
	COMPAT_TIME_PAD(struct ct_broken_list, pad),
	COMPAT_TIME_TIMESPEC(struct ct_broken_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct ct_broken_list, stamps, count,
			      ct_broken_stamp_desc, 4, _IOC_WRITE),
};

static const struct compat_time_struct ct_broken_list_desc =
	COMPAT_TIME_STRUCT(struct ct_broken_list, ct_broken_list_fields);

static const struct compat_time_field ct_broken_outer_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_outer, kind),
	COMPAT_TIME_PAD(struct ct_broken_outer, pad),
	COMPAT_TIME_NESTED(struct ct_broken_outer, list, 0,
			   struct ct_broken_list, ct_broken_list_desc),
};

static const struct compat_time_field ct_broken_two_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_two, count),
	COMPAT_TIME_PAD(struct ct_broken_two, pad),
	COMPAT_TIME_ARRAY_PTR(struct ct_broken_two, a, count,
			      ct_broken_stamp_desc, 4, _IOC_WRITE),
	COMPAT_TIME_ARRAY_PTR(struct ct_broken_two, b, count,
			      ct_broken_stamp_desc, 4, _IOC_WRITE),
};

static const struct compat_time_field ct_broken_pad_count_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_list, count),
	COMPAT_TIME_PAD(struct ct_broken_list, pad),
	COMPAT_TIME_TIMESPEC(struct ct_broken_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct ct_broken_list, stamps, pad,
			      ct_broken_stamp_desc, 4, _IOC_WRITE),
};

static const struct compat_time_field ct_broken_lists_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_lists, count),
	COMPAT_TIME_PAD(struct ct_broken_lists, pad),
	COMPAT_TIME_TIMESPEC(struct ct_broken_lists, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct ct_broken_lists, lists, count,
			      ct_broken_list_desc, 4, _IOC_WRITE),
};

static const struct compat_time_field ct_broken_plain_fields[] = {
	COMPAT_TIME_BYTES(struct ct_broken_plain, count),
	COMPAT_TIME_PAD(struct ct_broken_plain, pad),
	COMPAT_TIME_ARRAY_PTR(struct ct_broken_plain, stamps, count,
			      ct_broken_stamp_desc, 4, _IOC_WRITE),
};

static const struct compat_time_struct ct_broken_descs[] = {
	COMPAT_TIME_STRUCT(struct ct_broken_stamp, ct_broken_misplaced_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_stamp, ct_broken_short_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_stamp, ct_broken_member_fields),
	/* 3: no members at all */
	{ .name = "struct ct_broken_stamp",
	  .size = sizeof(struct ct_broken_stamp) },
	COMPAT_TIME_STRUCT(struct ct_broken_many, ct_broken_many_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_stamp, ct_broken_stamp_fields),
	/* 6 to 10: lists */
	COMPAT_TIME_STRUCT(struct ct_broken_outer, ct_broken_outer_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_two, ct_broken_two_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_list, ct_broken_pad_count_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_lists, ct_broken_lists_fields),
	COMPAT_TIME_STRUCT(struct ct_broken_plain, ct_broken_plain_fields),
};

#define CT_BROKEN_IOCTL(n, type, desc)					\
	COMPAT_TIME_IOCTL(CT_BROKEN_CMD(n, type), ct_broken_descs[desc],	\
			  ct_broken_handler)
#define CT_BROKEN_IOCTL_RW(n, type, desc)				\
	COMPAT_TIME_IOCTL(CT_BROKEN_CMD_RW(n, type), ct_broken_descs[desc], \
			  ct_broken_handler)

static const struct compat_time_ioctl ct_broken_ioctls[][2] = {
	{ CT_BROKEN_IOCTL(0, struct ct_broken_stamp, 0) },
	{ CT_BROKEN_IOCTL(1, struct ct_broken_stamp, 1) },
	{ CT_BROKEN_IOCTL(2, struct ct_broken_stamp, 2) },
	{ CT_BROKEN_IOCTL(3, struct ct_broken_stamp, 3) },
	{ CT_BROKEN_IOCTL(4, struct ct_broken_many, 4) },
	/* 5: the number's size is not its argument's */
	{ CT_BROKEN_IOCTL(5, u32, 5) },
	/* 6: the same command twice */
	{ CT_BROKEN_IOCTL(6, struct ct_broken_stamp, 5),
	  CT_BROKEN_IOCTL(6, struct ct_broken_stamp, 5) },
	/* 7: a command without a description */
	{ { .cmd = CT_BROKEN_CMD(7, struct ct_broken_stamp),
	    .handler = ct_broken_handler, .name = "CT_BROKEN_CMD(7)" } },
	/* 8 to 12: lists described wrongly */
	{ CT_BROKEN_IOCTL_RW(8, struct ct_broken_outer, 6) },
	{ CT_BROKEN_IOCTL_RW(9, struct ct_broken_two, 7) },
	{ CT_BROKEN_IOCTL_RW(10, struct ct_broken_list, 8) },
	{ CT_BROKEN_IOCTL_RW(11, struct ct_broken_lists, 9) },
	{ CT_BROKEN_IOCTL_RW(12, struct ct_broken_plain, 10) },
	/* 13: a list whose number does not read its count */
	{ COMPAT_TIME_IOCTL(CT_BROKEN_CMD(13, struct ct_broken_list),
			    ct_broken_list_desc, ct_broken_handler) },
	/* 14: a list in a copy table, which the driver's own code copies */
	{ COMPAT_TIME_IOCTL_COPY(CT_BROKEN_CMD_RW(14, struct ct_broken_list),
				 ct_broken_list_desc) },
};

static struct compat_time_table ct_broken_tables[] = {
	{ .ioctls = ct_broken_ioctls[0], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[1], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[2], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[3], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[4], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[5], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[6], .nr_ioctls = 2, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[7], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[8], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[9], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[10], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[11], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[12], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[13], .nr_ioctls = 1, .owner = THIS_MODULE },
	{ .ioctls = ct_broken_ioctls[14], .nr_ioctls = 1, .owner = THIS_MODULE },
};

static_assert(ARRAY_SIZE(ct_broken_tables) == COMPAT_TIME_TEST_NR_BROKEN);

static long ct_broken_ioctl(struct file *file, unsigned int cmd,
			    unsigned long arg)
{
	unsigned int n = _IOC_NR(cmd) - _IOC_NR(COMPAT_TIME_TEST_BROKEN(0));
	struct compat_time_table *table;

	if (n >= COMPAT_TIME_TEST_NR_BROKEN || cmd != COMPAT_TIME_TEST_BROKEN(n))
		return -ENOTTY;
	table = &ct_broken_tables[n];
	return compat_time_ioctl(table, file, table->ioctls[0].cmd, arg);
}

static const struct file_operations ct_broken_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = ct_broken_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
	.llseek = noop_llseek,
};

static struct miscdevice ct_broken_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "compat_time_test_broken",
	.fops = &ct_broken_fops,
	.mode = 0666,
};

int ct_test_broken_register(void)
{
	return misc_register(&ct_broken_misc);
}

void ct_test_broken_deregister(void)
{
	misc_deregister(&ct_broken_misc);
}
