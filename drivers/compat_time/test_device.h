/* SPDX-License-Identifier: GPL-2.0 */
/* The test device's parts in other files than test_device.c. */
#ifndef _COMPAT_TIME_TEST_DEVICE_H
#define _COMPAT_TIME_TEST_DEVICE_H

/* /dev/compat_time_test_broken (test_broken.c) */
int ct_test_broken_register(void);
void ct_test_broken_deregister(void);

#endif /* _COMPAT_TIME_TEST_DEVICE_H */
