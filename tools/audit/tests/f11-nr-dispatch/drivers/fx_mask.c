// SPDX-License-Identifier: GPL-2.0
/* fixture driver: a switch that masks the size of the command */
#include <linux/fs.h>
#include <uapi/linux/fx_mask.h>

#define FX_MASK_SIZE(nr)	((nr) & ~(_IOC_SIZEMASK << _IOC_SIZESHIFT))

static long fx_mask_do_ioctl(struct file *file, unsigned int cmd,
			     void __user *p, int compat)
{
	switch (FX_MASK_SIZE(cmd)) {
	case FX_MASK_SIZE(FX_MASK_UPLOAD):
		return fx_mask_upload(file, p, _IOC_SIZE(cmd), compat);
	case FX_MASK_SIZE(FX_MASK_MOVED):
		return fx_mask_moved(file, p);
	}
	return -ENOTTY;
}

static long fx_mask_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	return fx_mask_do_ioctl(file, cmd, (void __user *)arg, 0);
}

static long fx_mask_ioctl_compat(struct file *file, unsigned int cmd,
				 unsigned long arg)
{
	return fx_mask_do_ioctl(file, cmd, compat_ptr(arg), 1);
}

static const struct file_operations fx_mask_fops = {
	.unlocked_ioctl	= fx_mask_ioctl,
	.compat_ioctl	= fx_mask_ioctl_compat,
};
