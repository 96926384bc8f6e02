#include <linux/ioctl.h>

struct pm_node {
	struct pm_node *next;
	const struct timespec __user *when;
	void (*done)(struct timeval *tv);
	__u32 id;
};

#define PM_WALK _IOW('p', 1, struct pm_node)
