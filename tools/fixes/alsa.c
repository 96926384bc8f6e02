// SPDX-License-Identifier: GPL-2.0
/*
 * Call Debian's alsa-lib the way an application does, for the
 * system timer.  alsa-lib 1.2.8 issues (src/timer/timer_query_hw.c,
 * src/timer/timer_hw.c):
 *	snd_timer_query_info	SNDRV_TIMER_IOCTL_GINFO		(alsa-timer 2-3)
 *	snd_timer_query_status	SNDRV_TIMER_IOCTL_GSTATUS	(alsa-timer 2-3)
 *	snd_timer_status	SNDRV_TIMER_IOCTL_STATUS	(alsa-timer 1)
 * snd_timer_query_open, snd_timer_open (PVERSION, SELECT) and snd_timer_info
 * (INFO, which always had a compat handler) are the controls.
 *
 * Built dynamically against libasound2-dev and run with Debian's own
 * libasound.so.2 and libc, for x86_64 and for i386.  Prints one line per
 * call, "NAME ok key=value..." or "NAME err ERRNO", like probe.c.
 *
 * The timer is given by a configuration of our own: the stock "hw" timer
 * definition names its card as a string, which alsa-lib then resolves to a
 * sound card, and the guest has none.
 *
 * "alsa tread" opens the system timer in tread mode (SND_TIMER_OPEN_TREAD:
 * SNDRV_TIMER_IOCTL_TREAD, TREAD_OLD or TREAD64 as alsa-lib's header
 * picks it for its time_t), keeps START and STOP events, starts and stops
 * it and reads the two records with snd_timer_read(): their events, values
 * and whether each time was taken between the start and the end of the
 * read, by CLOCK_MONOTONIC (the sound core's default for timestamps).
 *
 * "alsa pcm" instead plays on card 0's first PCM (snd-dummy's on x86,
 * snd-aloop's on arm64, whose kernel has no snd-dummy; a "hw" PCM of our
 * configuration too) with monotonic timestamps on and reads its status
 * while it runs (src/pcm/pcm_hw.c: SNDRV_PCM_IOCTL_STATUS_EXT, alsa-pcm
 * 1): its driver timestamp must have been taken during that call.  Prints
 * whether it was, and the times where not.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <alsa/asoundlib.h>

/*
 * snd_timer_gstatus_t has no accessors: it is the kernel's struct
 * snd_timer_gstatus (include/uapi/sound/asound.h), and that header does
 * not build next to <alsa/asoundlib.h>.  The same layout, for any ABI:
 */
struct timer_gstatus {
	struct {
		int dev_class, dev_sclass, card, device, subdevice;
	} tid;
	unsigned long resolution;
	unsigned long resolution_num;
	unsigned long resolution_den;
	unsigned char reserved[32];
};

static const char config[] =
	"timer_query.hw { type hw }\n"
	"timer.system { type hw class 1 sclass 0 device 0 subdevice 0 }\n"
	"pcm.card0 { type hw card 0 device 0 }\n";

static int failures;

/* Print "NAME err ERRNO" and return 1 if @err (an alsa-lib result) < 0. */
static int failed(const char *name, int err)
{
	if (err >= 0)
		return 0;
	printf("%s err %s\n", name, strerrorname_np(-err));
	failures++;
	return 1;
}

static void query(snd_config_t *conf)
{
	struct timer_gstatus gstatus;
	snd_timer_query_t *q;
	snd_timer_ginfo_t *ginfo;
	snd_timer_id_t *tid;
	int err;

	err = snd_timer_query_open_lconf(&q, "hw", 0, conf);
	if (failed("snd_timer_query_open", err))
		return;
	printf("snd_timer_query_open ok hw\n");

	snd_timer_id_alloca(&tid);
	snd_timer_id_set_class(tid, SND_TIMER_CLASS_GLOBAL);
	snd_timer_id_set_sclass(tid, SND_TIMER_SCLASS_NONE);
	snd_timer_id_set_card(tid, -1);
	snd_timer_id_set_device(tid, SND_TIMER_GLOBAL_SYSTEM);
	snd_timer_id_set_subdevice(tid, 0);
	snd_timer_ginfo_alloca(&ginfo);
	snd_timer_ginfo_set_tid(ginfo, tid);
	err = snd_timer_query_info(q, ginfo);
	if (!failed("snd_timer_query_info", err)) {
		printf("snd_timer_query_info ok card=%d id=%s name=\"%s\" flags=%#x ",
		       snd_timer_ginfo_get_card(ginfo),
		       snd_timer_ginfo_get_id(ginfo),
		       snd_timer_ginfo_get_name(ginfo),
		       snd_timer_ginfo_get_flags(ginfo));
		printf("resolution=%lu min=%lu max=%lu clients=%u\n",
		       snd_timer_ginfo_get_resolution(ginfo),
		       snd_timer_ginfo_get_resolution_min(ginfo),
		       snd_timer_ginfo_get_resolution_max(ginfo),
		       snd_timer_ginfo_get_clients(ginfo));
	}

	memset(&gstatus, 0, sizeof(gstatus));
	gstatus.tid.dev_class = SND_TIMER_CLASS_GLOBAL;
	gstatus.tid.dev_sclass = SND_TIMER_SCLASS_NONE;
	gstatus.tid.card = -1;
	gstatus.tid.device = SND_TIMER_GLOBAL_SYSTEM;
	err = snd_timer_query_status(q, (snd_timer_gstatus_t *)&gstatus);
	if (!failed("snd_timer_query_status", err))
		printf("snd_timer_query_status ok resolution=%lu num=%lu den=%lu\n",
		       gstatus.resolution, gstatus.resolution_num,
		       gstatus.resolution_den);
	snd_timer_query_close(q);
}

