// SPDX-License-Identifier: GPL-2.0
/* fixture driver: the compat handler rewrites the size of small numbers */
#include <linux/fs.h>
#include <uapi/linux/fx_fix.h>

static long fx_fix_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_FIX_GET_REG:
		return fx_get(file, (void __user *)arg);
	case FX_FIX_SET_REG:
		return fx_set(file, (void __user *)arg);
	case FX_FIX_BIG:
		return fx_big(file, (void __user *)arg);
	}
	return -ENOTTY;
}

static long fx_fix_compat_ioctl(struct file *file, unsigned int cmd,
				unsigned long arg)
{
	if (_IOC_NR(cmd) <= 3 && _IOC_SIZE(cmd) == sizeof(compat_uptr_t)) {
		cmd &= ~(_IOC_SIZEMASK << _IOC_SIZESHIFT);
		cmd |= sizeof(void *) << _IOC_SIZESHIFT;
	}
	return fx_fix_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}
