// SPDX-License-Identifier: GPL-2.0
/*
 * End-to-end client of /dev/compat_time_test.  Built three ways from this
 * one source: x86_64, i386 with 32-bit time_t and i386 with 64-bit time_t,
 * so each build sends its own command numbers and layouts; for x32
 * (tools/e2e/x32.sh); and arm64, armhf with 32- and 64-bit time_t
 * (tools/e2e/arm.sh arm64).  Prints TAP.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/utsname.h>
#include <unistd.h>
#include <net/if.h>
#include <netinet/in.h>
#include <linux/compat_time_test.h>
#include <linux/sockios.h>

#include "loopback.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#if defined(__aarch64__)
#define ABI "arm64"
#elif __SIZEOF_POINTER__ == 8
#define ABI "x86_64"
#elif defined(__x86_64__)
#define ABI "x32"
#define X32 1
#elif defined(__arm__) && defined(__USE_TIME_BITS64)
#define ABI "armhf-time64"
#elif defined(__arm__)
#define ABI "armhf-time32"
#elif defined(__USE_TIME_BITS64)
#define ABI "i386-time64"
#else
#define ABI "i386-time32"
#endif

#ifndef X32
#define X32 0
#endif
#define TIME64 (sizeof(time_t) == 8)
/*
 * The size-less _OLD numbers carry two __kernel_long_t: 32-bit for i386,
 * 64-bit for x32 and x86_64, whose old layouts have 64-bit time.
 */
#define OLD_TIME32 (sizeof(__kernel_long_t) == 4)
/* 2040-01-01T00:00:00Z where time_t allows, else the last 32-bit second. */
#define LATE ((time_t)(TIME64 ? 2208988800LL : 2147483647LL))

static int fd, tests, failures;

/*
 * Which way the device serves its commands: compat_time's own dispatch
 * (/dev/compat_time_test), the driver's own code with a copy table
 * (--copies), a framework's kernel buffer (--kernel), or a v4l2 subdev's
 * two entry points (--subdev): the framework's buffer for native callers,
 * compat_time's own copies for 32-bit ones on a 64-bit kernel.  Where a
 * driver's or a framework's code copies the result out, a buffer that
 * straddles an unmapped page may get its mapped part.
 */
enum { SERVED_TABLE, SERVED_COPIES, SERVED_KERNEL, SERVED_SUBDEV };
static int served;
static const char *via = "";
/* what serves the device, for make demo's table */
static const char *served_by = "table";

/*
 * This client's own count of calls to the device's compat_time commands,
 * per layout, to compare with compat_time's debugfs counters: a 64-bit
 * client sends the native layout, a 32-bit one time32 or time64 by its
 * time_t, except GET_TS_OLD, which encodes no size and is time32 for
 * every 32-bit caller (so are SIOCGSTAMP{,NS}_OLD), and BUMP_COUNTER and
 * SIOCGSTAMP{,NS}_NEW, whose layout does not depend on time_t: their one
 * 32-bit layout is not counted as time32.  An x32 client sends its own
 * layout, for every command.  Socket ioctls go to (ioctl)() directly and
 * are not counted.
 */
enum { L_NATIVE, L_TIME32, L_TIME64, L_X32, LAYOUTS };
static const char *const layout_names[LAYOUTS] = {
	"native", "time32", "time64", "x32"
};
static long counted[LAYOUTS][3];	/* calls, failed, overflowed */

static const unsigned long registered[] = {
	COMPAT_TIME_TEST_SET_TIME, COMPAT_TIME_TEST_GET_TIME,
	COMPAT_TIME_TEST_SET_TS, COMPAT_TIME_TEST_GET_TS,
	COMPAT_TIME_TEST_SET_TV, COMPAT_TIME_TEST_GET_TV,
	COMPAT_TIME_TEST_NEXT_EVENT, COMPAT_TIME_TEST_SET_SCHEDULE,
	COMPAT_TIME_TEST_GET_SCHEDULE, COMPAT_TIME_TEST_BUMP_COUNTER,
	COMPAT_TIME_TEST_NEXT_RECORD, COMPAT_TIME_TEST_NEXT_EVENTS,
	COMPAT_TIME_TEST_ADVANCE_LIST, COMPAT_TIME_TEST_GET_TS_OLD,
	SIOCGSTAMP_OLD, SIOCGSTAMPNS_OLD, SIOCGSTAMP_NEW, SIOCGSTAMPNS_NEW,
};

static int counted_ioctl(int fd, unsigned long cmd, void *arg)
{
	int ret = ioctl(fd, cmd, arg), err = errno, layout;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(registered); i++) {
		if (cmd != registered[i])
			continue;
		if (sizeof(long) == 8)
			layout = L_NATIVE;
		else if (X32)
			layout = L_X32;
		else if (cmd == COMPAT_TIME_TEST_GET_TS_OLD ||
			 cmd == SIOCGSTAMP_OLD || cmd == SIOCGSTAMPNS_OLD)
			layout = L_TIME32;
		else if (cmd == COMPAT_TIME_TEST_BUMP_COUNTER ||
			 cmd == SIOCGSTAMP_NEW || cmd == SIOCGSTAMPNS_NEW)
			layout = L_TIME64;
		else
			layout = sizeof(time_t) == 8 ? L_TIME64 : L_TIME32;
		counted[layout][0]++;
		counted[layout][1] += ret < 0;
		counted[layout][2] += ret < 0 && err == EOVERFLOW;
	}
	errno = err;
	return ret;
}

#define ioctl(fd, cmd, arg) counted_ioctl(fd, cmd, arg)

/*
 * The records' read() and write() calls, per layout, as compat_time counts
 * them: every call of a 32-bit or x32 client (a 64-bit one's are not
 * counted), in its layout (time32 or time64 by its time_t, which it gives
 * the device by COMPAT_TIME_TEST_RECORDS_TIME64).  test_records() makes
 * its calls through it.
 */
static long counted_records[LAYOUTS][3];	/* calls, failed, overflowed */

static ssize_t counted_rw(int fd, void *buf, size_t n, int out)
{
	ssize_t ret = out ? write(fd, buf, n) : read(fd, buf, n);
	int err = errno, layout;

	if (sizeof(long) == 4) {
		layout = X32 ? L_X32 : TIME64 ? L_TIME64 : L_TIME32;
		counted_records[layout][0]++;
		counted_records[layout][1] += ret < 0;
		counted_records[layout][2] += ret < 0 && err == EOVERFLOW;
	}
	errno = err;
	return ret;
}

