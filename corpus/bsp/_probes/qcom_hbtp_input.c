/* Qualcomm hbtp_input probe: include/uapi/linux/hbtp_input.h byte-exact (caller's view) */
#include <stdint.h>
#include <stdbool.h>
#include <sys/time.h>
#include "probe.h"
#include <linux/hbtp_input.h>
P(sizeof_hbtp_input_mt, S(struct hbtp_input_mt))
P(off_hbtp_input_mt_time_val, O(struct hbtp_input_mt, time_val))
P(sizeof_hbtp_input_touch, S(struct hbtp_input_touch))
P(HBTP_SET_ABSPARAM, HBTP_SET_ABSPARAM)
P(HBTP_SET_TOUCHDATA, HBTP_SET_TOUCHDATA)
P(HBTP_SET_KEYDATA, HBTP_SET_KEYDATA)
P(HBTP_SET_SENSORDATA, HBTP_SET_SENSORDATA)
