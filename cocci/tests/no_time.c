#include <linux/ioctl.h>

struct nt_counter {
	__u32 id;
	__s64 value;
	struct __kernel_timespec native;
	struct __kernel_sock_timeval native_tv;
};

#define NT_BUMP _IOWR('x', 1, struct nt_counter)
#define NT_SIZE64 _IOR('x', 2, __u64)

static long nt_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case NT_BUMP:
	case NT_SIZE64:
		return 0;
	}
	return -ENOTTY;
}
