// SPDX-License-Identifier: GPL-2.0
/* A second dvb device in its own file: a table in each, no registration. */
#include <linux/fs.h>
#include <linux/ktime.h>
#include <linux/string.h>
#include <media/dvbdev.h>
#include "rwdvb_api.h"
#include "rwdvb_dev.h"

static int rwdvb_audio_ioctl(struct file *file, unsigned int cmd, void *parg)
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

static const struct file_operations rwdvb_audio_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = dvb_generic_ioctl,
};

static struct dvb_device rwdvb_audio = {
	.users = 6,
	.fops = &rwdvb_audio_fops,
	.kernel_ioctl = rwdvb_audio_ioctl,
};

int rwdvb_dev2_register(void)
{
	return rwdvb_audio.users ? 0 : -ENODEV;
}

void rwdvb_dev2_unregister(void)
{
}
