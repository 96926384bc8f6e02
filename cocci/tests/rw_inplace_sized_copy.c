#include <linux/fs.h>
#include <linux/ioctl.h>
#include <linux/uaccess.h>

/*
 * The argument is copied before the switch by the size the number
 * encodes, for every command, into a union: not converted in place, said
 * with the line of that copy.
 */
struct rwsc_req {
	struct timespec stamp;
	int id;
};

union rwsc_arg {
	struct rwsc_req req;
	int version;
};

#define RWSC_REQ	_IOWR('s', 1, struct rwsc_req)
#define RWSC_VERSION	_IOR('s', 2, int)

int rwsc_do_req(struct file *file, struct rwsc_req *req);

long rwsc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	union rwsc_arg karg;
	void __user *uarg = (void __user *)arg;
	long ret;

	if (_IOC_SIZE(cmd) > sizeof(karg))
		return -EINVAL;
	if (copy_from_user(&karg, uarg, _IOC_SIZE(cmd)))
		return -EFAULT;
	switch (cmd) {
	case RWSC_REQ:
		ret = rwsc_do_req(file, &karg.req);
		break;
	case RWSC_VERSION:
		karg.version = 1;
		ret = 0;
		break;
	default:
		return -ENOTTY;
	}
	if (copy_to_user(uarg, &karg, _IOC_SIZE(cmd)))
		return -EFAULT;
	return ret;
}

static const struct file_operations rwsc_fops = {
	.unlocked_ioctl = rwsc_ioctl,
};
