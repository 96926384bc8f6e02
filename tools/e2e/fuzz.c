// SPDX-License-Identifier: GPL-2.0
/*
 * A bounded ioctl fuzzer for /dev/compat_time_test, run in the QEMU
 * harness from 64-bit and 32-bit processes.  Most calls are meant to get
 * through: a command of the device's compat_time table, with its own
 * number or the size another layout would send, and a buffer whose
 * fields are in range, so that they go through a layout's conversion
 * into the handler and back.  The rest take the reject paths on purpose:
 * fields out of range and times past 2038 and 2106, mutated and random
 * numbers, and NULL, unmapped, read-only, kernel-half and page-straddling
 * pointers.  It stops after CALLS calls or SECONDS seconds, whichever
 * comes first; the harness then judges the kernel log.
 *
 * Usage: fuzz CALLS SEED [SECONDS [copies|kernel|subdev]]
 *
 * With copies, kernel or subdev, the calls go to
 * /dev/compat_time_test_copies (the driver's own switch and a copy table),
 * /dev/compat_time_test_kernel (a framework's kernel buffer) or
 * /dev/compat_time_test_subdev (a v4l2 subdev's two entry points), which
 * serve the table's first commands, up to GET_TS_OLD or BUMP_COUNTER.
 *
 * On /dev/compat_time_test, one call in 25 is a read() or write() of its
 * event records instead, of any length, now and then at such a pointer.
 *
 * Prints the outcomes by errno, and one TAP line: ok if every call was
 * made and at least half of them went through a conversion into a
 * handler (returned 0, or EOVERFLOW: the handler ran and its result did
 * not fit the caller's layout).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <linux/compat_time_test.h>
#include <linux/sockios.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#define ABI (sizeof(long) == 8 ? "x86_64" : sizeof(time_t) == 8 ? \
	     "i386-time64" : "i386-time32")

/* Room for the largest argument (NEXT_EVENTS) behind a "good" buffer. */
#define ROOM	512
_Static_assert(sizeof(struct compat_time_test_events) <= ROOM,
	       "ROOM holds the largest argument");

static uint64_t state;

/* xorshift64*: small, fixed, and reproducible from the printed seed. */
static uint64_t rnd(void)
{
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 0x2545f4914f6cdd1dULL;
}

/*
 * The commands of the device's compat_time table that keep their data;
 * the other ways serve the first KERNEL_SERVED or COPIES_SERVED.
 */
#define KERNEL_SERVED	10
#define COPIES_SERVED	11
static const unsigned long table[] = {
	COMPAT_TIME_TEST_SET_TIME, COMPAT_TIME_TEST_GET_TIME,
	COMPAT_TIME_TEST_SET_TS, COMPAT_TIME_TEST_GET_TS,
	COMPAT_TIME_TEST_SET_TV, COMPAT_TIME_TEST_GET_TV,
	COMPAT_TIME_TEST_NEXT_EVENT, COMPAT_TIME_TEST_SET_SCHEDULE,
	COMPAT_TIME_TEST_GET_SCHEDULE, COMPAT_TIME_TEST_BUMP_COUNTER,
	COMPAT_TIME_TEST_GET_TS_OLD, SIOCGSTAMP_OLD, SIOCGSTAMP_NEW,
	SIOCGSTAMPNS_OLD, SIOCGSTAMPNS_NEW, COMPAT_TIME_TEST_NEXT_RECORD,
	COMPAT_TIME_TEST_NEXT_EVENTS, COMPAT_TIME_TEST_ADVANCE_LIST,
};

/* The device's own code, compat_time's fallback. */
static const unsigned long fallback[] = {
	COMPAT_TIME_TEST_GET_VERSION, COMPAT_TIME_TEST_LOAD_NATIVE,
};

static unsigned long with_size(unsigned long cmd, unsigned long size)
{
	return (cmd & ~(_IOC_SIZEMASK << _IOC_SIZESHIFT)) |
	       (size & _IOC_SIZEMASK) << _IOC_SIZESHIFT;
}

/* A table command, with the size another time layout may give it. */
static unsigned long other_layout(unsigned long cmd)
{
	static const int delta[] = { 4, -4, 8, -8 };
	unsigned long size = _IOC_SIZE(cmd);

	if (!size)
		return cmd;
	switch (rnd() % 6) {
	case 0:
		return with_size(cmd, size * 2);
	case 1:
		return with_size(cmd, size / 2);
	default:
		return with_size(cmd, size + delta[rnd() % 4]);
	}
}

/* A mutated or random number. */
static unsigned long mutated(void)
{
	unsigned long cmd = table[rnd() % ARRAY_SIZE(table)];

	switch (rnd() % 5) {
	case 0:		/* another size */
		return with_size(cmd, rnd() % 512);
	case 1:		/* another direction */
		return (cmd & ~(_IOC_DIRMASK << _IOC_DIRSHIFT)) |
		       (rnd() % 4) << _IOC_DIRSHIFT;
	case 2:		/* another nr of the device's type */
		return _IOC(rnd() % 4, COMPAT_TIME_TEST_IOC_MAGIC, rnd() % 32,
			    rnd() % 512);
	case 3:		/* one flipped bit */
		return cmd ^ (1UL << (rnd() % 32));
	default:	/* anything */
		return (uint32_t)rnd();
	}
}

