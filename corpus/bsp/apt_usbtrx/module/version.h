/* SPDX-License-Identifier: GPL-2.0 */
/*
 * EDGEPLANT USB Peripherals Device Driver for Linux.
 *
 * Copyright (C) 2018 aptpod Inc.
 */
#ifndef __APT_USBTRX_VERSION_H__
#define __APT_USBTRX_VERSION_H__

#define PRODUCT_VERSION "1.8.3"

#endif /* __APT_USBTRX_VERSION_H__ */