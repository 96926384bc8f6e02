// SPDX-License-Identifier: GPL-2.0
/* av7110.c's shape: the module's init, in another file. */
#include <linux/module.h>
#include <linux/compat_time.h>
#include "rwdvb_dev.h"

static int __init rwdvb_init(void)
{
	return rwdvb_dev_register();
}

static int __init rwdvb_init_compat_time(void)
{
	int ret = compat_time_register(&rwdvb_video_ct_table);

	if (ret)
		return ret;
	ret = rwdvb_init();
	if (ret)
		compat_time_unregister(&rwdvb_video_ct_table);
	return ret;
}

static void __exit rwdvb_exit(void)
{
	rwdvb_dev_unregister();
}

static void __exit rwdvb_exit_compat_time(void)
{
	rwdvb_exit();
	compat_time_unregister(&rwdvb_video_ct_table);
}

module_init(rwdvb_init_compat_time);
module_exit(rwdvb_exit_compat_time);
MODULE_LICENSE("GPL");
