// SPDX-License-Identifier: GPL-2.0
/*
 * Issue each ioctl that the series in patches/ (alsa-timer, btrfs, tun)
 * fix, directly, from the ABI this is built for: x86_64, i386 with 32-bit
 * time_t or i386 with 64-bit time_t.  Guest-only (tools/fixes/fixes.sh
 * boots it in QEMU).
 *
 * Prints one line per call, "NAME ok ret=N key=value..." with values that do not
 * depend on the ABI (so the lines of two ABIs compare equal when the kernel
 * handles both alike), or "NAME err ERRNO".  Each argument buffer is
 * followed by a guard area that must come back untouched: a kernel that
 * writes the 64-bit layout into a 32-bit buffer shows as guard=overwritten.
 *
 * Usage: probe BTRFS_SUBVOLUME
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <net/if.h>
#include <sound/asound.h>
#include <linux/btrfs.h>
#include <linux/filter.h>
#include <linux/if_tun.h>

#define GUARD 64
#define __printf(a, b) __attribute__((format(printf, a, b)))

static int failures;

/* A zeroed buffer of @size bytes followed by GUARD bytes of 0xa5. */
static void *guarded(size_t size)
{
	unsigned char *p = malloc(size + GUARD);

	if (!p) {
		perror("malloc");
		exit(2);
	}
	memset(p, 0, size);
	memset(p + size, 0xa5, GUARD);
	return p;
}

static const char *guard(const void *buf, size_t size)
{
	const unsigned char *p = (const unsigned char *)buf + size;
	int i;

	for (i = 0; i < GUARD; i++)
		if (p[i] != 0xa5)
			return "overwritten";
	return "intact";
}

/* Print the result of one ioctl: its values if @ret >= 0, else errno. */
__printf(3, 4)
static void report(const char *name, int ret, const char *fmt, ...)
{
	int err = errno;
	va_list ap;

	if (ret < 0) {
		printf("%s err %s\n", name, strerrorname_np(err));
		failures++;
		return;
	}
	/* the return value is part of the answer: a caller may look at it */
	printf("%s ok ret=%d ", name, ret);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

static void probe_timer(void)
{
	const struct snd_timer_id tid = {
		.dev_class = SNDRV_TIMER_CLASS_GLOBAL,
		.dev_sclass = SNDRV_TIMER_SCLASS_NONE,
		.card = -1,
		.device = SNDRV_TIMER_GLOBAL_SYSTEM,
	};
	struct snd_timer_ginfo *gi = guarded(sizeof(*gi));
	struct snd_timer_gstatus *gs = guarded(sizeof(*gs));
	struct snd_timer_status *st = guarded(sizeof(*st));
	struct snd_timer_select sel;
	int fd, ret;

	fd = open("/dev/snd/timer", O_RDONLY);
	if (fd < 0) {
		report("open(/dev/snd/timer)", fd, "-");
		return;
	}
	gi->tid = tid;
	ret = ioctl(fd, SNDRV_TIMER_IOCTL_GINFO, gi);
	report("SNDRV_TIMER_IOCTL_GINFO", ret,
	       "card=%d id=%s name=\"%s\" flags=%#x resolution=%lu min=%lu max=%lu clients=%u guard=%s",
	       gi->card, gi->id, gi->name, gi->flags,
	       (unsigned long)gi->resolution,
	       (unsigned long)gi->resolution_min,
	       (unsigned long)gi->resolution_max, gi->clients,
	       guard(gi, sizeof(*gi)));

	gs->tid = tid;
	ret = ioctl(fd, SNDRV_TIMER_IOCTL_GSTATUS, gs);
	report("SNDRV_TIMER_IOCTL_GSTATUS", ret,
	       "resolution=%lu num=%lu den=%lu guard=%s",
	       (unsigned long)gs->resolution,
	       (unsigned long)gs->resolution_num,
	       (unsigned long)gs->resolution_den, guard(gs, sizeof(*gs)));

	memset(&sel, 0, sizeof(sel));
	sel.id = tid;
	ret = ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &sel);
	if (ret < 0)
		report("SNDRV_TIMER_IOCTL_SELECT", ret, "-");
	ret = ioctl(fd, SNDRV_TIMER_IOCTL_STATUS, st);
	report("SNDRV_TIMER_IOCTL_STATUS", ret,
	       "tstamp=%lld.%09ld resolution=%u lost=%u overrun=%u queue=%u guard=%s",
	       (long long)st->tstamp.tv_sec, (long)st->tstamp.tv_nsec,
	       st->resolution, st->lost, st->overrun, st->queue,
	       guard(st, sizeof(*st)));
	close(fd);
}

