# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Sourced by the scripts that build, load or check the modules patches/
# fixes: the list in tools/fixes/modules, and the Kbuild of each.

fixes_table=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/modules

# fixes_modules [arm64]: the modules, as modprobe names them, one a line;
# with arm64, those built and proven on arm64.
fixes_modules() {
	awk -v arm="${1:-}" '!/^#/ && NF && (arm == "" || $3 == "yes") { print $1 }' \
		"$fixes_table"
}

# fixes_series MODULE: the directory of MODULE's series in patches/.
fixes_series() {
	awk -v m="$1" '!/^#/ && $1 == m { print $2; found = 1 }
		       END { exit !found }' "$fixes_table"
}

# fixes_kbuild MODULE MAKEFILE: the text of a Kbuild that builds MODULE
# alone; none for btrfs, which builds with its own Makefile.  snd-pcm's
# comes from the snd-pcm lines of MAKEFILE, sound/core's (its objects, by
# config symbol, and their CFLAGS), so that its objects follow the
# kernel's config as the distribution's did.  Fails for a module it does
# not know, and for snd-pcm where MAKEFILE has no such lines.
fixes_kbuild() {
	case $1 in
	snd-timer) printf 'obj-m := snd-timer.o\nsnd-timer-y := timer.o\n' ;;
	tun) echo 'obj-m := tun.o' ;;
	btrfs) ;;
	snd-pcm)
		echo 'obj-m := snd-pcm.o'
		sed -e ':a' -e '/\\$/N; s/\\\n/ /; ta' "$2" |
			grep -E '^(snd-pcm-(y|[$][(]CONFIG_[A-Z0-9_]+[)])|CFLAGS_pcm[a-z_]*[.]o)[[:space:]]' ;;
	*) return 1 ;;
	esac
}
