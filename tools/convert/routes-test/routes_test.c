// SPDX-License-Identifier: GPL-2.0
/*
 * tools/convert/routes.py --test: a module with each way a table can be
 * reached, and three ways it is not.  Its objects are not static, so that
 * the compiler keeps them: nothing registers them.
 */
#include <linux/compat.h>
#include <linux/compat_time.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/usb.h>
#include <media/v4l2-subdev.h>

struct rt_arg {
	struct __kernel_timespec when;
};

#define RT_WIRED	_IOW('r', 1, struct rt_arg)
#define RT_NATIVE_ONLY	_IOW('r', 2, struct rt_arg)
#define RT_USB		_IOW('r', 3, struct rt_arg)
#define RT_NOWHERE	_IOW('r', 4, struct rt_arg)
#define RT_COPY_PASS	_IOW('r', 5, struct rt_arg)
#define RT_COPY_PTR	_IOW('r', 6, struct rt_arg)
#define RT_TABLE_PTR	_IOW('r', 7, struct rt_arg)
#define RT_SUBDEV	_IOW('r', 8, struct rt_arg)
#define RT_SUBDEV_NATIVE	_IOW('r', 9, struct rt_arg)

static long rt_handler(struct file *file, unsigned int cmd, void *karg)
{
	return 0;
}

static long rt_kernel_handler(void *priv, unsigned int cmd, void *buf)
{
	return 0;
}

static const struct compat_time_field rt_fields[] = {
	COMPAT_TIME_TIMESPEC(struct rt_arg, when, 0),
};

static const struct compat_time_struct rt_desc =
	COMPAT_TIME_STRUCT(struct rt_arg, rt_fields);

/* file_operations with both entries */
static const struct compat_time_ioctl rt_wired_ioctls[] = {
	COMPAT_TIME_IOCTL(RT_WIRED, rt_desc, rt_handler),
};

static struct compat_time_table rt_wired_table = {
	.ioctls = rt_wired_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_wired_ioctls),
	.owner = THIS_MODULE,
};

COMPAT_TIME_DEFINE_IOCTL(rt_wired, rt_wired_table);

const struct file_operations rt_wired_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rt_wired_ioctl,
	.compat_ioctl = &rt_wired_compat_ioctl,
};

/* file_operations whose compat entry was never wired */
static const struct compat_time_ioctl rt_native_ioctls[] = {
	COMPAT_TIME_IOCTL(RT_NATIVE_ONLY, rt_desc, rt_handler),
};

static struct compat_time_table rt_native_table = {
	.ioctls = rt_native_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_native_ioctls),
	.owner = THIS_MODULE,
};

COMPAT_TIME_DEFINE_IOCTL(rt_native, rt_native_table);

const struct file_operations rt_native_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rt_native_ioctl,
};

/* a usb_driver's ioctl, which usbfs calls for every caller */
static const struct compat_time_ioctl rt_usb_ioctls[] = {
	COMPAT_TIME_IOCTL_KERNEL(RT_USB, rt_desc, rt_kernel_handler),
};

static struct compat_time_table rt_usb_table = {
	.ioctls = rt_usb_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_usb_ioctls),
	.owner = THIS_MODULE,
};

static int rt_usb_ioctl(struct usb_interface *intf, unsigned int code,
			void *buf)
{
	return compat_time_kernel_ioctl(&rt_usb_table, intf, code, buf);
}

struct usb_driver rt_usb_driver = {
	.name = "routes_test",
	.unlocked_ioctl = rt_usb_ioctl,
};

/*
 * A v4l2 subdev's core ops: native callers through .ioctl, 32-bit ones on
 * a 64-bit kernel through .compat_ioctl32, as the rewrite wires them.
 */
static const struct compat_time_ioctl rt_subdev_ioctls[] = {
	COMPAT_TIME_IOCTL_KERNEL(RT_SUBDEV, rt_desc, rt_kernel_handler),
};

