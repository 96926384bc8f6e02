// SPDX-License-Identifier: GPL-2.0
/* fixture driver: the aliases have the cases */
#include <linux/fs.h>
#include <uapi/linux/fx_sn.h>
#include <uapi/linux/fx_sn2.h>

static long fx_sn_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_SN_SET_NAME_A:
	case FX_SN_SET_NAME_B:
		return fx_sn_set_name(file, (const char __user *)arg);
	case FX_SN_GET:
		return fx_sn_get(file, arg);
	}
	return -ENOTTY;
}

static long fx_sn2_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_SN2_PEEK:
		return fx_sn2_peek(file, arg);
	}
	return -ENOTTY;
}

static const struct file_operations fx_sn_fops = {
	.unlocked_ioctl	= fx_sn_ioctl,
	.compat_ioctl	= compat_ptr_ioctl,
};
