// read() and write() that copy a record with time (reported), and one without (not).
#include <linux/fs.h>
#include <linux/uaccess.h>

struct rec_event {
	struct timeval time;
	__u32 code;
};

struct rec_plain {
	__u64 sec;
	__u32 nsec;
};

static ssize_t rec_read(struct file *file, char __user *buf, size_t count,
			loff_t *pos)
{
	struct rec_event ev = {};
	struct rec_plain pl = {};

	if (copy_to_user(buf, &ev, sizeof(ev)))
		return -EFAULT;
	if (copy_to_user(buf + sizeof(ev), &pl, sizeof(pl)))
		return -EFAULT;
	return sizeof(ev) + sizeof(pl);
}

static ssize_t rec_write(struct file *file, const char __user *buf,
			 size_t count, loff_t *pos)
{
	struct rec_event *ev = file->private_data;

	if (copy_from_user(ev, buf, sizeof(*ev)))
		return -EFAULT;
	return sizeof(*ev);
}

static const struct file_operations rec_fops = {
	.read = rec_read,
	.write = &rec_write,
};
