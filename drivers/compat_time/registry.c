// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time registry: a driver's table, checked and placed in every
 * layout at registration, its commands hashed for the call path, and the
 * layout a caller used, picked by _IOC_SIZE or by the caller's ABI.
 *
 * A call reaches the table through the driver's own ioctl entry points,
 * so nothing global sits on the call path: a lookup reads one bucket of
 * the table's own hash.  The list of tables serves the debugfs report.
 *
 * A table is built by compat_time_register() or by its first call
 * (compat_time_table_reg()), and freed by compat_time_unregister() or
 * when the module holding it goes (compat_time_release_module()).
 *
 * Lifetime: the driver's file_operations hold a reference on its module
 * while a file is open, so neither a driver that unregisters its table in
 * module_exit, after its device is gone, nor the module's going, after
 * its exit, can race a call.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitmap.h>
#include <linux/compat.h>
#include <linux/hash.h>
#include <linux/log2.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include <linux/slab.h>

#include "internal.h"

/* An empty bucket slot: no masked command number has size bits. */
#define CT_NO_KEY	(_IOC_SIZEMASK << _IOC_SIZESHIFT)
/* Seeds tried per hash size before the hash grows. */
#define CT_HASH_SEEDS	8
/* The hash never needs more than 4 buckets per command. */
#define CT_HASH_MAX_BITS	(ilog2(U16_MAX) + 3)

static DEFINE_MUTEX(ct_register_lock);
/* Registered tables, for compat_time_visit_tables(); ct_register_lock. */
static LIST_HEAD(ct_registrations);

/**
 * compat_time_select_abi() - the layout an incoming command uses
 * @c: the registered command
 * @cmd: the incoming command number
 * @caller: who calls: native, compat, or x32
 *
 * A 64-bit caller uses the native layout.  A 32-bit caller (compat, or
 * native on a 32-bit kernel, where the 64-bit time layout is the native
 * one) uses the layout whose size the number encodes, or the 32-bit time
 * layout for a number that encodes no size.  Where time_t changes nothing
 * in the argument, a 32-bit caller's layout is not counted as 32-bit time.
 * An x32 caller has one layout of its own.  A number of the native
 * layout's size, and of none of the caller's own, gets the native layout;
 * an x32 caller's number of a 32-bit layout's size gets that layout.
 * That number names the layout, and hand-written compat code, which
 * passes the numbers it does not know to the native handler and serves
 * x32 with the i386 structs, serves them so.
 *
 * Return: an enum compat_time_abi, or -ENOTTY when no layout the caller
 * may use has the encoded size.
 */
int compat_time_select_abi(const struct compat_time_cmd *c, unsigned int cmd,
			   enum compat_time_caller caller)
{
	/* The layouts each caller may use, in order; the last repeats. */
	static const u8 callers[][4] = {
		/* 64-bit kernel, native call */
		{ COMPAT_TIME_ABI_NATIVE, COMPAT_TIME_ABI_NATIVE,
		  COMPAT_TIME_ABI_NATIVE, COMPAT_TIME_ABI_NATIVE },
		/* 32-bit kernel, native call */
		{ COMPAT_TIME_ABI_ILP32_TIME32, COMPAT_TIME_ABI_NATIVE,
		  COMPAT_TIME_ABI_NATIVE, COMPAT_TIME_ABI_NATIVE },
		/* compat call */
		{ COMPAT_TIME_ABI_ILP32_TIME32, COMPAT_TIME_ABI_ILP32_TIME64,
		  COMPAT_TIME_ABI_NATIVE, COMPAT_TIME_ABI_NATIVE },
		/*
		 * x32 call: i386's 64-bit time layout first, the same bytes
		 * as its 32-bit time one where time_t changes nothing
		 */
		{ COMPAT_TIME_ABI_X32, COMPAT_TIME_ABI_NATIVE,
		  COMPAT_TIME_ABI_ILP32_TIME64, COMPAT_TIME_ABI_ILP32_TIME32 },
	};
	const u8 *abis = callers[caller == COMPAT_TIME_CALLER_X32 ? 3 :
				 caller == COMPAT_TIME_CALLER_COMPAT ? 2 :
				 !IS_ENABLED(CONFIG_64BIT)];
	unsigned int i;

