#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "hdr.h"

static struct hdr_log hdr_log;

static long hdr_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case HDR_GET_LOG:
		if (copy_to_user(argp, &hdr_log, sizeof(hdr_log)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations hdr_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = hdr_ioctl,
};

static int __init hdr_init(void)
{
	return register_chrdev(0, "hdr", &hdr_fops) < 0 ? -EBUSY : 0;
}
module_init(hdr_init);
MODULE_LICENSE("GPL");
