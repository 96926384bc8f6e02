/* nidas pc104sg probe: user view of src/nidas/linux/irigclock.h (types are fixed-width; kernel view identical) */
#include <stdint.h>
#include <linux/ioctl.h>
#include "probe.h"
#include "../../nidas_pc104sg/src/nidas/linux/irigclock.h"
P(sizeof_timeval32, S(struct timeval32))
P(sizeof_int64_t, S(int64_t))
P(sizeof_pc104sg_status, S(struct pc104sg_status))
P(sizeof_dsm_clock_data_3, S(struct dsm_clock_data_3))
P(sizeof_dsm_clock_sample_3, S(struct dsm_clock_sample_3))
P(off_sample3_data, O(struct dsm_clock_sample_3, data))
P(off_data3_unixt, O(struct dsm_clock_data_3, unixt))
P(IRIG_GET_STATUS, IRIG_GET_STATUS)
P(IRIG_GET_CLOCK, IRIG_GET_CLOCK)
P(IRIG_SET_CLOCK, IRIG_SET_CLOCK)
P(IRIG_OVERRIDE_CLOCK, IRIG_OVERRIDE_CLOCK)
P(IRIG_GET_CLOCK64, IRIG_GET_CLOCK64)
P(IRIG_SET_CLOCK64, IRIG_SET_CLOCK64)