	if (compat_time_native_call(c, cmd, caller))
		return COMPAT_TIME_ABI_NATIVE;
	if (c->ioctl->flags & COMPAT_TIME_CMD_BY_ABI)
		return abis[0];
	/* Where time_t changes nothing, a 32-bit caller's is 64-bit time. */
	i = abis[0] == COMPAT_TIME_ABI_ILP32_TIME32 && !c->layout->time32_differs;
	for (; i < ARRAY_SIZE(callers[0]); i++)
		if (c->layout->size[abis[i]] == _IOC_SIZE(cmd))
			return abis[i];
	return -ENOTTY;
}

/* How an entry says its table is served. */
static enum compat_time_served ct_served(const struct compat_time_ioctl *ioc)
{
	if (ioc->flags & COMPAT_TIME_CMD_COPY)
		return COMPAT_TIME_SERVED_COPY;
	if (ioc->flags & COMPAT_TIME_CMD_KERNEL)
		return COMPAT_TIME_SERVED_KERNEL;
	return COMPAT_TIME_SERVED_FILE;
}

static int ct_check_ioctl(const struct compat_time_ioctl *ioc,
			  enum compat_time_served served)
{
	static const u8 flag[] = {
		[COMPAT_TIME_SERVED_FILE] = 0,
		[COMPAT_TIME_SERVED_KERNEL] = COMPAT_TIME_CMD_KERNEL,
		[COMPAT_TIME_SERVED_COPY] = COMPAT_TIME_CMD_COPY,
	};

	if (!ioc->arg || (ioc->flags & (COMPAT_TIME_CMD_KERNEL |
					COMPAT_TIME_CMD_COPY)) != flag[served])
		return -EINVAL;
	/* A copy table's commands are served by the driver's own code. */
	if (served == COMPAT_TIME_SERVED_COPY ? !!ioc->handler :
	    served == COMPAT_TIME_SERVED_KERNEL ? !ioc->kernel_handler :
	    !ioc->handler)
		return -EINVAL;
	/* A framework copies _IOC_SIZE bytes: none for these two. */
	if (served == COMPAT_TIME_SERVED_KERNEL &&
	    ioc->flags & (COMPAT_TIME_CMD_BY_ABI | COMPAT_TIME_CMD_ARG_VALUE))
		return -EINVAL;
	/* A value passed by value is not copied. */
	if (served == COMPAT_TIME_SERVED_COPY &&
	    ioc->flags & COMPAT_TIME_CMD_ARG_VALUE)
		return -EINVAL;
	if (ioc->flags & COMPAT_TIME_CMD_ARG_VALUE &&
	    (ioc->arg != &compat_time_desc_ulong ||
	     _IOC_DIR(ioc->cmd) != _IOC_WRITE))
		return -EINVAL;
	if (ioc->flags & COMPAT_TIME_CMD_BY_ABI) {
		if (_IOC_SIZE(ioc->cmd) || _IOC_DIR(ioc->cmd) != _IOC_NONE ||
		    !ioc->dir || ioc->dir & ~(_IOC_READ | _IOC_WRITE))
			return -EINVAL;
	} else if (_IOC_SIZE(ioc->cmd) != ioc->arg->size ||
		   _IOC_DIR(ioc->cmd) == _IOC_NONE) {
		return -EINVAL;
	}
	return 0;
}

/*
 * Put every command's key in a bucket with @seed, and its nr in @reg->nrs.
 * Return 0, -ENOSPC when a bucket overflows, or -EEXIST (naming the
 * command) for a key that is in the table twice, which no seed or size
 * can help.
 */