static void check(int ok, const char *what)
{
	tests++;
	if (!ok)
		failures++;
	printf("%sok %d - %s%s: %s\n", ok ? "" : "not ", tests, ABI, via,
	       what);
}

/* ioctl that must fail with @err and leave @buf (of @len bytes) alone. */
static void check_fails(unsigned long cmd, void *buf, size_t len, int err,
			const char *what)
{
	unsigned char before[512];	/* the largest argument's */
	int ret;

	if (len > sizeof(before)) {
		printf("# %s: %zu bytes, more than the client keeps\n", what,
		       len);
		check(0, what);
		return;
	}
	if (buf)
		memcpy(before, buf, len);
	errno = 0;
	ret = ioctl(fd, cmd, buf);
	if (ret != -1 || errno != err)
		printf("# %s: ret %d errno %d (%s), want %d\n", what, ret,
		       errno, strerror(errno), err);
	check(ret == -1 && errno == err && (!buf || !memcmp(before, buf, len)),
	      what);
}

/* One row of make demo's table; @nr 0 for read() and write(). */
static void demo(const char *cmd, unsigned long nr, const char *sent,
		 const char *got)
{
	char number[16] = "-";

	if (nr)
		snprintf(number, sizeof(number), "%#010lx", nr);
	printf("# demo | %-12s | %-17s | %-24s | %-10s | %-34s | %s\n", ABI,
	       served_by, cmd, number, sent, got);
}

static void test_time(void)
{
	time_t t = LATE, back = 0;
	char sent[64], got[64];

	check(ioctl(fd, COMPAT_TIME_TEST_SET_TIME, &t) == 0 &&
	      ioctl(fd, COMPAT_TIME_TEST_GET_TIME, &back) == 0 && back == t,
	      "time_t round trip");
	snprintf(sent, sizeof(sent), "time_t %lld", (long long)t);
	snprintf(got, sizeof(got), "%lld", (long long)back);
	demo("GET_TIME", COMPAT_TIME_TEST_GET_TIME, sent, got);
	t = -86400;	/* 1969-12-31 */
	check(ioctl(fd, COMPAT_TIME_TEST_SET_TIME, &t) == 0 &&
	      ioctl(fd, COMPAT_TIME_TEST_GET_TIME, &back) == 0 && back == -86400,
	      "pre-1970 time_t");
}

static int native_caller(void);

/* Does compat_time copy this caller's argument itself? */
static int copied_by_compat_time(void)
{
	return served == SERVED_TABLE ||
	       (served == SERVED_SUBDEV && !native_caller());
}

/*
 * Buffers that cannot take a result: EFAULT before the driver runs, and
 * nothing written, not even the part of the buffer that is mapped.
 */
