/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat_time: serve the 32-bit time, 64-bit time and compat layouts of
 * time-carrying ioctls from one native handler.
 *
 * A driver describes each ioctl argument once, as its native kernel
 * struct with 64-bit time (__s64 seconds, struct __kernel_timespec,
 * struct __kernel_sock_timeval).  compat_time derives from that
 * description the layout every caller may use, selects it by the
 * _IOC_SIZE of the incoming command (or by the caller's ABI for numbers
 * that encode no size), copies the argument in, converts it, calls the
 * driver with a kernel buffer in the native layout, and converts and
 * copies the result back.
 */
#ifndef _LINUX_COMPAT_TIME_H
#define _LINUX_COMPAT_TIME_H

#include <linux/bits.h>
#include <linux/build_bug.h>
#include <linux/compiler_attributes.h>
#include <linux/stddef.h>
#include <linux/time_types.h>
#include <linux/types.h>

struct file;
struct module;

/**
 * enum compat_time_kind - what a described field holds
 * @COMPAT_TIME_KIND_BYTES: opaque bytes, the same size and alignment (at
 *	most 4) in every ABI
 * @COMPAT_TIME_KIND_S64: a signed or unsigned 64-bit integer; 4-byte
 *	aligned on i386, 8-byte aligned elsewhere
 * @COMPAT_TIME_KIND_LONG: a signed long: 4 bytes for 32-bit callers
 * @COMPAT_TIME_KIND_ULONG: an unsigned long: 4 bytes for 32-bit callers
 * @COMPAT_TIME_KIND_KLONG: a __kernel_long_t: 4 bytes for 32-bit callers
 *	but x32, whose __kernel_long_t has 8
 * @COMPAT_TIME_KIND_KULONG: a __kernel_ulong_t, likewise
 * @COMPAT_TIME_KIND_TIME: seconds, time_t: 4 bytes with 32-bit time
 * @COMPAT_TIME_KIND_TIMESPEC: struct timespec: {s32, s32} with 32-bit
 *	time, struct __kernel_timespec otherwise
 * @COMPAT_TIME_KIND_TIMEVAL: struct timeval: {s32, s32} with 32-bit time,
 *	struct __kernel_sock_timeval otherwise
 * @COMPAT_TIME_KIND_ULONG_SEC: non-negative seconds in an unsigned long,
 *	as in struct input_event: a signed 32-bit time_t for 32-bit-time
 *	callers (to 2038), an unsigned 32-bit value for 32-bit callers with
 *	64-bit time (to 2106)
 * @COMPAT_TIME_KIND_STRUCT: a nested described struct
 * @COMPAT_TIME_KIND_ARRAY_PTR: a user pointer to an array of described
 *	structs, as many as another member says: 4 bytes for 32-bit callers
 *	(COMPAT_TIME_ARRAY_PTR())
 * @COMPAT_TIME_NR_KINDS: number of kinds
 */
enum compat_time_kind {
	COMPAT_TIME_KIND_BYTES,
	COMPAT_TIME_KIND_S64,
	COMPAT_TIME_KIND_LONG,
	COMPAT_TIME_KIND_ULONG,
	COMPAT_TIME_KIND_KLONG,
	COMPAT_TIME_KIND_KULONG,
	COMPAT_TIME_KIND_TIME,
	COMPAT_TIME_KIND_TIMESPEC,
	COMPAT_TIME_KIND_TIMEVAL,
	COMPAT_TIME_KIND_ULONG_SEC,
	COMPAT_TIME_KIND_STRUCT,
	COMPAT_TIME_KIND_ARRAY_PTR,
	COMPAT_TIME_NR_KINDS
};

/* Field flags */
/* Written by the driver only: ignored (zeroed) on the way in. */
#define COMPAT_TIME_FIELD_OUT		BIT(0)
/* Explicit padding: never copied, zero in both directions. */
#define COMPAT_TIME_FIELD_PAD		BIT(1)
/*
 * A union of a described struct and a reserved byte array: the member
 * keeps its native size in every layout, the struct sits at its start.
 */
