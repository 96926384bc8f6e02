// SPDX-License-Identifier: GPL-2.0
/* av7110.c's shape: the module's init, in another file. */
#include <linux/module.h>
#include "rwdvb_dev.h"

static int __init rwdvb_init(void)
{
	return rwdvb_dev_register();
}

static void __exit rwdvb_exit(void)
{
	rwdvb_dev_unregister();
}

module_init(rwdvb_init);
module_exit(rwdvb_exit);
MODULE_LICENSE("GPL");
