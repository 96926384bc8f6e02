// SPDX-License-Identifier: GPL-2.0
/*
 * Device driver for sending and receiving data to and from
 * EDGEPLANT USB peripherals.
 *
 * Copyright (C) 2018 aptpod Inc.
 */

#include <linux/device.h>

#include "apt_usbtrx_def.h"

/*!
 * @brief model_name
 */
static ssize_t apt_usbtrx_sysfs_model_name_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	usbtrx_dev = dev_get_drvdata(dev);
	return sprintf(buf, "%s\n", usbtrx_dev->model_name);
}
static DEVICE_ATTR(model_name, S_IRUGO, apt_usbtrx_sysfs_model_name_show, NULL);

/*!
 * @brief skip data
 */
static ssize_t apt_usbtrx_sysfs_skipcnt_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	usbtrx_dev = dev_get_drvdata(dev);
	return sprintf(buf, "%llu\n", usbtrx_dev->rx_data.skip_count);
}
static DEVICE_ATTR(skipcnt, S_IRUGO, apt_usbtrx_sysfs_skipcnt_show, NULL);

/*!
 * @brief timestamp mode
 */
static ssize_t apt_usbtrx_sysfs_timestamp_mode_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	usbtrx_dev = dev_get_drvdata(dev);
	return sprintf(buf, "%d\n", usbtrx_dev->timestamp_mode);
}
static DEVICE_ATTR(timestamp_mode, S_IRUGO, apt_usbtrx_sysfs_timestamp_mode_show, NULL);

/*!
 * @brief basetime_clock_id
 */
static ssize_t apt_usbtrx_sysfs_basetime_clock_id_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;
	const char *basetime_clock_id_str = NULL;

	usbtrx_dev = dev_get_drvdata(dev);

	switch (usbtrx_dev->basetime_clock_id) {
	case CLOCK_MONOTONIC:
		basetime_clock_id_str = "CLOCK_MONOTONIC";
		break;
	case CLOCK_MONOTONIC_RAW:
		basetime_clock_id_str = "CLOCK_MONOTONIC_RAW";
		break;
	default:
		EMSG("Invalid clock id is set.");
		return -EINVAL;
	}

	return sprintf(buf, "%s\n", basetime_clock_id_str);
}
static ssize_t apt_usbtrx_sysfs_basetime_clock_id_store(struct device *dev, struct device_attribute *attr,
							const char *buf, size_t count)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	usbtrx_dev = dev_get_drvdata(dev);

	if (sysfs_streq(buf, "CLOCK_MONOTONIC") || sysfs_streq(buf, "clock_monotonic") ||
	    sysfs_streq(buf, "CLOCK-MONOTONIC") || sysfs_streq(buf, "clock-monotonic")) {
		usbtrx_dev->basetime_clock_id = CLOCK_MONOTONIC;
	} else if (sysfs_streq(buf, "CLOCK_MONOTONIC_RAW") || sysfs_streq(buf, "clock_monotonic_raw") ||
		   sysfs_streq(buf, "CLOCK-MONOTONIC-RAW") || sysfs_streq(buf, "clock-monotonic-raw")) {
		usbtrx_dev->basetime_clock_id = CLOCK_MONOTONIC_RAW;
	} else {
		EMSG("Only \"CLOCK_MONOTONIC\" or \"COCK_MONOTONIC_RAW\" available");
		return -EINVAL;
	}

	return count;
}
/* NOTE: writable attrs must be listed in conf/30-apt-usb.rules */
static DEVICE_ATTR(basetime_clock_id, S_IWUSR | S_IRUGO, apt_usbtrx_sysfs_basetime_clock_id_show,
		   apt_usbtrx_sysfs_basetime_clock_id_store);

/*!
 * @brief firmware version
 */
static ssize_t apt_usbtrx_sysfs_firmware_version_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	usbtrx_dev = dev_get_drvdata(dev);
	return sprintf(buf, "%d.%d.%d\n", usbtrx_dev->fw_ver.major, usbtrx_dev->fw_ver.minor,
		       usbtrx_dev->fw_ver.revision);
}
static DEVICE_ATTR(firmware_version, S_IRUGO, apt_usbtrx_sysfs_firmware_version_show, NULL);

