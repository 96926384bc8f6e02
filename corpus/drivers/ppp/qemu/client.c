// SPDX-License-Identifier: GPL-2.0
/*
 * ppp_generic's PPPIOCGIDLE as a program sends it, built against the
 * header before or after the rewrite, for x86_64 and for i386 with 32- or
 * 64-bit time_t.  One run makes a unit on /dev/ppp, waits, and reads its
 * idle times.
 *
 *   client idle SECS	PPPIOCNEWUNIT, sleep SECS, PPPIOCGIDLE: prints
 *			"xmit recv", or "errno NAME"
 *   client idle64 SECS	the same with PPPIOCGIDLE64 (the new header's)
 *   client numbers	PPPIOCGIDLE of this build, hex
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/ppp-ioctl.h>

static int fail(const char *what)
{
	printf("%s: errno %s\n", what, errno == ENOTTY ? "ENOTTY" :
	       errno == EFAULT ? "EFAULT" : strerror(errno));
	return 0;
}

int main(int argc, char **argv)
{
	struct ppp_idle idle;
	int fd, unit = -1;

	if (argc == 2 && !strcmp(argv[1], "numbers")) {
		printf("%#lx\n", (unsigned long)PPPIOCGIDLE);
		return 0;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: see the source\n");
		return 2;
	}
	fd = open("/dev/ppp", O_RDWR);
	if (fd < 0) {
		perror("/dev/ppp");
		return 2;
	}
	if (ioctl(fd, PPPIOCNEWUNIT, &unit))
		return fail("PPPIOCNEWUNIT");
	sleep(atoi(argv[2]));
	if (!strcmp(argv[1], "idle")) {
		memset(&idle, 0x55, sizeof(idle));
		if (ioctl(fd, PPPIOCGIDLE, &idle))
			return fail("PPPIOCGIDLE");
		printf("%lld %lld\n", (long long)idle.xmit_idle,
		       (long long)idle.recv_idle);
		return 0;
	}
#ifdef PPPIOCGIDLE64
	if (!strcmp(argv[1], "idle64")) {
		struct ppp_idle64 idle64;

		memset(&idle64, 0x55, sizeof(idle64));
		if (ioctl(fd, PPPIOCGIDLE64, &idle64))
			return fail("PPPIOCGIDLE64");
		printf("%lld %lld\n", (long long)idle64.xmit_idle,
		       (long long)idle64.recv_idle);
		return 0;
	}
#endif
	fprintf(stderr, "usage: see the source\n");
	return 2;
}