static struct compat_time_table rt_subdev_table = {
	.ioctls = rt_subdev_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_subdev_ioctls),
	.owner = THIS_MODULE,
};

static long rt_subdev_ioctl(struct v4l2_subdev *sd, unsigned int cmd,
			    void *arg)
{
	return compat_time_native_kernel_ioctl(&rt_subdev_table, sd, cmd, arg);
}

#ifdef CONFIG_COMPAT
static long rt_subdev_compat_ioctl32(struct v4l2_subdev *sd,
				     unsigned int cmd, unsigned long arg)
{
	return compat_time_compat_kernel_ioctl(&rt_subdev_table, sd, cmd, arg);
}
#endif

const struct v4l2_subdev_core_ops rt_subdev_core_ops = {
	.ioctl = rt_subdev_ioctl,
#ifdef CONFIG_COMPAT
	.compat_ioctl32 = rt_subdev_compat_ioctl32,
#endif
};

/* and one whose core .compat_ioctl32 was never wired */
static const struct compat_time_ioctl rt_subdev_native_ioctls[] = {
	COMPAT_TIME_IOCTL_KERNEL(RT_SUBDEV_NATIVE, rt_desc, rt_kernel_handler),
};

static struct compat_time_table rt_subdev_native_table = {
	.ioctls = rt_subdev_native_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_subdev_native_ioctls),
	.owner = THIS_MODULE,
};

static long rt_subdev_native_ioctl(struct v4l2_subdev *sd, unsigned int cmd,
				   void *arg)
{
	return compat_time_native_kernel_ioctl(&rt_subdev_native_table, sd,
					       cmd, arg);
}

const struct v4l2_subdev_core_ops rt_subdev_native_core_ops = {
	.ioctl = rt_subdev_native_ioctl,
};

/*
 * A copy table, served by the driver's own switch, whose .compat_ioctl
 * passes 32-bit callers on to it: compat_time_cmd() sees them there.
 */
static const struct compat_time_ioctl rt_copy_ioctls[] = {
	COMPAT_TIME_IOCTL_COPY(RT_COPY_PASS, rt_desc),
	COMPAT_TIME_IOCTL_COPY(RT_COPY_PTR, rt_desc),
};

static struct compat_time_table rt_copy_table = {
	.ioctls = rt_copy_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_copy_ioctls),
	.owner = THIS_MODULE,
};

static long rt_copy_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	struct rt_arg karg;

	switch (compat_time_cmd(&rt_copy_table, cmd)) {
	case RT_COPY_PASS:
	case RT_COPY_PTR:
		return compat_time_copy_from_user(&rt_copy_table, cmd, &karg,
						  (void __user *)arg);
	}
	return -ENOTTY;
}

static long rt_copy_compat_ioctl(struct file *file, unsigned int cmd,
				 unsigned long arg)
{
	return rt_copy_ioctl(file, cmd, (unsigned long)compat_ptr(arg));
}

const struct file_operations rt_copy_pass_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rt_copy_ioctl,
	.compat_ioctl = rt_copy_compat_ioctl,
};

/* the same switch, its 32-bit callers passed on by the kernel's helper */
const struct file_operations rt_copy_ptr_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rt_copy_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

/*
 * compat_ptr_ioctl() in front of compat_time_ioctl(), which takes every
 * caller for a native one: no 32-bit caller is served.
 */
static const struct compat_time_ioctl rt_table_ptr_ioctls[] = {
	COMPAT_TIME_IOCTL(RT_TABLE_PTR, rt_desc, rt_handler),
};

static struct compat_time_table rt_table_ptr_table = {
	.ioctls = rt_table_ptr_ioctls,
	.nr_ioctls = ARRAY_SIZE(rt_table_ptr_ioctls),
	.owner = THIS_MODULE,
};

COMPAT_TIME_DEFINE_IOCTL(rt_table_ptr, rt_table_ptr_table);

const struct file_operations rt_table_ptr_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = rt_table_ptr_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

MODULE_DESCRIPTION("routes.py test input");
MODULE_LICENSE("GPL");
