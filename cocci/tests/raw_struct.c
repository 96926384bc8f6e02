/* Structs spatch cannot parse, as PEAK-System's pcanfd.h has them: an
 * attribute after a member's array declarator, a struct body made by a
 * macro, and a #define alias of its tag. */
#include <linux/types.h>
#include <linux/ioctl.h>

#define __array_of_struct(_n, _x)		\
	_n##s_##_x {				\
		__u32		count;		\
		struct _n	list[_x];	\
	}

struct rs_msg {
	__u32	id;
	struct timeval	stamp;
	__u8	data[8] __attribute__((aligned(8)));
};

struct __array_of_struct(rs_msg, 0);

/* spatch resynchronises here: what follows the line above, up to the
 * next declaration it can parse, is lost to it (and to this script). */
struct rs_init {
	__u32	flags;
};

#define rs_msgs		rs_msgs_0

#define RS_SEND_MSG	_IOW('r', 1, struct rs_msg)
#define RS_SEND_MSGS	_IOWR('r', 2, struct rs_msgs)
#define RS_PLAIN	_IOW('r', 3, __u32)
