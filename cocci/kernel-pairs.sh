#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# kernel-pairs.sh <linux-source tree>
#
# The find mode must recognise the kernel's own converted pairs (the list
# in ../shared/reference/time-ioctls.md: ppdev, lp, ppp, v4l2, omap3isp,
# ALSA pcm/timer/rawmidi, sockets) as "converted pair", not as work.  Runs
# it over the files that define and dispatch them, as one group, and
# prints one TAP line per expected pair.  The whole-tree scan
# (find-tree.sh) finds the same lines; this is its quick, checked subset.

tree=${1:?usage: kernel-pairs.sh <linux-source tree>}
here=$(cd "$(dirname "$0")" && pwd) || exit 2
out=$(mktemp) || exit 2
trap 'rm -f "$out"' EXIT INT TERM

cd "$tree" || exit 2
spatch --very-quiet --no-includes --include-headers \
	--sp-file "$here/ioctl_time_find.cocci" -D report \
	drivers/char/ppdev.c include/uapi/linux/ppdev.h \
	drivers/char/lp.c include/uapi/linux/lp.h \
	drivers/net/ppp/ppp_generic.c include/uapi/linux/ppp-ioctl.h \
	drivers/media/v4l2-core/v4l2-ioctl.c include/media/v4l2-ioctl.h \
	include/uapi/linux/videodev2.h \
	drivers/media/v4l2-core/v4l2-compat-ioctl32.c \
	drivers/media/platform/ti/omap3isp/isph3a_af.c \
	include/uapi/linux/omap3isp.h \
	sound/core/pcm_native.c sound/core/pcm_compat.c include/sound/pcm.h \
	sound/core/timer.c \
	sound/core/rawmidi.c \
	include/uapi/sound/asound.h \
	include/uapi/asm-generic/sockios.h include/uapi/linux/sockios.h \
	net/socket.c > "$out" 2>&1

n=0 fail=0
# "name: the pair it must be reported with"
while read -r name pair; do
	n=$((n + 1))
	if grep -q ": $name: converted pair with .*\\b$pair\\b" "$out"; then
		echo "ok $n - $name: converted pair with $pair"
	else
		echo "not ok $n - $name: not reported as a pair with $pair"
		fail=$((fail + 1))
	fi
done <<'EOT'
PPGETTIME32 PPGETTIME64
PPSETTIME32 PPSETTIME64
LPSETTIMEOUT_OLD LPSETTIMEOUT_NEW
PPPIOCGIDLE32 PPPIOCGIDLE64
VIDIOC_DQEVENT_TIME32 VIDIOC_DQEVENT
VIDIOC_QUERYBUF_TIME32 VIDIOC_QUERYBUF
VIDIOC_QBUF_TIME32 VIDIOC_QBUF
VIDIOC_DQBUF_TIME32 VIDIOC_DQBUF
VIDIOC_PREPARE_BUF_TIME32 VIDIOC_PREPARE_BUF
VIDIOC_OMAP3ISP_STAT_REQ_TIME32 VIDIOC_OMAP3ISP_STAT_REQ
SNDRV_PCM_IOCTL_STATUS32 SNDRV_PCM_IOCTL_STATUS64
SNDRV_PCM_IOCTL_STATUS_EXT32 SNDRV_PCM_IOCTL_STATUS_EXT64
SNDRV_TIMER_IOCTL_STATUS32 SNDRV_TIMER_IOCTL_STATUS64
SNDRV_RAWMIDI_IOCTL_STATUS32 SNDRV_RAWMIDI_IOCTL_STATUS64
SIOCGSTAMP_OLD SIOCGSTAMP_NEW
SIOCGSTAMPNS_OLD SIOCGSTAMPNS_NEW
EOT
[ "$fail" -eq 0 ] || sed 's/^/# /' "$out"
[ "$fail" -eq 0 ]
