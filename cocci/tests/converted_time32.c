#include <linux/ioctl.h>

struct ct_buffer {
	__u32 index;
	struct timeval timestamp;
};

struct ct_buffer_time32 {
	__u32 index;
	struct old_timeval32 timestamp;
};

#define CT_DQBUF _IOWR('V', 17, struct ct_buffer)
#define CT_DQBUF_TIME32 _IOWR('V', 17, struct ct_buffer_time32)

static long ct_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case CT_DQBUF_TIME32:
		return 1;
	}
	return 0;
}
