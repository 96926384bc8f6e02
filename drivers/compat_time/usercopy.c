// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time usercopy: the one place where a translated ioctl's argument
 * is copied in from user space and its result copied back out.
 *
 * The shape follows video_usercopy() in v4l2-ioctl.c: the driver hands
 * over its table; find the command in it, pick the caller's layout, copy
 * in, convert, call the driver with a kernel buffer in the native layout,
 * convert, copy out.  The result is converted in full before anything is
 * copied out, so a value that does not fit the caller's layout fails the
 * call with nothing written.  The caller's buffer is checked writable
 * before the driver runs (ct_writable()), so a buffer that cannot take
 * the result fails with -EFAULT before the driver acts and without a
 * partial write (barring a concurrent munmap).
 *
 * compat_time_kernel_ioctl() takes the same path for an argument a
 * framework has copied to kernel memory, with memcpy() for the copies.
 * A driver that serves its commands with its own code, its copies made
 * through compat_time_copy_from_user() and compat_time_copy_to_user(),
 * takes the same two steps, each where its own copy was.
 */

#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "internal.h"

/*
 * The native struct and the caller's, together up to this size, live on
 * the stack, as the hand-written compat code this replaces keeps both of
 * its own (snd_pcm_status64 and its 32-bit twin: 280 bytes in
 * pcm_compat.c); beyond it, one kmalloc() holds both.
 */
#define CT_STACK_BUF	512
/* A copy table's caller struct up to this size lives on the stack. */
#define CT_COPY_STACK_BUF	128

/*
 * The native struct's place in that buffer: whole words, so that it is
 * zeroed with memset64() and the caller's struct after it is aligned.
 */
static inline size_t ct_native_slot(const struct compat_time_layout *layout)
{
	return ALIGN(layout->size[COMPAT_TIME_ABI_NATIVE], sizeof(u64));
}

/* Who is calling: x32 is a compat caller with 64-bit time. */
static inline enum compat_time_caller ct_caller(bool compat)
{
	if (!compat)
		return COMPAT_TIME_CALLER_NATIVE;
	return COMPAT_USE_64BIT_TIME ? COMPAT_TIME_CALLER_X32 :
				       COMPAT_TIME_CALLER_COMPAT;
}

/*
 * The caller's argument: in user memory at @uarg, or, for
 * compat_time_kernel_ioctl(), in the buffer @fbuf its framework copied
 * (and will copy back); @target is what the handler gets first.
 */
struct ct_arg {
	void *target;
	void __user *uarg;
	void *fbuf;
};

/*
 * The caller's argument into this call's own buffer, and a result out of
 * it, a word at a time between user_access_begin() and user_access_end(),
 * as unsafe_copy_to_user() copies.  copy_{from,to}_user() of a size known
 * only at run time would check the kernel object (ours, 8-byte aligned,
 * sized from the layout) and copy with a string instruction: for the
 * tens to hundreds of bytes of an ioctl's struct, 70 to 90 instructions
 * more a copy (benchmarks.rst).
 */
static int ct_copy_in(void *to, const void __user *from, size_t size)
{
	u8 *p = to;

	if (!user_access_begin(from, size))
		return -EFAULT;
	for (; size >= sizeof(u64); size -= sizeof(u64)) {
		unsafe_get_user(*(u64 *)p, (const u64 __user *)from, fault);
		p += sizeof(u64);
		from += sizeof(u64);
	}
	for (; size; size--)
		unsafe_get_user(*p++, (const u8 __user *)from++, fault);
	user_access_end();
	return 0;
fault:
	user_access_end();
	return -EFAULT;
}

static int ct_copy_out(void __user *to, const void *from, size_t size)
{
	if (!user_access_begin(to, size))
		return -EFAULT;
	unsafe_copy_to_user(to, from, size, fault);
	user_access_end();
	return 0;
fault:
	user_access_end();
	return -EFAULT;
}

/*
 * Read the caller's argument into @kbuf, in the native layout; @ubuf takes
 * the caller's bytes on the way, where its layout is another.  A layout
 * that is the native one byte for byte is read as the native one.
 */
static int ct_read(const struct compat_time_layout *layout, int abi,
		   const struct ct_arg *a, void *kbuf, void *ubuf)
{
	void *from = a->fbuf;

	if (layout->as_native[abi][COMPAT_TIME_IN])
		abi = COMPAT_TIME_ABI_NATIVE;
	if (!from) {
		from = abi == COMPAT_TIME_ABI_NATIVE ? kbuf : ubuf;
		if (ct_copy_in(from, a->uarg, layout->size[abi]))
			return -EFAULT;
	}
	return compat_time_to_native(layout, abi, kbuf, from);
}

