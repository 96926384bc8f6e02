/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Device driver for receiving data from EDGEPLANT ANALOG-USB interface.
 *
 * Copyright (C) 2020 aptpod Inc.
 */
#ifndef __EP1_AG08A_H__
#define __EP1_AG08A_H__

#include "ep1_ag08a_core.h"
#include "ep1_ag08a_def.h"
#include "ep1_ag08a_fops.h"
#include "ep1_ag08a_main.h"
#include "ep1_ag08a_sysfs.h"

#endif /* __EP1_AG08A_H__ */
