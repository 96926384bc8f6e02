// SPDX-License-Identifier: GPL-2.0
/* fixture driver: a compat handler that translates the time32 number and
 * passes the others to the native handler
 */
#include <linux/fs.h>
#include <linux/compat.h>
#include <uapi/linux/fx_ts.h>

struct fx_tp_req32 {
	int fd;
	int ret;
	struct old_timespec32 stamp[2];
};

#define FX_TP_REQ32	_IOWR('T', 0, struct fx_tp_req32)
#define FX_TQ_REQ32	_IOWR('U', 0, struct fx_tp_req32)

static long fx_tp_ioctl(struct file *file, unsigned int cmd,
			unsigned long arg)
{
	if (cmd == FX_TP_REQ)
		return fx_tp_req(file, (void __user *)arg);
	return -ENOTTY;
}

static long fx_tp_compat_ioctl(struct file *file, unsigned int cmd,
			       unsigned long arg)
{
	switch (cmd) {
	case FX_TP_REQ32:
		return fx_tp_req32(file, compat_ptr(arg));
	}
	return fx_tp_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}

static const struct file_operations fx_tp_fops = {
	.unlocked_ioctl	= fx_tp_ioctl,
	.compat_ioctl	= fx_tp_compat_ioctl,
};

static long fx_tq_ioctl(struct file *file, unsigned int cmd,
			unsigned long arg)
{
	switch (cmd) {
	case FX_TQ_REQ:
		return fx_tp_req(file, (void __user *)arg);
	}
	return -ENOTTY;
}

static long fx_tq_compat_ioctl(struct file *file, unsigned int cmd,
			       unsigned long arg)
{
	switch (cmd) {
	case FX_TQ_REQ32:
		return fx_tp_req32(file, compat_ptr(arg));
	}
	return fx_generic_compat_ioctl(file, cmd, arg);
}

static const struct file_operations fx_tq_fops = {
	.unlocked_ioctl	= fx_tq_ioctl,
	.compat_ioctl	= fx_tq_compat_ioctl,
};