#define COMPAT_TIME_FIELD_FIXED		BIT(2)
/*
 * Padding whose 32-bit size follows sizeof(time_t) (a uapi header's
 * sizeof(struct timespec)), not the header's choice of its 64-bit time
 * layout: x32, with 64-bit time_t and no such choice, has the 64-bit time
 * size.  Set by COMPAT_TIME_PAD_TIME().
 */
#define COMPAT_TIME_FIELD_PAD_TIME	BIT(3)

/**
 * struct compat_time_field - one member of a described struct
 * @name: member name, for messages
 * @kind: what the member holds
 * @flags: COMPAT_TIME_FIELD_* flags
 * @offset: offset in the native struct, from offsetof()
 * @size: native size of one element
 * @align: alignment of a %COMPAT_TIME_KIND_BYTES member; 8 stands for
 *	the alignment of a 64-bit integer in each layout (4 on i386)
 * @count: number of elements (1, or the length of an array member)
 * @pad_ilp32: size of a %COMPAT_TIME_FIELD_PAD member for 32-bit callers
 *	with 32-bit time and with 64-bit time; C headers often add padding
 *	for 64-bit time only, or shrink a reserved array as time grows
 * @array: for a %COMPAT_TIME_KIND_ARRAY_PTR member, instead of @pad_ilp32
 * @array.count_offset: native offset of the member that holds the number
 *	of elements
 * @array.max: the most elements a call may pass
 * @array.count_size: size of that member: 1, 2, 4 or 8
 * @array.dir: _IOC_WRITE when the elements are read, _IOC_READ when they
 *	are written, or both
 * @nested: description of a %COMPAT_TIME_KIND_STRUCT member, or of the
 *	elements of a %COMPAT_TIME_KIND_ARRAY_PTR one
 *
 * Use the COMPAT_TIME_*() initialisers below, which take offsets and sizes
 * from the C struct and check at build time that the member's native size
 * matches its kind.
 */
struct compat_time_field {
	const char *name;
	u8 kind;
	u8 flags;
	u16 offset;
	u16 size;
	u16 align;
	u16 count;
	union {
		u16 pad_ilp32[2];
		struct {
			u16 count_offset;
			u16 max;
			u8 count_size;
			u8 dir;
		} array;
	};
	const struct compat_time_struct *nested;
};

/**
 * struct compat_time_struct - description of an ioctl argument
 * @name: struct name, for messages
 * @size: sizeof() the native struct
 * @nr_fields: number of entries in @fields
 * @fields: the members, in declaration order, with no member left out
 *
 * Registration recomputes the native layout from @fields and refuses a
 * description whose offsets or size disagree with the compiler's.
 */
struct compat_time_struct {
	const char *name;
	u16 size;
	u16 nr_fields;
	const struct compat_time_field *fields;
};

#define __COMPAT_TIME_FIELD(type, member, _kind, _flags, esize, _align, _nested) \
	{								\
		.name = #member,					\
		.kind = (_kind),					\
		.flags = (_flags),					\
		.offset = offsetof(type, member),			\
		.size = (esize),					\
		.align = (_align),					\
		.count = sizeof_field(type, member) / (esize) +	\
			 BUILD_BUG_ON_ZERO(sizeof_field(type, member) % (esize)), \
		.pad_ilp32 = { sizeof_field(type, member),		\
			       sizeof_field(type, member) },		\
		.nested = (_nested),					\
	}

/* Bytes that need no conversion: u8/u16/u32 members and arrays of them. */
#define COMPAT_TIME_BYTES(type, member)					\
	__COMPAT_TIME_FIELD(type, member, COMPAT_TIME_KIND_BYTES, 0,	\
		sizeof_field(type, member) +				\
		BUILD_BUG_ON_ZERO(__alignof__(((type *)0)->member) > 4), \
		__alignof__(((type *)0)->member), NULL)

/* Explicit padding or reserved bytes that must read back as zero. */
#define COMPAT_TIME_PAD(type, member)					\
	__COMPAT_TIME_FIELD(type, member, COMPAT_TIME_KIND_BYTES,	\
		COMPAT_TIME_FIELD_PAD, sizeof_field(type, member) +	\
		BUILD_BUG_ON_ZERO(__alignof__(((type *)0)->member) > 4), \
		__alignof__(((type *)0)->member), NULL)