static void test_bad_buffers(void)
{
	long page = sysconf(_SC_PAGESIZE);
	unsigned char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned char *ro = mmap(NULL, page, PROT_READ,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	void *kernel = (void *)(uintptr_t)(sizeof(long) == 8 ?
					   0xffff888000001000ULL : 0xc0001000ULL);
	size_t mapped = sizeof(struct timespec) / 2;
	unsigned char *straddle = p + page - mapped;

	if (p == MAP_FAILED || ro == MAP_FAILED) {
		check(0, "mmap for bad-buffer tests");
		return;
	}
	munmap(p + page, page);
	memset(straddle, 0x77, mapped);
	if (copied_by_compat_time()) {
		check_fails(COMPAT_TIME_TEST_GET_TS, straddle, mapped, EFAULT,
			    "buffer straddling an unmapped page: EFAULT, nothing written");
	} else {
		errno = 0;
		check(ioctl(fd, COMPAT_TIME_TEST_GET_TS, straddle) == -1 &&
		      errno == EFAULT,
		      "buffer straddling an unmapped page: EFAULT");
	}
	check_fails(COMPAT_TIME_TEST_GET_TS, ro, sizeof(struct timespec),
		    EFAULT, "read-only buffer: EFAULT");
	check_fails(COMPAT_TIME_TEST_GET_TS, NULL, 0, EFAULT,
		    "NULL buffer: EFAULT");
	check_fails(COMPAT_TIME_TEST_GET_TS, kernel, 0, EFAULT,
		    "kernel-half pointer: EFAULT");
	munmap(p, page);
	munmap(ro, page);
}

static void test_timespec(void)
{
	struct timespec ts = { .tv_sec = LATE, .tv_nsec = 123456789 }, back;
	__kernel_long_t old[2] = { 0, 0 };

	memset(&back, 0, sizeof(back));
	check(ioctl(fd, COMPAT_TIME_TEST_SET_TS, &ts) == 0 &&
	      ioctl(fd, COMPAT_TIME_TEST_GET_TS, &back) == 0 &&
	      back.tv_sec == LATE && back.tv_nsec == 123456789,
	      "timespec round trip");
	ts.tv_nsec = 1000000000;
	check_fails(COMPAT_TIME_TEST_SET_TS, &ts, sizeof(ts), EINVAL,
		    "tv_nsec 1000000000 is EINVAL");
	ts.tv_nsec = -1;
	check_fails(COMPAT_TIME_TEST_SET_TS, &ts, sizeof(ts), EINVAL,
		    "tv_nsec -1 is EINVAL");
	check_fails(COMPAT_TIME_TEST_GET_TS, (void *)16, 0, EFAULT,
		    "unmapped pointer is EFAULT");
	test_bad_buffers();

	/*
	 * The size-less _OLD number: 2 x __kernel_long_t in every ABI.  A
	 * framework that copies the argument copies none of it.
	 */
	if (served == SERVED_KERNEL || served == SERVED_SUBDEV)
		return;
	if (OLD_TIME32 && TIME64) {
		check_fails(COMPAT_TIME_TEST_GET_TS_OLD, old, sizeof(old),
			    EOVERFLOW, "GET_TS_OLD after 2038 is EOVERFLOW");
		ts.tv_sec = 1000000000;
		ts.tv_nsec = 5;
		ioctl(fd, COMPAT_TIME_TEST_SET_TS, &ts);
	}
	check(ioctl(fd, COMPAT_TIME_TEST_GET_TS_OLD, old) == 0 &&
	      old[0] == (__kernel_long_t)(OLD_TIME32 && TIME64 ? 1000000000 :
					  LATE) &&
	      old[1] == (OLD_TIME32 && TIME64 ? 5 : 123456789),
	      "GET_TS_OLD reads 2 x __kernel_long_t");
}

static void test_timeval(void)
{
	struct timeval tv = { .tv_sec = LATE, .tv_usec = 999999 }, back;

	memset(&back, 0, sizeof(back));
	check(ioctl(fd, COMPAT_TIME_TEST_SET_TV, &tv) == 0 &&
	      ioctl(fd, COMPAT_TIME_TEST_GET_TV, &back) == 0 &&
	      back.tv_sec == LATE && back.tv_usec == 999999,
	      "timeval round trip");
	tv.tv_usec = 1000000;
	check_fails(COMPAT_TIME_TEST_SET_TV, &tv, sizeof(tv), EINVAL,
		    "tv_usec 1000000 is EINVAL");
}

/*
 * Is this process the kernel's own kind, not a 32-bit one on a 64-bit
 * kernel?  uname says the kernel's machine, whatever the process.
 */
static int native_caller(void)
{
	struct utsname u;

	if (sizeof(long) == 8 && !X32)
		return 1;
	return !uname(&u) && strcmp(u.machine, "x86_64") &&
	       strcmp(u.machine, "aarch64");
}

/*
 * Does this process use the kernel's own layout?  A 64-bit process does,
 * and a 64-bit time one on a 32-bit kernel.
 */
static int native_layout(void)
{
	return native_caller() && (sizeof(long) == 8 || TIME64);
}

/*
 * A reserved output member that held @sent: compat_time writes it as zero,
 * except where a copy table copies the native layout as it is, as the
 * driver's own copy did; the handler leaves it alone.
 */
static unsigned int reserved_out(unsigned int sent)
{
	return served == SERVED_COPIES && native_layout() ? sent : 0;
}

static void test_event(void)
{
	struct compat_time_test_event ev, sent;
	char s[64], g[64];

	memset(&ev, 0, sizeof(ev));
	ev.type = 0xabcd;
	ev.stamp.tv_sec = LATE - 1;
	ev.stamp.tv_nsec = 42;
	ev.sequence = 7;
	ev.code = 0x1234;
	ev.flags = 0x56;
	ev.reserved = 0x99;
	sent = ev;
	check(ioctl(fd, COMPAT_TIME_TEST_NEXT_EVENT, &ev) == 0 &&
	      ev.type == 0xabcd && ev.stamp.tv_sec == LATE &&
	      ev.stamp.tv_nsec == 42 && ev.sequence == 8 && ev.code == 0x1234 &&
	      ev.flags == 0x56 && ev.reserved == reserved_out(0x99),
	      "nested timespec with trailing members");
	snprintf(s, sizeof(s), "stamp %lld.%09ld seq %u",
		 (long long)sent.stamp.tv_sec, (long)sent.stamp.tv_nsec,
		 sent.sequence);
	snprintf(g, sizeof(g), "stamp %lld.%09ld seq %u",
		 (long long)ev.stamp.tv_sec, (long)ev.stamp.tv_nsec,
		 ev.sequence);
	demo("NEXT_EVENT", COMPAT_TIME_TEST_NEXT_EVENT, s, g);

	/* One second past the stored stamp: past 2038 for time32. */
	ev.stamp.tv_sec = LATE;
	if (TIME64) {
		long long want = (long long)LATE + 1;

		check(ioctl(fd, COMPAT_TIME_TEST_NEXT_EVENT, &ev) == 0 &&
		      (long long)ev.stamp.tv_sec == want, "event after 2038");
		snprintf(g, sizeof(g), "stamp %lld", (long long)ev.stamp.tv_sec);
	} else {
		check_fails(COMPAT_TIME_TEST_NEXT_EVENT, &ev, sizeof(ev),
			    EOVERFLOW, "2038-01-19T03:14:08Z is EOVERFLOW");
		snprintf(g, sizeof(g), "EOVERFLOW, buffer untouched");
	}
	snprintf(s, sizeof(s), "stamp %lld, +1 s", (long long)LATE);
	demo("NEXT_EVENT", COMPAT_TIME_TEST_NEXT_EVENT, s, g);
}

/*
 * Sixteen events: with a 32-bit caller's layout beside the native one,
 * more than compat_time's stack buffer holds.  Each comes back a second
 * and a sequence number later, every other byte as sent.
 */
static void test_events(void)
{
	struct compat_time_test_events evs;
	struct compat_time_test_event *ev;
	int i, ok;

	memset(&evs, 0, sizeof(evs));
	for (i = 0; i < COMPAT_TIME_TEST_EVENTS; i++) {
		ev = &evs.event[i];
		ev->type = i;
		ev->stamp.tv_sec = LATE - 1 - i;
		ev->stamp.tv_nsec = 1000 * i;
		ev->sequence = 100 * i;
		ev->code = 0x100 + i;
		ev->flags = i;
	}
	ok = ioctl(fd, COMPAT_TIME_TEST_NEXT_EVENTS, &evs) == 0;
	for (i = 0; ok && i < COMPAT_TIME_TEST_EVENTS; i++) {
		ev = &evs.event[i];
		ok = ev->type == (unsigned int)i && ev->stamp.tv_sec == LATE - i &&
		     ev->stamp.tv_nsec == 1000 * i &&
		     ev->sequence == 100u * i + 1 && ev->code == 0x100 + i &&
		     ev->flags == i && ev->reserved == 0;
	}
	check(ok, "16 events, over compat_time's stack buffer");

	/* One past 2038 in the last: EOVERFLOW for time32, nothing written. */
	if (!TIME64) {
		evs.event[COMPAT_TIME_TEST_EVENTS - 1].stamp.tv_sec = LATE;
		check_fails(COMPAT_TIME_TEST_NEXT_EVENTS, &evs, sizeof(evs),
			    EOVERFLOW, "16 events, the last after 2038: EOVERFLOW");
	}
}

/*
 * ADVANCE_LIST with a list of @n events at @evs: -1 and @err unless it
 * fails with @err, writing neither the header nor an event.
 */
static int list_fails(struct compat_time_test_list *l,
		      struct compat_time_test_event *evs, int n, int err)
{
	struct compat_time_test_event before[4];
	struct compat_time_test_list lb = *l;
	int ret;

	if (evs)
		memcpy(before, evs, n * sizeof(*evs));
	errno = 0;
	ret = ioctl(fd, COMPAT_TIME_TEST_ADVANCE_LIST, l);
	if (ret != -1 || errno != err)
		printf("# ADVANCE_LIST: ret %d errno %d (%s), want %d\n", ret,
		       errno, strerror(errno), err);
	return ret == -1 && errno == err && !memcmp(&lb, l, sizeof(lb)) &&
	       (!evs || !memcmp(before, evs, n * sizeof(*evs)));
}

/*
 * Events behind a pointer (COMPAT_TIME_ARRAY_PTR()): each advanced by the
 * step up to the one flagged 0xff, which and whatever follows it keep
 * every byte; the count comes back as the number advanced.  A count past
 * the bound, elements the driver cannot read or write, a bad time and a
 * result past 2038 for time32 each fail with nothing written.
 */
static void test_list(void)
{
	long page = sysconf(_SC_PAGESIZE);
	struct compat_time_test_event evs[4], *ev;
	struct compat_time_test_list l;
	unsigned char *p;
	char s[64], g[64];
	int i, ok;

	memset(evs, 0, sizeof(evs));
	for (i = 0; i < 4; i++) {
		evs[i].type = 0x70 + i;
		evs[i].stamp.tv_sec = LATE - 10 + i;
		evs[i].stamp.tv_nsec = 600000000;
		evs[i].sequence = 10 * i;
		evs[i].code = 0x200 + i;
	}
	evs[2].flags = 0xff;
	memset(&l, 0, sizeof(l));
	l.count = 4;
	l.flags = 0x5a;
	l.step.tv_sec = 1;
	l.step.tv_nsec = 500000000;
	l.events = evs;
	ok = ioctl(fd, COMPAT_TIME_TEST_ADVANCE_LIST, &l) == 0 &&
	     l.count == 2 && l.flags == 0x5a && l.events == evs &&
	     l.step.tv_sec == 1 && l.step.tv_nsec == 500000000;
	for (i = 0; ok && i < 4; i++) {
		ev = &evs[i];
		ok = ev->type == 0x70u + i && ev->code == 0x200 + i &&
		     ev->stamp.tv_sec == LATE - 10 + i + (i < 2 ? 2 : 0) &&
		     ev->stamp.tv_nsec == (i < 2 ? 100000000 : 600000000) &&
		     ev->sequence == 10u * i + (i < 2) &&
		     ev->flags == (i == 2 ? 0xff : 0);
	}
	check(ok, "list behind a pointer: 2 of 4 events advanced, the rest as sent");
	snprintf(s, sizeof(s), "4 events, +1.5 s, 3rd flagged");
	snprintf(g, sizeof(g), "count %u, 1st %lld.%09ld", l.count,
		 (long long)evs[0].stamp.tv_sec, (long)evs[0].stamp.tv_nsec);
	demo("ADVANCE_LIST", COMPAT_TIME_TEST_ADVANCE_LIST, s, g);

	l.count = 0;
	l.events = NULL;
	check(ioctl(fd, COMPAT_TIME_TEST_ADVANCE_LIST, &l) == 0 &&
	      l.count == 0 && !l.events, "empty list, no pointer");

	l.events = evs;
	l.count = COMPAT_TIME_TEST_LIST_MAX + 1;
	check(list_fails(&l, evs, 4, EINVAL),
	      "list count past its bound: EINVAL, nothing written");
	l.count = 2;
	l.events = NULL;
	check(list_fails(&l, NULL, 0, EFAULT), "list at NULL: EFAULT");

	/* a step the driver cannot add: its own EINVAL, nothing written */
	l.events = evs;
	if (TIME64) {
		l.step.tv_sec = (time_t)0x7fffffffffffffffLL;
		check(list_fails(&l, evs, 4, EINVAL),
		      "list the driver refuses: its EINVAL, nothing written");
		l.step.tv_sec = 1;
	}

	/* the first event 1e9 ns: EINVAL from compat_time or the driver */
	l.events = evs;
	evs[0].stamp.tv_nsec = 1000000000;
	check(list_fails(&l, evs, 4, EINVAL),
	      "list event with tv_nsec 1e9: EINVAL, nothing written");
	evs[0].stamp.tv_nsec = 0;

	/* the second ends past 2038: + 1.5 s, carried to + 2 s */
	evs[1].stamp.tv_sec = LATE;
	evs[1].stamp.tv_nsec = 600000000;
	if (TIME64) {
		long long want = (long long)LATE + 2, y2106 = 4294967295LL;

		check(ioctl(fd, COMPAT_TIME_TEST_ADVANCE_LIST, &l) == 0 &&
		      (long long)evs[1].stamp.tv_sec == want,
		      "list event after 2038");
		/* the last second of a u32, + 1.5 s: no wrap to 1970 */
		evs[1].stamp.tv_sec = (time_t)y2106;
		evs[1].stamp.tv_nsec = 600000000;
		check(ioctl(fd, COMPAT_TIME_TEST_ADVANCE_LIST, &l) == 0 &&
		      (long long)evs[1].stamp.tv_sec == y2106 + 2 &&
		      evs[1].stamp.tv_nsec == 100000000,
		      "list event after 2106");
	} else {
		check(list_fails(&l, evs, 4, EOVERFLOW),
		      "list event after 2038: EOVERFLOW, nothing written");
	}

	/* events the driver could read but not write back, or not all read */
	p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		check(0, "mmap for the list's bad buffers");
		return;
	}
	evs[1].stamp.tv_sec = 0;
	l.count = 2;
	memcpy(p, evs, sizeof(evs));
	mprotect(p, page, PROT_READ);
	l.events = (void *)p;
	check(list_fails(&l, NULL, 0, EFAULT) && !memcmp(p, evs, sizeof(evs)),
	      "list in read-only memory: EFAULT, nothing written");
	mprotect(p, page, PROT_READ | PROT_WRITE);
	munmap(p + page, page);
	l.events = (void *)(p + page - sizeof(*evs));
	memcpy(l.events, evs, sizeof(*evs));
	check(list_fails(&l, l.events, 1, EFAULT),
	      "list straddling an unmapped page: EFAULT, nothing written");
	munmap(p, page);
}

