/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Device driver for sending and receiving data to and from
 * EDGEPLANT CAN-USB interface.
 *
 * Copyright (C) 2021 aptpod Inc.
 */
#ifndef __EP1_CH02A_H__
#define __EP1_CH02A_H__

#include "ep1_ch02a_core.h"
#include "ep1_ch02a_fops.h"
#include "ep1_ch02a_main.h"

#endif /* __EP1_CH02A_H__ */
