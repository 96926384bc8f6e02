#include <linux/ioctl.h>

struct cc_arg {
	__u32 id;
	struct timespec when;
};

#define CC_GET _IOR('c', 1, struct cc_arg)
#define CC_SET _IOC(_IOC_WRITE, 'c', 2, sizeof(struct cc_arg))
#define CC_NOP _IOC(_IOC_NONE, 'c', 3, 0)

/* Dispatch by comparison instead of a switch. */
static long cc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	if (cmd == CC_GET)
		return 1;
	if (CC_SET == cmd)
		return 2;
	if (cmd == CC_NOP)
		return 3;
	return -ENOTTY;
}
