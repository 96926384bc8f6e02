/*
 * A v4l2 subdev whose node gets file operations of the driver's own, as
 * Qualcomm's camera drivers give theirs: a copy of v4l2_subdev_fops with
 * a .compat_ioctl32 set by assignment, which 32-bit processes on a 64-bit
 * kernel reach instead of the core ops' .compat_ioctl32.  The table
 * serves the native callers; the core ops get no .compat_ioctl32 nobody
 * would call, and the rewrite says, with file:line, that the others are
 * left as they are, and exits 3.
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

static long sd_node_compat_ioctl32(struct file *file, unsigned int cmd,
				   unsigned long arg)
{
	return -ENOIOCTLCMD;
}

static struct v4l2_file_operations sd_node_fops;

static void sd_node_init(struct v4l2_subdev *sd)
{
	sd_node_fops = v4l2_subdev_fops;
	sd_node_fops.compat_ioctl32 = sd_node_compat_ioctl32;
	sd->devnode->fops = &sd_node_fops;
}