static int ct_hash_fill(struct compat_time_reg *reg, u32 seed,
			unsigned int bits)
{
	unsigned int n, i;

	for (n = 0; n < 1U << bits; n++)
		for (i = 0; i < COMPAT_TIME_BUCKET_KEYS; i++)
			reg->buckets[n].key[i] = CT_NO_KEY;
	bitmap_zero(reg->nrs, 1 << _IOC_NRBITS);

	for (n = 0; n < reg->nr_cmds; n++) {
		const struct compat_time_ioctl *ioc = reg->cmds[n].ioctl;
		u32 key = ioc->cmd & COMPAT_TIME_NR_MASK;
		struct compat_time_bucket *b =
			&reg->buckets[compat_time_bucket(key, seed, bits)];

		for (i = 0; i < COMPAT_TIME_BUCKET_KEYS; i++) {
			if (b->key[i] == key) {
				pr_err("%s: %#x is in the table twice\n",
				       ioc->name ?: "ioctl", ioc->cmd);
				return -EEXIST;
			}
			if (b->key[i] == CT_NO_KEY)
				break;
		}
		if (i == COMPAT_TIME_BUCKET_KEYS)
			return -ENOSPC;
		b->key[i] = key;
		b->cmd[i] = n;
		__set_bit(_IOC_NR(key), reg->nrs);
	}
	reg->hash_seed = seed;
	reg->hash_bits = bits;
	return 0;
}

/*
 * Size the hash for about two keys a bucket, and grow it until some seed
 * leaves no bucket with more than COMPAT_TIME_BUCKET_KEYS keys.
 */
static int ct_hash_build(struct compat_time_reg *reg)
{
	unsigned int bits = max_t(unsigned int, 1,
				  order_base_2(DIV_ROUND_UP(reg->nr_cmds, 2)));
	unsigned int s;
	int ret;

	for (; bits <= CT_HASH_MAX_BITS; bits++) {
		reg->buckets = kvmalloc_array(1U << bits, sizeof(*reg->buckets),
					      GFP_KERNEL);
		if (!reg->buckets)
			return -ENOMEM;
		for (s = 0; s < CT_HASH_SEEDS; s++) {
			ret = ct_hash_fill(reg, s * GOLDEN_RATIO_32, bits);
			if (ret != -ENOSPC)
				return ret;
		}
		kvfree(reg->buckets);
		reg->buckets = NULL;
	}
	return -E2BIG;
}

static void ct_free(struct compat_time_reg *reg)
{
	unsigned int i;

	for (i = 0; i < reg->nr_cmds; i++) {
		kfree(reg->cmds[i].layout);
		kfree(reg->cmds[i].elems);
	}
	if (reg->stats)
		for (i = 0; i < DIV_ROUND_UP(reg->nr_cmds,
					     COMPAT_TIME_STATS_BLOCK); i++)
			free_percpu(reg->stats[i]);
	kfree(reg->stats);
	kvfree(reg->buckets);
	kvfree(reg);
}

/* Per-CPU counters, in blocks that each fit one percpu allocation. */
static int ct_alloc_stats(struct compat_time_reg *reg)
{
	unsigned int nr_blocks = DIV_ROUND_UP(reg->nr_cmds,
					      COMPAT_TIME_STATS_BLOCK);
	unsigned int i;

	BUILD_BUG_ON(COMPAT_TIME_STATS_BLOCK * sizeof(struct compat_time_stats) >
		     PCPU_MIN_UNIT_SIZE);
	reg->stats = kcalloc(nr_blocks, sizeof(*reg->stats), GFP_KERNEL);
	if (!reg->stats)
		return -ENOMEM;
	for (i = 0; i < nr_blocks; i++) {
		unsigned int n = min(reg->nr_cmds - i * COMPAT_TIME_STATS_BLOCK,
				     COMPAT_TIME_STATS_BLOCK);

		reg->stats[i] = __alloc_percpu(n * sizeof(**reg->stats),
					       __alignof__(**reg->stats));
		if (!reg->stats[i])
			return -ENOMEM;
	}
	for (i = 0; i < reg->nr_cmds; i++)
		reg->cmds[i].stats = reg->stats[i / COMPAT_TIME_STATS_BLOCK] +
				     i % COMPAT_TIME_STATS_BLOCK;
	return 0;
}