/*!
 * @brief ch
 */
static ssize_t apt_usbtrx_sysfs_ch_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	usbtrx_dev = dev_get_drvdata(dev);
	return sprintf(buf, "%d\n", usbtrx_dev->ch);
}
static DEVICE_ATTR(ch, S_IRUGO, apt_usbtrx_sysfs_ch_show, NULL);

/*!
 * @brief sync_pulse
 */
static ssize_t apt_usbtrx_sysfs_sync_pulse_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	apt_usbtrx_dev_t *usbtrx_dev = NULL;
	const char *sync_pulse_str = NULL;

	usbtrx_dev = dev_get_drvdata(dev);

	switch (usbtrx_dev->sync_pulse) {
	case APT_USBTRX_SYNC_PULSE_SOURCE:
		sync_pulse_str = "source";
		break;
	case APT_USBTRX_SYNC_PULSE_EXTERNAL:
		sync_pulse_str = "external";
		break;
	default:
		EMSG("Invalid sync_pulse is set.");
		return -EINVAL;
	}

	return sprintf(buf, "%s\n", sync_pulse_str);
}
static DEVICE_ATTR(sync_pulse, S_IRUGO, apt_usbtrx_sysfs_sync_pulse_show, NULL);

/*!
 * @brief sysfs initialize
 */
int apt_usbtrx_sysfs_init(struct device *dev)
{
	int result;
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	if (dev == NULL) {
		EMSG("dev is NULL");
		return RESULT_Failure;
	}

	result = device_create_file(dev, &dev_attr_model_name);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "model_name");
	}

	result = device_create_file(dev, &dev_attr_skipcnt);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "skipcnt");
	}

	result = device_create_file(dev, &dev_attr_timestamp_mode);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "timestamp_mode");
	}

	result = device_create_file(dev, &dev_attr_basetime_clock_id);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "basetime_clock_id");
	}

	result = device_create_file(dev, &dev_attr_firmware_version);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "firmware_version");
	}

	result = device_create_file(dev, &dev_attr_ch);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "ch");
	}

	result = device_create_file(dev, &dev_attr_sync_pulse);
	if (result != 0) {
		EMSG("device_create_file().. Error, <name:%s>", "sync_pulse");
	}

	usbtrx_dev = dev_get_drvdata(dev);
	if (usbtrx_dev == NULL) {
		EMSG("dev_get_drvdata().. Error");
		return RESULT_Failure;
	}

	result = usbtrx_dev->unique_func.sysfs_init(dev);
	if (result != RESULT_Success) {
		EMSG("sysfs_init().. Error");
		return RESULT_Failure;
	}

	return RESULT_Success;
}

/*!
 * @brief sysfs terminate
 */
int apt_usbtrx_sysfs_term(struct device *dev)
{
	int result;
	apt_usbtrx_dev_t *usbtrx_dev = NULL;

	if (dev == NULL) {
		EMSG("dev is NULL");
		return RESULT_Failure;
	}

	device_remove_file(dev, &dev_attr_model_name);
	device_remove_file(dev, &dev_attr_skipcnt);
	device_remove_file(dev, &dev_attr_timestamp_mode);
	device_remove_file(dev, &dev_attr_basetime_clock_id);
	device_remove_file(dev, &dev_attr_firmware_version);
	device_remove_file(dev, &dev_attr_ch);
	device_remove_file(dev, &dev_attr_sync_pulse);

	usbtrx_dev = dev_get_drvdata(dev);
	if (usbtrx_dev == NULL) {
		EMSG("dev_get_drvdata().. Error");
		return RESULT_Failure;
	}

	result = usbtrx_dev->unique_func.sysfs_term(dev);
	if (result != RESULT_Success) {
		EMSG("sysfs_term().. Error");
		return RESULT_Failure;
	}

	return RESULT_Success;
}
