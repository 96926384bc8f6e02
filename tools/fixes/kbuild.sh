# SPDX-License-Identifier: GPL-2.0
#
# Sourced by tools/fixes/build.sh and sid72.sh.

# kbuild_snd_pcm MAKEFILE: a Kbuild for snd-pcm.ko alone, from the snd-pcm
# lines of sound/core's MAKEFILE (its objects, by config symbol, and their
# CFLAGS), so that the module's objects follow the kernel's config as the
# distribution's did.  Fails where MAKEFILE has none.
kbuild_snd_pcm() {
	echo 'obj-m := snd-pcm.o'
	sed -e ':a' -e '/\\$/N; s/\\\n/ /; ta' "$1" |
		grep -E '^(snd-pcm-(y|[$][(]CONFIG_[A-Z0-9_]+[)])|CFLAGS_pcm[a-z_]*[.]o)[[:space:]]'
}
