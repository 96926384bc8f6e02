#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct ih_req {
	__u32 id;
	struct timespec deadline;
};

#define IH_REQ _IOWR('h', 1, struct ih_req)

static int ih_request(void __user *uarg)
{
	struct ih_req req;

	if (copy_from_user(&req, uarg, sizeof(req)))
		return -EFAULT;
	return 0;
}

int ih_worker(int minor, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case IH_REQ:
		return ih_request((void __user *)arg);
	}
	return -ENOTTY;
}
