/* probe shim: vipx-ioctl.h includes <linux/uaccess.h> (kernel-only); empty for the caller view */
