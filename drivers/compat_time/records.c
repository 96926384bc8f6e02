// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time records: time-carrying records that read() and write()
 * carry (an input_event queue, the ALSA timer's tread records), in the
 * caller's layout, through the same conversions as an ioctl's argument.
 *
 * A read() or write() carries no number that names a layout: a 32-bit
 * process on a 64-bit kernel is told by in_compat_syscall(), and the
 * time_t of a 32-bit caller by what the driver knows of the file (a
 * command that chose 64-bit time, as SNDRV_TIMER_IOCTL_TREAD64 does).
 * Whole records only, as evdev has them: a buffer shorter than one
 * record is -EINVAL.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/compat.h>
#include <linux/compat_time.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "internal.h"

/* The record formats built, for debugfs; and the building. */
static LIST_HEAD(ct_records_list);
static DEFINE_MUTEX(ct_records_lock);

/**
 * __compat_time_records_init() - build a record format's layouts
 * @r: the driver's record format
 * @owner: the module that calls, for the debugfs report
 *
 * Call compat_time_records_init(), which passes THIS_MODULE, from the
 * driver's init, and compat_time_records_release() from its exit.
 *
 * Context: process context; may sleep.
 * Return: 0, or as compat_time_register() for a description that is
 * wrong (the reason in the log).
 */
int __compat_time_records_init(struct compat_time_records *r,
			       struct module *owner)
{
	struct compat_time_layout *layout;
	int ret = 0;

	mutex_lock(&ct_records_lock);
	if (!r->layout) {
		layout = compat_time_layout_build(r->desc,
						  compat_time_kernel_models);
		if (IS_ERR(layout))
			ret = PTR_ERR(layout);
		else if (layout->array)
			ret = -EINVAL;
		if (ret == -EINVAL && !IS_ERR(layout))
			pr_err("%s: a record that points to more is not served\n",
			       r->desc->name);
		if (!ret) {
			r->stats = alloc_percpu(struct compat_time_stats);
			if (!r->stats)
				ret = -ENOMEM;
		}
		if (ret && !IS_ERR(layout))
			kfree(layout);
		if (!ret) {
			r->layout = layout;
			r->owner = owner;
			list_add_tail(&r->node, &ct_records_list);
		}
	}
	mutex_unlock(&ct_records_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(__compat_time_records_init);

/**
 * compat_time_records_release() - free what compat_time_records_init() built
 * @r: the driver's record format
 */
void compat_time_records_release(struct compat_time_records *r)
{
	mutex_lock(&ct_records_lock);
	if (r->layout)
		list_del(&r->node);
	kfree(r->layout);
	r->layout = NULL;
	free_percpu(r->stats);
	r->stats = NULL;
	mutex_unlock(&ct_records_lock);
}
EXPORT_SYMBOL_GPL(compat_time_records_release);

/*
 * The caller's layout: its kind from the syscall, its time_t from @time64;
 * where time_t changes nothing in the record, a 32-bit caller's is 64-bit
 * time, as for an ioctl (compat_time_select_abi()).
 */
static enum compat_time_abi ct_records_abi(const struct compat_time_records *r,
					   bool time64)
{
	time64 = time64 || !r->layout->time32_differs;
	if (in_compat_syscall())
		return COMPAT_USE_64BIT_TIME ? COMPAT_TIME_ABI_X32 :
		       time64 ? COMPAT_TIME_ABI_ILP32_TIME64 :
				COMPAT_TIME_ABI_ILP32_TIME32;
	if (IS_ENABLED(CONFIG_64BIT) || time64)
		return COMPAT_TIME_ABI_NATIVE;
	return COMPAT_TIME_ABI_ILP32_TIME32;
}

/*
 * How many whole records of this caller's layout, *@abi, @count bytes
 * hold, at most @nr; -EINVAL for a buffer shorter than one, as evdev's.
 */
static ssize_t ct_records_fit(const struct compat_time_records *r,
			      bool time64, size_t count, size_t nr,
			      enum compat_time_abi *abi)
{
	size_t usize;

	*abi = ct_records_abi(r, time64);
	usize = r->layout->size[*abi];
	if (count && count < usize)
		return -EINVAL;
	return min(nr, count / usize);
}

/*
 * Count a call of a 32-bit or x32 caller, as an ioctl's (a native one is
 * not counted, and costs nothing).
 */
static void ct_records_account(const struct compat_time_records *r,
			       enum compat_time_abi abi, ssize_t ret,
			       unsigned int clamped)
{
	if (abi != COMPAT_TIME_ABI_NATIVE)
		compat_time_count(r->stats, r->desc->name, abi,
				  in_compat_syscall(), ret, clamped);
}

/**
 * compat_time_record_size() - the size of one record for this caller
 * @r: the driver's record format, built by compat_time_records_init()
 * @time64: a 32-bit caller uses 64-bit time: what the driver knows of the
 *	file (ignored for 64-bit and x32 callers)
 *
 * Return: the size of one record in the calling process's layout.
 */
size_t compat_time_record_size(const struct compat_time_records *r,
			       bool time64)
{
	return r->layout->size[ct_records_abi(r, time64)];
}
EXPORT_SYMBOL_GPL(compat_time_record_size);

/**
 * compat_time_records_read() - copy records to a reader, in its layout
 * @r: the driver's record format, built by compat_time_records_init()
 * @time64: as for compat_time_record_size()
 * @buf: the read()'s buffer
 * @count: its size
 * @recs: the driver's records, in the native layout
 * @nr: how many there are
 *
 * Copies as many whole records as @count holds.  A record that does not
 * fit the caller's layout (a time after 2038 for 32-bit time) ends the
 * copy before it, or, first, fails it with -EOVERFLOW, unless
 * overflow=clamp saturates it: it is never lost, the driver keeps it.
 *
 * Context: process context; may sleep.
 * Return: the bytes copied, a whole number of records: the driver
 * consumes that many of @recs; -EINVAL for a buffer shorter than one
 * record, -EOVERFLOW, -EFAULT (nothing consumed), -ENOMEM.
 */
ssize_t compat_time_records_read(const struct compat_time_records *r,
				 bool time64, char __user *buf, size_t count,
				 const void *recs, size_t nr)
{
	const struct compat_time_layout *l = r->layout;
	size_t ksize = l->size[COMPAT_TIME_ABI_NATIVE], usize, i;
	enum compat_time_abi abi;
	ssize_t n = ct_records_fit(r, time64, count, nr, &abi), ret = 0;
	unsigned int clamped = 0;
	void *out;

	if (n <= 0)
		goto out;
	usize = l->size[abi];
	out = kvmalloc_array(n, usize, GFP_KERNEL_ACCOUNT);
	if (!out) {
		n = -ENOMEM;
		goto out;
	}
	for (i = 0; i < n; i++) {
		ret = compat_time_from_native_policy(l, abi, out + i * usize,
						     recs + i * ksize);
		if (ret < 0)
			break;
		clamped += ret;
	}
	n = i;
	if (n && copy_to_user(buf, out, n * usize))
		ret = -EFAULT;
	else if (n)
		ret = n * usize;
	kvfree(out);
	n = ret;
out:
	ct_records_account(r, abi, n, clamped);
	return n;
}
EXPORT_SYMBOL_GPL(compat_time_records_read);

/**
 * compat_time_records_write() - take records from a writer, in its layout
 * @r: the driver's record format, built by compat_time_records_init()
 * @time64: as for compat_time_record_size()
 * @recs: room for @nr records, in the native layout
 * @nr: how many the driver takes now
 * @buf: the write()'s buffer
 * @count: its size
 *
 * Converts as many whole records as @count holds, up to @nr, into @recs;
 * one with a bad time (tv_nsec or tv_usec out of range) ends them before
 * it, or, first, fails the write with -EINVAL.
 *
 * Context: process context; may sleep.
 * Return: the bytes taken, a whole number of records, in @recs; -EINVAL
 * for a buffer shorter than one record or a bad first record, -EFAULT,
 * -ENOMEM.
 */
ssize_t compat_time_records_write(const struct compat_time_records *r,
				  bool time64, void *recs, size_t nr,
				  const char __user *buf, size_t count)
{
	const struct compat_time_layout *l = r->layout;
	size_t ksize = l->size[COMPAT_TIME_ABI_NATIVE], usize, i;
	enum compat_time_abi abi;
	ssize_t n = ct_records_fit(r, time64, count, nr, &abi);
	void *in;
	int ret = 0;

	if (n <= 0)
		goto out;
	usize = l->size[abi];
	in = vmemdup_user(buf, n * usize);
	if (IS_ERR(in)) {
		n = PTR_ERR(in);
		goto out;
	}
	for (i = 0; i < n; i++) {
		ret = compat_time_to_native(l, abi, recs + i * ksize,
					    in + i * usize);
		if (ret)
			break;
	}
	kvfree(in);
	n = i ? i * usize : ret;
out:
	ct_records_account(r, abi, n, 0);
	return n;
}
EXPORT_SYMBOL_GPL(compat_time_records_write);

/*
 * Call @fn for each record format built, under the lock that keeps it
 * (the debugfs report).
 */
void compat_time_visit_records(compat_time_records_fn_t fn, void *data)
{
	const struct compat_time_records *r;

	mutex_lock(&ct_records_lock);
	list_for_each_entry(r, &ct_records_list, node)
		fn(r, data);
	mutex_unlock(&ct_records_lock);
}
