/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Structs shared by the compat_time KUnit suites: native structs with
 * their descriptions, and C mirrors of the same structs as each 32-bit
 * ABI lays them out, so the compiler, not hand arithmetic, gives the
 * expected sizes and offsets.
 */
#ifndef _COMPAT_TIME_KUNIT_H
#define _COMPAT_TIME_KUNIT_H

#include <linux/compat_time.h>

#include "../internal.h"

#define KT_SLOTS 4

/* Native structs, 64-bit time, as a driver declares them. */
struct kt_event {
	u32 type;
	struct __kernel_timespec stamp;
	u32 sequence;
	u16 code;
	u8 flags;
	u8 reserved;
};

struct kt_schedule {
	u32 count;
	struct __kernel_timespec slot[KT_SLOTS];
};

struct kt_counter {
	u32 id;
	s64 value;
};

struct kt_outer {
	u16 kind;
	struct kt_event ev[2];
	unsigned long cookie;
	struct __kernel_sock_timeval tv;
	s64 big;
	long delta;
	s64 expires;
};

/* A count, a time and a pointer to that many events (array_test.c). */
struct kt_list {
	u32 count;
	u32 flags;
	struct __kernel_timespec step;
	struct kt_event *events;
};

extern const struct compat_time_struct kt_event_desc;
extern const struct compat_time_struct kt_list_desc;
extern const struct compat_time_struct kt_schedule_desc;
extern const struct compat_time_struct kt_counter_desc;
extern const struct compat_time_struct kt_outer_desc;

/* The 64-bit integer of each 32-bit ABI: 4-byte aligned on i386. */
typedef s64 kt_s64_a4 __aligned(4);
typedef s64 kt_s64_a8 __aligned(8);

/*
 * KT_MIRRORS(abi, time_type, s64_type) declares struct <abi>_<name> for
 * every native struct above, with time_t as @time_type, s64 as @s64_type
 * and long as s32.
 */
#define KT_MIRRORS(abi, time_type, s64_type)				\
struct abi##_timespec {							\
	time_type sec;							\
	time_type frac;							\
};									\
struct abi##_event {							\
	u32 type;							\
	struct abi##_timespec stamp;					\
	u32 sequence;							\
	u16 code;							\
	u8 flags;							\
	u8 reserved;							\
};									\
struct abi##_schedule {							\
	u32 count;							\
	struct abi##_timespec slot[KT_SLOTS];				\
};									\
struct abi##_counter {							\
	u32 id;								\
	s64_type value;							\
};									\
struct abi##_outer {							\
	u16 kind;							\
	struct abi##_event ev[2];					\
	u32 cookie;							\
	struct abi##_timespec tv;					\
	s64_type big;							\
	s32 delta;							\
	time_type expires;						\
}

KT_MIRRORS(i386_time32, s32, kt_s64_a4);
KT_MIRRORS(i386_time64, kt_s64_a4, kt_s64_a4);
KT_MIRRORS(arm_time32, s32, kt_s64_a8);
KT_MIRRORS(arm_time64, kt_s64_a8, kt_s64_a8);
/* x32: 64-bit time and 8-aligned s64, 32-bit long, as arm's time64. */
KT_MIRRORS(x32, kt_s64_a8, kt_s64_a8);

/* Model sets: the kernel's native model with one 32-bit ABI family. */
extern const struct compat_time_model *const kt_i386_models[COMPAT_TIME_NR_ABIS];
extern const struct compat_time_model *const kt_arm_models[COMPAT_TIME_NR_ABIS];

int kt_place_of(const struct compat_time_layout *l, int abi,
		unsigned int noff);

#endif /* _COMPAT_TIME_KUNIT_H */
