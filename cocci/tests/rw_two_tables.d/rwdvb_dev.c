// SPDX-License-Identifier: GPL-2.0
/* av7110_av.c's shape: a dvb_device's .kernel_ioctl, no module_init. */
#include <linux/fs.h>
#include <linux/ktime.h>
#include <linux/string.h>
#include <media/dvbdev.h>
#include "rwdvb_api.h"
#include "rwdvb_dev.h"

static int rwdvb_video_ioctl(struct file *file, unsigned int cmd, void *parg)
{
	struct rwdvb_event *event = parg;

	switch (cmd) {
	case RWDVB_GET_EVENT:
		memset(event, 0, sizeof(*event));
		event->type = RWDVB_EVENT_SIZE;
		event->timestamp = ktime_get_real_seconds();
		event->u.size.w = 720;
		return 0;
	case RWDVB_STOP:
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations rwdvb_video_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = dvb_generic_ioctl,
};

static struct dvb_device rwdvb_video = {
	.users = 6,
	.fops = &rwdvb_video_fops,
	.kernel_ioctl = rwdvb_video_ioctl,
};

int rwdvb_dev_register(void)
{
	return rwdvb_video.users ? 0 : -ENODEV;
}

void rwdvb_dev_unregister(void)
{
}
