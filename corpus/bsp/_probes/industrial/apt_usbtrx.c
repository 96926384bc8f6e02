/* apt_usbtrx probe: user view (default) or kernel view (-DKVIEW) of module/apt_usbtrx_ioctl.h */
#include <stdbool.h>
#include <stddef.h>
#include <linux/ioctl.h>
#ifdef KVIEW
struct timespec { long tv_sec; long tv_nsec; };   /* = driver's own >=5.6 definition {__kernel_old_time_t; long} */
#else
#include <time.h>
#endif
#include "probe.h"
#include "../../apt_usbtrx/module/apt_usbtrx_ioctl.h"
P(sizeof_timespec, S(struct timespec))
P(sizeof_reset_ts_t, S(apt_usbtrx_ioctl_reset_ts_t))
P(sizeof_get_basetime_t, S(apt_usbtrx_ioctl_get_basetime_t))
P(sizeof_set_basetime_t, S(apt_usbtrx_ioctl_set_basetime_t))
P(sizeof_cf02a_get_dev_ts_reset_time_t, S(ep1_cf02a_ioctl_get_device_timestamp_reset_time_t))
P(sizeof_cf02a_get_store_data_meta_t, S(ep1_cf02a_ioctl_get_store_data_meta_t))
P(off_meta_start_time_ts, O(ep1_cf02a_ioctl_get_store_data_meta_t, start_time.ts))
P(off_meta_reset_time, O(ep1_cf02a_ioctl_get_store_data_meta_t, reset_time))
P(off_meta_reset_host_monotonic, O(ep1_cf02a_ioctl_get_store_data_meta_t, reset_time.host_monotonic))
P(off_meta_can_frame_count, O(ep1_cf02a_ioctl_get_store_data_meta_t, can_frame_count))
P(APT_USBTRX_IOCTL_RESET_TS, APT_USBTRX_IOCTL_RESET_TS)
P(APT_USBTRX_IOCTL_GET_BASETIME, APT_USBTRX_IOCTL_GET_BASETIME)
P(APT_USBTRX_IOCTL_SET_BASETIME, APT_USBTRX_IOCTL_SET_BASETIME)
P(EP1_CF02A_IOCTL_GET_DEVICE_TIMESTAMP_RESET_TIME, EP1_CF02A_IOCTL_GET_DEVICE_TIMESTAMP_RESET_TIME)
P(EP1_CF02A_IOCTL_GET_STORE_DATA_META, EP1_CF02A_IOCTL_GET_STORE_DATA_META)
