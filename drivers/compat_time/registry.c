// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time registry: the commands drivers registered, found by
 * (file_operations, direction/type/nr) in an rhashtable, and the layout a
 * caller used, picked by _IOC_SIZE or by the caller's ABI.
 *
 * Lookups run under SRCU for the whole ioctl, driver call included, so
 * compat_time_unregister() returns only once no call can still use the
 * table it removes.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/mutex.h>
#include <linux/rhashtable.h>
#include <linux/slab.h>
#include <linux/srcu.h>

#include "internal.h"

/* Everything of a command number but its size. */
#define CT_NR_MASK	(~(_IOC_SIZEMASK << _IOC_SIZESHIFT))
/* The key of a table's own entry: no masked command number has it. */
#define CT_TABLE_KEY	(_IOC_SIZEMASK << _IOC_SIZESHIFT)

struct ct_key {
	const struct file_operations *fops;
	u32 nr;
};

struct ct_entry {
	struct rhash_head node;
	struct ct_key key;
	struct compat_time_cmd cmd;
};

/*
 * entries[0] stands for the table itself, entries[1 + i] for ioctls[i].
 * The counters live apart from the entries, so that the entries a lookup
 * walks stay small and dense.
 */
struct ct_registration {
	struct list_head node;
	struct compat_time_stats *stats;
	unsigned int nr_entries;
	struct ct_entry entries[];
};

static const struct rhashtable_params ct_params = {
	.key_len = offsetofend(struct ct_key, nr),
	.key_offset = offsetof(struct ct_entry, key),
	.head_offset = offsetof(struct ct_entry, node),
	.automatic_shrinking = true,
};

static struct rhashtable ct_cmds;
static DEFINE_MUTEX(ct_register_lock);
/* Registered tables, for compat_time_visit_cmds(); ct_register_lock. */
static LIST_HEAD(ct_registrations);
DEFINE_SRCU(compat_time_srcu);

static struct ct_entry *ct_find(const struct file_operations *fops, u32 nr)
{
	struct ct_key key = { .fops = fops, .nr = nr };

	return rhashtable_lookup_fast(&ct_cmds, &key, ct_params);
}

/**
 * compat_time_lookup() - find a registered command
 * @fops: the file_operations of the file the ioctl came in on
 * @cmd: the command number, of any size
 *
 * Call inside an srcu_read_lock(&compat_time_srcu) section; the result
 * stays valid until it ends.
 *
 * Return: the command with @cmd's direction, type and nr, or NULL.
 */
const struct compat_time_cmd *
compat_time_lookup(const struct file_operations *fops, unsigned int cmd)
{
	struct ct_entry *e = ct_find(fops, cmd & CT_NR_MASK);

	return e ? &e->cmd : NULL;
}

/**
 * compat_time_lookup_table() - find the table registered for a file
 * @fops: the file_operations of the file the ioctl came in on
 *
 * Call inside an srcu_read_lock(&compat_time_srcu) section.
 *
 * Return: the table, or NULL.
 */
const struct compat_time_table *
compat_time_lookup_table(const struct file_operations *fops)
{
	struct ct_entry *e = ct_find(fops, CT_TABLE_KEY);

	return e ? e->cmd.table : NULL;
}

/**
 * compat_time_select_abi() - the layout an incoming command uses
 * @c: the registered command
 * @cmd: the incoming command number
 * @compat: the call came through .compat_ioctl
 *
 * A 64-bit caller uses the native layout.  A 32-bit caller (compat, or
 * native on a 32-bit kernel, where the time64 layout is the native one)
 * uses the layout whose size the number encodes, or the time32 layout for
 * a number that encodes no size.  Where time_t changes nothing in the
 * argument, a 32-bit caller's layout is not counted as time32.
 *
 * Return: an enum compat_time_abi, or -ENOTTY when no layout has the
 * encoded size (or the caller is x32, which compat_time does not serve).
 */
int compat_time_select_abi(const struct compat_time_cmd *c, unsigned int cmd,
			   bool compat)
{
	static const u8 callers[][2] = {
		/* 64-bit kernel, native call */
		{ COMPAT_TIME_ABI_NATIVE, COMPAT_TIME_ABI_NATIVE },
		/* 32-bit kernel, native call */
		{ COMPAT_TIME_ABI_TIME32, COMPAT_TIME_ABI_NATIVE },
		/* compat call */
		{ COMPAT_TIME_ABI_TIME32, COMPAT_TIME_ABI_TIME64 },
	};
	const u8 *abis = callers[compat ? 2 : !IS_ENABLED(CONFIG_64BIT)];
	unsigned int i;

	if (compat && COMPAT_USE_64BIT_TIME)
		return -ENOTTY;
	if (c->ioctl->flags & COMPAT_TIME_CMD_BY_ABI)
		return abis[0];
	for (i = !c->layout->time32_differs; i < ARRAY_SIZE(callers[0]); i++)
		if (c->layout->size[abis[i]] == _IOC_SIZE(cmd))
			return abis[i];
	return -ENOTTY;
}

