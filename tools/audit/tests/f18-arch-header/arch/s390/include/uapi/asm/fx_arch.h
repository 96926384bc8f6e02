/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _ASM_S390_FX_ARCH_H
#define _ASM_S390_FX_ARCH_H

struct fx_aregs {
	__u64 psw, gprs[16];
};

struct fx_as390 {
	unsigned long addr;
	__u32 len;
};

struct fx_as390_flags {
	__u32 flags;
};

#endif
