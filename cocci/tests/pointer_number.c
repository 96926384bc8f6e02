#include <linux/ioctl.h>

/* A number spelled with a pointer encodes sizeof(void *), not T. */
typedef struct {
	int type;
	struct timeval time;
	int data[4];
} pn_sample_t;

struct pn_plain {
	int a;
};

#define PN_GET_SAMPLE _IOR('p', 1, pn_sample_t *)
#define PN_GET_CLOCK _IOR('p', 2, struct timespec *)
#define PN_GET_PLAIN _IOR('p', 3, struct pn_plain *)
#define PN_GET_NAME _IOR('p', 4, char *)
