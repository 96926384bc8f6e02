/* HiSilicon/Huawei hwcam probe.
   Caller's view: vendor include/media/huawei/camera.h + the tree's uapi videodev2.h, byte-exact.
   Kernel compat view: struct v4l2_event32 / hwcam_buf_status_t32 transcribed from
   drivers/media/huawei/camera/hwcam_compat32.h:12-28 and :96-101 (compat_timespec/compat_timeval = two s32),
   compiled here with the 64-bit compilers = what an x86_64 / arm64 kernel builds. */
#include <stdint.h>
#include <string.h>
#include <stdbool.h>
#include <errno.h>
#include <sys/time.h>
#include "probe.h"
#include <media/huawei/camera.h>
struct k_compat_timespec { int32_t tv_sec; int32_t tv_nsec; };
struct k_compat_timeval { int32_t tv_sec; int32_t tv_usec; };
struct v4l2_event32 {
	__u32				type;
	union {
		struct v4l2_event_vsync		vsync;
		struct v4l2_event_ctrl		ctrl;
		struct v4l2_event_frame_sync	frame_sync;
		__u8			data[128];
	} u;
	__u32				pending;
	__u32				sequence;
	struct k_compat_timespec		timestamp;
	__u32				id;
	__u32				reserved[8];
};
typedef struct _tag_hwcam_buf_status32
{
    int id;
    int buf_status;
    struct k_compat_timeval tv;
} hwcam_buf_status_t32;
#define HWCAM_V4L2_IOCTL_REQUEST_ACK32   _IOW('A', BASE_VIDIOC_PRIVATE + 0x20, struct v4l2_event32)
#define HWCAM_V4L2_IOCTL_NOTIFY32	_IOW('A', BASE_VIDIOC_PRIVATE + 0x21, struct v4l2_event32)
#define HWCAM_V4L2_IOCTL_GET_BUF32   _IOR('A', BASE_VIDIOC_PRIVATE + 0x06, hwcam_buf_status_t32)
#define HWCAM_V4L2_IOCTL_PUT_BUF32   _IOW('A', BASE_VIDIOC_PRIVATE + 0x07, hwcam_buf_status_t32)
#define HWCAM_V4L2_IOCTL_BUF_DONE32   _IOW('A', BASE_VIDIOC_PRIVATE + 0x08, hwcam_buf_status_t32)

P(sizeof_hwcam_buf_status_t, S(hwcam_buf_status_t))
P(off_hwcam_buf_status_t_tv, O(hwcam_buf_status_t, tv))
P(sizeof_v4l2_event, S(struct v4l2_event))
P(off_v4l2_event_u, O(struct v4l2_event, u))
P(off_v4l2_event_timestamp, O(struct v4l2_event, timestamp))
P(off_v4l2_event_id, O(struct v4l2_event, id))
P(HWCAM_V4L2_IOCTL_GET_BUF, HWCAM_V4L2_IOCTL_GET_BUF)
P(HWCAM_V4L2_IOCTL_PUT_BUF, HWCAM_V4L2_IOCTL_PUT_BUF)
P(HWCAM_V4L2_IOCTL_BUF_DONE, HWCAM_V4L2_IOCTL_BUF_DONE)
P(HWCAM_V4L2_IOCTL_REQUEST_ACK, HWCAM_V4L2_IOCTL_REQUEST_ACK)
P(HWCAM_V4L2_IOCTL_NOTIFY, HWCAM_V4L2_IOCTL_NOTIFY)
P(k32_sizeof_hwcam_buf_status_t32, S(hwcam_buf_status_t32))
P(k32_sizeof_v4l2_event32, S(struct v4l2_event32))
P(k32_off_v4l2_event32_u, O(struct v4l2_event32, u))
P(k32_off_v4l2_event32_timestamp, O(struct v4l2_event32, timestamp))
P(k32_HWCAM_V4L2_IOCTL_GET_BUF32, HWCAM_V4L2_IOCTL_GET_BUF32)
P(k32_HWCAM_V4L2_IOCTL_PUT_BUF32, HWCAM_V4L2_IOCTL_PUT_BUF32)
P(k32_HWCAM_V4L2_IOCTL_BUF_DONE32, HWCAM_V4L2_IOCTL_BUF_DONE32)
P(k32_HWCAM_V4L2_IOCTL_REQUEST_ACK32, HWCAM_V4L2_IOCTL_REQUEST_ACK32)
P(k32_HWCAM_V4L2_IOCTL_NOTIFY32, HWCAM_V4L2_IOCTL_NOTIFY32)
