/* probe shim: a caller's view -- the driver header's <linux/time.h> becomes libc's <sys/time.h>,
   so struct timeval/timespec take the size the caller's libc gives them (t32 or t64). */
#include <sys/time.h>
#include <time.h>
#include <stdint.h>
