// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: ALSA PCM status and sync_ptr, timer status and
 * read records, rawmidi status.
 *
 * The kernel's hand-written equivalents are the *32 and *64 structs of
 * include/sound/pcm.h and sound/core/{pcm_native,pcm_compat,timer,
 * rawmidi,rawmidi_compat}.c.  The 32-bit time layouts have no alignment
 * padding before 64-bit members and a larger reserved tail:
 * COMPAT_TIME_PAD_ILP32() gives both sizes.  Little-endian only: on a
 * big-endian 32-bit kernel the mmap_control description disagrees with
 * the compiler and registration refuses it.
 */

#include "catalog.h"
#include <sound/asound.h>
#include <sound/pcm.h>

/* STATUS reads nothing; STATUS_EXT reads audio_tstamp_data only. */
#define CT_OUT	COMPAT_TIME_FIELD_OUT

static const struct compat_time_field ct_snd_pcm_status_fields[] = {
	COMPAT_TIME_BYTES(struct snd_pcm_status64, state),
	COMPAT_TIME_PAD_TIME(struct snd_pcm_status64, rsvd, 0, 4),
	COMPAT_TIME_TIMESPEC_PAIR(struct snd_pcm_status64, trigger_tstamp_sec,
				  trigger_tstamp_nsec, CT_OUT),
	COMPAT_TIME_TIMESPEC_PAIR(struct snd_pcm_status64, tstamp_sec,
				  tstamp_nsec, CT_OUT),
	COMPAT_TIME_ULONG(struct snd_pcm_status64, appl_ptr, CT_OUT),
	COMPAT_TIME_ULONG(struct snd_pcm_status64, hw_ptr, CT_OUT),
	COMPAT_TIME_LONG(struct snd_pcm_status64, delay, CT_OUT),
	COMPAT_TIME_ULONG(struct snd_pcm_status64, avail, CT_OUT),
	COMPAT_TIME_ULONG(struct snd_pcm_status64, avail_max, CT_OUT),
	COMPAT_TIME_ULONG(struct snd_pcm_status64, overrange, CT_OUT),
	COMPAT_TIME_BYTES(struct snd_pcm_status64, suspended_state),
	COMPAT_TIME_BYTES(struct snd_pcm_status64, audio_tstamp_data),
	COMPAT_TIME_TIMESPEC_PAIR(struct snd_pcm_status64, audio_tstamp_sec,
				  audio_tstamp_nsec, CT_OUT),
	COMPAT_TIME_TIMESPEC_PAIR(struct snd_pcm_status64, driver_tstamp_sec,
				  driver_tstamp_nsec, CT_OUT),
	COMPAT_TIME_BYTES(struct snd_pcm_status64, audio_tstamp_accuracy),
	COMPAT_TIME_PAD_TIME(struct snd_pcm_status64, reserved, 36, 20),
};

const struct compat_time_struct compat_time_desc_snd_pcm_status =
	COMPAT_TIME_STRUCT(struct snd_pcm_status64, ct_snd_pcm_status_fields);

/*
 * __pad1 (__pad_before_uframe) is empty on little-endian and left out;
 * __pad2 fills hw_ptr to 64 bits for 32-bit callers with 64-bit time.
 */
static const struct compat_time_field ct_snd_pcm_mmap_status_fields[] = {
	COMPAT_TIME_BYTES(struct __snd_pcm_mmap_status64, state),
	COMPAT_TIME_BYTES(struct __snd_pcm_mmap_status64, pad1),
	COMPAT_TIME_ULONG(struct __snd_pcm_mmap_status64, hw_ptr, 0),
	COMPAT_TIME_PAD_ILP32(struct __snd_pcm_mmap_status64, __pad2, 0, 4),
	COMPAT_TIME_TIMESPEC(struct __snd_pcm_mmap_status64, tstamp, 0),
	COMPAT_TIME_BYTES(struct __snd_pcm_mmap_status64, suspended_state),
	COMPAT_TIME_PAD_ILP32(struct __snd_pcm_mmap_status64, pad3, 0, 4),
	COMPAT_TIME_TIMESPEC(struct __snd_pcm_mmap_status64, audio_tstamp, 0),
};

const struct compat_time_struct compat_time_desc_snd_pcm_mmap_status =
	COMPAT_TIME_STRUCT(struct __snd_pcm_mmap_status64,
			   ct_snd_pcm_mmap_status_fields);

/*
 * The uapi header pads with __pad_before_uframe where it meant
 * __pad_after_uframe, so for 32-bit callers with 64-bit time avail_min
 * follows appl_ptr directly, as with 32-bit time, and the struct ends in
 * four bytes of padding (12 bytes, not 16).  The empty __pad1..__pad3
 * are left out.
 */
static const struct compat_time_field ct_snd_pcm_mmap_control_fields[] = {
	COMPAT_TIME_ULONG(struct __snd_pcm_mmap_control64, appl_ptr, 0),
	COMPAT_TIME_ULONG(struct __snd_pcm_mmap_control64, avail_min, 0),
	COMPAT_TIME_PAD_ILP32(struct __snd_pcm_mmap_control64, __pad4, 0, 4),
};