/*
 * Opaque bytes aligned like a 64-bit integer: a union with an __s64
 * member, 4-aligned on i386 and 8-aligned elsewhere.
 */
#define COMPAT_TIME_BYTES_ALIGN64(type, member)				\
	__COMPAT_TIME_FIELD(type, member, COMPAT_TIME_KIND_BYTES, 0,	\
		sizeof_field(type, member) +				\
		BUILD_BUG_ON_ZERO(__alignof__(((type *)0)->member) > 8), \
		8, NULL)

#define __COMPAT_TIME_PAD_ILP32(type, member, t32, t64, _flags)		\
	{								\
		.name = #member,					\
		.kind = COMPAT_TIME_KIND_BYTES,				\
		.flags = COMPAT_TIME_FIELD_PAD | (_flags),		\
		.offset = offsetof(type, member),			\
		.size = sizeof_field(type, member),			\
		.align = __alignof__(((type *)0)->member),		\
		.count = 1,						\
		.pad_ilp32 = { (t32), (t64) },				\
	}

/*
 * Padding of @t32 bytes for 32-bit callers of a header's 32-bit time
 * layout, x32's included, and @t64 for its 64-bit time one (for 64-bit
 * callers, its C size, which may be zero).
 */
#define COMPAT_TIME_PAD_ILP32(type, member, t32, t64)			\
	__COMPAT_TIME_PAD_ILP32(type, member, t32, t64, 0)
/* The same, its size following sizeof(time_t): @t64 for x32 too. */
#define COMPAT_TIME_PAD_TIME(type, member, t32, t64)			\
	__COMPAT_TIME_PAD_ILP32(type, member, t32, t64,			\
				COMPAT_TIME_FIELD_PAD_TIME)

#define __COMPAT_TIME_TYPED(type, member, kind, flags, ctype)		\
	__COMPAT_TIME_FIELD(type, member, kind, flags, sizeof(ctype),	\
		__alignof__(ctype), NULL)

/* __s64/__u64 members (or arrays of them). */
#define COMPAT_TIME_S64(type, member, flags)				\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_S64, flags, s64)
/* long/unsigned long members: 4 bytes for 32-bit callers. */
#define COMPAT_TIME_LONG(type, member, flags)				\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_LONG, flags, long)
#define COMPAT_TIME_ULONG(type, member, flags)				\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_ULONG, flags, \
			    unsigned long)
/*
 * __kernel_long_t and __kernel_ulong_t members (input_event's __usec):
 * long-sized, but 8 bytes for x32.
 */
#define COMPAT_TIME_KLONG(type, member, flags)				\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_KLONG, flags, \
			    __kernel_long_t)
#define COMPAT_TIME_KULONG(type, member, flags)				\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_KULONG, flags, \
			    __kernel_ulong_t)
/* time_t seconds, declared natively as __s64. */
#define COMPAT_TIME_TIME(type, member, flags)				\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_TIME, flags, s64)
/* struct timespec, declared natively as struct __kernel_timespec. */
#define COMPAT_TIME_TIMESPEC(type, member, flags)			\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_TIMESPEC,	\
			    flags, struct __kernel_timespec)
/* struct timeval, declared natively as struct __kernel_sock_timeval. */
#define COMPAT_TIME_TIMEVAL(type, member, flags)			\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_TIMEVAL,	\
			    flags, struct __kernel_sock_timeval)
/*
 * A struct timespec kept as two adjacent __s64 members, as the sound
 * core's *64 structs do (e.g. tstamp_sec, tstamp_nsec).
 */
#define COMPAT_TIME_TIMESPEC_PAIR(type, sec, nsec, _flags)		\
	{								\
		.name = #sec,						\
		.kind = COMPAT_TIME_KIND_TIMESPEC,			\
		.flags = (_flags),					\
		.offset = offsetof(type, sec),				\
		.size = sizeof(struct __kernel_timespec) +		\
			BUILD_BUG_ON_ZERO(sizeof_field(type, sec) != 8 || \
					  sizeof_field(type, nsec) != 8 || \
					  offsetof(type, nsec) !=	\
					  offsetof(type, sec) + 8),	\
		.align = __alignof__(struct __kernel_timespec),		\
		.count = 1,						\
	}
