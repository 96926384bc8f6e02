/*
 * In place: a time case whose block holds another command's label, a
 * jump into the middle of it.  Which label belongs to which case is read
 * as C reads it, and the case is refused, naming both.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/uaccess.h>

struct nl_req {
	__u32 id;
	struct timespec deadline;
};

#define NL_REQ _IOWR('n', 1, struct nl_req)
#define NL_PING _IO('n', 2)

int nl_worker(int minor, unsigned int cmd, unsigned long arg)
{
	struct nl_req req;

	switch (cmd) {
	case NL_REQ:
		if (copy_from_user(&req, (void __user *)arg, sizeof(req)))
			return -EFAULT;
		if (req.id) {
	case NL_PING:
			return 1;
		}
		return 0;
	}
	return -ENOTTY;
}
