/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Device driver for sending and receiving data to and from
 * EDGEPLANT CAN-USB interface.
 *
 * Copyright (C) 2020 aptpod Inc.
 */
#ifndef __AP_CT2A_H__
#define __AP_CT2A_H__

#include "ap_ct2a_core.h"
#include "ap_ct2a_def.h"
#include "ap_ct2a_fops.h"
#include "ap_ct2a_main.h"
#include "ap_ct2a_sysfs.h"

#endif /* __AP_CT2A_H__ */
