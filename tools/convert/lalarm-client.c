// SPDX-License-Identifier: GPL-2.0
/*
 * Client of the lalarm sample device (tools/convert/sample), built against
 * the original lalarm.h (an old binary) or the converted one, for x86_64
 * and for i386 with 32- or 64-bit time_t.  One call per run:
 *
 *   lalarm-client set SEC NSEC ID	LALARM_SET
 *   lalarm-client get			LALARM_GET: "SEC NSEC ID"
 *   lalarm-client status		LALARM_STATUS:
 *					"SET_AT_SEC EXPIRES SEC NSEC ID SETS"
 *   lalarm-client numbers		the command numbers it sends
 *
 * A failed call prints "errno NAME" and whether the argument was left
 * untouched ("untouched") or written ("WRITTEN"), and exits 1.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "lalarm.h"

#define POISON 0xa5

static const char *errname(int e)
{
	switch (e) {
	case ENOTTY:	return "ENOTTY";
	case EOVERFLOW:	return "EOVERFLOW";
	case EINVAL:	return "EINVAL";
	case EFAULT:	return "EFAULT";
	default:	return "other";
	}
}

/* ioctl() on a poisoned copy of @arg; on failure, report and exit 1. */
static void call(int fd, unsigned long cmd, void *arg, size_t size, int in)
{
	unsigned char *buf = malloc(size);
	size_t i;

	if (!buf)
		exit(2);
	if (in)
		memcpy(buf, arg, size);
	else
		memset(buf, POISON, size);
	if (ioctl(fd, cmd, buf) == 0) {
		memcpy(arg, buf, size);
		free(buf);
		return;
	}
	printf("errno %s", errname(errno));
	for (i = 0; i < size; i++)
		if (buf[i] != (in ? ((unsigned char *)arg)[i] : POISON))
			break;
	printf(" %s\n", i == size ? "untouched" : "WRITTEN");
	exit(1);
}

int main(int argc, char **argv)
{
	struct lalarm_alarm a;
	struct lalarm_status s;
	int fd;

	if (argc >= 2 && !strcmp(argv[1], "numbers")) {
		printf("%#lx %#lx %#lx\n", (unsigned long)LALARM_SET,
		       (unsigned long)LALARM_GET, (unsigned long)LALARM_STATUS);
		return 0;
	}
	fd = open("/dev/lalarm", O_RDWR);
	if (fd < 0) {
		perror("/dev/lalarm");
		return 2;
	}
	memset(&a, 0, sizeof(a));
	if (argc == 5 && !strcmp(argv[1], "set")) {
		a.when.tv_sec = strtoll(argv[2], NULL, 0);
		a.when.tv_nsec = strtol(argv[3], NULL, 0);
		a.id = strtoul(argv[4], NULL, 0);
		call(fd, LALARM_SET, &a, sizeof(a), 1);
	} else if (argc == 2 && !strcmp(argv[1], "get")) {
		call(fd, LALARM_GET, &a, sizeof(a), 0);
		printf("%lld %ld %u\n", (long long)a.when.tv_sec,
		       (long)a.when.tv_nsec, a.id);
	} else if (argc == 2 && !strcmp(argv[1], "status")) {
		call(fd, LALARM_STATUS, &s, sizeof(s), 0);
		printf("%lld %lld %lld %ld %u %u\n", (long long)s.set_at.tv_sec,
		       (long long)s.expires, (long long)s.alarm.when.tv_sec,
		       (long)s.alarm.when.tv_nsec, s.alarm.id, s.sets);
	} else {
		fprintf(stderr, "usage: see %s\n", __FILE__);
		return 2;
	}
	return 0;
}