static void timer(snd_config_t *conf)
{
	snd_timer_status_t *status;
	snd_timer_info_t *info;
	snd_htimestamp_t ts;
	snd_timer_t *t;
	int err;

	err = snd_timer_open_lconf(&t, "system", 0, conf);
	if (failed("snd_timer_open", err))
		return;
	printf("snd_timer_open ok system\n");

	snd_timer_info_alloca(&info);
	err = snd_timer_info(t, info);
	if (!failed("snd_timer_info", err))
		printf("snd_timer_info ok slave=%d card=%d id=%s name=\"%s\" resolution=%ld\n",
		       snd_timer_info_is_slave(info),
		       snd_timer_info_get_card(info),
		       snd_timer_info_get_id(info),
		       snd_timer_info_get_name(info),
		       snd_timer_info_get_resolution(info));

	snd_timer_status_alloca(&status);
	err = snd_timer_status(t, status);
	if (!failed("snd_timer_status", err)) {
		ts = snd_timer_status_get_timestamp(status);
		printf("snd_timer_status ok tstamp=%lld.%09ld ",
		       (long long)ts.tv_sec, (long)ts.tv_nsec);
		printf("resolution=%ld lost=%ld overrun=%ld queue=%ld\n",
		       snd_timer_status_get_resolution(status),
		       snd_timer_status_get_lost(status),
		       snd_timer_status_get_overrun(status),
		       snd_timer_status_get_queue(status));
	}
	snd_timer_close(t);
}

static long long ns(const struct timespec *t)
{
	return t->tv_sec * 1000000000LL + t->tv_nsec;
}

/*
 * Whether @driver was taken between @before and @after: the sound core
 * takes the driver timestamp when the status's call updates the
 * position, with the stream's clock (monotonic, set below).  Debian's
 * sound core gives a 32-bit process the audio position there instead: a
 * few frames' time.
 */
static int during(const snd_htimestamp_t *driver, const struct timespec *before,
		  const struct timespec *after)
{
	return ns(driver) >= ns(before) && ns(driver) <= ns(after);
}

/* The records of a started and stopped system timer, in tread mode. */
static void tread(snd_config_t *conf)
{
	struct timespec before, after, tstamp;
	snd_timer_params_t *params;
	snd_timer_tread_t rec[4];
	snd_timer_t *t;
	ssize_t n;
	int err, i;

	err = snd_timer_open_lconf(&t, "system", SND_TIMER_OPEN_NONBLOCK |
				   SND_TIMER_OPEN_TREAD, conf);
	if (failed("snd_timer_open", err))
		return;
	printf("snd_timer_open ok system tread\n");
	snd_timer_params_alloca(&params);
	snd_timer_params_set_ticks(params, 1000000);
	snd_timer_params_set_queue_size(params, 32);
	snd_timer_params_set_filter(params, 1 << SND_TIMER_EVENT_START |
				    1 << SND_TIMER_EVENT_STOP);
	err = snd_timer_params(t, params);
	if (failed("snd_timer_params", err))
		goto close;
	clock_gettime(CLOCK_MONOTONIC, &before);
	err = snd_timer_start(t);
	if (!failed("snd_timer_start", err))
		err = snd_timer_stop(t);
	if (failed("snd_timer_stop", err))
		goto close;
	n = snd_timer_read(t, rec, sizeof(rec));
	clock_gettime(CLOCK_MONOTONIC, &after);
	if (failed("snd_timer_read", n < 0 ? (int)n : 0))
		goto close;
	printf("snd_timer_read ok records=%zd", n / (ssize_t)sizeof(rec[0]));
	for (i = 0; i < n / (ssize_t)sizeof(rec[0]); i++) {
		tstamp.tv_sec = rec[i].tstamp.tv_sec;
		tstamp.tv_nsec = rec[i].tstamp.tv_nsec;
		printf(" event=%d val=%u tstamp=%s", rec[i].event, rec[i].val,
		       during(&tstamp, &before, &after) ? "in-call" :
		       "out-of-call");
	}
	printf(" rest=%zd\n", n % (ssize_t)sizeof(rec[0]));
close:
	snd_timer_close(t);
}

