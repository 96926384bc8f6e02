// SPDX-License-Identifier: GPL-2.0
/* fixture driver: no compat handling */
#include <uapi/linux/fx_arch.h>

static long fx_aioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_AREGS:
	case FX_AS390:
	case FX_AS390_FLAGS:
		return 0;
	}
	return -ENOTTY;
}
