/* lp's shape: a size-less number whose case copies a struct timeval. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

#define SL_SETTIMEOUT	0x060f

static long sl_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct timeval tv;

	switch (cmd) {
	case SL_SETTIMEOUT:
		if (copy_from_user(&tv, (void __user *)arg, sizeof(tv)))
			return -EFAULT;
		return 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations sl_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = sl_ioctl,
};

static int sl_major;

static int __init sl_init(void)
{
	sl_major = register_chrdev(0, "sl", &sl_fops);
	return sl_major < 0 ? sl_major : 0;
}
module_init(sl_init);

static void __exit sl_exit(void)
{
	unregister_chrdev(sl_major, "sl");
}
module_exit(sl_exit);
