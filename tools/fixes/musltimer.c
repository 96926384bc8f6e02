// SPDX-License-Identifier: GPL-2.0
/*
 * musltimer: snd_timer_status() as alsa-lib does it, built against musl
 * (64-bit time_t on i386): SELECT the system timer, then
 * SNDRV_TIMER_IOCTL_STATUS with musl's time64 number, which musl's ioctl()
 * retries with its compat_map time32 number on ENOTTY.  Guest-only
 * (tools/fixes/musl.sh).  Prints "STATUS ok resolution=N tstamp=S.N" or
 * "STATUS err ERRNO", and the number sent.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <sound/asound.h>

int main(void)
{
	struct snd_timer_select sel;
	struct snd_timer_status st;
	int fd = open("/dev/snd/timer", O_RDONLY);

	if (fd < 0) {
		perror("open /dev/snd/timer");
		return 2;
	}
	memset(&sel, 0, sizeof(sel));
	sel.id.dev_class = SNDRV_TIMER_CLASS_GLOBAL;
	sel.id.dev_sclass = SNDRV_TIMER_SCLASS_NONE;
	sel.id.card = -1;
	sel.id.device = SNDRV_TIMER_GLOBAL_SYSTEM;
	if (ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &sel) < 0) {
		perror("SNDRV_TIMER_IOCTL_SELECT");
		return 2;
	}
	memset(&st, 0xa5, sizeof(st));
	printf("number %#x time_t %zu\n", (unsigned int)SNDRV_TIMER_IOCTL_STATUS,
	       sizeof(time_t));
	if (ioctl(fd, SNDRV_TIMER_IOCTL_STATUS, &st) < 0)
		printf("STATUS err %d\n", errno);
	else
		printf("STATUS ok resolution=%u lost=%u queue=%u tstamp=%lld.%09ld\n",
		       st.resolution, st.lost, st.queue,
		       (long long)st.tstamp.tv_sec, (long)st.tstamp.tv_nsec);
	return 0;
}
