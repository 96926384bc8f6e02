// SPDX-License-Identifier: GPL-2.0
/* ppp's PPPIOCGIDLE shape. */
#include <linux/fs.h>
#include <linux/jiffies.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include "rwkt.h"

static unsigned long rwkt_last;

static long rwkt_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct rwkt_idle idle;

	switch (cmd) {
	case RWKT_GIDLE:
		idle.xmit_idle = (jiffies - rwkt_last) / HZ;
		idle.recv_idle = idle.xmit_idle;
		if (copy_to_user((void __user *)arg, &idle, sizeof(idle)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations rwkt_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwkt_ioctl,
};

static int __init rwkt_init(void)
{
	rwkt_last = jiffies;
	return register_chrdev(246, "rwkt", &rwkt_fops) < 0 ? -EBUSY : 0;
}

static void __exit rwkt_exit(void)
{
	unregister_chrdev(246, "rwkt");
}

module_init(rwkt_init);
module_exit(rwkt_exit);
MODULE_LICENSE("GPL");
