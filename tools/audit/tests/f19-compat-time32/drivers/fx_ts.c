// SPDX-License-Identifier: GPL-2.0
/* fixture driver: numbers defined in the .c file (user space carries a
 * copy), measured with -p
 */
#include <linux/fs.h>
#include <uapi/linux/fx_ts.h>

/* finding: i386_t64 and arm_t64 send the x86_64 number, which
 * fx_ts_compat_ioctl has no case for */
#define FX_TS_REQ	_IOWR('S', 0, struct fx_ts_req)
/* served: the same number everywhere, FX_TS_INFO32 */
#define FX_TS_INFO	_IOWR('S', 1, struct fx_ts_info)
/* served: every 32-bit number is FX_TS_ADDR32's */
#define FX_TS_ADDR	_IOW('S', 2, unsigned long)

long fx_ts_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	if (_IOC_SIZE(cmd) > sizeof(struct fx_ts_req))
		return -EINVAL;
	switch (cmd) {
	case FX_TS_REQ:
		return fx_ts_req(file, (void __user *)arg);
	case FX_TS_INFO:
		return fx_ts_info(file, (void __user *)arg);
	case FX_TS_ADDR:
		return fx_ts_addr(file, arg);
	default:
		pr_err("fx_ts: unknown command %x\n", cmd);
		return -EINVAL;
	}
}

static const struct file_operations fx_ts_fops = {
	.owner		= THIS_MODULE,
	.unlocked_ioctl	= fx_ts_ioctl,
	.compat_ioctl	= fx_ts_compat_ioctl,
};
