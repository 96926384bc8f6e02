#include <linux/ioctl.h>

/* a macro that uses "type" as a type: Coccinelle takes it for a typedef */
#define rwmu_first(queue, type, member) ({ \
	type *node = list_first_entry_or_null(queue, type, member); \
	node; \
})

enum rwmu_kind {
	RWMU_A,
	RWMU_B,
};

struct rwmu_info {
	__u32 id;
	struct timeval stamp;
	enum rwmu_kind type;
	__u32 flags;
};

#define RWMU_GET _IOR('u', 1, struct rwmu_info)

static long rwmu_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct rwmu_info info = { 0 };

	switch (cmd) {
	case RWMU_GET:
		if (copy_to_user((void __user *)arg, &info, sizeof(info)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations rwmu_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rwmu_ioctl,
};
