#include <linux/ioctl.h>

#define BA_GET_TV _IOR('b', 1, struct timeval)
#define BA_SET_TS _IOW('b', 2, struct timespec)
#define BA_GET_TIME _IOR('b', 3, time_t)
#define BA_GET_PAIR _IOR('b', 4, time_t[2])
#define BA_GET_INT _IOR('b', 5, int)
