// SPDX-License-Identifier: GPL-2.0
/*
 * /dev/compat_time_test: a driver written for 64-bit time only, serving
 * 32-bit time32, 32-bit time64 and 64-bit callers through compat_time.
 *
 * Each open file keeps one stored time, timespec, timeval and schedule;
 * the ioctls in include/uapi/linux/compat_time_test.h set and read them back.
 */

#include <linux/compat_time.h>
#include "catalog.h"
#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/sockios.h>
#include <linux/videodev2.h>
#include <sound/pcm.h>
#include <linux/time64.h>
#include <linux/uaccess.h>
#include <uapi/linux/compat_time_test.h>

#include "test_device.h"

struct ct_test_state {
	struct mutex lock;	/* protects the members below */
	s64 time;
	struct __kernel_timespec ts;
	struct __kernel_sock_timeval tv;
	struct compat_time_test_schedule schedule;
	struct compat_time_test_native native;
	/* the records write() queued, and their layout for a 32-bit caller */
	struct compat_time_test_event queue[COMPAT_TIME_TEST_QUEUE];
	unsigned int queued;
	bool records_time64;
};

static const struct compat_time_field ct_test_event_fields[] = {
	COMPAT_TIME_BYTES(struct compat_time_test_event, type),
	COMPAT_TIME_TIMESPEC(struct compat_time_test_event, stamp, 0),
	COMPAT_TIME_BYTES(struct compat_time_test_event, sequence),
	COMPAT_TIME_BYTES(struct compat_time_test_event, code),
	COMPAT_TIME_BYTES(struct compat_time_test_event, flags),
	COMPAT_TIME_PAD(struct compat_time_test_event, reserved),
};

static const struct compat_time_struct ct_test_event_desc =
	COMPAT_TIME_STRUCT(struct compat_time_test_event, ct_test_event_fields);

/* read() and write() carry events. */
static struct compat_time_records ct_test_records =
	COMPAT_TIME_RECORDS(ct_test_event_desc);

static const struct compat_time_field ct_test_list_fields[] = {
	COMPAT_TIME_BYTES(struct compat_time_test_list, count),
	COMPAT_TIME_BYTES(struct compat_time_test_list, flags),
	COMPAT_TIME_TIMESPEC(struct compat_time_test_list, step, 0),
	COMPAT_TIME_ARRAY_PTR(struct compat_time_test_list, events, count,
			      ct_test_event_desc, COMPAT_TIME_TEST_LIST_MAX,
			      _IOC_READ | _IOC_WRITE),
};

static const struct compat_time_struct ct_test_list_desc =
	COMPAT_TIME_STRUCT(struct compat_time_test_list, ct_test_list_fields);

static const struct compat_time_field ct_test_events_fields[] = {
	COMPAT_TIME_NESTED(struct compat_time_test_events, event, 0,
			   struct compat_time_test_event, ct_test_event_desc),
};

static const struct compat_time_struct ct_test_events_desc =
	COMPAT_TIME_STRUCT(struct compat_time_test_events,
			   ct_test_events_fields);

static const struct compat_time_field ct_test_schedule_fields[] = {
	COMPAT_TIME_BYTES(struct compat_time_test_schedule, count),
	COMPAT_TIME_TIMESPEC(struct compat_time_test_schedule, slot, 0),
};

static const struct compat_time_struct ct_test_schedule_desc =
	COMPAT_TIME_STRUCT(struct compat_time_test_schedule,
			   ct_test_schedule_fields);

static const struct compat_time_field ct_test_counter_fields[] = {
	COMPAT_TIME_BYTES(struct compat_time_test_counter, id),
	COMPAT_TIME_S64(struct compat_time_test_counter, value, 0),
};

static const struct compat_time_struct ct_test_counter_desc =
	COMPAT_TIME_STRUCT(struct compat_time_test_counter,
			   ct_test_counter_fields);

static const struct compat_time_field ct_test_record_fields[] = {
	COMPAT_TIME_NESTED(struct compat_time_test_record, event, 0,
			   struct input_event, compat_time_desc_input_event),
	COMPAT_TIME_LONG(struct compat_time_test_record, delta, 0),
	COMPAT_TIME_KLONG(struct compat_time_test_record, kdelta, 0),
	COMPAT_TIME_TIME(struct compat_time_test_record, when, 0),
	COMPAT_TIME_PAD(struct compat_time_test_record, reserved),
};

