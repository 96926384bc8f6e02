/*
 * A v4l2 subdev's private command through its core .ioctl, which the
 * subdev core calls with the argument copied, for native callers only:
 * 32-bit processes on a 64-bit kernel come in through .compat_ioctl32,
 * which this driver has not.  The table serves the native callers, and
 * the core ops get a .compat_ioctl32, under CONFIG_COMPAT, that hands
 * the same table the others' arguments as they came.
 */
#include <linux/videodev2.h>
#include <media/v4l2-subdev.h>

struct sd_stat {
	struct timeval ts;
	__u32 frame;
};

#define VIDIOC_SD_STAT _IOWR('V', BASE_VIDIOC_PRIVATE + 1, struct sd_stat)

static long sd_ioctl(struct v4l2_subdev *sd, unsigned int cmd, void *arg)
{
	struct sd_stat *st = arg;

	switch (cmd) {
	case VIDIOC_SD_STAT:
		st->frame = 1;
		return 0;
	default:
		return -ENOIOCTLCMD;
	}
}

static const struct v4l2_subdev_core_ops sd_core_ops = {
	.ioctl = sd_ioctl,
};