/*
 * The layouts of the elements @cmd's argument points to, into @cmd: one
 * level only, read before the handler runs, and told apart per caller by
 * the number, as the argument's own layout is.
 */
static int ct_build_elems(struct compat_time_cmd *cmd,
			  enum compat_time_served served,
			  const struct compat_time_model *const *models)
{
	const struct compat_time_field *array = cmd->layout->array;
	const struct compat_time_ioctl *ioc = cmd->ioctl;
	struct compat_time_layout *elems;

	if (served == COMPAT_TIME_SERVED_COPY ||
	    ioc->flags & (COMPAT_TIME_CMD_BY_ABI | COMPAT_TIME_CMD_ARG_VALUE) ||
	    !(_IOC_DIR(ioc->cmd) & _IOC_WRITE)) {
		pr_err("%s: %s: an array behind a pointer needs a handler and a number that reads its count\n",
		       ioc->name ?: "ioctl", array->name);
		return -EINVAL;
	}
	elems = compat_time_layout_build(array->nested, models);
	if (IS_ERR(elems))
		return PTR_ERR(elems);
	cmd->elems = elems;
	if (elems->array) {
		pr_err("%s: %s: its elements point to more: not served\n",
		       ioc->name ?: "ioctl", array->name);
		return -EINVAL;
	}
	/*
	 * A 32-bit caller's time_t shows in the number's size, or nowhere
	 * (a header whose time is input_event's unsigned long seconds has
	 * one size for both): then its elements' layout is a guess.
	 */
	if (elems->time32_differs &&
	    cmd->layout->size[COMPAT_TIME_ABI_ILP32_TIME32] ==
	    cmd->layout->size[COMPAT_TIME_ABI_ILP32_TIME64]) {
		pr_err("%s: %s: its elements carry time and its number cannot say a 32-bit caller's time_t: give the argument a time member, or a number of its own\n",
		       ioc->name ?: "ioctl", array->name);
		return -EINVAL;
	}
	return 0;
}

/*
 * Check @table and place its commands in the layouts of @models: the
 * registration, not yet published.
 */
static struct compat_time_reg *
ct_build(struct compat_time_table *table, struct module *owner,
	 const struct compat_time_model *const models[COMPAT_TIME_NR_ABIS])
{
	struct compat_time_reg *reg;
	unsigned int i;
	enum compat_time_served served;
	int ret;

	if (!table || !table->ioctls || !table->nr_ioctls)
		return ERR_PTR(-EINVAL);
	/* Its first entry says how the table is served; all must agree. */
	served = ct_served(&table->ioctls[0]);
	if (served == COMPAT_TIME_SERVED_FILE ? !!table->kernel_fallback :
	    table->fallback || table->compat_fallback ||
	    (served == COMPAT_TIME_SERVED_COPY && table->kernel_fallback))
		return ERR_PTR(-EINVAL);
	if (table->nr_ioctls > U16_MAX)
		return ERR_PTR(-E2BIG);

	reg = kvzalloc(struct_size(reg, cmds, table->nr_ioctls), GFP_KERNEL);
	if (!reg)
		return ERR_PTR(-ENOMEM);
	reg->table = table;
	reg->owner = owner;
	reg->served = served;
	reg->nr_cmds = table->nr_ioctls;

	for (i = 0; i < reg->nr_cmds; i++) {
		const struct compat_time_ioctl *ioc = &table->ioctls[i];
		struct compat_time_layout *layout;

		ret = ct_check_ioctl(ioc, served);
		if (ret) {
			pr_err("%s: %#x does not match its description\n",
			       ioc->name ?: "ioctl", ioc->cmd);
			goto fail;
		}
		layout = compat_time_layout_build(ioc->arg, models);
		if (IS_ERR(layout)) {
			ret = PTR_ERR(layout);
			goto fail;
		}
		reg->cmds[i].ioctl = ioc;
		reg->cmds[i].layout = layout;
		if (layout->array) {
			ret = ct_build_elems(&reg->cmds[i], served, models);
			if (ret)
				goto fail;
		}
	}
	ret = ct_hash_build(reg) ?: ct_alloc_stats(reg);
	if (ret)
		goto fail;
	return reg;

fail:
	ct_free(reg);
	return ERR_PTR(ret);
}