/*
 * Write @kbuf, in the native layout, to the caller's argument: as it is
 * for a native caller, whose struct the handler wrote over a zeroed or
 * converted one, and for a layout that is the native one byte for byte;
 * converted in full in @ubuf first for another, so that a value that does
 * not fit writes nothing.
 */
static int ct_result(const struct compat_time_layout *layout, int abi,
		     void *ubuf, const void *kbuf, const void **out,
		     unsigned int *clamped)
{
	int n;

	*out = kbuf;
	if (layout->as_native[abi][COMPAT_TIME_OUT])
		return 0;
	*out = ubuf;
	n = compat_time_from_native_policy(layout, abi, ubuf, kbuf);
	if (n < 0)
		return -EOVERFLOW;
	*clamped += n;
	return 0;
}

static int ct_put_result(const struct compat_time_layout *layout, int abi,
			 const struct ct_arg *a, const void *out)
{
	if (a->fbuf)
		memcpy(a->fbuf, out, layout->size[abi]);
	else if (ct_copy_out(a->uarg, out, layout->size[abi]))
		return -EFAULT;
	return 0;
}

static int ct_write(const struct compat_time_layout *layout, int abi,
		    const struct ct_arg *a, void *ubuf, const void *kbuf,
		    unsigned int *clamped)
{
	const void *out;

	return ct_result(layout, abi, ubuf, kbuf, &out, clamped) ?:
	       ct_put_result(layout, abi, a, out);
}

/*
 * Can the caller's buffer take the result, now?  One byte of each page it
 * spans is read and written back with the value it held, faulting the
 * page in where it is not present, as fault_in_writeable() probes with a
 * zero: a buffer that cannot take the result fails here, before the
 * handler runs, and no byte changes.  A thread that writes one of those
 * bytes while the call runs may see its write undone; the buffer is the
 * call's to write.
 */
static bool ct_writable(void __user *uarg, size_t size)
{
	unsigned long at = (unsigned long)uarg, end = at + size;
	u8 b;

	if (!user_access_begin(uarg, size))
		return false;
	while (at < end) {
		unsafe_get_user(b, (u8 __user *)at, fault);
		unsafe_put_user(b, (u8 __user *)at, fault);
		at = (at | ~PAGE_MASK) + 1;
	}
	user_access_end();
	return true;
fault:
	user_access_end();
	return false;
}

/*
 * The elements an argument points to (COMPAT_TIME_ARRAY_PTR()): their
 * layouts, their number and the caller's pointer as the converted
 * header holds them, and one buffer with the native elements, which the
 * handler gets, then the caller's.
 */
struct ct_elems {
	const struct compat_time_layout *layout;
	const struct compat_time_field *array;
	unsigned long uptr;
	size_t n;
	void *buf;
};

/* The caller's elements, after the native ones: 8-byte aligned. */
static void *ct_elems_ubuf(const struct ct_elems *e)
{
	return e->buf + ALIGN(e->n * e->layout->size[COMPAT_TIME_ABI_NATIVE],
			      sizeof(u64));
}

/* The native header's count: an unsigned integer of 1 to 8 bytes. */
static u64 ct_elems_count(const struct compat_time_field *array,
			  const void *kbuf)
{
	unsigned int size = array->array.count_size;
	u64 n = 0;

	memcpy((void *)&n + (IS_ENABLED(CONFIG_CPU_BIG_ENDIAN) ? 8 - size : 0),
	       kbuf + array->array.count_offset, size);
	return n;
}

static void **ct_elems_ptr(const struct compat_time_field *array, void *kbuf)
{
	return kbuf + array->offset;
}

/*
 * Before the handler: the caller's elements, read and converted where
 * the handler reads them, zeroed where it only writes them, in a kernel
 * buffer whose address the native header's pointer now holds.  A count
 * past the array's bound is -EINVAL; elements the caller cannot read,
 * or cannot take the result, -EFAULT; a bad time in one, its errno; in
 * each case before the handler runs and with nothing written.
 */
static int ct_elems_in(const struct compat_time_cmd *c, int abi, void *kbuf,
		       struct ct_elems *e)
{
	const struct compat_time_field *array = c->layout->array;
	const struct compat_time_layout *el = c->elems;
	size_t ksize = el->size[COMPAT_TIME_ABI_NATIVE], usize = el->size[abi];
	void __user *uptr;
	void *ubuf;
	u64 n = ct_elems_count(array, kbuf);
	size_t i;
	int ret;

