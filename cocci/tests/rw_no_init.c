// SPDX-License-Identifier: GPL-2.0
/*
 * The shape of usbtest: a usb_driver's .unlocked_ioctl, which usbfs
 * calls with the argument already copied in the caller's layout; the
 * struct and its number are in the .c file, and the handler hands the
 * address of the time member to a function.  module_usb_driver() writes
 * its init and exit: the table, built on its first call, needs neither.
 */
#include <linux/module.h>
#include <linux/usb.h>

struct rwu_param {
	unsigned int test_num;
	unsigned int iterations;
	struct timeval duration;
};
#define RWU_REQUEST	_IOWR('U', 100, struct rwu_param)

static void rwu_stamp(struct timeval *tv)
{
	tv->tv_sec = 1;
	tv->tv_usec = 2;
}

static int rwu_ioctl(struct usb_interface *intf, unsigned int code,
		     void *buf)
{
	struct rwu_param *param = buf;

	if (code != RWU_REQUEST)
		return -EOPNOTSUPP;
	if (!param->iterations)
		return -EINVAL;
	rwu_stamp(&param->duration);
	return 0;
}

static struct usb_driver rwu_driver = {
	.name = "rwu",
	.unlocked_ioctl = rwu_ioctl,
};

module_usb_driver(rwu_driver);
MODULE_LICENSE("GPL");
