// SPDX-License-Identifier: GPL-2.0
/* fixture driver: one case, no compat handling */
#include <uapi/linux/fx_nest.h>

static long fx_nest_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_NEST_GET:
		return fx_nest_get(f, arg);
	}
	return -ENOTTY;
}
