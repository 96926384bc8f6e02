#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct gi_arg {
	struct timeval tv;
};

#define GI_GET _IOR('g', 1, struct gi_arg) /* read the time */

static long gi_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *argp = (void __user *)arg;
	struct gi_arg v = { 0 };

	switch (cmd) {
	case GI_GET:
		if (copy_to_user(argp, &v, sizeof(v)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static struct file_operations gi_fops = {
	owner: THIS_MODULE,
	unlocked_ioctl: gi_ioctl,
};

static int gi_major;

static int __init gi_init(void)
{
	gi_major = register_chrdev(0, "gi", &gi_fops);
	return gi_major < 0 ? gi_major : 0;
}
module_init(gi_init);

static void __exit gi_exit(void)
{
	unregister_chrdev(gi_major, "gi");
}
module_exit(gi_exit);
