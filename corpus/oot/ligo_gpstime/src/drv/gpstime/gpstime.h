
// Get GPS card status (locked or unlocked)
#define IOCTL_SYMMETRICOM_STATUS 0

// Get current GPS time
#define IOCTL_SYMMETRICOM_TIME 1

// Define the type of manual synchronization that
// must be done to the system to get correct time
#define STATUS_SYMMETRICOM_NO_SYNC 0
#define STATUS_SYMMETRICOM_YEAR_SYNC 1
#define STATUS_SYMMETRICOM_LOCALTIME_SYNC 2

