/* field sizes of libc struct timespec/timeval per caller ABI (backs the apt_usbtrx SET_BASETIME and altera_dma readings) */
#include <time.h>
#include <sys/time.h>
#include "probe.h"
P(sizeof_timespec, S(struct timespec))
P(sizeof_tv_sec, sizeof(((struct timespec *)0)->tv_sec))
P(sizeof_tv_nsec, sizeof(((struct timespec *)0)->tv_nsec))
P(off_tv_nsec, O(struct timespec, tv_nsec))
P(alignof_timespec, _Alignof(struct timespec))
P(sizeof_timeval, S(struct timeval))
P(sizeof_tv_usec, sizeof(((struct timeval *)0)->tv_usec))
