// SPDX-License-Identifier: GPL-2.0
/*
 * A bounded ioctl fuzzer for /dev/compat_time_test, run in the QEMU
 * harness from 64-bit and 32-bit processes: random and mutated valid
 * command numbers, with random bytes behind valid, NULL, unmapped,
 * read-only, kernel-half and page-straddling pointers.  It stops after
 * the given number of calls; the harness then judges the kernel log.
 *
 * Usage: fuzz CALLS SEED
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>
#include <linux/compat_time_test.h>
#include <linux/sockios.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#define ABI (sizeof(long) == 8 ? "x86_64" : sizeof(time_t) == 8 ? \
	     "i386-time64" : "i386-time32")

static uint64_t state;

/* xorshift64*: small, fixed, and reproducible from the printed seed. */
static uint64_t rnd(void)
{
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 0x2545f4914f6cdd1dULL;
}

static const unsigned long valid[] = {
	COMPAT_TIME_TEST_SET_TIME, COMPAT_TIME_TEST_GET_TIME,
	COMPAT_TIME_TEST_SET_TS, COMPAT_TIME_TEST_GET_TS,
	COMPAT_TIME_TEST_SET_TV, COMPAT_TIME_TEST_GET_TV,
	COMPAT_TIME_TEST_NEXT_EVENT, COMPAT_TIME_TEST_SET_SCHEDULE,
	COMPAT_TIME_TEST_GET_SCHEDULE, COMPAT_TIME_TEST_BUMP_COUNTER,
	COMPAT_TIME_TEST_GET_TS_OLD, COMPAT_TIME_TEST_GET_VERSION,
	COMPAT_TIME_TEST_LOAD_NATIVE, SIOCGSTAMP_OLD, SIOCGSTAMP_NEW,
	SIOCGSTAMPNS_OLD, SIOCGSTAMPNS_NEW,
};

static unsigned long pick_cmd(void)
{
	unsigned long cmd = valid[rnd() % (ARRAY_SIZE(valid))];

	switch (rnd() % 6) {
	case 0:		/* as is */
		return cmd;
	case 1:		/* another size */
		return (cmd & ~(_IOC_SIZEMASK << _IOC_SIZESHIFT)) |
		       (rnd() % 512) << _IOC_SIZESHIFT;
	case 2:		/* another direction */
		return (cmd & ~(_IOC_DIRMASK << _IOC_DIRSHIFT)) |
		       (rnd() % 4) << _IOC_DIRSHIFT;
	case 3:		/* another nr of the device's type */
		return _IOC(rnd() % 4, COMPAT_TIME_TEST_IOC_MAGIC, rnd() % 32,
			    rnd() % 512);
	case 4:		/* one flipped bit */
		return cmd ^ (1UL << (rnd() % 32));
	default:	/* anything */
		return (uint32_t)rnd();
	}
}

int main(int argc, char **argv)
{
	long calls, i, errors = 0;
	uint64_t seed;
	unsigned char *pages, *buf;
	long page = sysconf(_SC_PAGESIZE);
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: fuzz CALLS SEED\n");
		return 2;
	}
	calls = atol(argv[1]);
	seed = strtoull(argv[2], NULL, 0);
	state = seed ? seed : 1;
	/* rw page, then read-only page, then a hole. */
	pages = mmap(NULL, 3 * page, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	fd = open("/dev/compat_time_test", O_RDWR);
	if (pages == MAP_FAILED || fd < 0) {
		printf("not ok 1 - %s fuzz: setup: %s\n", ABI, strerror(errno));
		return 1;
	}
	mprotect(pages + page, page, PROT_READ);
	munmap(pages + 2 * page, page);

	for (i = 0; i < calls; i++) {
		unsigned long cmd = pick_cmd();
		void *arg;
		size_t k;

		for (k = 0; k < 64; k++)
			pages[rnd() % page] = rnd();
		switch (rnd() % 8) {
		case 0:
			arg = NULL;
			break;
		case 1:		/* unmapped */
			arg = pages + 2 * page + rnd() % page;
			break;
		case 2:		/* read-only */
			arg = pages + page + rnd() % 64;
			break;
		case 3:		/* kernel half */
			arg = (void *)(uintptr_t)((sizeof(long) == 8 ?
				0xffff888000000000ULL : 0xc0000000ULL) +
				(rnd() & 0xfff0));
			break;
		case 4:		/* straddling into the read-only page */
			arg = pages + page - 1 - rnd() % 32;
			break;
		case 5:		/* straddling into the hole */
			arg = pages + 2 * page - 1 - rnd() % 32;
			break;
		default:
			buf = pages + rnd() % (page - 512);
			arg = buf;
			break;
		}
		if (ioctl(fd, cmd, arg) < 0)
			errors++;
		if (rnd() % 4096 == 0) {	/* fresh per-file state */
			close(fd);
			fd = open("/dev/compat_time_test", O_RDWR);
			if (fd < 0)
				break;
		}
	}
	printf("%sok - %s fuzz: %ld calls, seed %#llx, %ld errors returned\n",
	       i == calls ? "" : "not ", ABI, i, (unsigned long long)seed,
	       errors);
	return i != calls;
}
