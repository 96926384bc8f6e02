/* qcom msm_isp (VFE32) probe: includes the vendor uapi header byte-exact */
#include <stdint.h>
#include <sys/time.h>
#include "probe.h"
#include <media/msmb_isp.h>
P(sizeof_msm_isp32_event_data, S(struct msm_isp32_event_data))
P(off_timestamp, O(struct msm_isp32_event_data, timestamp))
P(off_mono_timestamp, O(struct msm_isp32_event_data, mono_timestamp))
P(off_input_intf, O(struct msm_isp32_event_data, input_intf))
P(off_frame_id, O(struct msm_isp32_event_data, frame_id))
P(off_u, O(struct msm_isp32_event_data, u))
P(off_is_skip_pproc, O(struct msm_isp32_event_data, is_skip_pproc))
P(sizeof_msm_isp_event_data, S(struct msm_isp_event_data))
P(VIDIOC_MSM_ISP_BUF_DONE, VIDIOC_MSM_ISP_BUF_DONE)
P(sizeof_v4l2_event, S(struct v4l2_event))