static const struct compat_time_struct ct_test_record_desc =
	COMPAT_TIME_STRUCT(struct compat_time_test_record,
			   ct_test_record_fields);

static long ct_test_set_time(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;

	mutex_lock(&st->lock);
	st->time = *(s64 *)karg;
	mutex_unlock(&st->lock);
	return 0;
}

static long ct_test_get_time(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;

	mutex_lock(&st->lock);
	*(s64 *)karg = st->time;
	mutex_unlock(&st->lock);
	return 0;
}

/*
 * The handlers check what they are given, as a driver written for 64-bit
 * time does: compat_time checks the layouts it converts, but a copy
 * table's native layout reaches them as the caller wrote it.
 */
static bool ct_test_ts_valid(const struct __kernel_timespec *ts)
{
	return ts->tv_nsec >= 0 && ts->tv_nsec < NSEC_PER_SEC;
}

static long ct_test_set_ts(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;

	if (!ct_test_ts_valid(karg))
		return -EINVAL;
	mutex_lock(&st->lock);
	st->ts = *(struct __kernel_timespec *)karg;
	mutex_unlock(&st->lock);
	return 0;
}

static long ct_test_get_ts(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;

	mutex_lock(&st->lock);
	*(struct __kernel_timespec *)karg = st->ts;
	mutex_unlock(&st->lock);
	return 0;
}

static long ct_test_set_tv(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;
	struct __kernel_sock_timeval *tv = karg;

	if (tv->tv_usec < 0 || tv->tv_usec >= USEC_PER_SEC)
		return -EINVAL;
	mutex_lock(&st->lock);
	st->tv = *tv;
	mutex_unlock(&st->lock);
	return 0;
}

static long ct_test_get_tv(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;

	mutex_lock(&st->lock);
	*(struct __kernel_sock_timeval *)karg = st->tv;
	mutex_unlock(&st->lock);
	return 0;
}

static long ct_test_next_event(struct file *file, unsigned int cmd, void *karg)
{
	struct compat_time_test_event *ev = karg;

	ev->stamp.tv_sec++;
	ev->sequence++;
	return 0;
}

static long ct_test_next_events(struct file *file, unsigned int cmd,
				void *karg)
{
	struct compat_time_test_events *evs = karg;
	unsigned int i;

	for (i = 0; i < COMPAT_TIME_TEST_EVENTS; i++)
		ct_test_next_event(file, cmd, &evs->event[i]);
	return 0;
}

static long ct_test_advance_list(struct file *file, unsigned int cmd,
				 void *karg)
{
	struct compat_time_test_list *list = karg;
	u32 i;

	if (!ct_test_ts_valid(&list->step))
		return -EINVAL;
	/* compat_time has put the events in kernel memory */
	for (i = 0; i < list->count; i++) {
		struct __kernel_timespec *t = &list->events[i].stamp;
		s64 nsec = t->tv_nsec + list->step.tv_nsec;
		s64 carry = nsec >= NSEC_PER_SEC;

		if (list->events[i].flags == 0xff)
			break;
		if (!ct_test_ts_valid(t) ||
		    check_add_overflow(t->tv_sec, list->step.tv_sec, &t->tv_sec) ||
		    check_add_overflow(t->tv_sec, carry, &t->tv_sec))
			return -EINVAL;
		t->tv_nsec = nsec - carry * NSEC_PER_SEC;
		list->events[i].sequence++;
	}
	list->count = i;
	return 0;
}

static long ct_test_set_schedule(struct file *file, unsigned int cmd,
				 void *karg)
{
	struct ct_test_state *st = file->private_data;
	struct compat_time_test_schedule *s = karg;
	unsigned int i;

	if (s->count > COMPAT_TIME_TEST_SLOTS)
		return -EINVAL;
	for (i = 0; i < COMPAT_TIME_TEST_SLOTS; i++)
		if (!ct_test_ts_valid(&s->slot[i]))
			return -EINVAL;
	mutex_lock(&st->lock);
	st->schedule = *s;
	mutex_unlock(&st->lock);
	return 0;
}