/* Seconds of struct input_event, an unsigned long natively. */
#define COMPAT_TIME_ULONG_SEC(type, member, flags)			\
	__COMPAT_TIME_TYPED(type, member, COMPAT_TIME_KIND_ULONG_SEC,	\
			    flags, unsigned long)
/* A nested struct @ctype (or an array of them) described by @desc. */
#define COMPAT_TIME_NESTED(type, member, flags, ctype, desc)		\
	__COMPAT_TIME_FIELD(type, member, COMPAT_TIME_KIND_STRUCT, flags, \
		sizeof(ctype), __alignof__(ctype), &(desc))

/**
 * COMPAT_TIME_ARRAY_PTR() - a user pointer to an array of described structs
 * @type: the argument's C type
 * @member: the pointer member
 * @count_member: the unsigned integer member that says how many elements
 *	the pointer points to (on the way out: how many the handler filled;
 *	more than it got goes back as it is, with that many elements)
 * @desc: the elements' description
 * @_max: the most elements a call may pass, up to U16_MAX: more is -EINVAL
 * @_dir: _IOC_WRITE when the handler reads the elements, _IOC_READ when
 *	it writes them, or both
 *
 * The handler gets the elements in kernel memory, in the native layout,
 * at the pointer member, as video_usercopy() hands a v4l2 handler the
 * arrays of its argument; the caller gets its pointer back.
 */
#define COMPAT_TIME_ARRAY_PTR(type, member, count_member, desc, _max, _dir) \
	{								\
		.name = #member,					\
		.kind = COMPAT_TIME_KIND_ARRAY_PTR,			\
		.offset = offsetof(type, member),			\
		.size = sizeof_field(type, member) +			\
			BUILD_BUG_ON_ZERO(sizeof_field(type, member) !=	\
					  sizeof(void *)),		\
		.align = __alignof__(void *),				\
		.count = 1,						\
		.array = {						\
			.count_offset = offsetof(type, count_member),	\
			.max = (_max) +					\
			       BUILD_BUG_ON_ZERO((_max) > U16_MAX),	\
			.count_size = sizeof_field(type, count_member),	\
			.dir = (_dir),					\
		},							\
		.nested = &(desc),					\
	}

/*
 * A union of struct @ctype, described by @desc, and a reserved byte array
 * that fixes the union's size in every layout.
 */
#define COMPAT_TIME_UNION(type, member, _flags, ctype, desc)		\
	{								\
		.name = #member,					\
		.kind = COMPAT_TIME_KIND_STRUCT,			\
		.flags = (_flags) | COMPAT_TIME_FIELD_FIXED,		\
		.offset = offsetof(type, member),			\
		.size = sizeof_field(type, member) +			\
			BUILD_BUG_ON_ZERO(sizeof(ctype) >		\
					  sizeof_field(type, member)),	\
		.align = __alignof__(((type *)0)->member),		\
		.count = 1,						\
		.nested = &(desc),					\
	}

/**
 * COMPAT_TIME_STRUCT() - describe a native struct
 * @ctype: the C type, e.g. ``struct foo``
 * @field_array: a ``static const struct compat_time_field[]``
 */
#define COMPAT_TIME_STRUCT(ctype, field_array)				\
	{								\
		.name = #ctype,						\
		.size = sizeof(ctype),					\
		.nr_fields = ARRAY_SIZE(field_array),			\
		.fields = field_array,					\
	}

/* Describe a bare time_t argument (native type __s64). */
extern const struct compat_time_struct compat_time_desc_time;
/* Describe a bare struct timespec argument (struct __kernel_timespec). */
extern const struct compat_time_struct compat_time_desc_timespec;
/* Describe a bare struct timeval argument (struct __kernel_sock_timeval). */
extern const struct compat_time_struct compat_time_desc_timeval;
/*
 * Describe {__s64, __s64} (struct __kernel_timespec's layout), the same
 * bytes in every ABI: the argument of the sized time64 number a size-less
 * command gains, such as LPSETTIMEOUT_NEW or SIOCGSTAMP_NEW.
 */
