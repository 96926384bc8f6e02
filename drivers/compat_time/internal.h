/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat_time internals, shared by the engine's files and its KUnit tests.
 */
#ifndef _COMPAT_TIME_INTERNAL_H
#define _COMPAT_TIME_INTERNAL_H

#include <asm/barrier.h>
#include <linux/bitops.h>
#include <linux/compat_time.h>
#include <linux/hash.h>
#include <linux/ioctl.h>
#include <linux/list.h>
#include <linux/irqflags.h>	/* asm-generic/percpu.h (um) needs it */
#include <linux/percpu.h>

/**
 * enum compat_time_abi - the layouts one kernel serves
 * @COMPAT_TIME_ABI_NATIVE: the kernel's own layout, with 64-bit time
 * @COMPAT_TIME_ABI_ILP32_TIME32: a 32-bit caller with 32-bit time_t
 * @COMPAT_TIME_ABI_ILP32_TIME64: a 32-bit caller with 64-bit time_t
 * @COMPAT_TIME_ABI_X32: an x32 caller on an x86_64 kernel: 32-bit long
 *	and pointers, 64-bit time_t and __kernel_long_t, 8-aligned s64
 * @COMPAT_TIME_NR_ABIS: number of layouts
 */
enum compat_time_abi {
	COMPAT_TIME_ABI_NATIVE,
	COMPAT_TIME_ABI_ILP32_TIME32,
	COMPAT_TIME_ABI_ILP32_TIME64,
	COMPAT_TIME_ABI_X32,
	COMPAT_TIME_NR_ABIS
};

/**
 * enum compat_time_caller - who made a call, for compat_time_select_abi()
 * @COMPAT_TIME_CALLER_NATIVE: through .unlocked_ioctl: a 64-bit process
 *	on a 64-bit kernel, a 32-bit one (of either time_t) on a 32-bit one
 * @COMPAT_TIME_CALLER_COMPAT: a 32-bit process on a 64-bit kernel
 * @COMPAT_TIME_CALLER_X32: an x32 process, compat with 64-bit time
 */
enum compat_time_caller {
	COMPAT_TIME_CALLER_NATIVE,
	COMPAT_TIME_CALLER_COMPAT,
	COMPAT_TIME_CALLER_X32,
};

/**
 * struct compat_time_model - the C data model of one kind of caller
 * @name: e.g. "i386-time32"
 * @time_size: sizeof(time_t), 4 or 8
 * @long_size: sizeof(long), 4 or 8
 * @kernel_long_size: sizeof(__kernel_long_t), 4 or 8: 8 for x32, whose
 *	long is 4
 * @s64_align: alignment of a 64-bit integer inside a struct, 4 or 8
 * @time64_pad: of a %COMPAT_TIME_FIELD_PAD member's two 32-bit sizes, the
 *	one for 64-bit time: uapi headers pad for "__BITS_PER_LONG == 32 &&
 *	__USE_TIME_BITS64", which x32's C library never defines
 */
struct compat_time_model {
	const char *name;
	u8 time_size;
	u8 long_size;
	u8 kernel_long_size;
	u8 s64_align;
	bool time64_pad;
};

/* This kernel's own layout: 64-bit time, native long and s64 alignment. */
extern const struct compat_time_model compat_time_model_native;
/* x32's, on every kernel. */
extern const struct compat_time_model compat_time_model_x32;

/* The models of this kernel's callers, indexed by enum compat_time_abi. */
extern const struct compat_time_model *const
	compat_time_kernel_models[COMPAT_TIME_NR_ABIS];

/**
 * struct compat_time_op - a run of leaf elements, placed in every layout
 * @kind: enum compat_time_kind, never %COMPAT_TIME_KIND_STRUCT
 * @flags: COMPAT_TIME_FIELD_* flags
 * @count: number of elements in the run
 * @bytes: element size of a %COMPAT_TIME_KIND_BYTES run
 * @off: offset of the first element, per layout
 * @stride: distance between elements, per layout
 */
struct compat_time_op {
	u8 kind;
	u8 flags;
	u16 count;
	u16 bytes;
	u16 off[COMPAT_TIME_NR_ABIS];
	u16 stride[COMPAT_TIME_NR_ABIS];
};

/*
 * The kinds of a &struct compat_time_move beside the described ones: it
 * zeroes, or converts each element in one step that the widths of the two
 * layouts fix when the move is compiled (layout.c, ct_step_kind()).  A
 * described kind left in a move is an argument's time, which convert.c
 * checks with the caller's model.
 */
