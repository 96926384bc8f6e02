// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time counters and the report of processes using 32-bit time,
 * under /sys/kernel/debug/compat_time/:
 *
 * commands	one line per registered command and caller layout that has
 *		been called: "<module> <command> <layout> <calls> <failed>
 *		<overflowed> <clamped>", layout being native, time32 or
 *		time64.  failed counts every error return, overflowed those
 *		that were -EOVERFLOW, clamped the calls whose result was
 *		saturated (overflow=clamp).
 * time32_users	one line per process that used a 32-bit time layout:
 *		"<comm> <pid> <caller> <calls>", caller being
 *		compat (a 32-bit process on a 64-bit kernel) or native32;
 *		then "# dropped <n>", processes not recorded once
 *		CT_MAX_USERS are.
 *
 * Lines starting with '#' are comments.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/debugfs.h>
#include <linux/module.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#include "internal.h"

#define CT_MAX_USERS	64

static const char * const ct_abi_names[COMPAT_TIME_NR_ABIS] = {
	[COMPAT_TIME_ABI_NATIVE] = "native",
	[COMPAT_TIME_ABI_TIME32] = "time32",
	[COMPAT_TIME_ABI_TIME64] = "time64",
};

/**
 * struct ct_user - a process seen using a 32-bit time layout
 * @tgid: its thread group id
 * @comm: its command name
 * @compat: a 32-bit process on a 64-bit kernel
 * @calls: calls with a 32-bit time layout
 */
struct ct_user {
	pid_t tgid;
	char comm[TASK_COMM_LEN];
	bool compat;
	unsigned long calls;
};

static struct ct_user ct_users[CT_MAX_USERS];
static unsigned int ct_nr_users;
static unsigned long ct_users_dropped;
static DEFINE_SPINLOCK(ct_users_lock);
static struct dentry *ct_debugfs;

static void ct_record_user(const struct compat_time_cmd *c, bool compat)
{
	struct ct_user *u = NULL;
	bool added = false;
	unsigned int i;

	spin_lock(&ct_users_lock);
	for (i = 0; i < ct_nr_users; i++) {
		if (ct_users[i].tgid == current->tgid &&
		    !strcmp(ct_users[i].comm, current->comm)) {
			u = &ct_users[i];
			break;
		}
	}
	if (!u && ct_nr_users < CT_MAX_USERS) {
		u = &ct_users[ct_nr_users++];
		u->tgid = current->tgid;
		get_task_comm(u->comm, current);
		u->compat = compat;
		added = true;
	}
	if (u)
		u->calls++;
	else
		ct_users_dropped++;
	spin_unlock(&ct_users_lock);

	if (added && compat_time_policy_log())
		pr_info_ratelimited("%s[%d] uses the 32-bit time layout of %s\n",
				    current->comm, task_tgid_nr(current),
				    c->ioctl->name ?: "an ioctl");
}

/**
 * compat_time_account() - count one call of a registered command
 * @c: the command
 * @abi: the caller's layout
 * @compat: the call came through .compat_ioctl
 * @ret: what the call returned
 * @clamped: how many times its result saturated
 */
void compat_time_account(const struct compat_time_cmd *c, int abi,
			 bool compat, long ret, unsigned int clamped)
{
	atomic_long_t *n = c->stats->count[abi];

	atomic_long_inc(&n[COMPAT_TIME_CALLS]);
	if (ret < 0)
		atomic_long_inc(&n[COMPAT_TIME_FAILED]);
	if (ret == -EOVERFLOW) {
		atomic_long_inc(&n[COMPAT_TIME_OVERFLOWED]);
		if (compat_time_policy_log())
			pr_info_ratelimited("%s[%d]: %s result does not fit 32-bit time: EOVERFLOW\n",
					    current->comm,
					    task_tgid_nr(current),
					    c->ioctl->name ?: "ioctl");
	}
	if (clamped)
		atomic_long_inc(&n[COMPAT_TIME_CLAMPED]);
	if (abi == COMPAT_TIME_ABI_TIME32)
		ct_record_user(c, compat);
}

static void ct_show_cmd(const struct compat_time_cmd *c, void *data)
{
	struct seq_file *m = data;
	int abi;

	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		const atomic_long_t *n = c->stats->count[abi];

		if (!atomic_long_read(&n[COMPAT_TIME_CALLS]))
			continue;
		seq_printf(m, "%s %s %s %ld %ld %ld %ld\n",
			   module_name(c->table->fops->owner),
			   c->ioctl->name ?: "-", ct_abi_names[abi],
			   atomic_long_read(&n[COMPAT_TIME_CALLS]),
			   atomic_long_read(&n[COMPAT_TIME_FAILED]),
			   atomic_long_read(&n[COMPAT_TIME_OVERFLOWED]),
			   atomic_long_read(&n[COMPAT_TIME_CLAMPED]));
	}
}

static int commands_show(struct seq_file *m, void *v)
{
	seq_puts(m, "# module command layout calls failed overflowed clamped\n");
	compat_time_visit_cmds(ct_show_cmd, m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(commands);

static int time32_users_show(struct seq_file *m, void *v)
{
	unsigned int i;

	seq_puts(m, "# comm pid caller calls\n");
	spin_lock(&ct_users_lock);
	for (i = 0; i < ct_nr_users; i++)
		seq_printf(m, "%s %d %s %lu\n", ct_users[i].comm,
			   ct_users[i].tgid,
			   ct_users[i].compat ? "compat" : "native32",
			   ct_users[i].calls);
	seq_printf(m, "# dropped %lu\n", ct_users_dropped);
	spin_unlock(&ct_users_lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(time32_users);

void compat_time_stats_init(void)
{
	ct_debugfs = debugfs_create_dir(KBUILD_MODNAME, NULL);
	debugfs_create_file("commands", 0400, ct_debugfs, NULL,
			    &commands_fops);
	debugfs_create_file("time32_users", 0400, ct_debugfs, NULL,
			    &time32_users_fops);
}

void compat_time_stats_exit(void)
{
	debugfs_remove(ct_debugfs);
}