/*
 * Make @reg the table's registration, unless it has one: then -EBUSY.
 * The call path reads &compat_time_table.reg without the lock, so the
 * registration is complete before it is seen there.
 */
static int ct_publish(struct compat_time_reg *reg)
{
	mutex_lock(&ct_register_lock);
	if (reg->table->reg) {
		mutex_unlock(&ct_register_lock);
		return -EBUSY;
	}
	list_add_tail(&reg->node, &ct_registrations);
	/* Pairs with compat_time_table_reg()'s acquire: @reg is complete. */
	smp_store_release(&reg->table->reg, reg);
	mutex_unlock(&ct_register_lock);
	return 0;
}

/**
 * compat_time_register_models() - __compat_time_register() with given models
 * @table: the driver's table
 * @owner: the module that registers it
 * @models: the data model of each layout
 *
 * For tests, which place tables in other ABIs' layouts.
 *
 * Return: as __compat_time_register().
 */
int compat_time_register_models(struct compat_time_table *table,
				struct module *owner,
				const struct compat_time_model *const models[COMPAT_TIME_NR_ABIS])
{
	struct compat_time_reg *reg = ct_build(table, owner, models);
	int ret;

	if (IS_ERR(reg))
		return PTR_ERR(reg);
	ret = ct_publish(reg);
	if (ret)
		ct_free(reg);
	return ret;
}

/**
 * compat_time_table_build() - a table's registration, built on its first use
 * @table: the driver's table, whose &compat_time_table.reg was NULL
 *
 * compat_time_table_reg() calls it for a table nobody registered: built
 * here, on its first call, in this kernel's layouts and for its
 * &compat_time_table.owner, as compat_time_register() would; two first
 * calls at once build it once.
 *
 * Context: process context; may sleep.
 * Return: the registration, or an ERR_PTR() of compat_time_register()'s
 * errors, said in the log: a table that cannot be built serves nothing.
 */
const struct compat_time_reg *
compat_time_table_build(struct compat_time_table *table)
{
	int ret;

	/* -EBUSY: another first call published its own (no build error). */
	ret = compat_time_register_models(table, table->owner,
					  compat_time_kernel_models);
	if (ret && ret != -EBUSY) {
		pr_err_ratelimited("%s: a table of %s cannot be built (%d): its ioctls fail\n",
				   table->ioctls && table->nr_ioctls &&
				   table->ioctls[0].name ?
				   table->ioctls[0].name : "ioctl",
				   module_name(table->owner), ret);
		return ERR_PTR(ret);
	}
	/* Pairs with ct_publish()'s release, as above. */
	return smp_load_acquire(&table->reg);
}

