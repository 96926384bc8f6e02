/* probe shim: uapi videodev2.h of this 3.10 tree still includes <linux/compiler.h>; user space has none */