static void probe_btrfs(const char *subvol)
{
	struct btrfs_ioctl_get_subvol_info_args *si = guarded(sizeof(*si));
	struct btrfs_ioctl_dev_replace_args *dr = guarded(sizeof(*dr));
	int fd, ret, i, spare = 1;

	fd = open(subvol, O_RDONLY | O_DIRECTORY);
	if (fd < 0) {
		report("open(subvolume)", fd, "-");
		return;
	}
	ret = ioctl(fd, BTRFS_IOC_GET_SUBVOL_INFO, si);
	report("BTRFS_IOC_GET_SUBVOL_INFO", ret,
	       "name=%s treeid=%llu parent=%llu dirid=%llu gen=%llu flags=%llu uuid0=%02x ctransid=%llu otransid=%llu ctime=%llu.%09u otime=%llu.%09u stime=%llu.%u rtime=%llu.%u guard=%s",
	       si->name, (unsigned long long)si->treeid,
	       (unsigned long long)si->parent_id,
	       (unsigned long long)si->dirid,
	       (unsigned long long)si->generation,
	       (unsigned long long)si->flags, si->uuid[0],
	       (unsigned long long)si->ctransid,
	       (unsigned long long)si->otransid,
	       (unsigned long long)si->ctime.sec, si->ctime.nsec,
	       (unsigned long long)si->otime.sec, si->otime.nsec,
	       (unsigned long long)si->stime.sec, si->stime.nsec,
	       (unsigned long long)si->rtime.sec, si->rtime.nsec,
	       guard(si, sizeof(*si)));

	/* The caller's spare[] must come back as it was. */
	dr->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS;
	for (i = 0; i < 64; i++)
		dr->spare[i] = 0x1111111111111111ULL * (i % 15 + 1);
	ret = ioctl(fd, BTRFS_IOC_DEV_REPLACE, dr);
	for (i = 0; i < 64; i++)
		if (dr->spare[i] != 0x1111111111111111ULL * (i % 15 + 1))
			spare = 0;
	report("BTRFS_IOC_DEV_REPLACE", ret,
	       "result=%llu replace_state=%llu progress=%llu spare=%s guard=%s",
	       (unsigned long long)dr->result,
	       (unsigned long long)dr->status.replace_state,
	       (unsigned long long)dr->status.progress_1000,
	       spare ? "intact" : "changed", guard(dr, sizeof(*dr)));
	close(fd);
}

static void probe_tun(void)
{
	static struct sock_filter accept_all[2] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_LEN, 0),
		BPF_STMT(BPF_RET | BPF_K, 0xffffffff),
	};
	struct sock_fprog prog = { .len = 2, .filter = accept_all };
	struct sock_fprog *got = guarded(sizeof(*got));
	struct ifreq ifr;
	int fd, ret;

	fd = open("/dev/net/tun", O_RDWR);
	if (fd < 0) {
		report("open(/dev/net/tun)", fd, "-");
		return;
	}
	memset(&ifr, 0, sizeof(ifr));
	ifr.ifr_flags = IFF_TAP | IFF_NO_PI;
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "fixes0");
	ret = ioctl(fd, TUNSETIFF, &ifr);
	if (ret < 0) {
		report("TUNSETIFF", ret, "-");
		close(fd);
		return;
	}
	ret = ioctl(fd, TUNATTACHFILTER, &prog);
	report("TUNATTACHFILTER", ret, "len=%u", prog.len);

	ret = ioctl(fd, TUNGETFILTER, got);
	report("TUNGETFILTER", ret, "len=%u filter=%s guard=%s", got->len,
	       got->filter == accept_all ? "ours" : "other",
	       guard(got, sizeof(*got)));

	ret = ioctl(fd, TUNDETACHFILTER, &prog);
	report("TUNDETACHFILTER", ret, "detached");
	close(fd);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: probe BTRFS_SUBVOLUME\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	probe_timer();
	probe_btrfs(argv[1]);
	probe_tun();
	return failures ? 1 : 0;
}