static long ct_test_get_schedule(struct file *file, unsigned int cmd,
				 void *karg)
{
	struct ct_test_state *st = file->private_data;

	mutex_lock(&st->lock);
	*(struct compat_time_test_schedule *)karg = st->schedule;
	mutex_unlock(&st->lock);
	return 0;
}

/*
 * The next record: its event and time a second later, each delta one less
 * (down to LONG_MIN).
 */
static long ct_test_next_record(struct file *file, unsigned int cmd,
				void *karg)
{
	struct compat_time_test_record *r = karg;

	r->event.input_event_sec++;
	r->when++;
	if (r->delta != LONG_MIN)
		r->delta--;
	if (r->kdelta != LONG_MIN)
		r->kdelta--;
	return 0;
}

static long ct_test_bump_counter(struct file *file, unsigned int cmd,
				 void *karg)
{
	struct compat_time_test_counter *c = karg;

	c->value++;
	return 0;
}

/*
 * Catalog commands: hand back the native bytes LOAD_NATIVE stored, as the
 * subsystem's driver would hand back its struct; compat_time converts
 * them.  The native size is the command's, or a timestamp's for the
 * SIOCGSTAMP*_OLD numbers, which encode none.
 */
static long ct_test_echo(struct file *file, unsigned int cmd, void *karg)
{
	struct ct_test_state *st = file->private_data;
	size_t len = _IOC_SIZE(cmd) ?: sizeof(struct __kernel_timespec);
	long ret = 0;

	BUILD_BUG_ON(sizeof(struct __kernel_sock_timeval) !=
		     sizeof(struct __kernel_timespec));
	mutex_lock(&st->lock);
	if (st->native.len == len)
		memcpy(karg, st->native.data, len);
	else
		ret = -ENODATA;
	mutex_unlock(&st->lock);
	return ret;
}

#define CT_TEST_STAMP(_cmd, _desc, _flags)				\
	{ .cmd = (_cmd), .arg = &(_desc), .handler = ct_test_echo,	\
	  .name = #_cmd, .flags = (_flags), .dir = _IOC_READ }

static const struct compat_time_ioctl ct_test_ioctls[] = {
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_SET_TIME, compat_time_desc_time,
			  ct_test_set_time),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_GET_TIME, compat_time_desc_time,
			  ct_test_get_time),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_SET_TS, compat_time_desc_timespec,
			  ct_test_set_ts),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_GET_TS, compat_time_desc_timespec,
			  ct_test_get_ts),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_SET_TV, compat_time_desc_timeval,
			  ct_test_set_tv),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_GET_TV, compat_time_desc_timeval,
			  ct_test_get_tv),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_NEXT_EVENT, ct_test_event_desc,
			  ct_test_next_event),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_SET_SCHEDULE, ct_test_schedule_desc,
			  ct_test_set_schedule),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_GET_SCHEDULE, ct_test_schedule_desc,
			  ct_test_get_schedule),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_BUMP_COUNTER, ct_test_counter_desc,
			  ct_test_bump_counter),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_NEXT_RECORD, ct_test_record_desc,
			  ct_test_next_record),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_NEXT_EVENTS, ct_test_events_desc,
			  ct_test_next_events),
	COMPAT_TIME_IOCTL(COMPAT_TIME_TEST_ADVANCE_LIST, ct_test_list_desc,
			  ct_test_advance_list),
	COMPAT_TIME_IOCTL_BY_ABI(COMPAT_TIME_TEST_GET_TS_OLD,
				 compat_time_desc_timespec, ct_test_get_ts,
				 _IOC_READ),
	/* The catalog's socket timestamps, as a socket driver would use them. */
	CT_TEST_STAMP(SIOCGSTAMP_OLD, compat_time_desc_timeval,
		      COMPAT_TIME_CMD_BY_ABI),
	CT_TEST_STAMP(SIOCGSTAMPNS_OLD, compat_time_desc_timespec,
		      COMPAT_TIME_CMD_BY_ABI),
	CT_TEST_STAMP(SIOCGSTAMP_NEW, compat_time_desc_time64_pair, 0),
	CT_TEST_STAMP(SIOCGSTAMPNS_NEW, compat_time_desc_time64_pair, 0),
	COMPAT_TIME_IOCTL(VIDIOC_QUERYBUF, compat_time_desc_v4l2_buffer_dq,
			  ct_test_echo),
	COMPAT_TIME_IOCTL(SNDRV_PCM_IOCTL_STATUS64,
			  compat_time_desc_snd_pcm_status, ct_test_echo),
};

