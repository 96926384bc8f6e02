// SPDX-License-Identifier: GPL-2.0
/* fixture driver: a handler table indexed by _IOC_NR(cmd) */
#include <linux/fs.h>
#include <linux/fx_nr.h>

static int (* const ioctl_handlers[])(struct fx_client *, union fx_arg *) = {
	[0x00] = fx_get_info,
	[0x01] = fx_moved,
};

static long fx_nr_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct fx_client *client = file->private_data;
	union fx_arg buffer;
	int ret;

	if (_IOC_TYPE(cmd) != '#' ||
	    _IOC_NR(cmd) >= ARRAY_SIZE(ioctl_handlers) ||
	    _IOC_SIZE(cmd) > sizeof(buffer))
		return -ENOTTY;

	memset(&buffer, 0, sizeof(buffer));
	if (_IOC_DIR(cmd) & _IOC_WRITE)
		if (copy_from_user(&buffer, (void __user *)arg, _IOC_SIZE(cmd)))
			return -EFAULT;

	ret = ioctl_handlers[_IOC_NR(cmd)](client, &buffer);
	if (ret < 0)
		return ret;

	if (_IOC_DIR(cmd) & _IOC_READ)
		if (copy_to_user((void __user *)arg, &buffer, _IOC_SIZE(cmd)))
			return -EFAULT;
	return ret;
}

static const struct file_operations fx_nr_fops = {
	.unlocked_ioctl	= fx_nr_ioctl,
	.compat_ioctl	= compat_ptr_ioctl,
};
