#include "md_uapi.h"

static long alpha_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case MD_GET_STAMP:
		return 0;
	case MD_GET_ID:
		return 1;
	}
	return -ENOTTY;
}
