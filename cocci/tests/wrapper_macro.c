#include <linux/ioctl.h>

struct wm_vblank {
	__u32 seq;
	struct timeval tv;
};

#define DRM_IOWR(nr, type) _IOWR('d', nr, type)
#define WM_IOR(nr, type) _IOR('w', nr, type)

#define WM_WAIT_VBLANK DRM_IOWR(0x3a, struct wm_vblank)
#define WM_GET_VBLANK WM_IOR(0x01, struct wm_vblank)