/*
 * Fields in range: each little-endian 64-bit word below 10^9, so that
 * every seconds, nanoseconds and microseconds field, of 32 or 64 bits,
 * holds a valid value.  With @far, some high halves are 1 or 2: 64-bit
 * times past 2106, and out-of-range 64-bit nanoseconds.
 */
static void fill_in_range(unsigned char *buf, int far)
{
	uint32_t w[ROOM / 4];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(w); i += 2) {
		w[i] = rnd() % 1000000000;
		w[i + 1] = far && rnd() % 2 ? 1 + rnd() % 2 : 0;
		if (far && rnd() % 4 == 0)	/* past 2038 as 32 bits */
			w[i] = 0x80000000u + rnd() % 0x1000;
	}
	memcpy(buf, w, sizeof(w));
}

/* A pointer the kernel must refuse, or one that straddles into such. */
static void *bad_pointer(unsigned char *pages, long page)
{
	switch (rnd() % 6) {
	case 0:
		return NULL;
	case 1:		/* unmapped */
		return pages + 2 * page + rnd() % page;
	case 2:		/* read-only */
		return pages + page + rnd() % 64;
	case 3:		/* kernel half */
		return (void *)(uintptr_t)((sizeof(long) == 8 ?
			0xffff888000000000ULL : 0xc0000000ULL) +
			(rnd() & 0xfff0));
	case 4:		/* straddling into the read-only page */
		return pages + page - 1 - rnd() % 32;
	default:	/* straddling into the hole */
		return pages + 2 * page - 1 - rnd() % 32;
	}
}

/*
 * ADVANCE_LIST's header over fields in range: a count up to a few past
 * the bound, pointing to events in range (their last flags 0xff at
 * random), now and then to a pointer the kernel must refuse.
 */
static struct compat_time_test_event list_events[COMPAT_TIME_TEST_LIST_MAX + 8];

static void fill_list(unsigned char *buf, unsigned char *pages, long page)
{
	struct compat_time_test_list *l = (void *)buf;
	unsigned char *events = (unsigned char *)list_events, chunk[ROOM];
	size_t off;

	for (off = 0; off < sizeof(list_events); off += ROOM) {
		fill_in_range(chunk, rnd() % 4 == 0);
		memcpy(events + off, chunk, sizeof(list_events) - off < ROOM ?
		       sizeof(list_events) - off : ROOM);
	}
	l->count = rnd() % ARRAY_SIZE(list_events);
	if (l->count)
		list_events[rnd() % l->count].flags = rnd() % 2 ? 0xff : 0;
	l->events = rnd() % 8 ? list_events : bad_pointer(pages, page);
}

/* Native bytes for the SIOCGSTAMP* commands, which echo 16 of them. */
static void load_native(int fd)
{
	struct compat_time_test_native native = { .len = 16 };
	size_t i;

	for (i = 0; i < native.len; i++)
		native.data[i] = rnd();
	native.data[7] = 0;			/* seconds below 2^56 */
	memset(native.data + 11, 0, 5);		/* a small nsec or usec */
	ioctl(fd, COMPAT_TIME_TEST_LOAD_NATIVE, &native);
}

/* How a call ended: returned 0, or the errno; the last row is the rest. */
static const struct {
	int err;
	const char *name;
} outcomes[] = {
	{ 0, "ok" }, { EOVERFLOW, "EOVERFLOW" }, { EINVAL, "EINVAL" },
	{ EFAULT, "EFAULT" }, { ENOTTY, "ENOTTY" }, { ENODATA, "ENODATA" },
	{ -1, "other" },
};

static size_t outcome_of(int ret, int err)
{
	size_t o;

	for (o = 0; o < ARRAY_SIZE(outcomes) - 1; o++)
		if (outcomes[o].err == (ret >= 0 ? 0 : err))
			break;
	return o;
}

