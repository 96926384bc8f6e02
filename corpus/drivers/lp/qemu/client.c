// SPDX-License-Identifier: GPL-2.0
/*
 * lp's LPSETTIMEOUT as a program sends it, built against the header
 * before or after the rewrite, for x86_64 and for i386 with 32- or 64-bit
 * time_t.
 *
 *   client set SEC USEC	LPSETTIMEOUT on /dev/lp0: prints nothing, or
 *				"errno NAME"
 *   client status		LPGETSTATUS (not a time command): "status" or
 *				"errno NAME"
 *   client numbers		the LPSETTIMEOUT this build sends, in hex
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/time.h>
#include <unistd.h>
#include <linux/lp.h>

static int fail(void)
{
	const char *name = errno == EINVAL ? "EINVAL" : errno == ENOTTY ?
		"ENOTTY" : errno == EFAULT ? "EFAULT" : strerror(errno);

	printf("errno %s\n", name);
	return 0;
}

int main(int argc, char **argv)
{
	struct timeval tv;
	int fd, status;

	if (argc == 2 && !strcmp(argv[1], "numbers")) {
		printf("%#lx\n", (unsigned long)LPSETTIMEOUT);
		return 0;
	}
	fd = open("/dev/lp0", O_WRONLY | O_NONBLOCK);
	if (fd < 0) {
		perror("/dev/lp0");
		return 2;
	}
	if (argc == 4 && !strcmp(argv[1], "set")) {
		tv.tv_sec = strtoll(argv[2], NULL, 0);
		tv.tv_usec = strtol(argv[3], NULL, 0);
		return ioctl(fd, LPSETTIMEOUT, &tv) ? fail() : 0;
	}
	if (argc == 2 && !strcmp(argv[1], "status")) {
		if (ioctl(fd, LPGETSTATUS, &status))
			return fail();
		printf("status\n");
		return 0;
	}
	fprintf(stderr, "usage: see the source\n");
	return 2;
}
