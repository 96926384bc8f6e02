// SPDX-License-Identifier: GPL-2.0
/*
 * Differential check of the catalog's snd_pcm_status against the sound
 * core's own conversion, on snd-dummy: a 32-bit process sets up, starts
 * (by writing a period) and stops a playback stream (so trigger_tstamp holds a real time) and
 * reads SNDRV_PCM_IOCTL_STATUS, converted by the kernel; an x86_64 helper
 * that inherits the same open file reads the native status; the native
 * bytes go through compat_time's catalog entry on the test device and
 * must equal the kernel's.  Then the same stream runs again with
 * timestamps on, and driver_tstamp, which a running status has, is
 * checked both ways (running()).  Built as x86_64 (the helper,
 * "--native FD") and i386 with 32-bit and 64-bit time; "--fixed" on a
 * kernel whose snd-pcm has patches/alsa-pcm, where the sound core's
 * driver_tstamp must be right too.  Prints TAP.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <linux/compat_time_test.h>
#include <sound/asound.h>

#include "native.h"

#define ABI (sizeof(long) == 8 ? "x86_64" : sizeof(time_t) == 8 ? \
	     "i386-time64" : "i386-time32")
#define DEV "/dev/snd/pcmC0D0p"

/* The sound core is patched (--fixed): its driver_tstamp is checked. */
static int fixed;

static int fail(const char *what)
{
	printf("not ok 1 - %s: snd-dummy SNDRV_PCM_IOCTL_STATUS: %s: %s\n",
	       ABI, what, strerror(errno));
	return 1;
}

static int native(int fd)
{
	struct snd_pcm_status st;

	memset(&st, 0, sizeof(st));
	if (ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &st))
		return 1;
	return fwrite(&st, sizeof(st), 1, stdout) != 1;
}

static struct snd_mask *mask(struct snd_pcm_hw_params *p, int param)
{
	return &p->masks[param - SNDRV_PCM_HW_PARAM_FIRST_MASK];
}

static struct snd_interval *interval(struct snd_pcm_hw_params *p, int param)
{
	return &p->intervals[param - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL];
}

/* S16_LE stereo 48 kHz interleaved; the kernel chooses the rest. */
static int setup(int fd, unsigned int *period, unsigned int *buffer)
{
	struct snd_pcm_hw_params p;
	unsigned int i;

	memset(&p, 0, sizeof(p));
	for (i = SNDRV_PCM_HW_PARAM_FIRST_MASK; i <= SNDRV_PCM_HW_PARAM_LAST_MASK; i++)
		memset(mask(&p, i), 0xff, sizeof(struct snd_mask));
	for (i = SNDRV_PCM_HW_PARAM_FIRST_INTERVAL;
	     i <= SNDRV_PCM_HW_PARAM_LAST_INTERVAL; i++)
		interval(&p, i)->max = ~0u;
	p.rmask = ~0u;
	memset(mask(&p, SNDRV_PCM_HW_PARAM_ACCESS), 0, sizeof(struct snd_mask));
	mask(&p, SNDRV_PCM_HW_PARAM_ACCESS)->bits[0] =
		1u << SNDRV_PCM_ACCESS_RW_INTERLEAVED;
	memset(mask(&p, SNDRV_PCM_HW_PARAM_FORMAT), 0, sizeof(struct snd_mask));
	mask(&p, SNDRV_PCM_HW_PARAM_FORMAT)->bits[0] =
		1u << SNDRV_PCM_FORMAT_S16_LE;
	memset(mask(&p, SNDRV_PCM_HW_PARAM_SUBFORMAT), 0, sizeof(struct snd_mask));
	mask(&p, SNDRV_PCM_HW_PARAM_SUBFORMAT)->bits[0] =
		1u << SNDRV_PCM_SUBFORMAT_STD;
	interval(&p, SNDRV_PCM_HW_PARAM_CHANNELS)->min = 2;
	interval(&p, SNDRV_PCM_HW_PARAM_CHANNELS)->max = 2;
	interval(&p, SNDRV_PCM_HW_PARAM_RATE)->min = 48000;
	interval(&p, SNDRV_PCM_HW_PARAM_RATE)->max = 48000;
	if (ioctl(fd, SNDRV_PCM_IOCTL_HW_PARAMS, &p))
		return -1;
	*period = interval(&p, SNDRV_PCM_HW_PARAM_PERIOD_SIZE)->min;
	*buffer = interval(&p, SNDRV_PCM_HW_PARAM_BUFFER_SIZE)->min;
	return 0;
}