	e->layout = el;
	e->array = array;
	e->buf = NULL;
	e->uptr = (unsigned long)*ct_elems_ptr(array, kbuf);
	if (n > array->array.max)
		return -EINVAL;
	e->n = n;
	*ct_elems_ptr(array, kbuf) = NULL;
	if (!n)
		return 0;
	uptr = (void __user *)e->uptr;
	/* max is a u16 and an element at most _IOC_SIZEMASK: no overflow */
	e->buf = kvmalloc(ALIGN(n * ksize, sizeof(u64)) + n * usize,
			  GFP_KERNEL_ACCOUNT);
	if (!e->buf)
		return -ENOMEM;
	ubuf = ct_elems_ubuf(e);
	if (array->array.dir & _IOC_WRITE) {
		if (ct_copy_in(ubuf, uptr, n * usize)) {
			ret = -EFAULT;
			goto fail;
		}
		for (i = 0; i < n; i++) {
			ret = compat_time_to_native(el, el->as_native[abi][COMPAT_TIME_IN] ?
						    COMPAT_TIME_ABI_NATIVE : abi,
						    e->buf + i * ksize,
						    ubuf + i * usize);
			if (ret)
				goto fail;
		}
	} else {
		memset(e->buf, 0, n * ksize);
	}
	if (array->array.dir & _IOC_READ && !ct_writable(uptr, n * usize)) {
		ret = -EFAULT;
		goto fail;
	}
	*ct_elems_ptr(array, kbuf) = e->buf;
	return 0;
fail:
	kvfree(e->buf);
	return ret;
}

/*
 * After a handler that succeeded: the elements it wrote, as many as the
 * header's count says now, at most as many as it got (a larger count, a
 * total the caller asked for, goes back as the handler left it),
 * converted to the caller's layout in full before anything is written,
 * and the caller's pointer back in the header.  Return 0, or the errno
 * of the call.
 */
static int ct_elems_convert(const struct ct_elems *e, int abi, void *kbuf,
			    size_t *out, unsigned int *clamped)
{
	const struct compat_time_layout *el = e->layout;
	size_t ksize = el->size[COMPAT_TIME_ABI_NATIVE], usize = el->size[abi];
	void *ubuf = ct_elems_ubuf(e);
	size_t n = min_t(u64, ct_elems_count(e->array, kbuf), e->n);
	size_t i;
	int ret;

	*ct_elems_ptr(e->array, kbuf) = (void *)e->uptr;
	*out = 0;
	if (!(e->array->array.dir & _IOC_READ))
		return 0;
	for (i = 0; i < n; i++) {
		if (el->as_native[abi][COMPAT_TIME_OUT]) {
			memcpy(ubuf + i * usize, e->buf + i * ksize, usize);
			continue;
		}
		ret = compat_time_from_native_policy(el, abi, ubuf + i * usize,
						     e->buf + i * ksize);
		if (ret < 0)
			return -EOVERFLOW;
		*clamped += ret;
	}
	*out = n;
	return 0;
}

/*
 * ct_call() for an argument that points to elements: they are read
 * before the handler; after it, the elements and the header are
 * converted, so that a value that does not fit either writes nothing,
 * then the elements are written, and the header last, so that a fault
 * on the elements leaves a framework's buffer as it was.
 */
static noinline long ct_call_elems(const struct compat_time_cmd *c, int abi,
				   const struct ct_arg *a, void *kbuf,
				   void *ubuf, unsigned int *clamped,
				   unsigned int dir)
{
	const struct compat_time_ioctl *ioc = c->ioctl;
	const void *header = NULL;
	struct ct_elems e;
	size_t out, usize = c->elems->size[abi];
	long ret;
	int err;

	ret = ct_elems_in(c, abi, kbuf, &e);
	if (ret)
		return ret;
	if (ioc->flags & COMPAT_TIME_CMD_KERNEL)
		ret = ioc->kernel_handler(a->target, ioc->cmd, kbuf);
	else
		ret = ioc->handler(a->target, ioc->cmd, kbuf);
	if (ret < 0)
		goto out;
	err = ct_elems_convert(&e, abi, kbuf, &out, clamped);
	if (!err && dir & _IOC_READ)
		err = ct_result(c->layout, abi, ubuf, kbuf, &header, clamped);
	if (!err && out &&
	    ct_copy_out((void __user *)e.uptr, ct_elems_ubuf(&e), out * usize))
		err = -EFAULT;
	if (!err && header)
		err = ct_put_result(c->layout, abi, a, header);
	if (err)
		ret = err;
out:
	kvfree(e.buf);
	return ret;
}

