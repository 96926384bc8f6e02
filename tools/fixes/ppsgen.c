// SPDX-License-Identifier: GPL-2.0
/*
 * Issue the PPS generator ioctls on /dev/pps-gen0 from the ABI this is
 * built for, and print one line per call: "NAME ok value" or "NAME err
 * ERRNO".  With the dummy generator enabled, FETCHEVENT returns its next
 * (missed-pulse) event.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/pps_gen.h>

static int call(int fd, const char *name, unsigned long cmd, void *arg)
{
	if (ioctl(fd, cmd, arg) < 0) {
		printf("%s err %s\n", name, strerrorname_np(errno));
		return -1;
	}
	return 0;
}

int main(void)
{
	unsigned int on = 1, off = 0, clock = 7;
	struct pps_gen_event ev = { 0 };
	int fd = open("/dev/pps-gen0", O_RDWR);

	if (fd < 0) {
		printf("open err %s\n", strerrorname_np(errno));
		return 1;
	}
	if (!call(fd, "PPS_GEN_USESYSTEMCLOCK", PPS_GEN_USESYSTEMCLOCK, &clock))
		printf("PPS_GEN_USESYSTEMCLOCK ok %u\n", clock);
	if (!call(fd, "PPS_GEN_SETENABLE", PPS_GEN_SETENABLE, &on))
		printf("PPS_GEN_SETENABLE ok 1\n");
	if (!call(fd, "PPS_GEN_FETCHEVENT", PPS_GEN_FETCHEVENT, &ev))
		printf("PPS_GEN_FETCHEVENT ok event=%u seq>0=%d\n", ev.event,
		       ev.sequence > 0);
	if (!call(fd, "PPS_GEN_SETENABLE(0)", PPS_GEN_SETENABLE, &off))
		printf("PPS_GEN_SETENABLE(0) ok 0\n");
	return 0;
}
