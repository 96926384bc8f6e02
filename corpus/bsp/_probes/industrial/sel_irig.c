/* SEL irig probe: include/linux/irig.h uses only __u32/__s32/__u16/__s16 (kernel view identical) */
#include <linux/types.h>
#include "probe.h"
#include "../../sel_irig/include/linux/irig.h"
P(sizeof_irig_time, S(struct irig_time))
P(off_irig_time_year, O(struct irig_time, year))
P(off_irig_time_time_offset, O(struct irig_time, time_offset))
P(IRIG_IOC_R_FRC, IRIG_IOC_R_FRC)
P(IRIG_IOC_R_TS_IRIG_1PPS, IRIG_IOC_R_TS_IRIG_1PPS)
P(IRIG_IOC_R_TS_PPS, IRIG_IOC_R_TS_PPS)
P(IRIG_IOC_R_TS_DIFF, IRIG_IOC_R_TS_DIFF)
P(IRIG_IOC_W_TIME_OFF, IRIG_IOC_W_TIME_OFF)
P(IRIG_IOC_R_TIME_OFF, IRIG_IOC_R_TIME_OFF)