static long ct_call(const struct compat_time_cmd *c, int abi,
		    const struct ct_arg *a, void *kbuf, void *ubuf,
		    unsigned int *clamped)
{
	const struct compat_time_layout *layout = c->layout;
	const struct compat_time_ioctl *ioc = c->ioctl;
	unsigned int dir = ioc->flags & COMPAT_TIME_CMD_BY_ABI ?
			   ioc->dir : _IOC_DIR(ioc->cmd);
	size_t usize = layout->size[abi];
	long ret;

	if (ioc->flags & COMPAT_TIME_CMD_ARG_VALUE) {
		/* compat_ptr() has zero-extended a 32-bit caller's value. */
		*(unsigned long *)kbuf = (unsigned long)a->uarg;
	} else if (dir & _IOC_WRITE) {
		ret = ct_read(layout, abi, a, kbuf, ubuf);
		if (ret)
			return ret;
	} else {
		memset64(kbuf, 0, ct_native_slot(layout) / sizeof(u64));
	}
	if (dir & _IOC_READ && !a->fbuf && !ct_writable(a->uarg, usize))
		return -EFAULT;
	if (unlikely(c->elems))
		return ct_call_elems(c, abi, a, kbuf, ubuf, clamped, dir);

	if (ioc->flags & COMPAT_TIME_CMD_KERNEL)
		ret = ioc->kernel_handler(a->target, ioc->cmd, kbuf);
	else
		ret = ioc->handler(a->target, ioc->cmd, kbuf);
	if (ret < 0 || !(dir & _IOC_READ))
		return ret;

	return ct_write(layout, abi, a, ubuf, kbuf, clamped) ?: ret;
}

/*
 * The translated call, apart from the dispatch: its stack buffer is
 * left uninitialised (CONFIG_INIT_STACK_ALL_ZERO would zero it on every
 * call), as ct_call() writes all of the native struct before the handler
 * sees it and the caller's before it is read.  The native struct comes
 * first, then the caller's, where its layout is another.
 */
static noinline long ct_translate(const struct compat_time_cmd *c, int abi,
				  void *target, void __user *uarg, void *fbuf,
				  bool compat)
{
	const struct ct_arg a = { .target = target, .uarg = uarg, .fbuf = fbuf };
	u8 stack[CT_STACK_BUF] __aligned(8) __uninitialized;
	size_t ksize = ct_native_slot(c->layout);
	size_t usize = abi == COMPAT_TIME_ABI_NATIVE ? 0 : c->layout->size[abi];
	void *kbuf = stack;
	unsigned int clamped = 0;
	long ret;

	if (ksize + usize > CT_STACK_BUF) {
		kbuf = kmalloc(ksize + usize, GFP_KERNEL);
		if (!kbuf) {
			ret = -ENOMEM;
			goto account;
		}
	}

	ret = ct_call(c, abi, &a, kbuf, kbuf + ksize, &clamped);

	if (kbuf != stack)
		kfree(kbuf);
account:
	compat_time_account(c, abi, compat, ret, clamped);
	return ret;
}

/*
 * @table's registration, built on its first call: its error, or -ENOTTY
 * where the table is not served as the entry point called says.
 */
static const struct compat_time_reg *
ct_served_reg(struct compat_time_table *table, enum compat_time_served served)
{
	const struct compat_time_reg *reg = compat_time_table_reg(table);

	if (!IS_ERR(reg) && WARN_ON_ONCE(reg->served != served))
		return ERR_PTR(-ENOTTY);
	return reg;
}

/*
 * The layout of command @cmd for this caller, the command in *@c; -ENOTTY
 * for a number the table does not have, or of a size none of its layouts
 * has (*@c NULL for the first).
 */
static int ct_select(const struct compat_time_reg *reg, unsigned int cmd,
		     bool compat, const struct compat_time_cmd **c)
{
	*c = compat_time_lookup(reg, cmd);
	return *c ? compat_time_select_abi(*c, cmd, ct_caller(compat)) :
		    -ENOTTY;
}

/*
 * A 32-bit process on a 64-bit kernel, for a driver that serves a copy
 * table with its own code and had no .compat_ioctl: the table's commands
 * go to its .unlocked_ioctl, as compat_ptr_ioctl() would send them, its
 * switch and copies taking the caller's layout; the others get -ENOTTY,
 * as they did.
 */
