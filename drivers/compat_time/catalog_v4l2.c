// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: v4l2 buffers and events, OMAP3 ISP statistics.
 *
 * The kernel's hand-written equivalents are struct v4l2_buffer_time32 and
 * v4l2_event_time32 in include/media/v4l2-ioctl.h, the *32 structs of
 * drivers/media/v4l2-core/v4l2-compat-ioctl32.c and
 * struct omap3isp_stat_data_time32.
 */

#include "catalog.h"
#include <linux/omap3isp.h>
#include <linux/videodev2.h>

/*
 * Union m holds a u32 offset, an s32 fd, or a user pointer: an unsigned
 * long in every caller's layout.  The planes array a multi-planar buffer
 * points to is not followed: it is identical for time32 and time64
 * callers, but differs for compat callers on a 64-bit kernel.
 */
#define CT_V4L2_BUFFER_FIELDS(ts_flags) {					\
	COMPAT_TIME_BYTES(struct v4l2_buffer, index),			\
	COMPAT_TIME_BYTES(struct v4l2_buffer, type),			\
	COMPAT_TIME_BYTES(struct v4l2_buffer, bytesused),		\
	COMPAT_TIME_BYTES(struct v4l2_buffer, flags),			\
	COMPAT_TIME_BYTES(struct v4l2_buffer, field),			\
	COMPAT_TIME_TIMEVAL(struct v4l2_buffer, timestamp, ts_flags),	\
	COMPAT_TIME_BYTES(struct v4l2_buffer, timecode),		\
	COMPAT_TIME_BYTES(struct v4l2_buffer, sequence),		\
	COMPAT_TIME_BYTES(struct v4l2_buffer, memory),			\
	COMPAT_TIME_ULONG(struct v4l2_buffer, m, 0),			\
	COMPAT_TIME_BYTES(struct v4l2_buffer, length),			\
	COMPAT_TIME_BYTES(struct v4l2_buffer, reserved2),		\
	COMPAT_TIME_BYTES(struct v4l2_buffer, request_fd),		\
}

static const struct compat_time_field ct_v4l2_buffer_q_fields[] =
	CT_V4L2_BUFFER_FIELDS(0);

static const struct compat_time_field ct_v4l2_buffer_dq_fields[] =
	CT_V4L2_BUFFER_FIELDS(COMPAT_TIME_FIELD_OUT);

const struct compat_time_struct compat_time_desc_v4l2_buffer_q =
	COMPAT_TIME_STRUCT(struct v4l2_buffer, ct_v4l2_buffer_q_fields);

const struct compat_time_struct compat_time_desc_v4l2_buffer_dq =
	COMPAT_TIME_STRUCT(struct v4l2_buffer, ct_v4l2_buffer_dq_fields);

/* Union u holds an __s64 (struct v4l2_event_ctrl): 4-aligned on i386. */
static const struct compat_time_field ct_v4l2_event_fields[] = {
	COMPAT_TIME_BYTES(struct v4l2_event, type),
	COMPAT_TIME_BYTES_ALIGN64(struct v4l2_event, u),
	COMPAT_TIME_BYTES(struct v4l2_event, pending),
	COMPAT_TIME_BYTES(struct v4l2_event, sequence),
	COMPAT_TIME_TIMESPEC(struct v4l2_event, timestamp, 0),
	COMPAT_TIME_BYTES(struct v4l2_event, id),
	COMPAT_TIME_BYTES(struct v4l2_event, reserved),
};

const struct compat_time_struct compat_time_desc_v4l2_event =
	COMPAT_TIME_STRUCT(struct v4l2_event, ct_v4l2_event_fields);

/* The driver fills in ts; buf is the caller's pointer. */
static const struct compat_time_field ct_omap3isp_stat_data_fields[] = {
	COMPAT_TIME_TIMEVAL(struct omap3isp_stat_data, ts,
			    COMPAT_TIME_FIELD_OUT),
	COMPAT_TIME_ULONG(struct omap3isp_stat_data, buf, 0),
	COMPAT_TIME_BYTES(struct omap3isp_stat_data, buf_size),
	COMPAT_TIME_BYTES(struct omap3isp_stat_data, frame_number),
	COMPAT_TIME_BYTES(struct omap3isp_stat_data, cur_frame),
	COMPAT_TIME_BYTES(struct omap3isp_stat_data, config_counter),
};

const struct compat_time_struct compat_time_desc_omap3isp_stat_data =
	COMPAT_TIME_STRUCT(struct omap3isp_stat_data,
			   ct_omap3isp_stat_data_fields);

static const struct compat_time_catalog_entry ct_v4l2_entries[] = {
	COMPAT_TIME_CATALOG(IOCTL, VIDIOC_QUERYBUF,
			    compat_time_desc_v4l2_buffer_dq, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, VIDIOC_QBUF,
			    compat_time_desc_v4l2_buffer_q, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, VIDIOC_DQBUF,
			    compat_time_desc_v4l2_buffer_dq, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, VIDIOC_PREPARE_BUF,
			    compat_time_desc_v4l2_buffer_q, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, VIDIOC_DQEVENT,
			    compat_time_desc_v4l2_event, 0, 0),
	COMPAT_TIME_CATALOG(IOCTL, VIDIOC_OMAP3ISP_STAT_REQ,
			    compat_time_desc_omap3isp_stat_data, 0, 0),
};

const struct compat_time_catalog compat_time_catalog_v4l2 = {
	.subsystem = "v4l2",
	.entries = ct_v4l2_entries,
	.nr_entries = ARRAY_SIZE(ct_v4l2_entries),
};
