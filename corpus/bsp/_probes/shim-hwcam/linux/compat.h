/* probe shim: include/media/huawei/camera.h includes <linux/compat.h> (kernel-only); empty for the caller's view */