static long ct_copy_compat(const struct compat_time_reg *reg,
			   struct file *file, unsigned int cmd,
			   unsigned long arg)
{
	const struct compat_time_cmd *c;

	if (ct_select(reg, cmd, true, &c) < 0 || !file->f_op->unlocked_ioctl)
		return -ENOTTY;
	return file->f_op->unlocked_ioctl(file, cmd,
					  (unsigned long)compat_ptr(arg));
}

/* A command the table does not translate, as file_operations sent it. */
static long ct_fallback(struct compat_time_table *table, struct file *file,
			unsigned int cmd, unsigned long arg, bool compat)
{
	long (*fallback)(struct file *file, unsigned int cmd,
			 unsigned long arg);

	fallback = compat ? table->compat_fallback : table->fallback;
	if (!fallback)
		return -ENOTTY;
	return fallback(file, cmd, arg);
}

/*
 * Any other call of a command the table has: translated, unless the
 * caller's number is of a size none of its layouts has.  Out of line, so
 * that ct_dispatch() takes the others to their fallback with little more
 * than the lookup.
 */
static noinline long ct_serve(struct compat_time_table *table,
			      const struct compat_time_cmd *c,
			      struct file *file, unsigned int cmd,
			      unsigned long arg, bool compat)
{
	int abi = compat_time_select_abi(c, cmd, ct_caller(compat));

	if (abi < 0)
		return ct_fallback(table, file, cmd, arg, compat);
	return ct_translate(c, abi, file, compat ? compat_ptr(arg) :
				(void __user *)arg, NULL, compat);
}

/*
 * A call ct_dispatch() does not serve itself: the table's first, which
 * builds it, or a table that is not served per file.  Out of line, so that
 * ct_dispatch() ends in a jump on every path and saves no registers.
 */
static noinline long ct_dispatch_other(struct compat_time_table *table,
				       struct file *file, unsigned int cmd,
				       unsigned long arg, bool compat)
{
	const struct compat_time_reg *reg = compat_time_table_reg(table);

	if (IS_ERR(reg))
		return PTR_ERR(reg);
	if (compat && reg->served == COMPAT_TIME_SERVED_COPY)
		return ct_copy_compat(reg, file, cmd, arg);
	if (WARN_ON_ONCE(reg->served != COMPAT_TIME_SERVED_FILE))
		return -ENOTTY;
	return compat ? compat_time_compat_ioctl(table, file, cmd, arg) :
			compat_time_ioctl(table, file, cmd, arg);
}

/*
 * Find the command in the table; others go, unconverted, to the fallback
 * for the caller's kind, as file_operations would send them.  Inline in
 * both entry points, for which @compat is a constant: a command the table
 * does not have costs its fallback little more than the nr map's test.
 */
static __always_inline long ct_dispatch(struct compat_time_table *table,
					struct file *file, unsigned int cmd,
					unsigned long arg, bool compat)
{
	/* Pairs with ct_publish()'s release: what it points to is built. */
	const struct compat_time_reg *reg = smp_load_acquire(&table->reg);
	const struct compat_time_cmd *c;

	if (unlikely(!reg || reg->served != COMPAT_TIME_SERVED_FILE))
		return ct_dispatch_other(table, file, cmd, arg, compat);
	c = compat_time_lookup(reg, cmd);
	if (!c)
		return ct_fallback(table, file, cmd, arg, compat);
	if (compat_time_native_call(c, cmd, ct_caller(compat)))
		return ct_translate(c, COMPAT_TIME_ABI_NATIVE, file,
				    (void __user *)arg, NULL, false);
	return ct_serve(table, c, file, cmd, arg, compat);
}

/**
 * compat_time_ioctl() - serve an ioctl from a driver's table
 * @table: the driver's table; the first call builds it, unless
 *	compat_time_register() did
 * @file: the file
 * @cmd: the command
 * @arg: the user pointer
 *
 * Call it from the driver's .unlocked_ioctl (COMPAT_TIME_DEFINE_IOCTL()
 * writes that function).  Serves the commands in @table and passes the
 * others to its @fallback.
 *
 * Context: process context; the first call may sleep.
 * Return: the handler's result; -EFAULT for a bad user pointer, -EINVAL
 * for an out-of-range tv_nsec or tv_usec, -EOVERFLOW for a result that
 * does not fit the caller's layout, -ENOTTY for an unknown command; for
 * a table that cannot be built, compat_time_register()'s error.
 */
long compat_time_ioctl(struct compat_time_table *table, struct file *file,
		       unsigned int cmd, unsigned long arg)
{
	return ct_dispatch(table, file, cmd, arg, false);
}
EXPORT_SYMBOL_GPL(compat_time_ioctl);