int main(int argc, char **argv)
{
	long calls, i, reached = 0, count[ARRAY_SIZE(outcomes)] = { 0 };
	/* the outcomes of the lists behind a pointer, and of the records */
	long lists[ARRAY_SIZE(outcomes)] = { 0 }, records[ARRAY_SIZE(outcomes)] = { 0 };
	int record;
	long page = sysconf(_SC_PAGESIZE);
	unsigned char *pages;
	time_t bound = 0;
	uint64_t seed;
	const char *dev = "/dev/compat_time_test", *via = "";
	size_t served = ARRAY_SIZE(table);
	int fd, k, ok;

	if (argc == 5 && !strcmp(argv[4], "copies")) {
		dev = "/dev/compat_time_test_copies";
		via = " (copy table)";
		served = COPIES_SERVED;
	} else if (argc == 5 && !strcmp(argv[4], "kernel")) {
		dev = "/dev/compat_time_test_kernel";
		via = " (framework buffer)";
		served = KERNEL_SERVED;
	} else if (argc == 5 && !strcmp(argv[4], "subdev")) {
		dev = "/dev/compat_time_test_subdev";
		via = " (subdev entries)";
		served = KERNEL_SERVED;
	} else if (argc != 3 && argc != 4) {
		fprintf(stderr, "usage: fuzz CALLS SEED [SECONDS [copies|kernel|subdev]]\n");
		return 2;
	}
	calls = atol(argv[1]);
	seed = strtoull(argv[2], NULL, 0);
	if (argc == 4)
		bound = time(NULL) + atol(argv[3]);
	state = seed ? seed : 1;
	/* rw page, then read-only page, then a hole. */
	pages = mmap(NULL, 3 * page, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	fd = open(dev, O_RDWR);
	if (pages == MAP_FAILED || fd < 0) {
		printf("not ok 1 - %s%s fuzz: setup: %s\n", ABI, via,
		       strerror(errno));
		return 1;
	}
	mprotect(pages + page, page, PROT_READ);
	munmap(pages + 2 * page, page);
	load_native(fd);

	for (i = 0; i < calls; i++) {
		unsigned long cmd = table[rnd() % served];
		/* 8-aligned, with ROOM bytes behind it */
		unsigned char *buf = pages + (rnd() % (page - ROOM) & ~7UL);
		unsigned int kind = rnd() % 100;
		int through = 1, ret;
		void *arg = buf;
		size_t o;

		if (kind < 55) {		/* own number, fields in range */
			fill_in_range(buf, 0);
			if (cmd == COMPAT_TIME_TEST_ADVANCE_LIST)
				fill_list(buf, pages, page);
		} else if (kind < 65) {		/* another layout, far times */
			if (rnd() % 2)
				cmd = other_layout(cmd);
			fill_in_range(buf, 1);
		} else if (kind < 70) {		/* random bytes */
			for (k = 0; k < ROOM; k++)
				buf[k] = rnd();
		} else if (kind < 80) {		/* mutated numbers */
			cmd = mutated();
			for (k = 0; k < ROOM; k++)
				buf[k] = rnd();
		} else if (kind < 98) {		/* pointers to refuse */
			arg = bad_pointer(pages, page);
		} else {			/* the driver's own commands */
			cmd = fallback[rnd() % ARRAY_SIZE(fallback)];
			fill_in_range(buf, 0);
			through = 0;
		}
		record = served == ARRAY_SIZE(table) && rnd() % 25 == 0;
		if (record) {
			/* records, read() and write(): any length, in range */
			size_t len = rnd() % (ROOM + 1);

			fill_in_range(buf, rnd() % 2);
			if (rnd() % 8 == 0)
				arg = bad_pointer(pages, page);
			ret = rnd() % 2 ? write(fd, arg, len) : read(fd, arg, len);
			through = 0;
		} else {
			ret = ioctl(fd, cmd, arg);
		}
		o = outcome_of(ret, errno);
		count[o]++;
		if (record)
			records[o]++;
		else if (cmd == COMPAT_TIME_TEST_ADVANCE_LIST)
			lists[o]++;
		if (through && (outcomes[o].err == 0 ||
				outcomes[o].err == EOVERFLOW))
			reached++;
		if (rnd() % 4096 == 0) {	/* fresh per-file state */
			close(fd);
			fd = open(dev, O_RDWR);
			if (fd < 0)
				break;
			load_native(fd);
		}
		if (bound && i % 1024 == 0 && time(NULL) >= bound) {
			i++;
			break;
		}
	}
	ok = i > 0 && fd >= 0 && (i == calls || bound) && reached * 2 >= i;
	printf("# %s%s fuzz outcomes:", ABI, via);
	for (k = 0; k < (int)ARRAY_SIZE(outcomes); k++)
		printf(" %s %ld", outcomes[k].name, count[k]);
	printf("\n# %s%s fuzz ADVANCE_LIST outcomes:", ABI, via);
	for (k = 0; k < (int)ARRAY_SIZE(outcomes); k++)
		printf(" %s %ld", outcomes[k].name, lists[k]);
	if (served == ARRAY_SIZE(table)) {
		printf("\n# %s%s fuzz read()/write() outcomes:", ABI, via);
		for (k = 0; k < (int)ARRAY_SIZE(outcomes); k++)
			printf(" %s %ld", outcomes[k].name, records[k]);
	}
	printf("\n%sok - %s%s fuzz: %ld calls%s, seed %#llx, ",
	       ok ? "" : "not ", ABI, via, i, i < calls ? " (stopped at the time bound)" : "",
	       (unsigned long long)seed);
	printf("%ld (%ld%%) through a conversion into a handler (at least 50%%)\n",
	       reached, i ? reached * 100 / i : 0);
	return !ok;
}
