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
 * records	one line per read()/write() record format and caller
 *		layout other than the native one that has been called:
 *		"<module> <record> <layout> <calls> <failed> <overflowed>
 *		<clamped>"
 * time32_users	one line per process that used a 32-bit time layout:
 *		"<comm> <pid> <caller> <calls>" (ioctls and records),
 *		caller being
 *		compat (a 32-bit process on a 64-bit kernel, or an x32
 *		one that sent an i386 time32 number) or native32;
 *		then "# dropped <n>", calls not recorded once CT_MAX_USERS
 *		processes are.
 *
 * Lines starting with '#' are comments.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/debugfs.h>
#include <linux/hash.h>
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/string.h>

#include "internal.h"

#define CT_USERS_BITS	6
#define CT_MAX_USERS	BIT(CT_USERS_BITS)

static const char * const ct_abi_names[COMPAT_TIME_NR_ABIS] = {
	[COMPAT_TIME_ABI_NATIVE] = "native",
	[COMPAT_TIME_ABI_ILP32_TIME32] = "time32",
	[COMPAT_TIME_ABI_ILP32_TIME64] = "time64",
	[COMPAT_TIME_ABI_X32] = "x32",
};

/**
 * struct ct_user - a process seen using a 32-bit time layout
 * @tgid: its thread group id; 0 while the slot is free
 * @named: @comm and @compat are written
 * @comm: its command name when first seen
 * @compat: a 32-bit process on a 64-bit kernel
 * @calls: calls with a 32-bit time layout
 *
 * A slot is claimed with a cmpxchg of @tgid and never freed, so the call
 * path takes no lock: it finds its process's slot by open addressing on
 * the tgid, and a process that exec()s another program gets a new slot.
 */
struct ct_user {
	atomic_t tgid;
	int named;
	char comm[TASK_COMM_LEN];
	bool compat;
	atomic_long_t calls;
};

static struct ct_user ct_users[CT_MAX_USERS];
static atomic_long_t ct_users_dropped;
static struct dentry *ct_debugfs;

/* Whether slot @u, named, is another program than current's. */
static bool ct_user_renamed(const struct ct_user *u)
{
	/*
	 * Pairs with the release in compat_time_record_user(): @comm is
	 * written.  Both names are NUL-padded (get_task_comm(),
	 * __set_task_comm()).
	 */
	return smp_load_acquire(&u->named) &&
	       memcmp(u->comm, current->comm, TASK_COMM_LEN);
}

/**
 * compat_time_record_user() - record the process making a 32-bit time call
 * @what: what it called (a command, or a read() or write() record), for
 *	the log
 * @compat: a 32-bit process on a 64-bit kernel
 *
 * Its slot in the time32 users report is claimed on its first such call,
 * and counts the calls; once every slot is taken, the call is counted as
 * dropped.
 */
void compat_time_record_user(const char *what, bool compat)
{
	pid_t tgid = current->tgid;
	unsigned int h = hash_32(tgid, CT_USERS_BITS), i;
	struct ct_user *u;
	int old;

	for (i = 0; i < CT_MAX_USERS; i++) {
		u = &ct_users[(h + i) % CT_MAX_USERS];
		old = atomic_read(&u->tgid);
		if (!old)
			old = atomic_cmpxchg(&u->tgid, 0, tgid);
		if (!old)
			goto claimed;
		if (old == tgid && !ct_user_renamed(u))
			goto found;
	}
	atomic_long_inc(&ct_users_dropped);
	return;

claimed:
	get_task_comm(u->comm, current);
	u->compat = compat;
	/* Publish @comm and @compat to ct_user_renamed() and the report. */
	smp_store_release(&u->named, 1);
	if (compat_time_policy_log())
		pr_info_ratelimited("%s[%d] uses the 32-bit time layout of %s\n",
				    current->comm, tgid, what);
found:
	atomic_long_inc(&u->calls);
}

/**
 * compat_time_account_rest() - count a call that failed or saturated
 * @stats: its counters
 * @what: what was called, for the log
 * @abi: the caller's layout
 * @ret: what the call returned
 * @clamped: how many times its result saturated
 */
