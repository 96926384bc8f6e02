/* SPDX-License-Identifier: GPL-2.0 */
#ifndef RWDVB_DEV_H
#define RWDVB_DEV_H

int rwdvb_dev_register(void);
void rwdvb_dev_unregister(void);

#endif
