#include <linux/fs.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

struct fw_arg {
	struct timespec ts;
};

#define FW_GET _IOR('f', 1, struct fw_arg)

static DEFINE_MUTEX(fw_lock);

static long fw_do_ioctl(struct file *file, unsigned int cmd, void __user *argp)
{
	struct fw_arg v = { 0 };

	switch (cmd) {
	case FW_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static long fw_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	long ret;

	mutex_lock(&fw_lock);
	ret = fw_do_ioctl(file, cmd, (void __user *)arg);
	mutex_unlock(&fw_lock);
	return ret;
}

static const struct file_operations fw_fops = {
	.unlocked_ioctl = fw_ioctl,
};
