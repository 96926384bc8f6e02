/* probe shim: vipx-ioctl.h includes <linux/fs.h> (kernel-only); empty for the caller view */
