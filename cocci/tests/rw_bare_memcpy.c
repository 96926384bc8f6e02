// SPDX-License-Identifier: GPL-2.0
/*
 * rw_bare_c's shape, but the case's local is filled by memcpy() from an
 * object of the old type: converted, and said, since the compiler does
 * not compare memcpy()'s types.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

#define BC_MAGIC	'='
#define BC_GET_TIME	_IOR(BC_MAGIC, 1, struct timespec)	/* card */
#define BC_GET_SYS	_IOR(BC_MAGIC, 2, struct timespec)
#define BC_GET_OFFSET	_IOR(BC_MAGIC, 4, s64)
#define BC_UNUSED	_IOR(BC_MAGIC, 9, struct timeval)

static s64 bc_card_ns;
static struct timespec bc_last;

static long bc_ioctl(struct file *filp, unsigned int cmd, unsigned long arg)
{
	struct timespec card;
	int err = 0;

	switch (cmd) {
	case BC_GET_TIME:
		card.tv_sec = div_s64(bc_card_ns, NSEC_PER_SEC);
		card.tv_nsec = 0;
		if (copy_to_user((void __user *)arg, &card, sizeof(card)))
			err = -EFAULT;
		break;
	case BC_GET_SYS: {
		struct timespec now = {0};

		memcpy(&now, &bc_last, sizeof(now));
		if (copy_to_user((void __user *)arg, &now, sizeof(now)))
			err = -EFAULT;
		break;
	}
	case BC_GET_OFFSET: {
		s64 offset = bc_card_ns;

		if (copy_to_user((void __user *)arg, &offset, sizeof(offset)))
			err = -EFAULT;
		break;
	}
	default:
		err = -ENOTTY;
		break;
	}
	return err;
}

struct file_operations bc_fops = {
	.owner =		THIS_MODULE,
	.unlocked_ioctl =	bc_ioctl,
};

static int bc_init(void)
{
	return register_chrdev(246, "bc", &bc_fops) < 0 ? -EBUSY : 0;
}

static void __exit bc_exit(void)
{
	unregister_chrdev(246, "bc");
}

module_init(bc_init);
module_exit(bc_exit);
MODULE_LICENSE("GPL");
