#include <linux/fs.h>
#include <linux/ioctl.h>
#include <linux/module.h>

struct rw2_a {
	struct timeval tv;
};

struct rw2_b {
	__u32 id;
	time_t t[2];
};

#define RW2_GET_A _IOR('2', 1, struct rw2_a)
#define RW2_GET_B _IOR('2', 2, struct rw2_b)
#define RW2_SET_A _IOW('2', 3, struct rw2_a)

static long rw2_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case RW2_GET_A:
	case RW2_SET_A:
		return 0;
	case RW2_GET_B:
		return 1;
	}
	return -ENOTTY;
}

static const struct file_operations rw2_fops = {
	.unlocked_ioctl = rw2_ioctl,
};

static int rw2_major;

static int __init rw2_init(void)
{
	rw2_major = register_chrdev(0, "rw2", &rw2_fops);
	return rw2_major < 0 ? rw2_major : 0;
}
module_init(rw2_init);

static void __exit rw2_exit(void)
{
	unregister_chrdev(rw2_major, "rw2");
}
module_exit(rw2_exit);
