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
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
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
	"timer.system { type hw class 1 sclass 0 device 0 subdevice 0 }\n";

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

int main(void)
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
	query(conf);
	timer(conf);
	snd_config_delete(conf);
	return failures ? 1 : 0;
}
