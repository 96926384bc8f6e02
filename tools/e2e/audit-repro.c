// SPDX-License-Identifier: GPL-2.0
/*
 * Reproduce the ioctl ABI audit's top findings on a real kernel, each a
 * command whose 32-bit number no case serves on a 64-bit kernel:
 * - the ALSA timer's SNDRV_TIMER_IOCTL_GINFO and GSTATUS carry unsigned
 *   longs, and sound/core/timer_compat.c lists only the 64-bit numbers;
 * - its SNDRV_TIMER_IOCTL_STATUS: timer_compat.c defines the compat
 *   numbers with _IOW where user space sends _IOR, so no case matches
 *   (asked after a SELECT of the system timer, as alsa-lib does);
 * - btrfs's BTRFS_IOC_GET_SUBVOL_INFO carries four struct
 *   btrfs_ioctl_timespec {__u64 sec; __u32 nsec;}, 12 bytes on i386 and
 *   16 on x86_64; btrfs_compat_ioctl() converts SET_RECEIVED_SUBVOL's
 *   timespecs but not these;
 * - btrfs's BTRFS_IOC_DEV_REPLACE: a union with 1025-byte device names
 *   makes struct btrfs_ioctl_dev_replace_args 2596 bytes on i386 and 2600
 *   on x86_64 (asked here for its harmless STATUS).
 * - tun's TUNATTACHFILTER carries a struct sock_fprog (a pointer: 8 bytes
 *   on i386, 16 on x86_64); tun's compat path passes the i386 number on
 *   unchanged and its switch answers EINVAL, not ENOTTY.
 * - ATM's ATM_GETTYPE carries a struct atmif_sioc (a pointer): the compat
 *   path hands the i386 number to atm_dev_ioctl(), which answers EINVAL;
 *   net/atm/ioctl.c's table of 32-bit numbers is never reached.  Asked of
 *   adummy's interface 0.
 * Built as x86_64 and i386; prints TAP with what each gets.  The x86_64
 * build must be served, or the check proves nothing.  With --report (for
 * kernels the audit did not scan) the i386 outcome is printed, not judged.
 * With --fixed (the modules built from patches/ are loaded) the i386 build
 * must be served too, except for ATM, which no patch fixes.
 *
 * Usage: audit-repro [--report | --fixed] BTRFS_MOUNT
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <sound/asound.h>
#include <linux/btrfs.h>
#include <linux/filter.h>
#include <linux/if_tun.h>
#include <linux/atmdev.h>
#include <sys/socket.h>
#include <net/if.h>

#define ABI (sizeof(long) == 8 ? "x86_64" : "i386")

static int tests, failures, report, fixed;

/*
 * The x86_64 build must be served; the i386 one must get want_errno, or
 * be served where want_errno is 0.
 */
static void probe_errno(int fd, unsigned long cmd, void *arg,
			const char *name, int want_errno)
{
	int ret = ioctl(fd, cmd, arg), err = errno;
	int ok = sizeof(long) == 8 || !want_errno ? ret == 0 :
		 ret == -1 && err == want_errno;

	if (report && sizeof(long) == 4) {
		printf("# audit finding %s from %s (%#lx): %s\n", name, ABI,
		       cmd, ret == 0 ? "served" : strerror(err));
		return;
	}
	tests++;
	failures += !ok;
	printf("%sok %d - audit finding %s from %s (%#lx): %s\n", ok ? "" : "not ",
	       tests, name, ABI, cmd, ret == 0 ? "served" : strerror(err));
}

static void probe(int fd, unsigned long cmd, void *arg, const char *name)
{
	probe_errno(fd, cmd, arg, name, fixed ? 0 : ENOTTY);
}

/* A TAP device, then a one-instruction filter ("accept all"). */
/* adummy's interface 0: its type name. */
static int probe_atm(void)
{
	char type[32];
	struct atmif_sioc req = {
		.number = 0, .length = sizeof(type), .arg = type,
	};
	int fd = socket(PF_ATMPVC, SOCK_DGRAM, 0);

	if (fd < 0) {
		printf("not ok %d - %s: socket(PF_ATMPVC): %s\n", ++tests, ABI,
		       strerror(errno));
		return 1;
	}
	probe_errno(fd, ATM_GETTYPE, &req, "ATM_GETTYPE", EINVAL);
	close(fd);
	return 0;
}