/**
 * __compat_time_register() - serve a driver's ioctls through compat_time
 * @table: the driver's table; it must stay in place until
 *	compat_time_unregister()
 * @owner: the module that registers it, for the debugfs report
 *
 * Call compat_time_register(), which passes THIS_MODULE.  Every command
 * must be the native one (_IOC_SIZE equal to the size of its described
 * argument) or, with %COMPAT_TIME_CMD_BY_ABI, one that encodes no size.
 * Each description is checked against the compiler's offsets and sizes,
 * and placed in every layout this kernel's callers use.  A table's
 * commands are all COMPAT_TIME_IOCTL_KERNEL() ones, with no @fallback or
 * @compat_fallback, or none are, with no @kernel_fallback.
 *
 * Registering is optional: a table nobody registered is built on its
 * first call and freed when the module holding it goes
 * (compat_time_table_reg()).  Registering says at load time what is
 * wrong with a table; do it before the device that calls
 * compat_time_ioctl() (or compat_time_kernel_ioctl()) with @table
 * appears.
 *
 * Context: process context; may sleep.
 * Return: 0; -EINVAL for a bad table or description, -EEXIST when a
 * command's direction, type and nr appear twice, -EBUSY when @table is
 * registered already, -E2BIG or -ENOMEM.
 */
int __compat_time_register(struct compat_time_table *table,
			   struct module *owner)
{
	return compat_time_register_models(table, owner,
					   compat_time_kernel_models);
}
EXPORT_SYMBOL_GPL(__compat_time_register);

/**
 * compat_time_unregister() - stop serving a driver's ioctls
 * @table: a table registered with compat_time_register()
 *
 * Call it once no ioctl can reach @table any more: in module_exit, after
 * the device is gone, or in a remove path after the driver has waited
 * for its open files, as for any state its ioctls use.  A table built on
 * its first call needs none: it is freed when its module goes.  Does
 * nothing for a table not built, or for NULL.
 *
 * Context: process context; may sleep.
 */
void compat_time_unregister(struct compat_time_table *table)
{
	struct compat_time_reg *reg;

	if (!table)
		return;
	mutex_lock(&ct_register_lock);
	reg = table->reg;
	table->reg = NULL;
	if (reg)
		list_del(&reg->node);
	mutex_unlock(&ct_register_lock);

	if (reg)
		ct_free(reg);
}
EXPORT_SYMBOL_GPL(compat_time_unregister);

/**
 * compat_time_release_module() - free the tables of a module that goes
 * @mod: the module
 *
 * Every registration whose table @mod holds, or that @mod made and did
 * not undo, is freed: a table built on first use needs no
 * compat_time_unregister().  Runs after @mod's exit, when no file of its
 * devices is open, so no call can reach its tables.
 */
void compat_time_release_module(struct module *mod)
{
	struct compat_time_reg *reg, *next;
	LIST_HEAD(gone);

	mutex_lock(&ct_register_lock);
	list_for_each_entry_safe(reg, next, &ct_registrations, node) {
		if (reg->owner != mod &&
		    !within_module((unsigned long)reg->table, mod))
			continue;
		reg->table->reg = NULL;
		list_move(&reg->node, &gone);
	}
	mutex_unlock(&ct_register_lock);

	list_for_each_entry_safe(reg, next, &gone, node)
		ct_free(reg);
}

#ifdef CONFIG_MODULES
static int ct_module_notify(struct notifier_block *nb, unsigned long state,
			    void *mod)
{
	if (state == MODULE_STATE_GOING)
		compat_time_release_module(mod);
	return NOTIFY_DONE;
}

static struct notifier_block ct_module_nb = {
	.notifier_call = ct_module_notify,
};

int compat_time_registry_init(void)
{
	return register_module_notifier(&ct_module_nb);
}

void compat_time_registry_exit(void)
{
	unregister_module_notifier(&ct_module_nb);
}
#else
/* Built in, with no modules: every table lives as long as the kernel. */
int compat_time_registry_init(void)
{
	return 0;
}

void compat_time_registry_exit(void)
{
}
#endif

void compat_time_visit_tables(compat_time_reg_fn_t fn, void *data)
{
	struct compat_time_reg *reg;

	mutex_lock(&ct_register_lock);
	list_for_each_entry(reg, &ct_registrations, node)
		fn(reg, data);
	mutex_unlock(&ct_register_lock);
}
