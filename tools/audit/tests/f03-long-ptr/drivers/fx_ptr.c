// SPDX-License-Identifier: GPL-2.0
/* fixture driver: compat_ptr_ioctl only, no translation of FX_SUBMIT */
#include <linux/compat.h>
#include <uapi/linux/fx_ptr.h>

static long fx_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_SUBMIT:
		return fx_submit(f, arg);
	case FX_SUBMIT_FIXED:
		return fx_submit_fixed(f, arg);
	case FX_GET_LONG:
		return put_user(42L, (long __user *)arg);
	}
	return -ENOTTY;
}

static const struct file_operations fx_fops = {
	.unlocked_ioctl = fx_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};