/* A file of the first device whose records have this client's time_t. */
static int records_fd(void)
{
	int one = 1, rfd = open("/dev/compat_time_test", O_RDWR);

	if (rfd >= 0 && TIME64 && sizeof(long) == 4 && !X32 &&
	    ioctl(rfd, COMPAT_TIME_TEST_RECORDS_TIME64, &one)) {
		close(rfd);
		return -1;
	}
	return rfd;
}

static void record_event(struct compat_time_test_event *ev, long long sec,
			 unsigned int seq)
{
	memset(ev, 0, sizeof(*ev));
	ev->type = 0x31;
	ev->stamp.tv_sec = (time_t)sec;
	ev->stamp.tv_nsec = 250000000;
	ev->sequence = seq;
	ev->code = 0x4242;
}

#define read(fd, buf, n) counted_rw(fd, buf, n, 0)
#define write(fd, buf, n) counted_rw(fd, (void *)(buf), n, 1)

/*
 * Records that read() and write() carry (compat_time_records_read() and
 * _write()): whole records in this caller's layout, in order, each a
 * second later; a buffer shorter than one record is EINVAL, as evdev's;
 * a bad one ends a write before it, or fails it first; a record that
 * does not fit 32-bit time fails the read and stays queued; a fault
 * consumes nothing.
 */
