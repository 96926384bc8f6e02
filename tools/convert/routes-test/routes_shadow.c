// SPDX-License-Identifier: GPL-2.0
/*
 * tools/convert/routes.py --test: a v4l2 subdev whose core ops are wired
 * both ways, in a module that gives a node file operations of its own
 * whose .compat_ioctl32 does not serve the command: a copy of
 * v4l2_subdev_fops changed at run time, as Qualcomm's camera drivers do,
 * or, built with -DRT_SHADOW_BY_INIT, an initialiser.  32-bit callers of
 * that node never reach core->compat_ioctl32, so the route through it
 * proves nothing.
 */
#include <linux/compat_time.h>
#include <linux/module.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-subdev.h>

struct rt_arg {
	struct __kernel_timespec when;
};

#define RT_SHADOWED	_IOW('r', 10, struct rt_arg)

static long rt_kernel_handler(void *priv, unsigned int cmd, void *buf)
{
	return 0;
}

static const struct compat_time_field rt_fields[] = {
	COMPAT_TIME_TIMESPEC(struct rt_arg, when, 0),
};

static const struct compat_time_struct rt_desc =
	COMPAT_TIME_STRUCT(struct rt_arg, rt_fields);

static const struct compat_time_ioctl rt_shadow_ioctls[] = {
	COMPAT_TIME_IOCTL_KERNEL(RT_SHADOWED, rt_desc, rt_kernel_handler),
};

static struct compat_time_table rt_shadow_table = {
	.ioctls = rt_shadow_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_shadow_ioctls),
	.owner = THIS_MODULE,
};

static long rt_shadow_ioctl(struct v4l2_subdev *sd, unsigned int cmd,
			    void *arg)
{
	return compat_time_native_kernel_ioctl(&rt_shadow_table, sd, cmd, arg);
}

#ifdef CONFIG_COMPAT
static long rt_shadow_compat_ioctl32(struct v4l2_subdev *sd,
				     unsigned int cmd, unsigned long arg)
{
	return compat_time_compat_kernel_ioctl(&rt_shadow_table, sd, cmd, arg);
}
#endif

const struct v4l2_subdev_core_ops rt_shadow_core_ops = {
	.ioctl = rt_shadow_ioctl,
#ifdef CONFIG_COMPAT
	.compat_ioctl32 = rt_shadow_compat_ioctl32,
#endif
};

#ifdef CONFIG_COMPAT
static long rt_node_compat_ioctl32(struct file *file, unsigned int cmd,
				   unsigned long arg)
{
	return -ENOIOCTLCMD;
}
#endif

#ifdef RT_SHADOW_BY_INIT
const struct v4l2_file_operations rt_node_fops = {
	.owner = THIS_MODULE,
#ifdef CONFIG_COMPAT
	.compat_ioctl32 = rt_node_compat_ioctl32,
#endif
};
#else
struct v4l2_file_operations rt_node_fops;

void rt_node_init(struct v4l2_subdev *sd)
{
	rt_node_fops = v4l2_subdev_fops;
#ifdef CONFIG_COMPAT
	rt_node_fops.compat_ioctl32 = rt_node_compat_ioctl32;
#endif
	sd->devnode->fops = &rt_node_fops;
}
#endif

MODULE_LICENSE("GPL");