/**
 * compat_time_compat_ioctl() - serve a 32-bit process's ioctl
 * @table: the driver's table, as for compat_time_ioctl()
 * @file: the file
 * @cmd: the command
 * @arg: the 32-bit user pointer
 *
 * As compat_time_ioctl(), from the driver's .compat_ioctl, for 32-bit
 * processes on a 64-bit kernel; the commands @table does not serve go to
 * its @compat_fallback, with @arg as it came.  For a table of
 * COMPAT_TIME_IOCTL_COPY() commands, the driver's own .unlocked_ioctl
 * serves the table's commands, with compat_ptr() of @arg, as
 * compat_ptr_ioctl() would; the others get -ENOTTY.
 *
 * Return: as compat_time_ioctl().
 */
long compat_time_compat_ioctl(struct compat_time_table *table,
			      struct file *file, unsigned int cmd,
			      unsigned long arg)
{
	return ct_dispatch(table, file, cmd, arg, true);
}
EXPORT_SYMBOL_GPL(compat_time_compat_ioctl);

/* compat_time_kernel_ioctl(), with the caller's kind given for tests. */
long compat_time_kernel_dispatch(struct compat_time_table *table, void *priv,
				 unsigned int cmd, void *buf, bool compat)
{
	const struct compat_time_reg *reg;
	const struct compat_time_cmd *c;
	int abi;

	reg = ct_served_reg(table, COMPAT_TIME_SERVED_KERNEL);
	if (IS_ERR(reg))
		return PTR_ERR(reg);
	abi = ct_select(reg, cmd, compat, &c);
	if (abi >= 0)
		return ct_translate(c, abi, priv, NULL, buf, compat);
	if (!table->kernel_fallback)
		return -ENOTTY;
	return table->kernel_fallback(priv, cmd, buf);
}

/**
 * compat_time_kernel_ioctl() - serve an ioctl whose framework copies the
 *	argument
 * @table: the driver's table of COMPAT_TIME_IOCTL_KERNEL() commands; the
 *	first call builds it, unless compat_time_register() did
 * @priv: passed on to the handler or the fallback: what the framework
 *	called the driver with
 * @cmd: the command, as the caller sent it
 * @buf: the framework's copy of the argument: _IOC_SIZE(@cmd) bytes
 *
 * Call it from the function a framework calls with an argument it has
 * copied in and will copy out, as usbfs calls a usb_driver's
 * .unlocked_ioctl.  The argument is in the layout of the caller, which
 * is a 32-bit process on a 64-bit kernel when in_compat_syscall() says
 * so.  The handler gets it in the native layout; on success, @buf gets
 * the result in the caller's layout, and on failure is left as it was.
 * Commands not in @table go, with @buf, to its @kernel_fallback.
 *
 * Context: process context; the first call may sleep.
 * Return: the handler's result; -EINVAL for an out-of-range tv_nsec or
 * tv_usec, -EOVERFLOW for a result that does not fit the caller's
 * layout, -ENOTTY for an unknown command; for a table that cannot be
 * built, compat_time_register()'s error.
 */
long compat_time_kernel_ioctl(struct compat_time_table *table, void *priv,
			      unsigned int cmd, void *buf)
{
	return compat_time_kernel_dispatch(table, priv, cmd, buf,
					   in_compat_syscall());
}
EXPORT_SYMBOL_GPL(compat_time_kernel_ioctl);

/**
 * compat_time_native_kernel_ioctl() - serve an ioctl whose framework copies
 *	the argument and passes native callers only
 * @table: as for compat_time_kernel_ioctl()
 * @priv: as for compat_time_kernel_ioctl()
 * @cmd: the command, as the caller sent it
 * @buf: the framework's copy of the argument: _IOC_SIZE(@cmd) bytes
 *
 * As compat_time_kernel_ioctl(), for a framework that never hands the
 * function a 32-bit process's argument on a 64-bit kernel, such as a v4l2
 * subdev's core->ioctl: such processes reach core->compat_ioctl32, and a
 * bridge driver may call core->ioctl with a native struct from inside a
 * compat syscall, where in_compat_syscall() would mislead.  The layout is
 * the one of a native caller that @cmd's size names: on a 32-bit kernel,
 * 32-bit or 64-bit time.
 *
 * Context: process context; the first call may sleep.
 * Return: as compat_time_kernel_ioctl().
 */
long compat_time_native_kernel_ioctl(struct compat_time_table *table,
				     void *priv, unsigned int cmd, void *buf)
{
	return compat_time_kernel_dispatch(table, priv, cmd, buf, false);
}
EXPORT_SYMBOL_GPL(compat_time_native_kernel_ioctl);