static void test_records(void)
{
	struct compat_time_test_event in[3], out[4];
	void *volatile unmapped = (void *)16;
	char s[64], g[64];
	ssize_t n;
	int rfd = records_fd(), i, ok;

	if (rfd < 0) {
		check(0, "records: open a file of its own");
		return;
	}
	for (i = 0; i < 3; i++)
		record_event(&in[i], (long long)LATE - 3 + i, i);
	n = write(rfd, in, sizeof(in));
	ok = n == (ssize_t)sizeof(in);
	memset(out, 0x5a, sizeof(out));
	ok = ok && read(rfd, out, 2 * sizeof(*out) + 5) == 2 * sizeof(*out) &&
	     read(rfd, out + 2, 2 * sizeof(*out)) == sizeof(*out) &&
	     read(rfd, out + 3, sizeof(*out)) == 0;
	for (i = 0; ok && i < 3; i++)
		ok = out[i].type == 0x31 && out[i].code == 0x4242 &&
		     (long long)out[i].stamp.tv_sec == (long long)LATE - 2 + i &&
		     out[i].stamp.tv_nsec == 250000000 &&
		     out[i].sequence == (unsigned int)i + 1 && out[i].flags == 0 &&
		     out[i].reserved == 0;
	check(ok, "records: 3 written, read back 2 then 1, each a second later");
	snprintf(s, sizeof(s), "write 3 records, last %lld",
		 (long long)in[2].stamp.tv_sec);
	snprintf(g, sizeof(g), "read 3, last %lld",
		 (long long)out[2].stamp.tv_sec);
	demo("write(), read()", 0, s, g);

	errno = 0;
	check(read(rfd, out, sizeof(*out) - 1) == -1 && errno == EINVAL,
	      "records: read of less than one record is EINVAL");
	errno = 0;
	check(write(rfd, in, sizeof(*in) - 1) == -1 && errno == EINVAL,
	      "records: write of less than one record is EINVAL");
	check(write(rfd, in, sizeof(*in) + sizeof(*in) / 2) ==
	      (ssize_t)sizeof(*in) && read(rfd, out, sizeof(out)) ==
	      (ssize_t)sizeof(*out), "records: a write takes whole records only");

	in[1].stamp.tv_nsec = 1000000000;
	errno = 0;
	check(write(rfd, in + 1, sizeof(*in)) == -1 && errno == EINVAL &&
	      read(rfd, out, sizeof(out)) == 0,
	      "records: a bad record first is EINVAL, nothing queued");
	check(write(rfd, in, 2 * sizeof(*in)) == (ssize_t)sizeof(*in) &&
	      read(rfd, out, sizeof(out)) == (ssize_t)sizeof(*out),
	      "records: a bad record ends a write before it");
	in[1].stamp.tv_nsec = 0;

	check(write(rfd, in, sizeof(*in)) == (ssize_t)sizeof(*in), "records: one queued");
	errno = 0;
	check(read(rfd, unmapped, sizeof(*out)) == -1 && errno == EFAULT &&
	      read(rfd, out, sizeof(out)) == (ssize_t)sizeof(*out),
	      "records: a read into unmapped memory is EFAULT, the record kept");

	/* LATE, a second later: past 2038 for 32-bit time */
	record_event(&in[0], (long long)LATE, 9);
	check(write(rfd, in, sizeof(*in)) == (ssize_t)sizeof(*in), "records: one at LATE queued");
	if (TIME64) {
		long long want = (long long)LATE + 1, y2106 = 4294967295LL;

		check(read(rfd, out, sizeof(out)) == (ssize_t)sizeof(*out) &&
		      (long long)out[0].stamp.tv_sec == want,
		      "records: a record after 2038");
		record_event(&in[0], y2106, 9);
		check(write(rfd, in, sizeof(*in)) == (ssize_t)sizeof(*in) &&
		      read(rfd, out, sizeof(out)) == (ssize_t)sizeof(*out) &&
		      (long long)out[0].stamp.tv_sec == y2106 + 1,
		      "records: a record after 2106");
	} else {
		errno = 0;
		ok = read(rfd, out, sizeof(out)) == -1 && errno == EOVERFLOW;
		errno = 0;
		ok = ok && read(rfd, out, sizeof(out)) == -1 &&
		     errno == EOVERFLOW;
		check(ok, "records: after 2038 EOVERFLOW, twice: the record is kept");
	}
	close(rfd);
}

#undef read
#undef write

/*
 * 2106-02-07T06:28:15Z is the last second of an unsigned 32-bit count: a
 * conversion that kept seconds in a u32 anywhere would wrap the next one
 * to 1970.  Only 64-bit time reaches it; 32-bit time stops in 2038.
 */
