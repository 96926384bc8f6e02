/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A loopback UDP socket that has received one datagram, so the kernel
 * holds a receive timestamp for it (SIOCGSTAMP answers ENOENT before).
 * The guests bring no interface up; their programs run as root.
 * Shared by tools/e2e/client.c and tools/bench/bench.c.
 */
#ifndef _COMPAT_TIME_LOOPBACK_H
#define _COMPAT_TIME_LOOPBACK_H

#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static inline int stamped_socket(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET,
				 .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	struct ifreq ifr = { .ifr_name = "lo" };
	socklen_t alen = sizeof(a);
	char byte = 1;
	int s = socket(AF_INET, SOCK_DGRAM, 0);

	if (s < 0)
		return -1;
	if (ioctl(s, SIOCGIFFLAGS, &ifr) == 0 && !(ifr.ifr_flags & IFF_UP)) {
		ifr.ifr_flags |= IFF_UP;
		ioctl(s, SIOCSIFFLAGS, &ifr);
	}
	if (bind(s, (struct sockaddr *)&a, sizeof(a)) ||
	    getsockname(s, (struct sockaddr *)&a, &alen) ||
	    sendto(s, &byte, 1, 0, (struct sockaddr *)&a, sizeof(a)) != 1 ||
	    recv(s, &byte, 1, 0) != 1) {
		close(s);
		return -1;
	}
	return s;
}

#endif /* _COMPAT_TIME_LOOPBACK_H */
