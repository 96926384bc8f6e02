/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _ASM_X86_FX_ARCH_H
#define _ASM_X86_FX_ARCH_H

struct fx_aregs {
	__u64 ip, sp;
};

#endif
