/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * compat_time test device: /dev/compat_time_test
 *
 * The ioctls below are written the way a legacy driver writes them: their
 * arguments embed the C library's time_t, struct timespec and struct
 * timeval.  A program built with 32-bit time_t, one built with 64-bit
 * time_t (_TIME_BITS=64) and a 64-bit program therefore send different
 * command numbers and layouts; the kernel side sees one layout only, with
 * 64-bit time, and compat_time translates the others.
 */
#ifndef _UAPI_LINUX_COMPAT_TIME_TEST_H
#define _UAPI_LINUX_COMPAT_TIME_TEST_H

#include <linux/input.h>
#include <linux/ioctl.h>
#include <linux/types.h>

#ifdef __KERNEL__
#include <linux/time_types.h>
typedef __s64 compat_time_test_time_t;
#define compat_time_test_timespec __kernel_timespec
#define compat_time_test_timeval __kernel_sock_timeval
#else
#include <time.h>
#include <sys/time.h>
typedef time_t compat_time_test_time_t;
#define compat_time_test_timespec timespec
#define compat_time_test_timeval timeval
#endif

#define COMPAT_TIME_TEST_IOC_MAGIC	0xB9
#define COMPAT_TIME_TEST_SLOTS		4

/* A timespec between a leading field and trailing fields. */
struct compat_time_test_event {
	__u32 type;
	struct compat_time_test_timespec stamp;
	__u32 sequence;
	__u16 code;
	__u8 flags;
	__u8 reserved;
};

/* An array of timespecs after a 32-bit count. */
struct compat_time_test_schedule {
	__u32 count;
	struct compat_time_test_timespec slot[COMPAT_TIME_TEST_SLOTS];
};

/*
 * No time at all, but a 64-bit integer after a 32-bit one: 12 bytes on
 * i386, where s64 is 4-byte aligned, and 16 bytes on x86_64 and arm.
 */
struct compat_time_test_counter {
	__u32 id;
	__s64 value;
};

#define COMPAT_TIME_TEST_SET_TIME \
	_IOW(COMPAT_TIME_TEST_IOC_MAGIC, 0x01, compat_time_test_time_t)
#define COMPAT_TIME_TEST_GET_TIME \
	_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x02, compat_time_test_time_t)
#define COMPAT_TIME_TEST_SET_TS \
	_IOW(COMPAT_TIME_TEST_IOC_MAGIC, 0x03, struct compat_time_test_timespec)
#define COMPAT_TIME_TEST_GET_TS \
	_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x04, struct compat_time_test_timespec)
#define COMPAT_TIME_TEST_SET_TV \
	_IOW(COMPAT_TIME_TEST_IOC_MAGIC, 0x05, struct compat_time_test_timeval)
#define COMPAT_TIME_TEST_GET_TV \
	_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x06, struct compat_time_test_timeval)
/* Returns the event with its stamp one second later and sequence + 1. */
#define COMPAT_TIME_TEST_NEXT_EVENT \
	_IOWR(COMPAT_TIME_TEST_IOC_MAGIC, 0x07, struct compat_time_test_event)
#define COMPAT_TIME_TEST_SET_SCHEDULE \
	_IOW(COMPAT_TIME_TEST_IOC_MAGIC, 0x08, struct compat_time_test_schedule)
#define COMPAT_TIME_TEST_GET_SCHEDULE \
	_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x09, struct compat_time_test_schedule)
/* Returns the counter with value + 1. */
#define COMPAT_TIME_TEST_BUMP_COUNTER \
	_IOWR(COMPAT_TIME_TEST_IOC_MAGIC, 0x0a, struct compat_time_test_counter)
/*
 * The longs a struct carries beside time: struct input_event, whose
 * seconds are an unsigned long (a signed 32-bit time_t for a 32-bit
 * caller with 32-bit time, __kernel_ulong_t for one with 64-bit time), a
 * long and a __kernel_long_t (8 bytes for x32, whose long has 4).  The
 * time_t makes the two 32-bit callers' numbers differ, as input_event
 * alone does not.  The reserved words, which read back as zero, make it
 * larger than the 128 bytes of a caller's struct a copy table keeps on
 * the stack.
 */
struct compat_time_test_record {
	struct input_event event;
	long delta;
	__kernel_long_t kdelta;
	compat_time_test_time_t when;
	__u32 reserved[28];
};

