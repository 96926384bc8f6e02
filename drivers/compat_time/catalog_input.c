// SPDX-License-Identifier: GPL-2.0
/*
 * compat_time catalog: evdev's struct input_event read() and write()
 * records.
 *
 * No EVIOC* ioctl carries time.  The record has the same size for 32-bit
 * callers with either time_t, but a 32-bit-time caller reads a signed
 * time_t where one with 64-bit time reads an unsigned __sec (good until
 * 2106).  The kernel's equivalent is struct input_event_compat in
 * drivers/input/input-compat.h.
 */

#include "catalog.h"
#include <linux/input.h>

static const struct compat_time_field ct_input_event_fields[] = {
	COMPAT_TIME_ULONG_SEC(struct input_event, __sec, 0),
	COMPAT_TIME_KULONG(struct input_event, __usec, 0),
	COMPAT_TIME_BYTES(struct input_event, type),
	COMPAT_TIME_BYTES(struct input_event, code),
	COMPAT_TIME_BYTES(struct input_event, value),
};

const struct compat_time_struct compat_time_desc_input_event =
	COMPAT_TIME_STRUCT(struct input_event, ct_input_event_fields);

/* A record has no number. */
static const struct compat_time_catalog_entry ct_input_entries[] = {
	COMPAT_TIME_CATALOG_RECORD(input_event, compat_time_desc_input_event),
};

const struct compat_time_catalog compat_time_catalog_input = {
	.subsystem = "input",
	.entries = ct_input_entries,
	.nr_entries = ARRAY_SIZE(ct_input_entries),
};
