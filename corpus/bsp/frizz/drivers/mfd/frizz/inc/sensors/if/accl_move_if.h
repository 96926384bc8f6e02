#ifndef __ACCL_MOVE_IF_H__
#define __ACCL_MOVE_IF_H__

#include "libsensors_id.h"

/**
 * @name Sensor ID
 */
//@{
/**
 * @brief MOVE Detection with Accelerator
 */
#define ACCEL_MOVE_ID	SENSOR_ID_ACCEL_MOVE
//@}

/**
 * @name Output
 */
//@{
/**
 * @brief 検出タイミング
 *
 * @note One-shot
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