static void test_2106(void)
{
	const long long u32_last = 4294967295LL, y2107 = 4323283200LL;
	struct compat_time_test_event ev;
	struct timespec ts = { .tv_nsec = 999999999 }, tsb;
	struct timeval tv = { .tv_usec = 1 }, tvb;

	if (!TIME64)
		return;
	memset(&ev, 0, sizeof(ev));
	ev.stamp.tv_sec = (time_t)u32_last;
	check(ioctl(fd, COMPAT_TIME_TEST_NEXT_EVENT, &ev) == 0 &&
	      (long long)ev.stamp.tv_sec == u32_last + 1,
	      "event after 2106-02-07T06:28:15Z");
	ts.tv_sec = (time_t)y2107;
	memset(&tsb, 0, sizeof(tsb));
	check(ioctl(fd, COMPAT_TIME_TEST_SET_TS, &ts) == 0 &&
	      ioctl(fd, COMPAT_TIME_TEST_GET_TS, &tsb) == 0 &&
	      (long long)tsb.tv_sec == y2107 && tsb.tv_nsec == 999999999,
	      "timespec round trip in 2107");
	tv.tv_sec = (time_t)y2107;
	memset(&tvb, 0, sizeof(tvb));
	check(ioctl(fd, COMPAT_TIME_TEST_SET_TV, &tv) == 0 &&
	      ioctl(fd, COMPAT_TIME_TEST_GET_TV, &tvb) == 0 &&
	      (long long)tvb.tv_sec == y2107 && tvb.tv_usec == 1,
	      "timeval round trip in 2107");
}

static void test_schedule(void)
{
	struct compat_time_test_schedule s, back;
	int i, ok;

	memset(&s, 0, sizeof(s));
	memset(&back, 0, sizeof(back));
	s.count = COMPAT_TIME_TEST_SLOTS;
	for (i = 0; i < COMPAT_TIME_TEST_SLOTS; i++) {
		s.slot[i].tv_sec = LATE - i;
		s.slot[i].tv_nsec = i * 1000;
	}
	ok = ioctl(fd, COMPAT_TIME_TEST_SET_SCHEDULE, &s) == 0 &&
	     ioctl(fd, COMPAT_TIME_TEST_GET_SCHEDULE, &back) == 0 &&
	     back.count == COMPAT_TIME_TEST_SLOTS;
	for (i = 0; i < COMPAT_TIME_TEST_SLOTS; i++)
		ok = ok && back.slot[i].tv_sec == LATE - i &&
		     back.slot[i].tv_nsec == i * 1000;
	check(ok, "array of timespecs");
	s.count = COMPAT_TIME_TEST_SLOTS + 1;
	check_fails(COMPAT_TIME_TEST_SET_SCHEDULE, &s, sizeof(s), EINVAL,
		    "driver's own EINVAL passes through");
}

static void test_counter(void)
{
	struct compat_time_test_counter c = { .id = 3, .value = 0x100000000LL };

	check(ioctl(fd, COMPAT_TIME_TEST_BUMP_COUNTER, &c) == 0 && c.id == 3 &&
	      c.value == 0x100000001LL, "s64 after u32 (i386 alignment)");
}

/* The event's seconds, of whichever type this ABI gives them. */
static long long record_sec(const struct compat_time_test_record *r)
{
	return r->event.input_event_sec;
}

/* A record whose event stamp is @sec, with every other member set. */
static void record_at(struct compat_time_test_record *r, long long sec)
{
	memset(r, 0xa5, sizeof(*r));
	r->event.input_event_sec = sec;
	r->event.input_event_usec = 999999;
	r->event.type = 1;
	r->event.code = 2;
	r->event.value = -3;
	r->delta = -7;
	r->kdelta = -9;
	r->when = 1700000000;
}

/*
 * The kinds of long beside time: input_event's unsigned-long seconds (to
 * 2038 with 32-bit time, 2106 with 64-bit time on 32 bits), a long and a
 * __kernel_long_t, each converted both ways.
 */
static void test_record(void)
{
	/* 64-bit kernel: the process is 64-bit, or not the kernel's kind */
	int kernel64 = (sizeof(long) == 8 && !X32) || !native_caller();
	int sec64 = sizeof(((struct compat_time_test_record *)0)->event.input_event_sec) == 8;
	struct compat_time_test_record r;
	unsigned int i, reserved = reserved_out(0xa5a5a5a5);
	int ok;

	record_at(&r, 1700000000);
	ok = ioctl(fd, COMPAT_TIME_TEST_NEXT_RECORD, &r) == 0 &&
	     record_sec(&r) == 1700000001 &&
	     r.event.input_event_usec == 999999 && r.event.type == 1 &&
	     r.event.code == 2 && r.event.value == -3 && r.delta == -8 &&
	     r.kdelta == -10 && r.when == 1700000001;
	for (i = 0; ok && i < sizeof(r.reserved) / sizeof(r.reserved[0]); i++)
		ok = r.reserved[i] == reserved;
	check(ok, "record: input_event, long, __kernel_long_t and time_t round trip");

	if (!TIME64) {
		record_at(&r, 2147483647);
		check_fails(COMPAT_TIME_TEST_NEXT_RECORD, &r, sizeof(r),
			    EOVERFLOW, "record: input_event after 2038 is EOVERFLOW");
		record_at(&r, -1);
		check_fails(COMPAT_TIME_TEST_NEXT_RECORD, &r, sizeof(r),
			    EINVAL, "record: input_event before 1970 is EINVAL");
	} else if (!sec64) {
		record_at(&r, 2147483647);
		check(ioctl(fd, COMPAT_TIME_TEST_NEXT_RECORD, &r) == 0 &&
		      record_sec(&r) == 2147483648LL,
		      "record: input_event after 2038 in unsigned 32-bit seconds");
		if (kernel64) {
			record_at(&r, 4294967295U);
			check_fails(COMPAT_TIME_TEST_NEXT_RECORD, &r, sizeof(r),
				    EOVERFLOW,
				    "record: input_event after 2106 is EOVERFLOW");
		}
	} else {
		record_at(&r, 4294967295LL);
		check(ioctl(fd, COMPAT_TIME_TEST_NEXT_RECORD, &r) == 0 &&
		      record_sec(&r) == 4294967296LL,
		      "record: input_event after 2106");
		/* A copy table hands the native layout to the driver unchecked. */
		if (!(served == SERVED_COPIES && native_layout())) {
			record_at(&r, -1);
			check_fails(COMPAT_TIME_TEST_NEXT_RECORD, &r, sizeof(r),
				    EINVAL,
				    "record: input_event seconds past 2^63 are EINVAL");
		}
	}
	if (sizeof(long) == 4 && kernel64) {
		record_at(&r, 1700000000);
		r.delta = -2147483647 - 1;
		check_fails(COMPAT_TIME_TEST_NEXT_RECORD, &r, sizeof(r),
			    EOVERFLOW, "record: a long result beyond 32 bits is EOVERFLOW");
	}
}

