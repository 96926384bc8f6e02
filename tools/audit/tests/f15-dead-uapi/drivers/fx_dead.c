// SPDX-License-Identifier: GPL-2.0
/* fixture driver: FX_DEAD_HRTGET is gone, only its name string is left */
#include <linux/fs.h>
#include <uapi/linux/fx_dead.h>

static const char * const fx_dead_names[] = {
	"FX_DEAD_HRTGET",
};

static long fx_dead_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	if (cmd == FX_DEAD_NEW_NAME)
		return fx_renamed(file, arg);
	/* the lower driver's number for it */
	return fx_lower_ioctl(file, FX_DEAD_FORWARDED, arg);
}
