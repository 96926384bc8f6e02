#ifndef __ACCL_STEP_IF_H__
#define __ACCL_STEP_IF_H__

#include "libsensors_id.h"

/**
 * @name Sensor ID
 */
//@{
/**
 * @brief Step detector using accelerometer
 */
#define ACCEL_STEP_DETECTOR_ID SENSOR_ID_ACCEL_STEP_DETECTOR
//@}

/**
 * @name Output
 */
//@{
/**
 * @brief ステップ検出タイミング
 *
 * @note On-detected
 */
//@}

/**
 * @name Command List
 *
 * @note none
 */
//@{
//@}

#endif