/*
 * Commands without time on the other two ways: the driver's own switch
 * serves GET_VERSION to its own kind of process; a 32-bit process on a
 * 64-bit kernel gets the copy table's commands only, as compat_ptr_ioctl()
 * would pass them, and ENOTTY for the rest, as the driver without a
 * .compat_ioctl gave.  The framework's table hands it to its fallback;
 * a subdev's core->compat_ioctl32 gets the table's commands only, the
 * others ENOTTY, as the subdev without one gave.
 */
static void test_unknown_served(void)
{
	char buf[8] = "unknown";
	__u32 version = 0;

	if (served == SERVED_KERNEL || native_caller())
		check(ioctl(fd, COMPAT_TIME_TEST_GET_VERSION, &version) == 0 &&
		      version == COMPAT_TIME_TEST_VERSION,
		      "command without time reaches the driver's own code");
	else
		check_fails(COMPAT_TIME_TEST_GET_VERSION, &version,
			    sizeof(version), ENOTTY,
			    "command without time from a 32-bit process: ENOTTY, as before");
	check_fails(_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x7f, int), buf,
		    sizeof(buf), ENOTTY, "unknown command is ENOTTY");
	check_fails(_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x04, char[3]), buf,
		    sizeof(buf), ENOTTY, "known nr, wrong size is ENOTTY");
}

static void test_unknown(void)
{
	char buf[8] = "unknown";
	__u32 version = 0;

	check(ioctl(fd, COMPAT_TIME_TEST_GET_VERSION, &version) == 0 &&
	      version == COMPAT_TIME_TEST_VERSION,
	      "command without time reaches the driver's fallback");

	check_fails(_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x7f, int), buf,
		    sizeof(buf), ENOTTY, "unknown command is ENOTTY");
	check_fails(_IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x04, char[3]), buf,
		    sizeof(buf), ENOTTY, "known nr, wrong size is ENOTTY");
}

/*
 * Tables described wrongly, which nobody registered: the first call builds
 * each and must fail with the error that names the mistake, and so must
 * the next, without touching the argument.
 */
static void test_broken(void)
{
	static const struct {
		int err;
		const char *what;
	} broken[COMPAT_TIME_TEST_NR_BROKEN] = {
		{ EINVAL, "a member left out before another" },
		{ EINVAL, "the last member left out" },
		{ EINVAL, "a nested struct without its description" },
		{ EINVAL, "no members" },
		{ E2BIG, "more leaf runs than a layout may have" },
		{ EINVAL, "a number whose size is not its argument's" },
		{ EEXIST, "the same command twice" },
		{ EINVAL, "a command without a description" },
		{ EINVAL, "a list behind a pointer in a nested struct" },
		{ EINVAL, "two lists behind pointers" },
		{ EINVAL, "a list whose count is padding" },
		{ EINVAL, "a list of elements that point to more" },
		{ EINVAL, "a list with time behind a header without" },
		{ EINVAL, "a list whose number does not read its count" },
		{ EINVAL, "a list in a copy table" },
	};
	char buf[8], what[128];
	int bfd, n, call, ok;

	bfd = open("/dev/compat_time_test_broken", O_RDWR);
	for (n = 0; n < COMPAT_TIME_TEST_NR_BROKEN; n++) {
		ok = bfd >= 0;
		for (call = 0; ok && call < 2; call++) {
			memset(buf, 0x5a, sizeof(buf));
			errno = 0;
			ok = ioctl(bfd, COMPAT_TIME_TEST_BROKEN(n), buf) == -1 &&
			     errno == broken[n].err && buf[0] == 0x5a &&
			     !memcmp(buf, buf + 1, sizeof(buf) - 1);
		}
		snprintf(what, sizeof(what),
			 "table with %s: %s on its first and second call, nothing written",
			 broken[n].what, strerror(broken[n].err));
		check(ok, what);
	}
	if (bfd >= 0)
		close(bfd);
}

/*
 * Differential: a socket's timestamp as the kernel itself converts it for
 * this process (SIOCGSTAMP_OLD), against the same native timestamp
 * (SIOCGSTAMP_NEW, {s64, s64} in every ABI) converted by compat_time.
 */
static void test_sock_stamp(unsigned long old, unsigned long new,
			    const char *name)
{
	struct compat_time_test_native native = { .len = 16 };
	__kernel_long_t kernel[2], ours[2];
	long long ours_new[2];
	char what[96];
	int s, ok;

	s = stamped_socket();
	if (s < 0) {
		printf("ok %d - %s: %s # SKIP no loopback UDP: %s\n", ++tests,
		       ABI, name, strerror(errno));
		return;
	}
	memset(kernel, 0xa5, sizeof(kernel));
	memset(ours, 0x5a, sizeof(ours));
	ok = (ioctl)(s, new, native.data) == 0 && (ioctl)(s, old, kernel) == 0 &&
	     ioctl(fd, COMPAT_TIME_TEST_LOAD_NATIVE, &native) == 0 &&
	     ioctl(fd, old, ours) == 0 && ioctl(fd, new, ours_new) == 0;
	if (!ok)
		printf("# %s: %s\n", name, strerror(errno));
	if (ok && memcmp(kernel, ours, sizeof(kernel)))
		printf("# %s: kernel {%lld, %lld}, compat_time {%lld, %lld}\n",
		       name, (long long)kernel[0], (long long)kernel[1],
		       (long long)ours[0], (long long)ours[1]);
	snprintf(what, sizeof(what),
		 "%s: compat_time's bytes equal the kernel's own conversion",
		 name);
	check(ok && !memcmp(kernel, ours, sizeof(kernel)) &&
	      !memcmp(native.data, ours_new, sizeof(ours_new)), what);
	close(s);
}

