/* Samsung Exynos VIPx probe.
   Caller's view: drivers/vision/vipx/vipx-ioctl.h (+ vs4l.h, vipx-common-type.h) byte-exact, <linux/fs.h>/<linux/uaccess.h> shimmed empty.
   Kernel compat view: the *32 structs and VIPX_IOC_*32 numbers transcribed from vipx-compat-ioctl.c:21-86
   (compat_timespec = two s32), read in the x86_64 / arm64 columns (= what a 64-bit kernel compiles). */
#include <stdint.h>
#include <linux/types.h>
#include <time.h>
#include <sys/time.h>
#include <sys/ioctl.h>
#include "probe.h"
#include "vipx-ioctl.h"
struct compat_timespec { int32_t tv_sec; int32_t tv_nsec; };
struct vipx_ioc_load_kernel_binary32 {
	unsigned int			size;
	unsigned int			global_id;
	int				kernel_fd;
	unsigned int			kernel_size;
	int				ret;
	struct compat_timespec		timestamp[4];
	int				reserved[2];
};
struct vipx_ioc_unload_kernel_binary32 {
	unsigned int			size;
	unsigned int			global_id;
	int				kernel_fd;
	unsigned int			kernel_size;
	int				ret;
	struct compat_timespec		timestamp[4];
	int				reserved[2];
};
struct vipx_ioc_load_graph_info32 {
	unsigned int			size;
	struct vipx_common_graph_info	graph_info;
	int				ret;
	struct compat_timespec		timestamp[4];
	int				reserved[2];
};
struct vipx_ioc_unload_graph_info32 {
	unsigned int			size;
	unsigned int			graph_id;
	int				ret;
	struct compat_timespec		timestamp[4];
	int				reserved[2];
};
struct vipx_ioc_execute_submodel32 {
	unsigned int			size;
	struct vipx_common_execute_info	execute_info;
	int				ret;
	struct compat_timespec		timestamp[4];
	int				reserved[2];
};
#define VIPX_IOC_LOAD_KERNEL_BINARY32	\
	_IOWR('V', 0, struct vipx_ioc_load_kernel_binary32)
#define VIPX_IOC_UNLOAD_KERNEL_BINARY32	\
	_IOWR('V', 1, struct vipx_ioc_unload_kernel_binary32)
#define VIPX_IOC_LOAD_GRAPH_INFO32	\
	_IOWR('V', 2, struct vipx_ioc_load_graph_info32)
#define VIPX_IOC_UNLOAD_GRAPH_INFO32	\
	_IOWR('V', 3, struct vipx_ioc_unload_graph_info32)
#define VIPX_IOC_EXECUTE_SUBMODEL32	\
	_IOWR('V', 4, struct vipx_ioc_execute_submodel32)
P(sizeof_load_kernel_binary, S(struct vipx_ioc_load_kernel_binary))
P(off_load_kernel_binary_timestamp, O(struct vipx_ioc_load_kernel_binary, timestamp))
P(sizeof_unload_kernel_binary, S(struct vipx_ioc_unload_kernel_binary))
P(sizeof_load_graph_info, S(struct vipx_ioc_load_graph_info))
P(off_load_graph_info_timestamp, O(struct vipx_ioc_load_graph_info, timestamp))
P(sizeof_unload_graph_info, S(struct vipx_ioc_unload_graph_info))
P(off_unload_graph_info_timestamp, O(struct vipx_ioc_unload_graph_info, timestamp))
P(sizeof_execute_submodel, S(struct vipx_ioc_execute_submodel))
P(off_execute_submodel_timestamp, O(struct vipx_ioc_execute_submodel, timestamp))
P(VIPX_IOC_LOAD_KERNEL_BINARY, VIPX_IOC_LOAD_KERNEL_BINARY)
P(VIPX_IOC_UNLOAD_KERNEL_BINARY, VIPX_IOC_UNLOAD_KERNEL_BINARY)
P(VIPX_IOC_LOAD_GRAPH_INFO, VIPX_IOC_LOAD_GRAPH_INFO)
P(VIPX_IOC_UNLOAD_GRAPH_INFO, VIPX_IOC_UNLOAD_GRAPH_INFO)
P(VIPX_IOC_EXECUTE_SUBMODEL, VIPX_IOC_EXECUTE_SUBMODEL)
P(k32_sizeof_load_kernel_binary32, S(struct vipx_ioc_load_kernel_binary32))
P(k32_sizeof_load_graph_info32, S(struct vipx_ioc_load_graph_info32))
P(k32_sizeof_execute_submodel32, S(struct vipx_ioc_execute_submodel32))
P(k32_VIPX_IOC_LOAD_KERNEL_BINARY32, VIPX_IOC_LOAD_KERNEL_BINARY32)
P(k32_VIPX_IOC_UNLOAD_KERNEL_BINARY32, VIPX_IOC_UNLOAD_KERNEL_BINARY32)
P(k32_VIPX_IOC_LOAD_GRAPH_INFO32, VIPX_IOC_LOAD_GRAPH_INFO32)
P(k32_VIPX_IOC_UNLOAD_GRAPH_INFO32, VIPX_IOC_UNLOAD_GRAPH_INFO32)
P(k32_VIPX_IOC_EXECUTE_SUBMODEL32, VIPX_IOC_EXECUTE_SUBMODEL32)