/* S16_LE stereo 48 kHz, a buffer written whole, its status read at once. */
static void pcm(snd_config_t *conf)
{
	struct timespec before, after;
	snd_htimestamp_t driver;
	snd_pcm_hw_params_t *hw;
	snd_pcm_sw_params_t *sw;
	snd_pcm_status_t *status;
	snd_pcm_uframes_t buffer = 16384;
	snd_pcm_sframes_t written;
	snd_pcm_t *p;
	short *frames;
	int err;

	err = snd_pcm_open_lconf(&p, "card0", SND_PCM_STREAM_PLAYBACK, 0, conf);
	if (failed("snd_pcm_open", err))
		return;
	printf("snd_pcm_open ok card0\n");

	snd_pcm_hw_params_alloca(&hw);
	snd_pcm_sw_params_alloca(&sw);
	err = snd_pcm_hw_params_any(p, hw);
	if (err >= 0)
		err = snd_pcm_hw_params_set_access(p, hw,
						   SND_PCM_ACCESS_RW_INTERLEAVED);
	if (err >= 0)
		err = snd_pcm_hw_params_set_format(p, hw, SND_PCM_FORMAT_S16_LE);
	if (err >= 0)
		err = snd_pcm_hw_params_set_channels(p, hw, 2);
	if (err >= 0)
		err = snd_pcm_hw_params_set_rate(p, hw, 48000, 0);
	if (err >= 0)
		err = snd_pcm_hw_params_set_buffer_size_near(p, hw, &buffer);
	if (err >= 0)
		err = snd_pcm_hw_params(p, hw);
	if (err >= 0)
		err = snd_pcm_sw_params_current(p, sw);
	if (err >= 0)
		err = snd_pcm_sw_params_set_tstamp_mode(p, sw,
							SND_PCM_TSTAMP_ENABLE);
	if (err >= 0)
		err = snd_pcm_sw_params_set_tstamp_type(p, sw,
							SND_PCM_TSTAMP_TYPE_MONOTONIC);
	if (err >= 0)
		err = snd_pcm_sw_params_set_start_threshold(p, sw, 1);
	if (err >= 0)
		err = snd_pcm_sw_params(p, sw);
	if (failed("snd_pcm_hw_params", err))
		goto close;
	printf("snd_pcm_hw_params ok\n");

	frames = calloc(buffer, 2 * sizeof(*frames));
	written = frames ? snd_pcm_writei(p, frames, buffer) : -ENOMEM;
	free(frames);
	if (failed("snd_pcm_writei", written < 0 ? (int)written : 0))
		goto close;

	snd_pcm_status_alloca(&status);
	clock_gettime(CLOCK_MONOTONIC, &before);
	err = snd_pcm_status(p, status);
	clock_gettime(CLOCK_MONOTONIC, &after);
	if (!failed("snd_pcm_status", err)) {
		snd_pcm_status_get_driver_htstamp(status, &driver);
		printf("snd_pcm_status ok state=%s ",
		       snd_pcm_state_name(snd_pcm_status_get_state(status)));
		if (during(&driver, &before, &after))
			printf("driver_htstamp=taken during the call\n");
		else
			printf("driver_htstamp=%lld.%09ld call=%lld.%09ld-%lld.%09ld\n",
			       (long long)driver.tv_sec, (long)driver.tv_nsec,
			       (long long)before.tv_sec, (long)before.tv_nsec,
			       (long long)after.tv_sec, (long)after.tv_nsec);
	}
	snd_pcm_drop(p);
close:
	snd_pcm_close(p);
}

int main(int argc, char **argv)
{
	snd_config_t *conf;
	snd_input_t *in;
	int err;

	setvbuf(stdout, NULL, _IOLBF, 0);
	err = snd_config_top(&conf);
	if (err >= 0)
		err = snd_input_buffer_open(&in, config, -1);
	if (err >= 0) {
		err = snd_config_load(conf, in);
		snd_input_close(in);
	}
	if (failed("snd_config_load", err))
		return 1;
	if (argc == 2 && !strcmp(argv[1], "pcm")) {
		pcm(conf);
	} else if (argc == 2 && !strcmp(argv[1], "tread")) {
		tread(conf);
	} else if (argc == 1) {
		query(conf);
		timer(conf);
	} else {
		fprintf(stderr, "usage: %s [pcm | tread]\n", argv[0]);
		return 2;
	}
	snd_config_delete(conf);
	return failures ? 1 : 0;
}
