/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Copyright (C) 2024 aptpod Inc.
 */
#ifndef __EP1_CF02A_H__
#define __EP1_CF02A_H__

#include "ep1_cf02a_core.h"
#include "ep1_cf02a_def.h"
#include "ep1_cf02a_fops.h"
#include "ep1_cf02a_main.h"
#include "ep1_cf02a_sysfs.h"

#endif /* __EP1_CF02A_H__ */