enum compat_time_move_kind {
	/* zero @count bytes */
	COMPAT_TIME_MOVE_ZERO = COMPAT_TIME_NR_KINDS,
	/* s32 to s64 */
	COMPAT_TIME_MOVE_SEXT32,
	/* u32 to u64 */
	COMPAT_TIME_MOVE_ZEXT32,
	/* s64 to s32, or -EOVERFLOW */
	COMPAT_TIME_MOVE_NARROW,
	/* u64 to u32, or -EOVERFLOW */
	COMPAT_TIME_MOVE_UNARROW,
	/* s64 seconds to s32: saturated where asked, else -EOVERFLOW */
	COMPAT_TIME_MOVE_SEC32,
	/* {s64, s64} to {s32, s32}: seconds as above, the fraction narrowed */
	COMPAT_TIME_MOVE_PAIR32,
	/* seconds in an unsigned long to a 32-bit time_t, as SEC32 */
	COMPAT_TIME_MOVE_USEC_S32,
	/* seconds in an unsigned long to a u32 (64-bit time), as SEC32 */
	COMPAT_TIME_MOVE_USEC_U32,
};

/**
 * struct compat_time_move - one step of a conversion, compiled for a layout
 *	and a direction
 * @kind: %COMPAT_TIME_KIND_BYTES copies @count bytes, %COMPAT_TIME_MOVE_ZERO
 *	zeroes @count bytes at @to; another kind (an enum compat_time_kind or
 *	enum compat_time_move_kind) converts @count elements
 * @count: bytes, or elements
 * @from: offset in the source buffer
 * @to: offset in the destination buffer
 * @from_stride: distance between elements in the source
 * @to_stride: distance between elements in the destination
 */
struct compat_time_move {
	u8 kind;
	u16 count;
	u16 from;
	u16 to;
	u16 from_stride;
	u16 to_stride;
};

/* The directions a layout's moves are compiled for. */
enum compat_time_dir {
	COMPAT_TIME_IN,		/* the caller's layout to the native one */
	COMPAT_TIME_OUT,	/* the native layout to the caller's */
	COMPAT_TIME_NR_DIRS
};

/**
 * struct compat_time_layout - a described struct, flattened and placed
 * @desc: the description it was built from
 * @models: the model of each layout
 * @size: sizeof the struct, per layout
 * @time32_differs: the time32 layout is not byte for byte the time64 one
 *	(a struct with no time in it has one 32-bit layout)
 * @moves: each layout's conversion in each direction, in destination
 *	offset order, covering every byte of the destination.  The native
 *	layout's act on the destination after a plain copy: on the way in
 *	the checks of its times and the zeroing of what the handler must
 *	not see, on the way out the zeroing of padding.
 * @nr_moves: number of entries in each of @moves
 * @as_native: layout [abi] is the native one byte for byte in direction
 *	[dir]: its argument is read, or its result written, as a native
 *	caller's is, with no conversion
 * @array: the member that points to an array of described elements
 *	(COMPAT_TIME_ARRAY_PTR()), or NULL
 * @nr_ops: number of entries in @ops
 * @ops: the leaf runs, in native offset order
 */
struct compat_time_layout {
	const struct compat_time_struct *desc;
	const struct compat_time_model *models[COMPAT_TIME_NR_ABIS];
	u16 size[COMPAT_TIME_NR_ABIS];
	bool time32_differs;
	const struct compat_time_move *moves[COMPAT_TIME_NR_ABIS][COMPAT_TIME_NR_DIRS];
	u16 nr_moves[COMPAT_TIME_NR_ABIS][COMPAT_TIME_NR_DIRS];
	bool as_native[COMPAT_TIME_NR_ABIS][COMPAT_TIME_NR_DIRS];
	const struct compat_time_field *array;
	u16 nr_ops;
	struct compat_time_op ops[];
};

/* Upper bounds that keep a bad description from running away. */
#define COMPAT_TIME_MAX_DEPTH	8
#define COMPAT_TIME_MAX_OPS	256
#define COMPAT_TIME_MAX_SIZE	_IOC_SIZEMASK

struct compat_time_layout *
compat_time_layout_build(const struct compat_time_struct *desc,
			 const struct compat_time_model *const models[COMPAT_TIME_NR_ABIS]);

int compat_time_to_native(const struct compat_time_layout *layout,
			  enum compat_time_abi abi, void *kbuf,
			  const void *ubuf);
int compat_time_from_native(const struct compat_time_layout *layout,
			    enum compat_time_abi abi, void *ubuf,
			    const void *kbuf);
int compat_time_from_native_policy(const struct compat_time_layout *layout,
				   enum compat_time_abi abi, void *ubuf,
				   const void *kbuf);
int compat_time_from_native_clamped(const struct compat_time_layout *layout,
				    enum compat_time_abi abi, void *ubuf,
				    const void *kbuf);

/* Per-command counters, per caller layout (stats.c). */
enum compat_time_counter {
	COMPAT_TIME_CALLS,
	COMPAT_TIME_FAILED,
	COMPAT_TIME_OVERFLOWED,
	COMPAT_TIME_CLAMPED,
	COMPAT_TIME_NR_COUNTERS
};