const struct compat_time_struct compat_time_desc_snd_pcm_mmap_control =
	COMPAT_TIME_STRUCT(struct __snd_pcm_mmap_control64,
			   ct_snd_pcm_mmap_control_fields);

static const struct compat_time_field ct_snd_pcm_sync_ptr_fields[] = {
	COMPAT_TIME_BYTES(struct __snd_pcm_sync_ptr64, flags),
	COMPAT_TIME_PAD_ILP32(struct __snd_pcm_sync_ptr64, pad1, 0, 4),
	COMPAT_TIME_UNION(struct __snd_pcm_sync_ptr64, s, CT_OUT,
			  struct __snd_pcm_mmap_status64,
			  compat_time_desc_snd_pcm_mmap_status),
	COMPAT_TIME_UNION(struct __snd_pcm_sync_ptr64, c, 0,
			  struct __snd_pcm_mmap_control64,
			  compat_time_desc_snd_pcm_mmap_control),
};

const struct compat_time_struct compat_time_desc_snd_pcm_sync_ptr =
	COMPAT_TIME_STRUCT(struct __snd_pcm_sync_ptr64,
			   ct_snd_pcm_sync_ptr_fields);

static const struct compat_time_field ct_snd_timer_status_fields[] = {
	COMPAT_TIME_TIMESPEC_PAIR(struct compat_time_snd_timer_status64,
				  tstamp_sec, tstamp_nsec, 0),
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_status64, resolution),
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_status64, lost),
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_status64, overrun),
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_status64, queue),
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_status64, reserved),
};

const struct compat_time_struct compat_time_desc_snd_timer_status =
	COMPAT_TIME_STRUCT(struct compat_time_snd_timer_status64,
			   ct_snd_timer_status_fields);

static const struct compat_time_field ct_snd_timer_tread_fields[] = {
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_tread64, event),
	COMPAT_TIME_PAD_ILP32(struct compat_time_snd_timer_tread64, pad1, 0, 4),
	COMPAT_TIME_TIMESPEC_PAIR(struct compat_time_snd_timer_tread64,
				  tstamp_sec, tstamp_nsec, 0),
	COMPAT_TIME_BYTES(struct compat_time_snd_timer_tread64, val),
	COMPAT_TIME_PAD_ILP32(struct compat_time_snd_timer_tread64, pad2, 0, 4),
};

const struct compat_time_struct compat_time_desc_snd_timer_tread =
	COMPAT_TIME_STRUCT(struct compat_time_snd_timer_tread64,
			   ct_snd_timer_tread_fields);

/* The caller names the stream; the driver fills in the rest. */
static const struct compat_time_field ct_snd_rawmidi_status_fields[] = {
	COMPAT_TIME_BYTES(struct compat_time_snd_rawmidi_status64, stream),
	COMPAT_TIME_PAD_ILP32(struct compat_time_snd_rawmidi_status64, rsvd,
			      0, 4),
	COMPAT_TIME_TIMESPEC_PAIR(struct compat_time_snd_rawmidi_status64,
				  tstamp_sec, tstamp_nsec, CT_OUT),
	COMPAT_TIME_ULONG(struct compat_time_snd_rawmidi_status64, avail,
			  CT_OUT),
	COMPAT_TIME_ULONG(struct compat_time_snd_rawmidi_status64, xruns,
			  CT_OUT),
	COMPAT_TIME_BYTES(struct compat_time_snd_rawmidi_status64, reserved),
};

const struct compat_time_struct compat_time_desc_snd_rawmidi_status =
	COMPAT_TIME_STRUCT(struct compat_time_snd_rawmidi_status64,
			   ct_snd_rawmidi_status_fields);

static const struct compat_time_catalog_entry ct_sound_entries[] = {
	COMPAT_TIME_CATALOG(IOCTL, SNDRV_PCM_IOCTL_STATUS64,
			    compat_time_desc_snd_pcm_status, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, SNDRV_PCM_IOCTL_STATUS_EXT64,
			    compat_time_desc_snd_pcm_status, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, __SNDRV_PCM_IOCTL_SYNC_PTR64,
			    compat_time_desc_snd_pcm_sync_ptr, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, SNDRV_RAWMIDI_IOCTL_STATUS64_CT,
			    compat_time_desc_snd_rawmidi_status, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, SNDRV_TIMER_IOCTL_STATUS64_CT,
			    compat_time_desc_snd_timer_status, 0, 0),
	/* read() records, after SNDRV_TIMER_IOCTL_TREAD_OLD or TREAD64 */
	COMPAT_TIME_CATALOG_RECORD(snd_timer_tread,
				   compat_time_desc_snd_timer_tread),
};

const struct compat_time_catalog compat_time_catalog_sound = {
	.subsystem = "sound",
	.entries = ct_sound_entries,
	.nr_entries = ARRAY_SIZE(ct_sound_entries),
};
