/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * dvb/video.h's VIDEO_GET_EVENT shape: a kernel-typed time and an
 * inline union whose members are a typedef'd struct and plain integers.
 */
#ifndef RWDVB_API_H
#define RWDVB_API_H

#include <linux/types.h>
#include <linux/time_types.h>

typedef enum {
	RWDVB_4_3,
	RWDVB_16_9
} rwdvb_format_t;

typedef struct {
	int w;
	int h;
	rwdvb_format_t aspect;
} rwdvb_size_t;

struct rwdvb_event {
	__s32 type;
#define RWDVB_EVENT_SIZE	1
#ifdef __KERNEL__
	__kernel_time64_t timestamp;
#else
	__kernel_time_t timestamp;
#endif
	union {
		rwdvb_size_t size;
		unsigned int frame_rate;
		unsigned char vsync;
	} u;
};

struct rwdvb_event64 {
	__s32 type;
	__s64 timestamp;
	union {
		rwdvb_size_t size;
		unsigned int frame_rate;
		unsigned char vsync;
	} u;
};

#define RWDVB_GET_EVENT		_IOR('o', 28, struct rwdvb_event)
#define RWDVB_GET_EVENT64		_IOR('o', 28, struct rwdvb_event64)
#define RWDVB_STOP		_IO('o', 1)

#endif