extern const struct compat_time_struct compat_time_desc_time64_pair;
/*
 * Describe a bare unsigned long argument passed by value; not exported, as
 * no module in this tree passes one.
 */
extern const struct compat_time_struct compat_time_desc_ulong;

/* Command flags */
/*
 * The number encodes no size (like SIOCGSTAMP_OLD): 32-bit callers use the
 * 32-bit time layout, whatever their time_t, and the direction comes from
 * &compat_time_ioctl.dir.
 */
#define COMPAT_TIME_CMD_BY_ABI		BIT(0)
/*
 * The argument is an unsigned long passed by value (like RTC_IRQP_SET),
 * described by compat_time_desc_ulong: the handler's buffer holds it.
 */
#define COMPAT_TIME_CMD_ARG_VALUE	BIT(1)
/*
 * The command's framework has copied its argument to kernel memory, as
 * usbfs, video_usercopy() and dvb_usercopy() do: the entry holds a
 * &compat_time_ioctl.kernel_handler, and its table is served by
 * compat_time_kernel_ioctl().  Set by COMPAT_TIME_IOCTL_KERNEL().
 */
#define COMPAT_TIME_CMD_KERNEL		BIT(2)
/*
 * The driver's own code copies the argument, through
 * compat_time_copy_from_user() and compat_time_copy_to_user(), where it
 * copied it before: the entry has no handler.  Set by
 * COMPAT_TIME_IOCTL_COPY().
 */
#define COMPAT_TIME_CMD_COPY		BIT(3)

/**
 * typedef compat_time_handler_t - a driver's native ioctl handler
 * @file: the file the ioctl was issued on
 * @cmd: the native command, &compat_time_ioctl.cmd
 * @karg: kernel buffer in the native layout, &compat_time_struct.size
 *	bytes; zero-filled for commands that only read
 *
 * Return: 0 or a positive value on success (copied out), negative errno.
 */
typedef long (*compat_time_handler_t)(struct file *file, unsigned int cmd,
				      void *karg);

/**
 * typedef compat_time_kernel_handler_t - a driver's native handler, for a
 *	command whose argument its framework copies in and out
 * @priv: what the framework calls the driver with: the struct
 *	usb_interface of a usbfs ioctl, the struct v4l2_subdev of a subdev
 *	ioctl, the struct file of a dvb_usercopy() ioctl
 * @cmd: the native command, &compat_time_ioctl.cmd
 * @karg: kernel buffer in the native layout, as for compat_time_handler_t
 *
 * Return: as compat_time_handler_t.
 */
typedef long (*compat_time_kernel_handler_t)(void *priv, unsigned int cmd,
					     void *karg);

/**
 * struct compat_time_ioctl - one ioctl served through compat_time
 * @cmd: the native command number, as the kernel's headers define it
 * @arg: description of its argument
 * @handler: the native handler, called from compat_time_ioctl()
 * @kernel_handler: the native handler, called from
 *	compat_time_kernel_ioctl(); %COMPAT_TIME_CMD_KERNEL says which of
 *	the two the entry holds
 * @name: command name, for messages
 * @flags: COMPAT_TIME_CMD_* flags
 * @dir: _IOC_READ/_IOC_WRITE, for %COMPAT_TIME_CMD_BY_ABI commands only
 */
struct compat_time_ioctl {
	unsigned int cmd;
	const struct compat_time_struct *arg;
	union {
		compat_time_handler_t handler;
		compat_time_kernel_handler_t kernel_handler;
	};
	const char *name;
	u8 flags;
	u8 dir;
};

