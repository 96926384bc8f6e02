#include "md_uapi.h"

static long beta_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	if (cmd == MD_GET_ID)
		return 1;
	switch (cmd) {
	case MD_GET_STAMP:
		return 0;
	default:
		return -ENOTTY;
	}
}
