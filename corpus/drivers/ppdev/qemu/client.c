// SPDX-License-Identifier: GPL-2.0
/*
 * ppdev's PPSETTIME/PPGETTIME as a program sends them, built against the
 * header before or after the rewrite, for x86_64 and for i386 with 32- or
 * 64-bit time_t.  The timeout belongs to the open file: one run claims
 * /dev/parport0, sets it and reads it back.
 *
 *   client roundtrip SEC USEC	prints "SEC USEC" read back, or
 *				"errno NAME" (of the set, else of the get)
 *   client numbers		PPGETTIME and PPSETTIME of this build, hex
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/time.h>
#include <unistd.h>
#include <linux/ppdev.h>

static int fail(void)
{
	const char *name = errno == EINVAL ? "EINVAL" : errno == ENOTTY ?
		"ENOTTY" : errno == EOVERFLOW ? "EOVERFLOW" :
		errno == EFAULT ? "EFAULT" : strerror(errno);

	printf("errno %s\n", name);
	return 0;
}

int main(int argc, char **argv)
{
	struct timeval tv;
	int fd;

	if (argc == 2 && !strcmp(argv[1], "numbers")) {
		printf("%#lx %#lx\n", (unsigned long)PPGETTIME,
		       (unsigned long)PPSETTIME);
		return 0;
	}
	if (argc != 4 || strcmp(argv[1], "roundtrip")) {
		fprintf(stderr, "usage: see the source\n");
		return 2;
	}
	fd = open("/dev/parport0", O_RDWR);
	if (fd < 0 || ioctl(fd, PPCLAIM)) {
		perror("/dev/parport0");
		return 2;
	}
	tv.tv_sec = strtoll(argv[2], NULL, 0);
	tv.tv_usec = strtol(argv[3], NULL, 0);
	if (ioctl(fd, PPSETTIME, &tv))
		return fail();
	memset(&tv, 0x55, sizeof(tv));
	if (ioctl(fd, PPGETTIME, &tv))
		return fail();
	printf("%lld %ld\n", (long long)tv.tv_sec, (long)tv.tv_usec);
	return 0;
}
