/* ppp_defs.h's shape: time members in the kernel's spelling. */
#ifndef _RWKT_H
#define _RWKT_H

#include <linux/types.h>
#include <linux/ioctl.h>

struct rwkt_idle {
	__kernel_old_time_t xmit_idle;	/* seconds since the last send */
	__kernel_old_time_t recv_idle;	/* seconds since the last receive */
};

#define RWKT_GIDLE	_IOR('k', 63, struct rwkt_idle)	/* get idle time */

#endif
