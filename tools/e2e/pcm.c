// SPDX-License-Identifier: GPL-2.0
/*
 * Differential check of the catalog's snd_pcm_status against the sound
 * core's own conversion, on snd-dummy: a 32-bit process sets up, starts
 * (by writing a period) and stops a playback stream (so trigger_tstamp holds a real time) and
 * reads SNDRV_PCM_IOCTL_STATUS, converted by the kernel; an x86_64 helper
 * that inherits the same open file reads the native status; the native
 * bytes go through compat_time's catalog entry on the test device and
 * must equal the kernel's.  Built as x86_64 (the helper, "--native FD")
 * and i386 with 32-bit and 64-bit time.  Prints TAP.
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
static int setup(int fd, unsigned int *period)
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
	return 0;
}

int main(int argc, char **argv)
{
	struct snd_pcm_status kernel, ours;
	struct snd_xferi xfer;
	unsigned int period;
	void *frames;
	unsigned int len;
	size_t i;
	int fd, ct;

	if (argc == 3 && !strcmp(argv[1], "--native"))
		return native(atoi(argv[2]));

	fd = open(DEV, O_RDWR);
	ct = open("/dev/compat_time_test", O_RDWR);
	if (fd < 0 || ct < 0)
		return fail("open");
	if (setup(fd, &period) || ioctl(fd, SNDRV_PCM_IOCTL_PREPARE))
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
	return !!memcmp(&kernel, &ours, sizeof(kernel));
}
