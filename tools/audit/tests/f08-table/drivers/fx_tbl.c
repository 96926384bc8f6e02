// SPDX-License-Identifier: GPL-2.0
/* fixture driver: like net/atm, compat numbers are mapped by a table, which
 * the audit shows but does not trust (net/atm's is never reached): both
 * commands are findings
 */
#include <linux/compat.h>
#include <uapi/linux/fx_tbl.h>

struct compat_fx_tbl_req {
	__u32 itf;
	compat_uptr_t buf;
};

#define FX_TBL_GET32	_IOW('t', 1, struct compat_fx_tbl_req)
#define FX_TBL_SET32	_IOW('t', 2, struct compat_fx_tbl_req)

static struct {
	unsigned int cmd32;
	unsigned int cmd;
} fx_tbl_map[] = {
	{ FX_TBL_GET32, FX_TBL_GET },
};

static long fx_tbl_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case FX_TBL_GET:
	case FX_TBL_SET:
		return fx_tbl_do(f, cmd, arg);
	}
	return -ENOTTY;
}
