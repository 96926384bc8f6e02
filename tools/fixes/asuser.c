// SPDX-License-Identifier: GPL-2.0
/*
 * Run a program as uid and gid 1000 with CAP_SYS_ADMIN kept as
 * an ambient capability, as setpriv(1) --reuid=1000 --regid=1000
 * --clear-groups --inh-caps=+sys_admin --ambient-caps=+sys_admin would.
 *
 * libbtrfsutil (btrfs-progs 6.2, libbtrfsutil/subvolume.c) asks the kernel
 * with BTRFS_IOC_GET_SUBVOL_INFO only when geteuid() != 0; as root it walks
 * the tree with BTRFS_IOC_TREE_SEARCH instead.  The capability lets the
 * rest of "btrfs subvolume show" (path lookup, quota query) still work.
 *
 * Usage: asuser PROGRAM [ARG]...
 */
#define _GNU_SOURCE
#include <grp.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/capability.h>

#define ID 1000

int main(int argc, char **argv)
{
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};
	struct __user_cap_data_struct data[2] = { { 0 } };
	const unsigned int cap = CAP_SYS_ADMIN;

	if (argc < 2) {
		fprintf(stderr, "usage: asuser PROGRAM [ARG]...\n");
		return 2;
	}
	data[cap / 32].effective = 1u << (cap % 32);
	data[cap / 32].permitted = 1u << (cap % 32);
	data[cap / 32].inheritable = 1u << (cap % 32);
	if (prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) || setgroups(0, NULL) ||
	    setresgid(ID, ID, ID) || setresuid(ID, ID, ID) ||
	    syscall(SYS_capset, &hdr, data) ||
	    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, cap, 0, 0)) {
		perror("asuser");
		return 126;
	}
	execv(argv[1], argv + 1);
	perror(argv[1]);
	return 127;
}
