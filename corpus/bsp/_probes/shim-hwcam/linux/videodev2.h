/* probe shim: use the vendor tree's own uapi videodev2.h (Huawei-modified struct v4l2_event, u.data[128]) */
#include "../../../hisi_hwcam/include/uapi/linux/videodev2.h"