/* The driver's own code for commands that carry no time. */
static long ct_test_fallback(struct file *file, unsigned int cmd,
			     unsigned long arg)
{
	struct ct_test_state *st = file->private_data;
	struct compat_time_test_native native;
	u32 __user *uarg = (u32 __user *)arg;
	int time64;

	switch (cmd) {
	case COMPAT_TIME_TEST_GET_VERSION:
		return put_user(COMPAT_TIME_TEST_VERSION, uarg);
	case COMPAT_TIME_TEST_RECORDS_TIME64:
		if (get_user(time64, (int __user *)uarg))
			return -EFAULT;
		mutex_lock(&st->lock);
		st->records_time64 = time64;
		mutex_unlock(&st->lock);
		return 0;
	case COMPAT_TIME_TEST_LOAD_NATIVE:
		if (copy_from_user(&native, uarg, sizeof(native)))
			return -EFAULT;
		if (native.len > sizeof(native.data))
			return -EINVAL;
		mutex_lock(&st->lock);
		st->native = native;
		mutex_unlock(&st->lock);
		return 0;
	default:
		return -ENOTTY;
	}
}

/* The same for 32-bit callers, as compat_ptr_ioctl() would pass them. */
static long ct_test_compat_fallback(struct file *file, unsigned int cmd,
				    unsigned long arg)
{
	return ct_test_fallback(file, cmd, (unsigned long)compat_ptr(arg));
}

/*
 * The same commands, served the two other ways a converted driver serves
 * them.  /dev/compat_time_test_copies: by the driver's own switch, its
 * copies of the argument through a copy table, as a conversion in place
 * leaves a driver.  /dev/compat_time_test_kernel: through a framework
 * that copies the argument itself, as video_usercopy() does, and hands
 * the table the kernel buffer (compat_time_kernel_ioctl()).  Both call
 * the handlers above.
 */
union ct_test_arg {
	s64 time;
	struct __kernel_timespec ts;
	struct __kernel_sock_timeval tv;
	struct compat_time_test_event event;
	struct compat_time_test_schedule schedule;
	struct compat_time_test_counter counter;
	struct compat_time_test_record record;
	struct compat_time_test_list list;
};

static compat_time_handler_t ct_test_handler(unsigned int cmd)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ct_test_ioctls); i++)
		if (ct_test_ioctls[i].cmd == cmd)
			return ct_test_ioctls[i].handler;
	return NULL;
}

static const struct compat_time_ioctl ct_test_copy_ioctls[] = {
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_SET_TIME, compat_time_desc_time),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_GET_TIME, compat_time_desc_time),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_SET_TS,
			       compat_time_desc_timespec),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_GET_TS,
			       compat_time_desc_timespec),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_SET_TV,
			       compat_time_desc_timeval),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_GET_TV,
			       compat_time_desc_timeval),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_NEXT_EVENT, ct_test_event_desc),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_SET_SCHEDULE,
			       ct_test_schedule_desc),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_GET_SCHEDULE,
			       ct_test_schedule_desc),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_BUMP_COUNTER,
			       ct_test_counter_desc),
	COMPAT_TIME_IOCTL_COPY(COMPAT_TIME_TEST_NEXT_RECORD,
			       ct_test_record_desc),
	COMPAT_TIME_IOCTL_COPY_BY_ABI(COMPAT_TIME_TEST_GET_TS_OLD,
				      compat_time_desc_timespec, _IOC_READ),
};

static struct compat_time_table ct_test_copy_table = {
	.ioctls = ct_test_copy_ioctls,
	.nr_ioctls = ARRAY_SIZE(ct_test_copy_ioctls),
	.owner = THIS_MODULE,
};