#define COMPAT_TIME_IOCTL(_cmd, _arg, _handler)				\
	{ .cmd = (_cmd), .arg = &(_arg), .handler = (_handler), .name = #_cmd }

/*
 * A command of a table served by compat_time_kernel_ioctl(), its handler a
 * compat_time_kernel_handler_t.
 */
#define COMPAT_TIME_IOCTL_KERNEL(_cmd, _arg, _handler)			\
	{ .cmd = (_cmd), .arg = &(_arg), .kernel_handler = (_handler),	\
	  .name = #_cmd, .flags = COMPAT_TIME_CMD_KERNEL }

/*
 * A command whose number encodes no size (%COMPAT_TIME_CMD_BY_ABI), its
 * argument read (_IOC_WRITE) or written (_IOC_READ) as @_dir says.
 */
#define COMPAT_TIME_IOCTL_BY_ABI(_cmd, _arg, _handler, _dir)		\
	{ .cmd = (_cmd), .arg = &(_arg), .handler = (_handler),		\
	  .name = #_cmd, .flags = COMPAT_TIME_CMD_BY_ABI, .dir = (_dir) }

/*
 * A command of a table the driver's own code serves: its switch takes
 * compat_time_cmd()'s number, its copies of the argument are
 * compat_time_copy_from_user() and compat_time_copy_to_user().
 */
#define COMPAT_TIME_IOCTL_COPY(_cmd, _arg)				\
	{ .cmd = (_cmd), .arg = &(_arg), .name = #_cmd,			\
	  .flags = COMPAT_TIME_CMD_COPY }

/*
 * As COMPAT_TIME_IOCTL_COPY(), for a command whose number encodes no
 * size (%COMPAT_TIME_CMD_BY_ABI).
 */
#define COMPAT_TIME_IOCTL_COPY_BY_ABI(_cmd, _arg, _dir)			\
	{ .cmd = (_cmd), .arg = &(_arg), .name = #_cmd,			\
	  .flags = COMPAT_TIME_CMD_COPY | COMPAT_TIME_CMD_BY_ABI,	\
	  .dir = (_dir) }

struct compat_time_reg;
struct compat_time_layout;

/**
 * struct compat_time_table - a driver's translated ioctls
 * @ioctls: the commands
 * @nr_ioctls: number of entries in @ioctls
 * @fallback: called, with the unconverted command and argument, for
 *	commands not in @ioctls, as the driver's .unlocked_ioctl was; may
 *	be NULL (then -ENOTTY)
 * @compat_fallback: the same for 32-bit processes on a 64-bit kernel, as
 *	the driver's .compat_ioctl was: it gets the argument as it came.
 *	NULL gives them -ENOTTY, as a NULL .compat_ioctl does;
 *	compat_ptr_ioctl() passes them, with compat_ptr() of the argument,
 *	back through the driver's .unlocked_ioctl to @fallback.
 * @kernel_fallback: for a table of COMPAT_TIME_IOCTL_KERNEL() commands,
 *	instead of the two above: called with the framework's buffer, as
 *	the driver's ioctl function was, for commands not in @ioctls; may
 *	be NULL (then -ENOTTY)
 * @owner: the module that holds the table, THIS_MODULE: named in the
 *	debugfs report of a table built on its first call
 * @reg: compat_time's own state, set by compat_time_register() or by the
 *	table's first call; do not touch
 *
 * The driver's .unlocked_ioctl and .compat_ioctl hand the table to
 * compat_time_ioctl() and compat_time_compat_ioctl(), the way a v4l2
 * driver hands its ops to video_ioctl2(); COMPAT_TIME_DEFINE_IOCTL()
 * writes both.  A driver whose framework copies the argument (usbfs,
 * video_usercopy(), dvb_usercopy()) hands it to compat_time_kernel_ioctl()
 * from the function it gives the framework.  Nothing else is needed: the
 * first call builds the table's layouts, and they are freed when the
 * module holding the table goes.  compat_time_register() builds them
 * earlier, to fail a driver's init on a table that is wrong.
 *
 * A table of COMPAT_TIME_IOCTL_COPY() commands, with no fallbacks, is
 * served by the driver's own code instead, wherever its dispatch runs:
 * the switch that takes the command maps it with compat_time_cmd(), and
 * the copies of the argument become compat_time_copy_from_user() and
 * compat_time_copy_to_user(), as upstream's own conversions changed the
 * copies and the case labels in place.
 */
struct compat_time_table {
	const struct compat_time_ioctl *ioctls;
	unsigned int nr_ioctls;
	long (*fallback)(struct file *file, unsigned int cmd,
			 unsigned long arg);
	long (*compat_fallback)(struct file *file, unsigned int cmd,
				unsigned long arg);
	long (*kernel_fallback)(void *priv, unsigned int cmd, void *buf);
	struct module *owner;
	struct compat_time_reg *reg;
};

int __compat_time_register(struct compat_time_table *table,
			   struct module *owner);
/**
 * compat_time_register() - build and check a table's layouts
 * @table: the driver's table
 *
 * See __compat_time_register(); the calling module names the table in
 * the debugfs report.
 */
#define compat_time_register(table)					\
	__compat_time_register(table, THIS_MODULE)
void compat_time_unregister(struct compat_time_table *table);

long compat_time_ioctl(struct compat_time_table *table, struct file *file,
		       unsigned int cmd, unsigned long arg);
long compat_time_compat_ioctl(struct compat_time_table *table,
			      struct file *file, unsigned int cmd,
			      unsigned long arg);
long compat_time_kernel_ioctl(struct compat_time_table *table, void *priv,
			      unsigned int cmd, void *buf);
long compat_time_native_kernel_ioctl(struct compat_time_table *table,
				     void *priv, unsigned int cmd, void *buf);
long compat_time_compat_kernel_ioctl(struct compat_time_table *table,
				     void *priv, unsigned int cmd,
				     unsigned long arg);
unsigned int compat_time_cmd(struct compat_time_table *table,
			     unsigned int cmd);
int compat_time_copy_from_user(struct compat_time_table *table,
			       unsigned int cmd, void *karg,
			       const void __user *uarg);
int compat_time_copy_to_user(struct compat_time_table *table,
			     unsigned int cmd, void __user *uarg,
			     const void *karg);

/**
 * struct compat_time_records - the time-carrying records a driver's read()
 *	or write() carries, in each caller's layout
 * @desc: description of one record
 * @layout: compat_time's own: built by compat_time_records_init()
 * @stats: compat_time's own: the calls of 32-bit and x32 callers, per
 *	CPU, for debugfs
 * @node: compat_time's own: in the list debugfs reports
 * @owner: compat_time's own: the module that built it, for debugfs
 *
 * A read() or write() carries no number that names a layout: a 32-bit
 * process's time_t is what the driver knows of the file (a command that
 * chose 64-bit time, as SNDRV_TIMER_IOCTL_TREAD64), which it passes as
 * @time64 to the calls below.
 */
struct compat_time_records {
	const struct compat_time_struct *desc;
	struct compat_time_layout *layout;
	struct compat_time_stats __percpu *stats;
	struct list_head node;
	struct module *owner;
};

#define COMPAT_TIME_RECORDS(_desc)	{ .desc = &(_desc) }

int __compat_time_records_init(struct compat_time_records *r,
			       struct module *owner);
/**
 * compat_time_records_init() - build a record format's layouts
 * @r: the driver's record format
 *
 * See __compat_time_records_init(); the calling module names the records
 * in the debugfs report.
 */
#define compat_time_records_init(r)					\
	__compat_time_records_init(r, THIS_MODULE)
void compat_time_records_release(struct compat_time_records *r);
size_t compat_time_record_size(const struct compat_time_records *r,
			       bool time64);
ssize_t compat_time_records_read(const struct compat_time_records *r,
				 bool time64, char __user *buf, size_t count,
				 const void *recs, size_t nr);
ssize_t compat_time_records_write(const struct compat_time_records *r,
				  bool time64, void *recs, size_t nr,
				  const char __user *buf, size_t count);

/**
 * COMPAT_TIME_DEFINE_IOCTL() - define a driver's ioctl entry points
 * @name: prefix of the two functions: @name##_ioctl for .unlocked_ioctl
 *	and @name##_compat_ioctl for .compat_ioctl
 * @table: the driver's &struct compat_time_table
 */
#define COMPAT_TIME_DEFINE_IOCTL(name, table)				\
static long name##_ioctl(struct file *file, unsigned int cmd,		\
			 unsigned long arg)				\
{									\
	return compat_time_ioctl(&(table), file, cmd, arg);		\
}									\
static long __maybe_unused name##_compat_ioctl(struct file *file,	\
					       unsigned int cmd,	\
					       unsigned long arg)	\
{									\
	return compat_time_compat_ioctl(&(table), file, cmd, arg);	\
}

#endif /* _LINUX_COMPAT_TIME_H */
