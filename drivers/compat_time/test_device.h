/* SPDX-License-Identifier: GPL-2.0 */
/* The test device's parts in other files than test_device.c. */
#ifndef _COMPAT_TIME_TEST_DEVICE_H
#define _COMPAT_TIME_TEST_DEVICE_H

#include <sound/pcm.h>

/* /dev/compat_time_test_broken (test_broken.c) */
int ct_test_broken_register(void);
void ct_test_broken_deregister(void);

/*
 * A PCM status into the 32-bit time layout as the sound core's compat code
 * writes it (snd_pcm_status_user32() in sound/core/pcm_native.c, with
 * patches/alsa-pcm: driver_tstamp from driver_tstamp): the hand-written
 * code that /dev/compat_time_test_hand serves, and that the KUnit
 * microbenchmarks weigh compat_time's conversion against.  Like the sound
 * core, it truncates what does not fit.
 */
static inline void ct_test_pcm_status32(struct snd_pcm_status32 *status32,
					const struct snd_pcm_status64 *status64)
{
	*status32 = (struct snd_pcm_status32) {
		.state = status64->state,
		.trigger_tstamp_sec = status64->trigger_tstamp_sec,
		.trigger_tstamp_nsec = status64->trigger_tstamp_nsec,
		.tstamp_sec = status64->tstamp_sec,
		.tstamp_nsec = status64->tstamp_nsec,
		.appl_ptr = status64->appl_ptr,
		.hw_ptr = status64->hw_ptr,
		.delay = status64->delay,
		.avail = status64->avail,
		.avail_max = status64->avail_max,
		.overrange = status64->overrange,
		.suspended_state = status64->suspended_state,
		.audio_tstamp_data = status64->audio_tstamp_data,
		.audio_tstamp_sec = status64->audio_tstamp_sec,
		.audio_tstamp_nsec = status64->audio_tstamp_nsec,
		.driver_tstamp_sec = status64->driver_tstamp_sec,
		.driver_tstamp_nsec = status64->driver_tstamp_nsec,
		.audio_tstamp_accuracy = status64->audio_tstamp_accuracy,
	};
}

#endif /* _COMPAT_TIME_TEST_DEVICE_H */