static long ct_test_copies_ioctl(struct file *file, unsigned int cmd,
				 unsigned long arg)
{
	unsigned int ncmd = compat_time_cmd(&ct_test_copy_table, cmd);
	void __user *uarg = (void __user *)arg;
	union ct_test_arg karg;
	bool in = false, out = false;
	long ret;

	switch (ncmd) {
	case COMPAT_TIME_TEST_SET_TIME:
	case COMPAT_TIME_TEST_SET_TS:
	case COMPAT_TIME_TEST_SET_TV:
	case COMPAT_TIME_TEST_SET_SCHEDULE:
		in = true;
		break;
	case COMPAT_TIME_TEST_NEXT_EVENT:
	case COMPAT_TIME_TEST_BUMP_COUNTER:
	case COMPAT_TIME_TEST_NEXT_RECORD:
		in = true;
		out = true;
		break;
	case COMPAT_TIME_TEST_GET_TIME:
	case COMPAT_TIME_TEST_GET_TS:
	case COMPAT_TIME_TEST_GET_TV:
	case COMPAT_TIME_TEST_GET_SCHEDULE:
	case COMPAT_TIME_TEST_GET_TS_OLD:
		out = true;
		break;
	default:
		return ct_test_fallback(file, cmd, arg);
	}
	memset(&karg, 0, sizeof(karg));
	if (in) {
		ret = compat_time_copy_from_user(&ct_test_copy_table, cmd,
						 &karg, uarg);
		if (ret)
			return ret;
	}
	ret = ct_test_handler(ncmd)(file, ncmd, &karg);
	if (ret < 0 || !out)
		return ret;
	return compat_time_copy_to_user(&ct_test_copy_table, cmd, uarg,
					&karg) ?: ret;
}

static long ct_test_copies_compat_ioctl(struct file *file, unsigned int cmd,
					unsigned long arg)
{
	return compat_time_compat_ioctl(&ct_test_copy_table, file, cmd, arg);
}

static long ct_test_kernel_call(void *priv, unsigned int cmd, void *karg)
{
	return ct_test_handler(cmd)(priv, cmd, karg);
}

/* A framework copies no argument of a number that encodes no size. */
static const struct compat_time_ioctl ct_test_kernel_ioctls[] = {
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_SET_TIME,
				 compat_time_desc_time, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_GET_TIME,
				 compat_time_desc_time, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_SET_TS,
				 compat_time_desc_timespec, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_GET_TS,
				 compat_time_desc_timespec, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_SET_TV,
				 compat_time_desc_timeval, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_GET_TV,
				 compat_time_desc_timeval, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_NEXT_EVENT,
				 ct_test_event_desc, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_SET_SCHEDULE,
				 ct_test_schedule_desc, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_GET_SCHEDULE,
				 ct_test_schedule_desc, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_BUMP_COUNTER,
				 ct_test_counter_desc, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_NEXT_RECORD,
				 ct_test_record_desc, ct_test_kernel_call),
	COMPAT_TIME_IOCTL_KERNEL(COMPAT_TIME_TEST_ADVANCE_LIST,
				 ct_test_list_desc, ct_test_kernel_call),
};

/* The framework's driver's own code for a command without time. */
static long ct_test_kernel_fallback(void *priv, unsigned int cmd, void *buf)
{
	if (cmd != COMPAT_TIME_TEST_GET_VERSION)
		return -ENOTTY;
	*(u32 *)buf = COMPAT_TIME_TEST_VERSION;
	return 0;
}

static struct compat_time_table ct_test_kernel_table = {
	.ioctls = ct_test_kernel_ioctls,
	.nr_ioctls = ARRAY_SIZE(ct_test_kernel_ioctls),
	.kernel_fallback = ct_test_kernel_fallback,
	.owner = THIS_MODULE,
};

/*
 * The framework: _IOC_SIZE(cmd) bytes in, and out again on success,
 * around the driver's function, which hands the buffer to @serve.
 */
static long ct_test_framework(struct file *file, unsigned int cmd,
			      void __user *uarg,
			      long (*serve)(struct compat_time_table *table,
					    void *priv, unsigned int cmd,
					    void *buf))
{
	union ct_test_arg buf;
	size_t size = _IOC_SIZE(cmd);
	long ret;

	if (size > sizeof(buf))
		return -ENOTTY;
	memset(&buf, 0, sizeof(buf));
	if (_IOC_DIR(cmd) & _IOC_WRITE && copy_from_user(&buf, uarg, size))
		return -EFAULT;
	ret = serve(&ct_test_kernel_table, file, cmd, &buf);
	if (ret >= 0 && _IOC_DIR(cmd) & _IOC_READ &&
	    copy_to_user(uarg, &buf, size))
		return -EFAULT;
	return ret;
}