/*
 * driver_tstamp is the system time (the realtime clock, by default) the
 * status was read at: after 2001, and within a second of tstamp where the
 * stream has one yet (an unmoved pointer leaves it unset at first).
 */
static int driver_stamp_ok(const struct snd_pcm_status *st)
{
	long long d = (long long)st->driver_tstamp.tv_sec - st->tstamp.tv_sec;

	return st->driver_tstamp.tv_sec > 1000000000 &&
	       (!st->tstamp.tv_sec || (d >= -1 && d <= 1));
}

static void print_stamps(const char *who, const struct snd_pcm_status *st)
{
	printf(" %s tstamp %lld driver %lld.%09ld audio %lld.%09ld", who,
	       (long long)st->tstamp.tv_sec,
	       (long long)st->driver_tstamp.tv_sec,
	       (long)st->driver_tstamp.tv_nsec,
	       (long long)st->audio_tstamp.tv_sec,
	       (long)st->audio_tstamp.tv_nsec);
}

/*
 * A running stream with timestamps on, whose status has a driver_tstamp:
 * through compat_time it is the status's own.  The sound core's 32-bit
 * conversions (snd_pcm_status_user32(), snd_pcm_status_user_compat64())
 * copy audio_tstamp there instead, on every kernel from 6.1 to sid's 7.2:
 * a kernel bug, reported as a known gap (kernel-fixes.rst), and a
 * failure with --fixed, where patches/alsa-pcm mends it.
 */
static int running(int fd, int ct, unsigned int period, unsigned int buffer)
{
	struct snd_pcm_sw_params sw = {
		.tstamp_mode = SNDRV_PCM_TSTAMP_ENABLE, .period_step = 1,
		.avail_min = period, .start_threshold = 1,
		.stop_threshold = buffer,
	};
	struct snd_pcm_status kernel, ours;
	struct snd_xferi xfer;
	void *frames = calloc(buffer, 4);
	int ok, kernel_ok;

	xfer = (struct snd_xferi){ .buf = frames, .frames = buffer };
	ok = frames && !ioctl(fd, SNDRV_PCM_IOCTL_SW_PARAMS, &sw) &&
	     !ioctl(fd, SNDRV_PCM_IOCTL_PREPARE) &&
	     !ioctl(fd, SNDRV_PCM_IOCTL_WRITEI_FRAMES, &xfer);
	free(frames);
	if (!ok)
		return fail("SW_PARAMS/PREPARE/WRITEI (running)");
	memset(&kernel, 0xa5, sizeof(kernel));
	memset(&ours, 0x5a, sizeof(ours));
	if (ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &kernel) ||
	    !load_native(ct, "pcm", fd) ||
	    ioctl(ct, SNDRV_PCM_IOCTL_STATUS, &ours))
		return fail("STATUS (running)");
	ioctl(fd, SNDRV_PCM_IOCTL_DROP);
	printf("# running:");
	print_stamps("kernel", &kernel);
	printf(";");
	print_stamps("compat_time", &ours);
	printf("\n");
	if (kernel.state != SNDRV_PCM_STATE_RUNNING ||
	    ours.state != SNDRV_PCM_STATE_RUNNING) {
		printf("ok 2 - %s: running stream # SKIP it was no longer running (states %d, %d)\n",
		       ABI, kernel.state, ours.state);
		/* With --fixed, the fix must have been seen. */
		printf("%sok 3 - %s: running stream # SKIP as above\n",
		       fixed ? "not " : "", ABI);
		return fixed;
	}
	ok = driver_stamp_ok(&ours);
	kernel_ok = driver_stamp_ok(&kernel);
	printf("%sok 2 - %s: running stream: compat_time's driver_tstamp is the status's own\n",
	       ok ? "" : "not ", ABI);
	printf("%sok 3 - %s: running stream: the sound core's driver_tstamp is the status's own%s\n",
	       kernel_ok ? "" : "not ", ABI, kernel_ok || fixed ? "" :
	       " # TODO its 32-bit conversion copies audio_tstamp there (kernel-fixes.rst)");
	return !ok || (fixed && !kernel_ok);
}