/**
 * compat_time_compat_kernel_ioctl() - serve a 32-bit process's ioctl for
 *	a table whose framework copies native callers' arguments only
 * @table: as for compat_time_kernel_ioctl()
 * @priv: passed on to the handler: what the framework called the driver
 *	with
 * @cmd: the command, as the caller sent it
 * @arg: the 32-bit user pointer, as the framework passed it on
 *
 * The other half of compat_time_native_kernel_ioctl(), for the entry
 * point a framework calls, without copying the argument, for 32-bit
 * processes on a 64-bit kernel: a v4l2 subdev's core->compat_ioctl32, a
 * video device's v4l2_file_operations .compat_ioctl32.  The table's
 * commands are copied in, translated and copied out as
 * compat_time_compat_ioctl() does, around the same handlers.  Such an
 * entry may run without the locks the native path takes (the v4l2 core
 * calls core->compat_ioctl32 without vdev->lock): handlers that rely on
 * them take them themselves.
 *
 * Context: process context; the first call may sleep.
 * Return: as compat_time_ioctl(); -ENOIOCTLCMD for a command the table
 * does not have, or a number of a size none of its layouts has, which the
 * framework answers as it did before (-ENOTTY), or which the driver's
 * own 32-bit entry point may serve.
 */
long compat_time_compat_kernel_ioctl(struct compat_time_table *table,
				     void *priv, unsigned int cmd,
				     unsigned long arg)
{
	const struct compat_time_reg *reg;
	const struct compat_time_cmd *c;
	int abi;

	reg = ct_served_reg(table, COMPAT_TIME_SERVED_KERNEL);
	if (IS_ERR(reg))
		return PTR_ERR(reg);
	abi = ct_select(reg, cmd, true, &c);
	if (abi < 0)
		return -ENOIOCTLCMD;
	return ct_translate(c, abi, priv, compat_ptr(arg), NULL, true);
}
EXPORT_SYMBOL_GPL(compat_time_compat_kernel_ioctl);

/*
 * A copy table's command @cmd, for this caller: its layout in *@abi; NULL
 * (*@abi an error) for a number none of the table's layouts has.
 */
static const struct compat_time_cmd *
ct_copy_cmd(struct compat_time_table *table, unsigned int cmd, bool compat,
	    int *abi)
{
	const struct compat_time_reg *reg;
	const struct compat_time_cmd *c;

	reg = ct_served_reg(table, COMPAT_TIME_SERVED_COPY);
	if (IS_ERR(reg)) {
		*abi = PTR_ERR(reg);
		return NULL;
	}
	*abi = ct_select(reg, cmd, compat, &c);
	return *abi < 0 ? NULL : c;
}

/* The native layout's copy, byte for byte. */
static int ct_copy_native(const struct ct_arg *a, void *kbuf, size_t size,
			  bool out)
{
	if (a->fbuf)
		memcpy(out ? a->fbuf : kbuf, out ? kbuf : a->fbuf, size);
	else if (out ? copy_to_user(a->uarg, kbuf, size) :
		       copy_from_user(kbuf, a->uarg, size))
		return -EFAULT;
	return 0;
}

/*
 * One copy of a copy table's command: in (to @kbuf, native) or out (from
 * it).  The native layout is copied as it is, as the driver's own copy
 * did; another is converted through @ubuf.
 */
static int ct_copy(struct compat_time_table *table, unsigned int cmd,
		   void *kbuf, const struct ct_arg *a, bool out, bool compat)
{
	const struct compat_time_cmd *c;
	u8 ustack[CT_COPY_STACK_BUF] __aligned(8) __uninitialized;
	unsigned int clamped = 0;
	void *ubuf = ustack;
	int abi, ret;

	c = ct_copy_cmd(table, cmd, compat, &abi);
	if (!c)
		return abi;
	if (abi == COMPAT_TIME_ABI_NATIVE) {
		ret = ct_copy_native(a, kbuf, c->layout->size[abi], out);
		goto account;
	}
	if (c->layout->size[abi] > CT_COPY_STACK_BUF) {
		ubuf = kmalloc(c->layout->size[abi], GFP_KERNEL);
		if (!ubuf) {
			ret = -ENOMEM;
			goto account;
		}
	}
	ret = out ? ct_write(c->layout, abi, a, ubuf, kbuf, &clamped) :
		    ct_read(c->layout, abi, a, kbuf, ubuf);
	if (ubuf != ustack)
		kfree(ubuf);
account:
	compat_time_account(c, abi, compat, ret, clamped);
	return ret;
}