static int ct_check_ioctl(const struct compat_time_ioctl *ioc)
{
	if (!ioc->handler || !ioc->arg)
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

static void ct_free(struct ct_registration *reg, unsigned int inserted)
{
	unsigned int i;

	for (i = 0; i < inserted; i++)
		rhashtable_remove_fast(&ct_cmds, &reg->entries[i].node,
				       ct_params);
	/* Wait for every call that may have found one of them. */
	synchronize_srcu(&compat_time_srcu);
	for (i = 0; i < reg->nr_entries; i++)
		kfree(reg->entries[i].cmd.layout);
	kvfree(reg->stats);
	kvfree(reg);
}

/**
 * compat_time_register_models() - compat_time_register() with given models
 * @table: the driver's table
 * @models: the data model of each layout
 *
 * For tests, which place tables in other ABIs' layouts.
 *
 * Return: as compat_time_register().
 */
int compat_time_register_models(struct compat_time_table *table,
				const struct compat_time_model *const models[COMPAT_TIME_NR_ABIS])
{
	struct ct_registration *reg;
	unsigned int i;
	int ret = 0;

	if (!table || !table->fops || !table->ioctls || !table->nr_ioctls)
		return -EINVAL;

	reg = kvzalloc(struct_size(reg, entries, table->nr_ioctls + 1),
		       GFP_KERNEL);
	if (!reg)
		return -ENOMEM;
	reg->stats = kvcalloc(table->nr_ioctls, sizeof(*reg->stats),
			      GFP_KERNEL);
	if (!reg->stats) {
		kvfree(reg);
		return -ENOMEM;
	}
	reg->nr_entries = table->nr_ioctls + 1;
	reg->entries[0].cmd.table = table;
	reg->entries[0].key.fops = table->fops;
	reg->entries[0].key.nr = CT_TABLE_KEY;

	mutex_lock(&ct_register_lock);
	i = 0;
	if (table->priv) {
		ret = -EBUSY;
		goto fail;
	}
	ret = rhashtable_lookup_insert_fast(&ct_cmds, &reg->entries[0].node,
					    ct_params);
	if (ret)
		goto fail;
	for (i = 1; i < reg->nr_entries; i++) {
		const struct compat_time_ioctl *ioc = &table->ioctls[i - 1];
		struct ct_entry *e = &reg->entries[i];
		struct compat_time_layout *layout;

		ret = ct_check_ioctl(ioc);
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
		e->cmd.layout = layout;
		e->cmd.ioctl = ioc;
		e->cmd.table = table;
		e->cmd.stats = &reg->stats[i - 1];
		e->key.fops = table->fops;
		e->key.nr = ioc->cmd & CT_NR_MASK;
		ret = rhashtable_lookup_insert_fast(&ct_cmds, &e->node,
						    ct_params);
		if (ret) {
			if (ret == -EEXIST)
				pr_err("%s: %#x is registered already\n",
				       ioc->name ?: "ioctl", ioc->cmd);
			goto fail;
		}
	}
	table->priv = reg;
	list_add_tail(&reg->node, &ct_registrations);
	mutex_unlock(&ct_register_lock);
	return 0;

fail:
	mutex_unlock(&ct_register_lock);
	ct_free(reg, i);
	return ret;
}

/**
 * compat_time_register() - serve a driver's ioctls through compat_time
 * @table: the driver's table; it must stay in place until
 *	compat_time_unregister()
 *
 * Every command must be the native one (_IOC_SIZE equal to the size of
 * its described argument) or, with %COMPAT_TIME_CMD_BY_ABI, one that
 * encodes no size.  Each description is checked against the compiler's
 * offsets and sizes, and placed in every layout this kernel's callers use.
 *
 * Context: process context; takes a mutex.
 * Return: 0; -EINVAL for a bad table or description, -EEXIST when another
 * table is registered for the same file_operations or a command's
 * direction, type and nr appear twice, -EBUSY when @table is registered
 * already, -E2BIG or -ENOMEM.
 */
int compat_time_register(struct compat_time_table *table)
{
	return compat_time_register_models(table, compat_time_kernel_models);
}
EXPORT_SYMBOL_GPL(compat_time_register);

/**
 * compat_time_unregister() - stop serving a driver's ioctls
 * @table: a table registered with compat_time_register()
 *
 * Waits until no ioctl still uses @table, so a call blocked in the
 * driver's handler delays it.  Does nothing for a table not registered,
 * or for NULL.
 *
 * Context: process context; may sleep.
 */
void compat_time_unregister(struct compat_time_table *table)
{
	struct ct_registration *reg;

	if (!table)
		return;
	mutex_lock(&ct_register_lock);
	reg = table->priv;
	table->priv = NULL;
	if (reg)
		list_del(&reg->node);
	mutex_unlock(&ct_register_lock);

	if (reg)
		ct_free(reg, reg->nr_entries);
}
EXPORT_SYMBOL_GPL(compat_time_unregister);

void compat_time_visit_cmds(compat_time_cmd_fn_t fn, void *data)
{
	struct ct_registration *reg;
	unsigned int i;

	mutex_lock(&ct_register_lock);
	list_for_each_entry(reg, &ct_registrations, node)
		for (i = 1; i < reg->nr_entries; i++)
			fn(&reg->entries[i].cmd, data);
	mutex_unlock(&ct_register_lock);
}

int compat_time_registry_init(void)
{
	return rhashtable_init(&ct_cmds, &ct_params);
}

void compat_time_registry_exit(void)
{
	rhashtable_destroy(&ct_cmds);
}
