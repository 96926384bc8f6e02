// SPDX-License-Identifier: GPL-2.0
/*
 * timerbench: the cost of each ALSA timer ioctl that carries a time or a
 * long, from this process's ABI, on a file bound to the system timer:
 * REPS rounds of N calls each, CLOCK_MONOTONIC around each block.  Run
 * under QEMU -icount (tools/qemu/boot.sh --icount) guest time counts
 * instructions, so two kernels' figures compare across boots
 * (tools/fixes/showcase.sh --bench: the hand-written compat code against
 * compat_time).  GPARAMS fails with EBUSY on a file bound to the system
 * timer: its figure is the cost of reaching that answer.
 *
 * Prints "tbench NAME REP NS_PER_CALL".  Usage: timerbench N REPS
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <sound/asound.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

static const struct snd_timer_id system_timer = {
	.dev_class = SNDRV_TIMER_CLASS_GLOBAL,
	.dev_sclass = SNDRV_TIMER_SCLASS_NONE,
	.card = -1,
	.device = SNDRV_TIMER_GLOBAL_SYSTEM,
};

static union {
	struct snd_timer_ginfo ginfo;
	struct snd_timer_gparams gparams;
	struct snd_timer_gstatus gstatus;
	struct snd_timer_info info;
	struct snd_timer_status status;
} arg;

static const struct {
	const char *name;
	unsigned long cmd;
	int fails;		/* the errno the call ends with, or 0 */
} cmds[] = {
	{ "STATUS", SNDRV_TIMER_IOCTL_STATUS, 0 },
	{ "INFO", SNDRV_TIMER_IOCTL_INFO, 0 },
	{ "GINFO", SNDRV_TIMER_IOCTL_GINFO, 0 },
	{ "GSTATUS", SNDRV_TIMER_IOCTL_GSTATUS, 0 },
	{ "GPARAMS", SNDRV_TIMER_IOCTL_GPARAMS, EBUSY },
};

static double now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(int argc, char **argv)
{
	struct snd_timer_select sel;
	long n, reps, r, i;
	size_t c;
	double t0;
	int fd;

	if (argc != 3)
		return fprintf(stderr, "usage: timerbench N REPS\n"), 2;
	n = atol(argv[1]);
	reps = atol(argv[2]);
	fd = open("/dev/snd/timer", O_RDONLY);
	memset(&sel, 0, sizeof(sel));
	sel.id = system_timer;
	if (fd < 0 || ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &sel) < 0) {
		perror("timerbench: /dev/snd/timer");
		return 1;
	}
	for (r = 0; r < reps; r++)
		for (c = 0; c < ARRAY_SIZE(cmds); c++) {
			t0 = now_ns();
			for (i = 0; i < n; i++) {
				memset(&arg, 0, sizeof(arg));
				arg.ginfo.tid = system_timer;
				if (ioctl(fd, cmds[c].cmd, &arg) !=
				    (cmds[c].fails ? -1 : 0) ||
				    (cmds[c].fails && errno != cmds[c].fails)) {
					fprintf(stderr, "timerbench: %s: %s\n",
						cmds[c].name, strerror(errno));
					return 1;
				}
			}
			printf("tbench %s %ld %.1f\n", cmds[c].name, r,
			       (now_ns() - t0) / n);
		}
	return 0;
}
