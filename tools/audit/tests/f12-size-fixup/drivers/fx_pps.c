// SPDX-License-Identifier: GPL-2.0
/* fixture driver: the compat handler rebuilds cmd with a pointer's size */
#include <linux/fs.h>
#include <uapi/linux/fx_pps.h>

static long fx_pps_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_PPS_GETPARAMS:
		return fx_pps_get(file, arg);
	case FX_PPS_SETPARAMS:
		return fx_pps_set(file, arg);
	case FX_PPS_FETCH:
		return fx_pps_fetch(file, arg);
	}
	return -ENOTTY;
}

static long fx_pps_compat_ioctl(struct file *file, unsigned int cmd,
				unsigned long arg)
{
	cmd = _IOC(_IOC_DIR(cmd), _IOC_TYPE(cmd), _IOC_NR(cmd), sizeof(void *));
	return fx_pps_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}