static int probe_tun(void)
{
	struct sock_filter accept = BPF_STMT(BPF_RET | BPF_K, 0xffffffff);
	struct sock_fprog prog = { .len = 1, .filter = &accept };
	struct ifreq ifr;
	int fd = open("/dev/net/tun", O_RDWR);

	memset(&ifr, 0, sizeof(ifr));
	ifr.ifr_flags = IFF_TAP | IFF_NO_PI;
	strcpy(ifr.ifr_name, sizeof(long) == 8 ? "ctap64" : "ctap32");
	if (fd < 0 || ioctl(fd, TUNSETIFF, &ifr) < 0) {
		printf("not ok %d - %s: /dev/net/tun TUNSETIFF: %s\n", ++tests,
		       ABI, strerror(errno));
		return 1;
	}
	probe_errno(fd, TUNATTACHFILTER, &prog, "TUNATTACHFILTER",
		    fixed ? 0 : EINVAL);
	close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	struct snd_timer_id tid = {
		.dev_class = SNDRV_TIMER_CLASS_GLOBAL,
		.dev_sclass = SNDRV_TIMER_SCLASS_NONE,
		.card = -1,
		.device = SNDRV_TIMER_GLOBAL_SYSTEM,
	};
	struct snd_timer_ginfo ginfo = { .tid = tid };
	struct snd_timer_gstatus gstatus = { .tid = tid };
	struct snd_timer_select select = { .id = tid };
	struct snd_timer_status status;
	struct btrfs_ioctl_get_subvol_info_args subvol;
	struct btrfs_ioctl_dev_replace_args replace;
	int fd = open("/dev/snd/timer", O_RDONLY), dir;
	const char *mnt = argv[argc - 1];

	report = argc == 3 && !strcmp(argv[1], "--report");
	fixed = argc == 3 && !strcmp(argv[1], "--fixed");
	if (argc != 2 + report + fixed) {
		fprintf(stderr, "usage: audit-repro [--report | --fixed] BTRFS_MOUNT\n");
		return 2;
	}

	if (fd < 0) {
		printf("not ok 1 - %s: open /dev/snd/timer: %s\n", ABI,
		       strerror(errno));
		return 1;
	}
	probe(fd, SNDRV_TIMER_IOCTL_GINFO, &ginfo, "SNDRV_TIMER_IOCTL_GINFO");
	probe(fd, SNDRV_TIMER_IOCTL_GSTATUS, &gstatus,
	      "SNDRV_TIMER_IOCTL_GSTATUS");
	if (ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &select) < 0) {
		printf("not ok %d - %s: SNDRV_TIMER_IOCTL_SELECT: %s\n", ++tests,
		       ABI, strerror(errno));
		return 1;
	}
	memset(&status, 0, sizeof(status));
	probe(fd, SNDRV_TIMER_IOCTL_STATUS, &status,
	      "SNDRV_TIMER_IOCTL_STATUS");
	close(fd);

	dir = open(mnt, O_RDONLY | O_DIRECTORY);
	if (dir < 0) {
		printf("not ok %d - %s: open %s: %s\n", ++tests, ABI, mnt,
		       strerror(errno));
		return 1;
	}
	memset(&subvol, 0, sizeof(subvol));
	probe(dir, BTRFS_IOC_GET_SUBVOL_INFO, &subvol,
	      "BTRFS_IOC_GET_SUBVOL_INFO");
	memset(&replace, 0, sizeof(replace));
	replace.cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS;
	probe(dir, BTRFS_IOC_DEV_REPLACE, &replace, "BTRFS_IOC_DEV_REPLACE");
	close(dir);
	if (probe_tun() || probe_atm())
		return 1;
	return failures != 0;
}
