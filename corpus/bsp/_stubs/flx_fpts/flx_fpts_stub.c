// SPDX-License-Identifier: GPL-2.0
/*
 * A stub FPTS for make try (corpus/bsp/flx_fpts, Flexibilis' driver): the
 * platform device the driver binds to, with the platform_data and the
 * register window its probe asks for.  Nothing answers in that window
 * (QEMU's x86 machines read all-ones from an unassigned address, which
 * no arm machine does), so the device comes up and serves its ioctls,
 * and never has an event to read.
 */
#include <linux/ioport.h>
#include <linux/module.h>
#include <linux/platform_device.h>

/* The driver's struct flx_fpts_cfg (flx_fpts_hw_type.h), without
 * CONFIG_FLX_BUS. */
struct flx_fpts_stub_cfg {
	u32 baseaddr;
	unsigned int irq;
};

/* Above the guest's 1 GiB of RAM, below the PCI devices' windows. */
#define FLX_FPTS_STUB_BASE	0x80000000
#define FLX_FPTS_STUB_SIZE	0x2000	/* its registers are at 0x1000-0x1112 */

static struct platform_device *flx_fpts_stub;

static int __init flx_fpts_stub_init(void)
{
	static const struct flx_fpts_stub_cfg cfg = {
		.baseaddr = FLX_FPTS_STUB_BASE,
	};
	static const struct resource res[] = {
		DEFINE_RES_MEM(FLX_FPTS_STUB_BASE, FLX_FPTS_STUB_SIZE),
	};

	flx_fpts_stub = platform_device_register_resndata(NULL, "flx_fpts", 0,
							  res, ARRAY_SIZE(res),
							  &cfg, sizeof(cfg));
	return PTR_ERR_OR_ZERO(flx_fpts_stub);
}
module_init(flx_fpts_stub_init);

static void __exit flx_fpts_stub_exit(void)
{
	platform_device_unregister(flx_fpts_stub);
}
module_exit(flx_fpts_stub_exit);

MODULE_DESCRIPTION("a stub Flexibilis FPTS device, for make try");
MODULE_LICENSE("GPL");
