// SPDX-License-Identifier: GPL-2.0
/* fixture driver: FX_KSET served with its compat sibling FX_KSET32 */
#include <linux/fx_kbase.h>
#include <uapi/linux/fx_kview.h>

static long fx_kioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_KSET:
	case FX_KGET:
	case FX_KSET32:
	case FX_KGONE:
		return 0;
	}
	return -ENOTTY;
}