/* usbfs's way: every caller through the copy, in_compat_syscall() tells */
static long ct_test_framework_ioctl(struct file *file, unsigned int cmd,
				    unsigned long arg)
{
	return ct_test_framework(file, cmd, (void __user *)arg,
				 compat_time_kernel_ioctl);
}

static long ct_test_framework_compat_ioctl(struct file *file,
					   unsigned int cmd, unsigned long arg)
{
	return ct_test_framework(file, cmd, compat_ptr(arg),
				 compat_time_kernel_ioctl);
}

/*
 * A v4l2 subdev's way: native callers through the copy to core->ioctl,
 * 32-bit callers on a 64-bit kernel to core->compat_ioctl32 with the
 * argument as it came.
 */
static long ct_test_subdev_ioctl(struct file *file, unsigned int cmd,
				 unsigned long arg)
{
	return ct_test_framework(file, cmd, (void __user *)arg,
				 compat_time_native_kernel_ioctl);
}

static long ct_test_subdev_compat_ioctl(struct file *file, unsigned int cmd,
					unsigned long arg)
{
	return compat_time_compat_kernel_ioctl(&ct_test_kernel_table, file,
					       cmd, arg);
}

/*
 * The records: write() queues whole events, each a second later, and
 * read() hands them out in order, in the caller's layout.
 */
static ssize_t ct_test_read(struct file *file, char __user *buf,
			    size_t count, loff_t *ppos)
{
	struct ct_test_state *st = file->private_data;
	size_t n;
	ssize_t ret;

	mutex_lock(&st->lock);
	ret = compat_time_records_read(&ct_test_records, st->records_time64,
				       buf, count, st->queue, st->queued);
	if (ret > 0) {
		n = ret / compat_time_record_size(&ct_test_records,
						  st->records_time64);
		st->queued -= n;
		memmove(st->queue, st->queue + n,
			st->queued * sizeof(*st->queue));
	}
	mutex_unlock(&st->lock);
	return ret;
}

static ssize_t ct_test_write(struct file *file, const char __user *buf,
			     size_t count, loff_t *ppos)
{
	struct ct_test_state *st = file->private_data;
	unsigned int i, first;
	ssize_t ret;

	mutex_lock(&st->lock);
	first = st->queued;
	ret = -EAGAIN;
	if (first < COMPAT_TIME_TEST_QUEUE || !count)
		ret = compat_time_records_write(&ct_test_records,
						st->records_time64,
						st->queue + first,
						COMPAT_TIME_TEST_QUEUE - first,
						buf, count);
	if (ret > 0) {
		st->queued += ret / compat_time_record_size(&ct_test_records,
							    st->records_time64);
		for (i = first; i < st->queued; i++)
			ct_test_next_event(file, 0, &st->queue[i]);
	}
	mutex_unlock(&st->lock);
	return ret;
}

static int ct_test_open(struct inode *inode, struct file *file)
{
	struct ct_test_state *st;

	st = kzalloc(sizeof(*st), GFP_KERNEL);
	if (!st)
		return -ENOMEM;
	mutex_init(&st->lock);
	file->private_data = st;
	return 0;
}

static int ct_test_release(struct inode *inode, struct file *file)
{
	kfree(file->private_data);
	return 0;
}

static struct compat_time_table ct_test_table = {
	.ioctls = ct_test_ioctls,
	.nr_ioctls = ARRAY_SIZE(ct_test_ioctls),
	.fallback = ct_test_fallback,
	.compat_fallback = ct_test_compat_fallback,
};

COMPAT_TIME_DEFINE_IOCTL(ct_test, ct_test_table);

/*
 * /dev/compat_time_test_late: the same commands through a table nobody
 * registers, as the README's driver has it; its first call builds it.
 */
static struct compat_time_table ct_test_late_table = {
	.ioctls = ct_test_ioctls,
	.nr_ioctls = ARRAY_SIZE(ct_test_ioctls),
	.fallback = ct_test_fallback,
	.compat_fallback = ct_test_compat_fallback,
	.owner = THIS_MODULE,
};

COMPAT_TIME_DEFINE_IOCTL(ct_test_late, ct_test_late_table);

static const struct file_operations ct_test_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_ioctl,
	.compat_ioctl = ct_test_compat_ioctl,
	.read = ct_test_read,
	.write = ct_test_write,
	.llseek = noop_llseek,
};