#define COMPAT_TIME_TEST_NEXT_RECORD \
	_IOWR(COMPAT_TIME_TEST_IOC_MAGIC, 0x0e, struct compat_time_test_record)

/*
 * Sixteen events, each advanced as NEXT_EVENT advances one: with a 32-bit
 * caller's layout beside it, more than the 512 bytes compat_time keeps on
 * its stack for a call, so the call allocates its buffers.
 */
#define COMPAT_TIME_TEST_EVENTS		16
struct compat_time_test_events {
	struct compat_time_test_event event[COMPAT_TIME_TEST_EVENTS];
};

#define COMPAT_TIME_TEST_NEXT_EVENTS \
	_IOWR(COMPAT_TIME_TEST_IOC_MAGIC, 0x0f, struct compat_time_test_events)

/*
 * Events behind a pointer, their count beside it, as a CAN card's driver
 * takes a list of messages: each advanced by the step, and its sequence
 * by one, up to the first whose flags are 0xff; count comes back as the
 * number advanced, at most COMPAT_TIME_TEST_LIST_MAX.  The number
 * encodes this header only, whose pointer has 4 bytes for a 32-bit
 * caller; the step's timespec makes it say the caller's time_t too.
 */
#define COMPAT_TIME_TEST_LIST_MAX	64
struct compat_time_test_list {
	__u32 count;
	__u32 flags;
	struct compat_time_test_timespec step;
	struct compat_time_test_event *events;
};

#define COMPAT_TIME_TEST_ADVANCE_LIST \
	_IOWR(COMPAT_TIME_TEST_IOC_MAGIC, 0x10, struct compat_time_test_list)

/*
 * read() and write() on /dev/compat_time_test carry struct
 * compat_time_test_event records: write() queues whole records, up to
 * COMPAT_TIME_TEST_QUEUE, each one second later (as NEXT_EVENT advances
 * one), and read() returns them in order.  A 32-bit caller's records
 * have 32-bit time until RECORDS_TIME64 says its time_t has 64 bits, as
 * the ALSA timer's TREAD64 does; the file keeps the choice.
 */
#define COMPAT_TIME_TEST_QUEUE		16
#define COMPAT_TIME_TEST_RECORDS_TIME64 \
	_IOW(COMPAT_TIME_TEST_IOC_MAGIC, 0x11, int)

/*
 * Like SIOCGSTAMP_OLD, a number that encodes no size: it reads the stored
 * timespec as 2 x long, so 8 bytes from every 32-bit caller (whatever its
 * time_t) and 16 bytes from a 64-bit one.
 */
#define COMPAT_TIME_TEST_GET_TS_OLD	_IO(COMPAT_TIME_TEST_IOC_MAGIC, 0x0b)

/* No time: served by the driver's own ioctl code, compat_time's fallback. */
#define COMPAT_TIME_TEST_GET_VERSION \
	_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x0c, __u32)
#define COMPAT_TIME_TEST_VERSION	1

/*
 * Differential tests against the kernel's own conversions: LOAD_NATIVE
 * stores bytes in the kernel's native layout (a driver's view), and the
 * catalog commands the test device also serves, SIOCGSTAMP_OLD/_NEW,
 * SIOCGSTAMPNS_OLD/_NEW, VIDIOC_QUERYBUF and SNDRV_PCM_IOCTL_STATUS,
 * return them through compat_time in the caller's layout, to compare with
 * what a socket, a v4l2 or an ALSA driver returns for the same data.
 */
#define COMPAT_TIME_TEST_NATIVE_MAX	252
struct compat_time_test_native {
	__u32 len;
	__u8 data[COMPAT_TIME_TEST_NATIVE_MAX];
};

#define COMPAT_TIME_TEST_LOAD_NATIVE \
	_IOW(COMPAT_TIME_TEST_IOC_MAGIC, 0x0d, struct compat_time_test_native)

/*
 * /dev/compat_time_test_broken: command n calls a table described wrongly
 * in one way (test_broken.c), which fails on every call.
 */
#define COMPAT_TIME_TEST_BROKEN(n)	_IO(COMPAT_TIME_TEST_IOC_MAGIC, 0x40 + (n))
#define COMPAT_TIME_TEST_NR_BROKEN	15

#endif /* _UAPI_LINUX_COMPAT_TIME_TEST_H */