/* One command's counters on one CPU. */
struct compat_time_stats {
	unsigned long count[COMPAT_TIME_NR_ABIS][COMPAT_TIME_NR_COUNTERS];
};

/**
 * struct compat_time_cmd - a registered command, as the lookup finds it
 * @ioctl: the driver's table entry
 * @layout: its argument's layouts
 * @elems: the layouts of the elements its argument points to, or NULL
 * @stats: its counters, one set per CPU
 */
struct compat_time_cmd {
	const struct compat_time_ioctl *ioctl;
	const struct compat_time_layout *layout;
	const struct compat_time_layout *elems;
	struct compat_time_stats __percpu *stats;
};

/* Keys a bucket holds; a lookup reads one bucket. */
#define COMPAT_TIME_BUCKET_KEYS	4

/**
 * struct compat_time_bucket - keys of a table's commands that hash alike
 * @key: a command number without its size, or empty
 * @cmd: the index in &compat_time_reg.cmds of each key
 */
struct compat_time_bucket {
	u32 key[COMPAT_TIME_BUCKET_KEYS];
	u16 cmd[COMPAT_TIME_BUCKET_KEYS];
};

/* How a table's commands are served, as its entries' flags say. */
enum compat_time_served {
	/* compat_time_ioctl() calls each command's handler */
	COMPAT_TIME_SERVED_FILE,
	/* compat_time_kernel_ioctl(), with the framework's buffer */
	COMPAT_TIME_SERVED_KERNEL,
	/* the driver's own code, through compat_time_copy_from_user() */
	COMPAT_TIME_SERVED_COPY,
};

/**
 * struct compat_time_reg - what compat_time_register(), or the table's first
 *	call, built for a table
 * @node: in the list of registered tables, for the debugfs report
 * @table: the driver's table
 * @owner: the module that registered it, or the table's
 *	&compat_time_table.owner
 * @buckets: the hash of the commands' keys: 1 << @hash_bits buckets
 * @hash_bits: log2 of the number of buckets
 * @hash_seed: mixed into each key before hashing, so that no bucket
 *	overflows
 * @served: how the table's commands are served, which its entries'
 *	flags say
 * @nrs: the _IOC_NR() of every command: a number whose nr is not here is
 *	not in the table, and its lookup reads no bucket
 * @stats: per-CPU counter blocks, each for up to COMPAT_TIME_STATS_BLOCK
 *	commands
 * @nr_cmds: number of entries in @cmds
 * @cmds: the commands, in table order
 */
struct compat_time_reg {
	struct list_head node;
	struct compat_time_table *table;
	struct module *owner;
	struct compat_time_bucket *buckets;
	unsigned int hash_bits;
	u32 hash_seed;
	enum compat_time_served served;
	DECLARE_BITMAP(nrs, 1 << _IOC_NRBITS);
	struct compat_time_stats __percpu **stats;
	unsigned int nr_cmds;
	struct compat_time_cmd cmds[];
};

/* Commands per per-CPU counter block: 256 * 96 bytes, within one unit. */
#define COMPAT_TIME_STATS_BLOCK	256

/* Everything of a command number but its size: the key of a lookup. */
#define COMPAT_TIME_NR_MASK	(~(_IOC_SIZEMASK << _IOC_SIZESHIFT))

static inline unsigned int compat_time_bucket(u32 key, u32 seed,
					      unsigned int bits)
{
	return hash_32(key ^ seed, bits);
}

/**
 * compat_time_lookup() - find a command in a registered table
 * @reg: the table's registration
 * @cmd: the command number, of any size
 *
 * Inline, as every call of a driver that serves through compat_time,
 * translated or not, takes it.
 *
 * Return: the command with @cmd's direction, type and nr, or NULL.  A
 * number whose nr no command has is answered from @reg->nrs, the others
 * from one bucket.
 */
static inline const struct compat_time_cmd *
compat_time_lookup(const struct compat_time_reg *reg, unsigned int cmd)
{
	u32 key = cmd & COMPAT_TIME_NR_MASK;
	const struct compat_time_bucket *b;
	unsigned int i;

	if (!test_bit(_IOC_NR(cmd), reg->nrs))
		return NULL;
	b = &reg->buckets[compat_time_bucket(key, reg->hash_seed,
					     reg->hash_bits)];
	for (i = 0; i < COMPAT_TIME_BUCKET_KEYS; i++)
		if (b->key[i] == key)
			return &reg->cmds[b->cmd[i]];
	return NULL;
}

