#include <linux/ioctl.h>

/* A time case that passes the user pointer on: the helper is converted in place. */
struct rwsf_status {
	struct timespec tstamp;
	__u32 overruns;
};

#define RWSF_PVERSION _IOR('S', 0, int)
#define RWSF_STATUS _IOR('S', 1, struct rwsf_status)

static int rwsf_status(struct file *file, struct rwsf_status __user *u)
{
	struct rwsf_status st = { 0 };

	return copy_to_user(u, &st, sizeof(st)) ? -EFAULT : 0;
}

static long rwsf_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case RWSF_PVERSION:
		return put_user(1, (int __user *)argp);
	case RWSF_STATUS:
		return rwsf_status(file, argp);
	}
	return -ENOTTY;
}

static const struct file_operations rwsf_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwsf_ioctl,
};
