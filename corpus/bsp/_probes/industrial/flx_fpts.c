/* flx_fpts probe: user view (default) or kernel view (-DKVIEW) of flx_fpts_api.h */
#include <stdint.h>
#include <linux/ioctl.h>
#ifdef KVIEW
struct timespec { long tv_sec; long tv_nsec; };   /* in-kernel struct timespec (pre-5.6) */
#else
#include <time.h>
#endif
#include "probe.h"
#include "../../flx_fpts/xr7-drivers/flx_fpts/flx_fpts_api.h"
P(sizeof_timespec, S(struct timespec))
P(sizeof_flx_fpts_settings, S(struct flx_fpts_settings))
P(off_settings_poll_interval, O(struct flx_fpts_settings, poll_interval))
P(sizeof_flx_fpts_event, S(struct flx_fpts_event))
P(FLX_FPTS_IOCTL_SET_SETTINGS, FLX_FPTS_IOCTL_SET_SETTINGS)