/**
 * compat_time_native_call() - whether a call takes the native layout at once
 * @c: the registered command
 * @cmd: the incoming command number
 * @caller: who calls
 *
 * A 64-bit process's call of a 64-bit kernel with the native struct's
 * number, or with a number that encodes no size: most calls.  Inline, so
 * that the dispatch answers it without calling compat_time_select_abi(),
 * whose first answer it is.
 *
 * Return: true when the call takes the native layout as it is.
 */
static inline bool compat_time_native_call(const struct compat_time_cmd *c,
					   unsigned int cmd,
					   enum compat_time_caller caller)
{
	return IS_ENABLED(CONFIG_64BIT) && caller == COMPAT_TIME_CALLER_NATIVE &&
	       (c->layout->size[COMPAT_TIME_ABI_NATIVE] == _IOC_SIZE(cmd) ||
		c->ioctl->flags & COMPAT_TIME_CMD_BY_ABI);
}

int compat_time_select_abi(const struct compat_time_cmd *c, unsigned int cmd,
			   enum compat_time_caller caller);
int compat_time_register_models(struct compat_time_table *table,
				struct module *owner,
				const struct compat_time_model *const models[COMPAT_TIME_NR_ABIS]);
const struct compat_time_reg *
compat_time_table_build(struct compat_time_table *table);

/**
 * compat_time_table_reg() - a table's registration, built on first use
 * @table: the driver's table
 *
 * Context: process context; the first call may sleep.
 * Return: the registration, or an ERR_PTR() of compat_time_register()'s
 * errors (compat_time_table_build()).
 */
static inline const struct compat_time_reg *
compat_time_table_reg(struct compat_time_table *table)
{
	/* Pairs with ct_publish()'s release: what it points to is built. */
	const struct compat_time_reg *reg = smp_load_acquire(&table->reg);

	return likely(reg) ? reg : compat_time_table_build(table);
}

void compat_time_release_module(struct module *mod);
int compat_time_registry_init(void);
void compat_time_registry_exit(void);

/* Calls @fn for every registered table, under the registry's mutex. */
typedef void (*compat_time_reg_fn_t)(const struct compat_time_reg *reg,
				     void *data);
void compat_time_visit_tables(compat_time_reg_fn_t fn, void *data);

/* usercopy.c */
long compat_time_kernel_dispatch(struct compat_time_table *table, void *priv,
				 unsigned int cmd, void *buf, bool compat);
unsigned int compat_time_cmd_of(struct compat_time_table *table,
				unsigned int cmd, bool compat);
int compat_time_copy_kernel(struct compat_time_table *table, unsigned int cmd,
			    void *kbuf, void *buf, bool out, bool compat);

/* policy.c */
bool compat_time_policy_clamp(void);
bool compat_time_policy_log(void);

/* stats.c */
void compat_time_account_rest(struct compat_time_stats __percpu *stats,
			      const char *what, int abi, long ret,
			      unsigned int clamped);
void compat_time_record_user(const char *what, bool compat);

/**
 * compat_time_count() - count one call in a set of per-CPU counters
 * @stats: a command's or a record format's counters
 * @what: what was called, for the log
 * @abi: the caller's layout
 * @compat: a 32-bit process on a 64-bit kernel
 * @ret: what the call returned
 * @clamped: how many times its result saturated
 *
 * Only a process's first call with a 32-bit time layout writes shared
 * state.  Inline, as every translated call ends with it: one that
 * succeeded unclamped only counts, and one in a 32-bit time layout
 * records its process.
 */
static inline void compat_time_count(struct compat_time_stats __percpu *stats,
				     const char *what, int abi, bool compat,
				     long ret, unsigned int clamped)
{
	this_cpu_inc(stats->count[abi][COMPAT_TIME_CALLS]);
	if (unlikely(ret < 0 || clamped))
		compat_time_account_rest(stats, what, abi, ret, clamped);
	if (abi == COMPAT_TIME_ABI_ILP32_TIME32)
		compat_time_record_user(what, compat);
}

/**
 * compat_time_account() - count one call of a registered command
 * @c: the command
 * @abi: the caller's layout
 * @compat: the call came through .compat_ioctl
 * @ret: what the call returned
 * @clamped: how many times its result saturated
 *
 * The counters are the command's, on this CPU (compat_time_count()).
 */
static inline void compat_time_account(const struct compat_time_cmd *c,
				       int abi, bool compat, long ret,
				       unsigned int clamped)
{
	compat_time_count(c->stats, c->ioctl->name ?: "an ioctl", abi, compat,
			  ret, clamped);
}

/* records.c */
typedef void (*compat_time_records_fn_t)(const struct compat_time_records *r,
					 void *data);
void compat_time_visit_records(compat_time_records_fn_t fn, void *data);

void compat_time_stats_init(void);
void compat_time_stats_exit(void);

#endif /* _COMPAT_TIME_INTERNAL_H */
