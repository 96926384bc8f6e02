/* qcom msm_camera v1 probe: vendor header byte-exact; MSM_CAMERA_GCC selects <time.h> (caller's libc view) */
#define MSM_CAMERA_GCC 1
#include <stdint.h>
#include "probe.h"
#include <media/msm_camera.h>
P(sizeof_msm_frame, S(struct msm_frame))
P(off_msm_frame_ts, O(struct msm_frame, ts))
P(off_msm_frame_path, O(struct msm_frame, path))
P(off_msm_frame_buffer, O(struct msm_frame, buffer))
P(off_msm_frame_fd, O(struct msm_frame, fd))
P(off_msm_frame_roi_info, O(struct msm_frame, roi_info))
P(sizeof_timespec, S(struct timespec))
P(sizeof_msm_stats_event_ctrl, S(struct msm_stats_event_ctrl))
P(MSM_CAM_IOCTL_GETFRAME, MSM_CAM_IOCTL_GETFRAME)
P(MSM_CAM_IOCTL_RELEASE_FRAME_BUFFER, MSM_CAM_IOCTL_RELEASE_FRAME_BUFFER)
P(MSM_CAM_IOCTL_GET_STATS, MSM_CAM_IOCTL_GET_STATS)
