/* probe shim: include/video/tegra_dc_ext.h includes <linux/compat.h>, which only exists
   inside the kernel; an empty stand-in lets a user-space caller's view be compiled. */