/*
 * Open, call and close in a loop while the test module is unloaded and
 * reloaded under us: opens may fail, calls that reach the driver may not.
 */
static int hammer(long rounds)
{
	struct compat_time_test_event ev;
	long calls = 0, missed = 0, bad = 0;

	while (rounds-- > 0) {
		fd = open("/dev/compat_time_test", O_RDWR);
		if (fd < 0) {
			missed++;
			continue;
		}
		memset(&ev, 0, sizeof(ev));
		ev.sequence = 1;
		if (ioctl(fd, COMPAT_TIME_TEST_NEXT_EVENT, &ev) != 0 ||
		    ev.sequence != 2)
			bad++;
		calls++;
		close(fd);
	}
	printf("# %s hammer: %ld calls, %ld opens missed, %ld bad\n", ABI,
	       calls, missed, bad);
	return bad != 0;
}

/*
 * With compat_time's overflow=clamp, a time32 result past 2038 comes back
 * as the last 32-bit second instead of EOVERFLOW.
 */
static int clamp(void)
{
	struct compat_time_test_list list;
	struct compat_time_test_event ev;
	int rfd;
	struct compat_time_test_record r;

	memset(&ev, 0, sizeof(ev));
	ev.stamp.tv_sec = (time_t)2147483647LL;
	ev.stamp.tv_nsec = 7;
	check(ioctl(fd, COMPAT_TIME_TEST_NEXT_EVENT, &ev) == 0 &&
	      (long long)ev.stamp.tv_sec == 2147483647LL &&
	      ev.stamp.tv_nsec == 7 && ev.sequence == 1,
	      "overflow=clamp: 2038-01-19T03:14:08Z saturates to 03:14:07");

	/* so do the events of a list behind a pointer */
	memset(&list, 0, sizeof(list));
	list.count = 1;
	list.step.tv_sec = 1;
	list.events = &ev;
	ev.stamp.tv_sec = (time_t)2147483647LL;
	ev.stamp.tv_nsec = 7;
	ev.sequence = 1;
	check(ioctl(fd, COMPAT_TIME_TEST_ADVANCE_LIST, &list) == 0 &&
	      list.count == 1 && (long long)ev.stamp.tv_sec == 2147483647LL &&
	      ev.stamp.tv_nsec == 7 && ev.sequence == 2,
	      "overflow=clamp: a list's event saturates at 03:14:07");

	/* and records read() hands out */
	rfd = records_fd();
	memset(&ev, 0, sizeof(ev));
	ev.stamp.tv_sec = (time_t)2147483647LL;
	check(rfd >= 0 && write(rfd, &ev, sizeof(ev)) == (ssize_t)sizeof(ev) &&
	      read(rfd, &ev, sizeof(ev)) == (ssize_t)sizeof(ev) &&
	      (long long)ev.stamp.tv_sec == 2147483647LL && ev.sequence == 1,
	      "overflow=clamp: a record read() hands out saturates at 03:14:07");
	if (rfd >= 0)
		close(rfd);

	/* input_event's unsigned long seconds saturate the same way. */
	record_at(&r, 2147483647);
	check(ioctl(fd, COMPAT_TIME_TEST_NEXT_RECORD, &r) == 0 &&
	      record_sec(&r) == 2147483647 && r.when == 1700000001 &&
	      r.event.input_event_usec == 999999 && r.delta == -8,
	      "overflow=clamp: input_event's seconds saturate at 03:14:07");
	return failures != 0;
}

int main(int argc, char **argv)
{
	int i;

	const char *dev = "/dev/compat_time_test";

	if (argc == 3 && !strcmp(argv[1], "--hammer"))
		return hammer(atol(argv[2]));
	if (argc == 2 && !strcmp(argv[1], "--copies")) {
		served = SERVED_COPIES;
		dev = "/dev/compat_time_test_copies";
		via = " (copy table)";
		served_by = "copy table";
	} else if (argc == 2 && !strcmp(argv[1], "--kernel")) {
		served = SERVED_KERNEL;
		dev = "/dev/compat_time_test_kernel";
		via = " (framework buffer)";
		served_by = "framework buffer";
	} else if (argc == 2 && !strcmp(argv[1], "--subdev")) {
		served = SERVED_SUBDEV;
		dev = "/dev/compat_time_test_subdev";
		via = " (subdev's two entry points)";
		served_by = "subdev entries";
	} else if (argc == 2 && !strcmp(argv[1], "--late")) {
		dev = "/dev/compat_time_test_late";
		via = " (table built on its first call)";
		served_by = "table, first call";
	}

	fd = open(dev, O_RDWR);
	if (fd < 0) {
		printf("not ok 1 - %s: open %s: %s\n", ABI, dev,
		       strerror(errno));
		return 1;
	}
	if (argc == 2 && !strcmp(argv[1], "--clamp"))
		return clamp();
	test_time();
	test_timespec();
	test_timeval();
	test_event();
	test_2106();
	test_schedule();
	test_counter();
	test_record();
	if (served != SERVED_COPIES)
		test_list();
	if (served == SERVED_TABLE)
		test_records();
	if (served != SERVED_TABLE) {
		test_unknown_served();
		printf("# %s%s: %d tests, %d failed\n", ABI, via, tests,
		       failures);
		return failures != 0;
	}
	test_events();
	test_sock_stamp(SIOCGSTAMP_OLD, SIOCGSTAMP_NEW, "SIOCGSTAMP");
	test_sock_stamp(SIOCGSTAMPNS_OLD, SIOCGSTAMPNS_NEW, "SIOCGSTAMPNS");
	test_unknown();
	test_broken();
	for (i = 0; i < LAYOUTS; i++)
		if (counted[i][0])
			printf("# counted %s %ld %ld %ld\n", layout_names[i],
			       counted[i][0], counted[i][1], counted[i][2]);
	for (i = 0; i < LAYOUTS; i++)
		if (counted_records[i][0])
			printf("# records %s %ld %ld %ld\n", layout_names[i],
			       counted_records[i][0], counted_records[i][1],
			       counted_records[i][2]);
	printf("# %s%s: %d tests, %d failed\n", ABI, via, tests, failures);
	return failures != 0;
}