/*
 * The driver's own code for commands without time, reached directly:
 * make bench weighs a call through compat_time to the fallback against it.
 */
static const struct file_operations ct_test_direct_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_fallback,
	.compat_ioctl = compat_ptr_ioctl,
	.llseek = noop_llseek,
};

/*
 * /dev/compat_time_test_hand: SNDRV_PCM_IOCTL_STATUS served by code
 * written the way the sound core serves it (snd_pcm_status_user64(),
 * snd_pcm_status_user32() and, for a 32-bit process with 64-bit time on a
 * 64-bit kernel, snd_pcm_status_user_compat64()), its status from
 * ct_test_echo(), the handler compat_time calls for the same command:
 * make bench weighs one against the other.  Only the three layouts of a
 * 64-bit kernel's callers.
 */
#ifdef CONFIG_COMPAT
/* A 32-bit process's snd_pcm_status64, as pcm_compat.c declares it. */
struct ct_test_pcm_status_compat64 {
	snd_pcm_state_t state;
	u8 rsvd[4];
	s64 trigger_tstamp_sec;
	s64 trigger_tstamp_nsec;
	s64 tstamp_sec;
	s64 tstamp_nsec;
	u32 appl_ptr;
	u32 hw_ptr;
	s32 delay;
	u32 avail;
	u32 avail_max;
	u32 overrange;
	snd_pcm_state_t suspended_state;
	u32 audio_tstamp_data;
	s64 audio_tstamp_sec;
	s64 audio_tstamp_nsec;
	s64 driver_tstamp_sec;
	s64 driver_tstamp_nsec;
	u32 audio_tstamp_accuracy;
	unsigned char reserved[52 - 4 * sizeof(s64)];
} __packed;

#define CT_TEST_PCM_IOCTL_STATUS_COMPAT64 \
	_IOR('A', 0x20, struct ct_test_pcm_status_compat64)
#endif

static long ct_test_hand_ioctl(struct file *file, unsigned int cmd,
			       unsigned long arg)
{
	struct snd_pcm_status64 status;
	long ret;

	if (cmd != SNDRV_PCM_IOCTL_STATUS64)
		return ct_test_fallback(file, cmd, arg);
	memset(&status, 0, sizeof(status));
	ret = ct_test_echo(file, SNDRV_PCM_IOCTL_STATUS64, &status);
	if (ret < 0)
		return ret;
	if (copy_to_user((void __user *)arg, &status, sizeof(status)))
		return -EFAULT;
	return 0;
}

#ifdef CONFIG_COMPAT
static long ct_test_hand_status32(struct file *file,
				  struct snd_pcm_status32 __user *_status)
{
	struct snd_pcm_status64 status64;
	struct snd_pcm_status32 status32;
	long ret;

	memset(&status64, 0, sizeof(status64));
	memset(&status32, 0, sizeof(status32));
	ret = ct_test_echo(file, SNDRV_PCM_IOCTL_STATUS64, &status64);
	if (ret < 0)
		return ret;
	ct_test_pcm_status32(&status32, &status64);
	if (copy_to_user(_status, &status32, sizeof(status32)))
		return -EFAULT;
	return 0;
}

static long
ct_test_hand_status_compat64(struct file *file,
			     struct ct_test_pcm_status_compat64 __user *src)
{
	struct ct_test_pcm_status_compat64 compat_status64;
	struct snd_pcm_status64 status;
	long ret;

	memset(&status, 0, sizeof(status));
	memset(&compat_status64, 0, sizeof(compat_status64));
	ret = ct_test_echo(file, SNDRV_PCM_IOCTL_STATUS64, &status);
	if (ret < 0)
		return ret;
	if (clear_user(src, sizeof(*src)))
		return -EFAULT;
	compat_status64 = (struct ct_test_pcm_status_compat64) {
		.state = status.state,
		.trigger_tstamp_sec = status.trigger_tstamp_sec,
		.trigger_tstamp_nsec = status.trigger_tstamp_nsec,
		.tstamp_sec = status.tstamp_sec,
		.tstamp_nsec = status.tstamp_nsec,
		.appl_ptr = status.appl_ptr,
		.hw_ptr = status.hw_ptr,
		.delay = status.delay,
		.avail = status.avail,
		.avail_max = status.avail_max,
		.overrange = status.overrange,
		.suspended_state = status.suspended_state,
		.audio_tstamp_data = status.audio_tstamp_data,
		.audio_tstamp_sec = status.audio_tstamp_sec,
		.audio_tstamp_nsec = status.audio_tstamp_nsec,
		.driver_tstamp_sec = status.driver_tstamp_sec,
		.driver_tstamp_nsec = status.driver_tstamp_nsec,
		.audio_tstamp_accuracy = status.audio_tstamp_accuracy,
	};
	if (copy_to_user(src, &compat_status64, sizeof(compat_status64)))
		return -EFAULT;
	return 0;
}

