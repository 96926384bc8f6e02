/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat_time catalog: descriptions of the time-carrying arguments of the
 * kernel's own interfaces (v4l2, sound, input, rtc, sockets, ppdev, lp and
 * ppp).  They are the ground truth of the KUnit suites, which check each
 * against what the i386 and arm compilers measure, and the test device
 * serves three of them.  They are not part of the compat_time module: a
 * driver that converts one of these subsystems copies the description it
 * needs next to its table.
 *
 * Each description is of the native struct, with 64-bit time; compat_time
 * derives every caller's layout from it.
 */
#ifndef _COMPAT_TIME_CATALOG_H
#define _COMPAT_TIME_CATALOG_H

#include <linux/compat_time.h>
#include <linux/ioctl.h>

/**
 * enum compat_time_use - where a catalogued payload travels
 * @COMPAT_TIME_USE_IOCTL: an ioctl argument; the number is the native
 *	command
 * @COMPAT_TIME_USE_RECORD: a read() or write() record
 * @COMPAT_TIME_USE_SOCKOPT: a socket option value; the number is the
 *	option name
 * @COMPAT_TIME_USE_CMSG: a control message payload; the number is the
 *	cmsg type
 */
enum compat_time_use {
	COMPAT_TIME_USE_IOCTL,
	COMPAT_TIME_USE_RECORD,
	COMPAT_TIME_USE_SOCKOPT,
	COMPAT_TIME_USE_CMSG,
};

/**
 * struct compat_time_catalog_entry - one catalogued interface
 * @name: the kernel's name for it, e.g. "VIDIOC_QBUF"
 * @arg: description of its payload
 * @number: see &enum compat_time_use
 * @use: an &enum compat_time_use
 * @flags: COMPAT_TIME_CMD_* flags; %COMPAT_TIME_CMD_BY_ABI also marks
 *	socket options and cmsgs whose payload follows the caller's ABI
 * @dir: _IOC_READ/_IOC_WRITE of a %COMPAT_TIME_CMD_BY_ABI ioctl
 */
struct compat_time_catalog_entry {
	const char *name;
	const struct compat_time_struct *arg;
	unsigned int number;
	u8 use;
	u8 flags;
	u8 dir;
};

/**
 * struct compat_time_catalog - the catalogued interfaces of a subsystem
 * @subsystem: e.g. "v4l2"
 * @entries: its interfaces
 * @nr_entries: number of @entries
 */
struct compat_time_catalog {
	const char *subsystem;
	const struct compat_time_catalog_entry *entries;
	unsigned int nr_entries;
};

#define COMPAT_TIME_CATALOG(_use, _number, _arg, _flags, _dir)		\
	{ .name = #_number, .arg = &(_arg), .number = (_number),	\
	  .use = COMPAT_TIME_USE_##_use, .flags = (_flags), .dir = (_dir) }
/* A read()/write() record with no number of its own. */
#define COMPAT_TIME_CATALOG_RECORD(_name, _arg)				\
	{ .name = #_name, .arg = &(_arg), .use = COMPAT_TIME_USE_RECORD }

/* v4l2: VIDIOC_QUERYBUF, _QBUF, _DQBUF, _PREPARE_BUF, _DQEVENT */
/* QBUF, PREPARE_BUF: the caller's timestamp is read, and checked. */
extern const struct compat_time_struct compat_time_desc_v4l2_buffer_q;
/* QUERYBUF, DQBUF: the timestamp is only written. */
extern const struct compat_time_struct compat_time_desc_v4l2_buffer_dq;
extern const struct compat_time_struct compat_time_desc_v4l2_event;
extern const struct compat_time_struct compat_time_desc_omap3isp_stat_data;
extern const struct compat_time_catalog compat_time_catalog_v4l2;

/*
 * sound: the sound core keeps these structs private to its .c files;
 * these are field-for-field copies of its 64-bit time versions.
 */
struct compat_time_snd_timer_status64 {
	s64 tstamp_sec;
	s64 tstamp_nsec;
	unsigned int resolution;
	unsigned int lost;
	unsigned int overrun;
	unsigned int queue;
	unsigned char reserved[64];
};

struct compat_time_snd_timer_tread64 {
	int event;
	u8 pad1[4];
	s64 tstamp_sec;
	s64 tstamp_nsec;
	unsigned int val;
	u8 pad2[4];
};

struct compat_time_snd_rawmidi_status64 {
	int stream;
	u8 rsvd[4];
	s64 tstamp_sec;
	s64 tstamp_nsec;
	size_t avail;
	size_t xruns;
	unsigned char reserved[16];
};

/* Their commands, as sound/core/timer.c and rawmidi.c define them. */
#define SNDRV_TIMER_IOCTL_STATUS64_CT					\
	_IOR('T', 0x14, struct compat_time_snd_timer_status64)
#define SNDRV_RAWMIDI_IOCTL_STATUS64_CT					\
	_IOWR('W', 0x20, struct compat_time_snd_rawmidi_status64)

extern const struct compat_time_struct compat_time_desc_snd_pcm_status;
extern const struct compat_time_struct compat_time_desc_snd_pcm_mmap_status;
extern const struct compat_time_struct compat_time_desc_snd_pcm_mmap_control;
extern const struct compat_time_struct compat_time_desc_snd_pcm_sync_ptr;
extern const struct compat_time_struct compat_time_desc_snd_timer_status;
extern const struct compat_time_struct compat_time_desc_snd_timer_tread;
extern const struct compat_time_struct compat_time_desc_snd_rawmidi_status;
extern const struct compat_time_catalog compat_time_catalog_sound;

/* input: struct input_event records */
extern const struct compat_time_struct compat_time_desc_input_event;
extern const struct compat_time_catalog compat_time_catalog_input;

/* rtc */
extern const struct compat_time_struct compat_time_desc_rtc_time;
extern const struct compat_time_struct compat_time_desc_rtc_wkalrm;
extern const struct compat_time_struct compat_time_desc_rtc_pll_info;
extern const struct compat_time_catalog compat_time_catalog_rtc;

/* sockets: SIOCGSTAMP*, SO_*TIMEO, SCM_TIMESTAMP* */
/* The _NEW payloads: compat_time_desc_time64_pair. */
extern const struct compat_time_struct compat_time_desc_scm_timestamping;
extern const struct compat_time_struct compat_time_desc_scm_timestamping64;
extern const struct compat_time_catalog compat_time_catalog_net;

/* ppdev, lp, ppp */
extern const struct compat_time_struct compat_time_desc_ppp_idle;
extern const struct compat_time_catalog compat_time_catalog_char;

/* Every subsystem catalog above, NULL-terminated. */
extern const struct compat_time_catalog *const compat_time_catalogs[];

#endif /* _COMPAT_TIME_CATALOG_H */
