// SPDX-License-Identifier: GPL-2.0
/* fixture driver: enum-form definitions */
#include <uapi/linux/fx_edge.h>

enum {
	FX_MULTI32 = _IOWR('e', 0x51, struct fx_bits32),
};

static long fx_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_MULTI: case FX_MULTI32:
		return 0;
	}
	return -ENOTTY;
}
