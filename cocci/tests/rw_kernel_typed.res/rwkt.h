/* ppp_defs.h's shape: time members in the kernel's spelling. */
#ifndef _RWKT_H
#define _RWKT_H

#include <linux/types.h>
#include <linux/time_types.h>
#include <linux/ioctl.h>

struct rwkt_idle {
#ifdef __KERNEL__
	__kernel_time64_t xmit_idle;
	__kernel_time64_t recv_idle;
#else
	__kernel_old_time_t xmit_idle;	/* seconds since the last send */
	__kernel_old_time_t recv_idle;	/* seconds since the last receive */
#endif
};

struct rwkt_idle64 {
	__s64 xmit_idle;	/* seconds since the last send */
	__s64 recv_idle;	/* seconds since the last receive */
};

#define RWKT_GIDLE	_IOR('k', 63, struct rwkt_idle)	/* get idle time */
#define RWKT_GIDLE64	_IOR('k', 63, struct rwkt_idle64)	/* get idle time */

#endif