/* compat_time_cmd(), with the caller's kind given for tests. */
unsigned int compat_time_cmd_of(struct compat_time_table *table,
				unsigned int cmd, bool compat)
{
	const struct compat_time_cmd *c;
	int abi;

	c = ct_copy_cmd(table, cmd, compat, &abi);
	return c ? c->ioctl->cmd : cmd;
}

/*
 * compat_time_copy_from_user() (@out false) or compat_time_copy_to_user(),
 * on a caller's argument in kernel memory at @buf, with the caller's kind
 * given: for tests.
 */
int compat_time_copy_kernel(struct compat_time_table *table, unsigned int cmd,
			    void *kbuf, void *buf, bool out, bool compat)
{
	struct ct_arg a = { .fbuf = buf };

	return ct_copy(table, cmd, kbuf, &a, out, compat);
}

/**
 * compat_time_cmd() - the number a driver's switch takes, for a copy table
 * @table: the driver's table of COMPAT_TIME_IOCTL_COPY() commands; the
 *	first call builds it, unless compat_time_register() did
 * @cmd: the command, as the caller sent it
 *
 * A driver served by its own code switches on compat_time_cmd(@table,
 * cmd) instead of cmd: each layout's number of a command in @table, for a
 * caller that uses that layout, becomes the native number its case label
 * names.  The copies of the argument then go through
 * compat_time_copy_from_user() and compat_time_copy_to_user() with @cmd
 * as it came, which says the caller's layout.
 *
 * Context: process context; the first call may sleep.
 * Return: the native number, or @cmd unchanged when it is not one of
 * @table's for this caller (or the table cannot be built): the switch
 * then treats it as it did before.
 */
unsigned int compat_time_cmd(struct compat_time_table *table,
			     unsigned int cmd)
{
	return compat_time_cmd_of(table, cmd, in_compat_syscall());
}
EXPORT_SYMBOL_GPL(compat_time_cmd);

/**
 * compat_time_copy_from_user() - read an argument into the native layout
 * @table: the driver's table of COMPAT_TIME_IOCTL_COPY() commands
 * @cmd: the command, as the caller sent it (not compat_time_cmd()'s)
 * @karg: the native struct, the command's &compat_time_struct.size bytes
 * @uarg: the caller's argument
 *
 * Where a driver served by its own code copied its argument in, as
 * copy_from_user(karg, uarg, sizeof(*karg)) did: the caller's layout, as
 * @cmd and the caller's kind say, converted to the native one.  The
 * native layout is copied as it is, as the driver did.  On failure @karg
 * may be partly written, as copy_from_user() leaves it.
 *
 * Context: process context; may sleep.
 * Return: 0; -EFAULT for a bad user pointer, -EINVAL for an out-of-range
 * tv_nsec or tv_usec, -ENOTTY for a number that is none of @table's for
 * this caller; for a table that cannot be built, compat_time_register()'s
 * error.
 */
int compat_time_copy_from_user(struct compat_time_table *table,
			       unsigned int cmd, void *karg,
			       const void __user *uarg)
{
	struct ct_arg a = { .uarg = (void __user *)uarg };

	return ct_copy(table, cmd, karg, &a, false,
					 in_compat_syscall());
}
EXPORT_SYMBOL_GPL(compat_time_copy_from_user);

/**
 * compat_time_copy_to_user() - write a native struct in the caller's layout
 * @table: the driver's table of COMPAT_TIME_IOCTL_COPY() commands
 * @cmd: the command, as the caller sent it (not compat_time_cmd()'s)
 * @uarg: the caller's argument
 * @karg: the native struct, the command's &compat_time_struct.size bytes
 *
 * Where a driver served by its own code copied its result out, as
 * copy_to_user(uarg, karg, sizeof(*karg)) did.  The result is converted
 * in full before anything is written: a time that does not fit the
 * caller's layout writes nothing (or saturates, under the clamp policy).
 *
 * Context: process context; may sleep.
 * Return: 0; -EFAULT for a bad user pointer, -EOVERFLOW for a result that
 * does not fit the caller's layout, -ENOTTY for a number that is none of
 * @table's for this caller; for a table that cannot be built,
 * compat_time_register()'s error.
 */
int compat_time_copy_to_user(struct compat_time_table *table,
			     unsigned int cmd, void __user *uarg,
			     const void *karg)
{
	struct ct_arg a = { .uarg = uarg };

	return ct_copy(table, cmd, (void *)karg, &a, true,
					 in_compat_syscall());
}
EXPORT_SYMBOL_GPL(compat_time_copy_to_user);