void compat_time_account_rest(struct compat_time_stats __percpu *stats,
			      const char *what, int abi, long ret,
			      unsigned int clamped)
{
	if (ret < 0)
		this_cpu_inc(stats->count[abi][COMPAT_TIME_FAILED]);
	if (ret == -EOVERFLOW) {
		this_cpu_inc(stats->count[abi][COMPAT_TIME_OVERFLOWED]);
		if (compat_time_policy_log())
			pr_info_ratelimited("%s[%d]: %s result does not fit 32-bit time: EOVERFLOW\n",
					    current->comm,
					    task_tgid_nr(current), what);
	}
	if (clamped)
		this_cpu_inc(stats->count[abi][COMPAT_TIME_CLAMPED]);
}

/*
 * One line per caller layout that has been called, "<module> <name>
 * <layout> <calls> <failed> <overflowed> <clamped>", the counters summed
 * over the CPUs.
 */
static void ct_show_stats(struct seq_file *m, const char *module,
			  const char *name,
			  const struct compat_time_stats __percpu *stats)
{
	struct compat_time_stats sum;
	unsigned int k;
	int abi, cpu;

	memset(&sum, 0, sizeof(sum));
	for_each_possible_cpu(cpu) {
		const struct compat_time_stats *s = per_cpu_ptr(stats, cpu);

		for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++)
			for (k = 0; k < COMPAT_TIME_NR_COUNTERS; k++)
				sum.count[abi][k] += s->count[abi][k];
	}
	for (abi = 0; abi < COMPAT_TIME_NR_ABIS; abi++) {
		const unsigned long *n = sum.count[abi];

		if (!n[COMPAT_TIME_CALLS])
			continue;
		seq_printf(m, "%s %s %s %lu %lu %lu %lu\n", module, name,
			   ct_abi_names[abi], n[COMPAT_TIME_CALLS],
			   n[COMPAT_TIME_FAILED], n[COMPAT_TIME_OVERFLOWED],
			   n[COMPAT_TIME_CLAMPED]);
	}
}

static void ct_show_table(const struct compat_time_reg *reg, void *data)
{
	unsigned int i;

	for (i = 0; i < reg->nr_cmds; i++)
		ct_show_stats(data, module_name(reg->owner),
			      reg->cmds[i].ioctl->name ?: "-",
			      reg->cmds[i].stats);
}

/* A record format's lines, named by its C type without "struct ". */
static void ct_show_records(const struct compat_time_records *r, void *data)
{
	const char *name = r->desc->name;

	ct_show_stats(data, module_name(r->owner),
		      name + str_has_prefix(name, "struct "), r->stats);
}

static int commands_show(struct seq_file *m, void *v)
{
	seq_puts(m, "# module command layout calls failed overflowed clamped\n");
	compat_time_visit_tables(ct_show_table, m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(commands);

static int records_show(struct seq_file *m, void *v)
{
	seq_puts(m, "# module record layout calls failed overflowed clamped\n");
	compat_time_visit_records(ct_show_records, m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(records);

static int time32_users_show(struct seq_file *m, void *v)
{
	unsigned int i;

	seq_puts(m, "# comm pid caller calls\n");
	for (i = 0; i < CT_MAX_USERS; i++) {
		const struct ct_user *u = &ct_users[i];

		/* Pairs with the release in compat_time_record_user(). */
		if (!smp_load_acquire(&u->named))
			continue;
		seq_printf(m, "%s %d %s %ld\n", u->comm, atomic_read(&u->tgid),
			   u->compat ? "compat" : "native32",
			   atomic_long_read(&u->calls));
	}
	seq_printf(m, "# dropped %ld\n", atomic_long_read(&ct_users_dropped));
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
	debugfs_create_file("records", 0400, ct_debugfs, NULL,
			    &records_fops);
}

void compat_time_stats_exit(void)
{
	debugfs_remove(ct_debugfs);
}
