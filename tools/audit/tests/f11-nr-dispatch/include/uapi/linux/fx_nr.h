/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* fixture: commands dispatched by _IOC_NR, _IOC_SIZE(cmd) bytes copied
 * (the firewire-cdev pattern)
 */
#ifndef _UAPI_LINUX_FX_NR_H
#define _UAPI_LINUX_FX_NR_H

#include <linux/types.h>
#include <linux/ioctl.h>

/* offsets the same on i386 and x86_64, only the tail padding differs */
struct fx_nr_info {
	__u32 version;
	__u32 rom_length;
	__u64 rom;
	__u32 card;
};

/* the __u64 moves: i386 offsetof(b) 4, x86_64 8 */
struct fx_nr_moved {
	__u32 a;
	__u64 b;
};

/* served: the i386 number reaches the table, which copies its size */
#define FX_NR_GET_INFO	_IOWR('#', 0x00, struct fx_nr_info)
/* finding: the table is reached, but with the 64-bit layout */
#define FX_NR_MOVED	_IOW('#', 0x01, struct fx_nr_moved)

#endif