int main(int argc, char **argv)
{
	struct snd_pcm_status kernel, ours;
	struct snd_xferi xfer;
	unsigned int period, buffer;
	void *frames;
	unsigned int len;
	size_t i;
	int fd, ct;

	if (argc == 3 && !strcmp(argv[1], "--native"))
		return native(atoi(argv[2]));
	fixed = argc == 2 && !strcmp(argv[1], "--fixed");
	if (argc > 1 && !fixed) {
		fprintf(stderr, "usage: %s [--fixed | --native FD]\n", argv[0]);
		return 2;
	}

	fd = open(DEV, O_RDWR);
	ct = open("/dev/compat_time_test", O_RDWR);
	if (fd < 0 || ct < 0)
		return fail("open");
	if (setup(fd, &period, &buffer) || ioctl(fd, SNDRV_PCM_IOCTL_PREPARE))
		return fail("HW_PARAMS/PREPARE");
	frames = calloc(period, 4);
	xfer = (struct snd_xferi){ .buf = frames, .frames = period };
	/* The write starts the stream (start_threshold 1), DROP stops it. */
	if (!frames || ioctl(fd, SNDRV_PCM_IOCTL_WRITEI_FRAMES, &xfer) ||
	    ioctl(fd, SNDRV_PCM_IOCTL_DROP))
		return fail("WRITEI/DROP");

	/*
	 * Every STATUS read resets avail_max ("since last status"): one
	 * read settles it, and the stopped stream keeps it at 0.
	 */
	if (ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &kernel))
		return fail("STATUS");

	/* The native status of the same stream, through compat_time. */
	len = load_native(ct, "pcm", fd);
	if (!len)
		return fail("native helper");
	memset(&ours, 0x5a, sizeof(ours));
	if (ioctl(ct, SNDRV_PCM_IOCTL_STATUS, &ours))
		return fail("compat_time STATUS");

	/* The sound core's conversion, for this process. */
	memset(&kernel, 0xa5, sizeof(kernel));
	if (ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &kernel))
		return fail("STATUS");

	for (i = 0; i < sizeof(kernel); i++)
		if (((unsigned char *)&kernel)[i] != ((unsigned char *)&ours)[i])
			printf("# byte %zu: kernel %02x, compat_time %02x\n", i,
			       ((unsigned char *)&kernel)[i],
			       ((unsigned char *)&ours)[i]);
	printf("# snd-dummy status: state %d trigger %lld.%09ld hw_ptr %lu, %u native bytes\n",
	       kernel.state, (long long)kernel.trigger_tstamp.tv_sec,
	       (long)kernel.trigger_tstamp.tv_nsec, (unsigned long)kernel.hw_ptr,
	       len);
	printf("%sok 1 - %s: snd-dummy SNDRV_PCM_IOCTL_STATUS: compat_time's bytes equal the kernel's own conversion\n",
	       memcmp(&kernel, &ours, sizeof(kernel)) ? "not " : "", ABI);
	return running(fd, ct, period, buffer) |
	       !!memcmp(&kernel, &ours, sizeof(kernel));
}
