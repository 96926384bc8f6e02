/*
 * A v4l2 subdev whose core ops have a .compat_ioctl32 of their own, for a
 * command without time whose argument holds a pointer, spelled "&fn" and
 * built with CONFIG_COMPAT only.  It keeps its place: the core ops' member
 * now names a function that hands the table's commands to compat_time and
 * the others to it, as before.
 */
#include <linux/compat.h>
#include <linux/videodev2.h>
#include <media/v4l2-subdev.h>

struct sd_stat {
	struct timeval ts;
	__u32 frame;
};

struct sd_buf {
	void __user *data;
	__u32 len;
};

#define VIDIOC_SD_STAT _IOWR('V', BASE_VIDIOC_PRIVATE + 1, struct sd_stat)
#define VIDIOC_SD_BUF _IOW('V', BASE_VIDIOC_PRIVATE + 2, struct sd_buf)

static long sd_ioctl(struct v4l2_subdev *sd, unsigned int cmd, void *arg)
{
	struct sd_stat *st = arg;

	switch (cmd) {
	case VIDIOC_SD_STAT:
		st->frame = 1;
		return 0;
	case VIDIOC_SD_BUF:
		return 0;
	default:
		return -ENOIOCTLCMD;
	}
}

#ifdef CONFIG_COMPAT
struct sd_buf32 {
	compat_uptr_t data;
	__u32 len;
};

#define VIDIOC_SD_BUF32 _IOW('V', BASE_VIDIOC_PRIVATE + 2, struct sd_buf32)

static long sd_compat_ioctl32(struct v4l2_subdev *sd, unsigned int cmd,
			      unsigned long arg)
{
	struct sd_buf32 b32;
	struct sd_buf b;

	if (cmd != VIDIOC_SD_BUF32)
		return -ENOIOCTLCMD;
	if (copy_from_user(&b32, compat_ptr(arg), sizeof(b32)))
		return -EFAULT;
	b.data = compat_ptr(b32.data);
	b.len = b32.len;
	return sd_ioctl(sd, VIDIOC_SD_BUF, &b);
}
#endif

static const struct v4l2_subdev_core_ops sd_core_ops = {
	.ioctl = &sd_ioctl,
#ifdef CONFIG_COMPAT
	.compat_ioctl32 = &sd_compat_ioctl32,
#endif
};
