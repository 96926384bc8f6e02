# SPDX-License-Identifier: GPL-2.0
#
# Sourced by tools/e2e/e2e.sh and tools/bench/bench.sh: build what a guest
# runs into $work/payload.  Needs $top and $work.

# payload_modules HEADERS [arm64|arm|""] [MAKE-ARG...]: compat_time.ko and
# compat_time_test.ko, built against HEADERS (the DKMS way; cross-compiled
# for arm) in a private copy, so objects built for one kernel never mix
# with another's.
payload_modules() {
	local hdr=$1 cross=
	case ${2:-} in
	arm64)	cross="ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-" ;;
	arm)	cross="ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf-" ;;
	esac
	shift
	[ $# -gt 0 ] && shift
	rsync -a --exclude=.git --exclude='*.o' --exclude='*.ko' \
		"$top/" "$work/src/"
	# shellcheck disable=SC2086 # the words of $cross
	make -s -C "$hdr" M="$work/src" $cross "$@" modules >&2
	mkdir -p "$work/payload"
	cp "$work/src/drivers/compat_time/compat_time.ko" \
	   "$work/src/drivers/compat_time/compat_time_test.ko" "$work/payload/"
}

# payload_prog SOURCE ABI...: a static SOURCE as payload/<name>-<ABI>, for
# ABI x86_64, i386-t32 (32-bit time_t), i386-t64 (64-bit time_t), i386
# (the same build as i386-t32, for programs time_t does not concern), x32,
# arm64, armhf-t32 or armhf-t64; $PROG_CFLAGS is added (the -I of a
# driver's headers, for tools/try).
payload_prog() {
	local src=$1 name abi flags cc
	local cflags="-static -O2 -Wall -Wextra -Werror -I$top/include/uapi ${PROG_CFLAGS:-}"
	local m32="-m32 -I/usr/include/x86_64-linux-gnu"
	local t64="-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"

	name=$(basename "$src" .c)
	shift
	for abi in "$@"; do
		cc=gcc
		case $abi in
		x86_64)		flags= ;;
		i386|i386-t32)	flags=$m32 ;;
		i386-t64)	flags="$m32 $t64" ;;
		x32)		flags="-mx32 -I/usr/include/x86_64-linux-gnu" ;;
		arm64)		cc=aarch64-linux-gnu-gcc flags= ;;
		armhf-t32)	cc=arm-linux-gnueabihf-gcc flags= ;;
		armhf-t64)	cc=arm-linux-gnueabihf-gcc flags=$t64 ;;
		*)		echo "payload_prog: unknown ABI $abi" >&2; return 1 ;;
		esac
		# shellcheck disable=SC2086
		$cc $cflags $flags -o "$work/payload/$name-$abi" "$src" || return 1
	done
}