static long ct_test_hand_compat_ioctl(struct file *file, unsigned int cmd,
				      unsigned long arg)
{
	switch (cmd) {
	case SNDRV_PCM_IOCTL_STATUS32:
		return ct_test_hand_status32(file, compat_ptr(arg));
	case CT_TEST_PCM_IOCTL_STATUS_COMPAT64:
		return ct_test_hand_status_compat64(file, compat_ptr(arg));
	}
	return ct_test_compat_fallback(file, cmd, arg);
}
#else
#define ct_test_hand_compat_ioctl	NULL
#endif

static const struct file_operations ct_test_hand_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_hand_ioctl,
	.compat_ioctl = ct_test_hand_compat_ioctl,
	.llseek = noop_llseek,
};

static const struct file_operations ct_test_late_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_late_ioctl,
	.compat_ioctl = ct_test_late_compat_ioctl,
	.llseek = noop_llseek,
};

static const struct file_operations ct_test_copies_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_copies_ioctl,
	.compat_ioctl = ct_test_copies_compat_ioctl,
	.llseek = noop_llseek,
};

static const struct file_operations ct_test_kernel_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_framework_ioctl,
	.compat_ioctl = ct_test_framework_compat_ioctl,
	.llseek = noop_llseek,
};

static const struct file_operations ct_test_subdev_fops = {
	.owner = THIS_MODULE,
	.open = ct_test_open,
	.release = ct_test_release,
	.unlocked_ioctl = ct_test_subdev_ioctl,
	.compat_ioctl = ct_test_subdev_compat_ioctl,
	.llseek = noop_llseek,
};

#define CT_TEST_MISC(_name, _fops)					\
	{ .minor = MISC_DYNAMIC_MINOR, .name = (_name), .fops = &(_fops), \
	  .mode = 0666 }

static struct miscdevice ct_test_miscs[] = {
	CT_TEST_MISC("compat_time_test", ct_test_fops),
	CT_TEST_MISC("compat_time_test_direct", ct_test_direct_fops),
	CT_TEST_MISC("compat_time_test_copies", ct_test_copies_fops),
	CT_TEST_MISC("compat_time_test_kernel", ct_test_kernel_fops),
	CT_TEST_MISC("compat_time_test_subdev", ct_test_subdev_fops),
	CT_TEST_MISC("compat_time_test_hand", ct_test_hand_fops),
	CT_TEST_MISC("compat_time_test_late", ct_test_late_fops),
};

static int __init ct_test_init(void)
{
	unsigned int i;
	int ret;

	ret = compat_time_register(&ct_test_table);
	if (ret)
		return ret;
	ret = compat_time_records_init(&ct_test_records);
	if (ret)
		goto unregister;
	for (i = 0; i < ARRAY_SIZE(ct_test_miscs); i++) {
		ret = misc_register(&ct_test_miscs[i]);
		if (ret)
			goto deregister;
	}
	ret = ct_test_broken_register();
	if (!ret)
		return 0;

deregister:
	while (i--)
		misc_deregister(&ct_test_miscs[i]);
	compat_time_records_release(&ct_test_records);
unregister:
	compat_time_unregister(&ct_test_table);
	return ret;
}

static void __exit ct_test_exit(void)
{
	unsigned int i = ARRAY_SIZE(ct_test_miscs);

	ct_test_broken_deregister();
	while (i--)
		misc_deregister(&ct_test_miscs[i]);
	compat_time_records_release(&ct_test_records);
	compat_time_unregister(&ct_test_table);
}

module_init(ct_test_init);
module_exit(ct_test_exit);

MODULE_DESCRIPTION("compat_time test device: /dev/compat_time_test");
MODULE_LICENSE("GPL");
MODULE_VERSION("0.1");
