#ifndef __FRIZZ_SYSFS_H__
#define __FRIZZ_SYSFS_H__
int create_sysfs_interface(void);
#endif
