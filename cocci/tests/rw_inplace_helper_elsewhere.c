#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct ihe_req {
	__u32 id;
	time_t when;
};

#define IHE_REQ _IOW('h', 1, struct ihe_req)

static int ihe_request(void __user *uarg)
{
	struct ihe_req req;

	if (copy_from_user(&req, uarg, sizeof(req)))
		return -EFAULT;
	return 0;
}

int ihe_worker(int minor, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case IHE_REQ:
		return ihe_request((void __user *)arg);
	}
	return -ENOTTY;
}

int ihe_write(const char __user *buf)
{
	return ihe_request((void __user *)buf);
}
