#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct iw_stamp {
	__u32 seq;
	struct timeval when;
};

struct iw_other {
	__u32 a;
};

#define IW_GET _IOR('w', 1, struct iw_stamp)
#define IW_SET _IOW('w', 2, struct iw_stamp)
#define IW_OTHER _IOR('w', 3, struct iw_other)

/* the driver's own copy helper, used by every command */
static int iw_put(void __user *to, void *from, int len)
{
	if (copy_to_user(to, from, len))
		return -EFAULT;
	return 0;
}

/*
 * The worker: its dispatcher (elsewhere) hands it a minor number
 * besides the command and argument.
 */
int iw_worker(int minor, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct iw_stamp st;
	struct iw_other o = { 0 };
	int r;

	switch (cmd) {
	case IW_GET:
		st.seq = minor;
		if ((r = iw_put(argp, &st, sizeof(struct iw_stamp))))
			return r;
		break;
	case IW_SET:
		if (copy_from_user(&st, argp, sizeof(st)))
			return -EFAULT;
		break;
	case IW_OTHER:
		return iw_put(argp, &o, sizeof(o));
	default:
		return -ENOTTY;
	}
	return 0;
}
