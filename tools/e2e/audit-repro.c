// SPDX-License-Identifier: GPL-2.0
/*
 * Reproduce the ioctl ABI audit's top findings on a real kernel: the ALSA
 * timer's SNDRV_TIMER_IOCTL_GINFO and GSTATUS carry unsigned longs, so a
 * 32-bit process sends a different number than a 64-bit one, and
 * sound/core/timer_compat.c lists only the 64-bit number.  Built as
 * x86_64 and i386; prints TAP with what each gets.  The x86_64 build must
 * succeed, or the check proves nothing.  With --report (for kernels the
 * audit did not scan) the i386 outcome is printed, not judged.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <sound/asound.h>

#define ABI (sizeof(long) == 8 ? "x86_64" : "i386")

static int tests, failures, report;

static void probe(int fd, unsigned long cmd, void *arg, const char *name)
{
	int ret = ioctl(fd, cmd, arg), err = errno;
	int ok = sizeof(long) == 8 ? ret == 0 : ret == -1 && err == ENOTTY;

	if (report && sizeof(long) == 4) {
		printf("# audit finding %s from %s (%#lx): %s\n", name, ABI,
		       cmd, ret == 0 ? "served" : strerror(err));
		return;
	}
	tests++;
	failures += !ok;
	printf("%sok %d - audit finding %s from %s (%#lx): %s\n", ok ? "" : "not ",
	       tests, name, ABI, cmd, ret == 0 ? "served" : strerror(err));
}

int main(int argc, char **argv)
{
	struct snd_timer_id tid = {
		.dev_class = SNDRV_TIMER_CLASS_GLOBAL,
		.dev_sclass = SNDRV_TIMER_SCLASS_NONE,
		.card = -1,
		.device = SNDRV_TIMER_GLOBAL_SYSTEM,
	};
	struct snd_timer_ginfo ginfo = { .tid = tid };
	struct snd_timer_gstatus gstatus = { .tid = tid };
	int fd = open("/dev/snd/timer", O_RDONLY);

	report = argc == 2 && !strcmp(argv[1], "--report");

	if (fd < 0) {
		printf("not ok 1 - %s: open /dev/snd/timer: %s\n", ABI,
		       strerror(errno));
		return 1;
	}
	probe(fd, SNDRV_TIMER_IOCTL_GINFO, &ginfo, "SNDRV_TIMER_IOCTL_GINFO");
	probe(fd, SNDRV_TIMER_IOCTL_GSTATUS, &gstatus,
	      "SNDRV_TIMER_IOCTL_GSTATUS");
	close(fd);
	return failures != 0;
}
