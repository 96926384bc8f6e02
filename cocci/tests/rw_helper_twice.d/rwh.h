#ifndef _UAPI_RWH_H
#define _UAPI_RWH_H
#include <linux/ioctl.h>
#include <linux/types.h>
struct rwh_status {
	struct timespec tstamp;
	__u32 lost;
};
#define RWH_PVERSION	_IOR('H', 0x00, int)
#define RWH_SET	_IOW('H', 0x15, struct rwh_status)
#define RWH_XCH	_IOWR('H', 0x16, struct rwh_status)
#endif
