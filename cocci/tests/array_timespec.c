#include <linux/ioctl.h>

#define AT_SLOTS 4

struct at_schedule {
	__u32 count;
	struct timespec slot[AT_SLOTS];
};

struct at_table {
	struct at_schedule sched[2];
};

#define AT_SET_SCHEDULE _IOW('s', 1, struct at_schedule)
#define AT_GET_TABLE _IOR('s', 2, struct at_table)
