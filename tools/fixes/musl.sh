#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# musl.sh	patches/musl/0001 in QEMU, on Debian's 6.1 kernel
#
# musl's ioctl() retries a time64 number that gets ENOTTY with the time32
# number of its compat_map; for the ALSA timer's STATUS that number is
# wrong (tools/audit/musl.sh).  This builds sid's musl for i386
# (tools/audit/musl.sh --source; cached), links musltimer.c against it
# as released and with patches/musl/0001's src/misc/ioctl.c, and boots
# Debian's 6.1 three times, each program run in each:
#   stock: Debian's snd-timer, which serves neither 32-bit STATUS number
#          (alsa-timer 1's bug): both programs get ENOTTY;
#   fixed: snd-timer with patches/alsa-timer (tools/fixes/build.sh): the
#          time64 number is served, no fallback: both get the status;
#   time32-only: the fixed snd-timer with time32-only-timer.diff, which
#          serves the time32 number only, as 32-bit kernels before 5.6
#          did: released musl falls back to 0x80045414 and gets ENOTTY,
#          patched musl falls back to 0x80585414 and gets the status the
#          fixed kernel gave.
# TAP on stdout.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
qemu=$top/tools/qemu
cache=${COMPAT_TIME_CACHE:-$HOME/.cache/compat_time}
fixes=$cache/fixes
log=$fixes/log
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$log"

notok() { echo "not ok - musl: $*"; exit 1; }

# musl for i386, built once per version, as musl builds itself.
src=$("$top/tools/audit/musl.sh" --source) || notok "no musl source"
ver=${src##*/musl-}
bld=$work/musl-build	# only the installed prefix is kept
pfx=$cache/musl/i386-$ver
if [ ! -f "$pfx/lib/libc.a" ]; then
	echo "musl: building musl $ver for i386" >&2
	rm -rf "$pfx"
	cp -a "$src" "$bld"
	(cd "$bld" && ./configure --target=i386-linux-musl CC="gcc -m32" \
		--prefix="$pfx" --disable-shared &&
	 nice -n 19 make -j2 AR=ar RANLIB=ranlib &&
	 make install AR=ar RANLIB=ranlib) > "$work/musl-build.log" 2>&1 ||
		{ tail -n 20 "$work/musl-build.log" >&2; notok "musl $ver does not build for i386"; }
fi
# The patched ioctl(), built as tools/audit/musl.py reads compat_map.
cp -a "$src" "$work/p"
for p in "$top"/patches/musl/*.patch; do
	patch -p1 --fuzz=0 -s -d "$work/p" < "$p" || notok "${p##*/} does not apply to musl $ver"
done
python3 "$top/tools/audit/musl.py" --object "$work/p" "$work/ioctl.o" ||
	notok "patched src/misc/ioctl.c does not build"
mkdir -p "$work/payload"
cc="gcc -m32 -static -O2 -Wall -Wextra -Werror -nostdinc -isystem $pfx/include
	-idirafter /usr/include -idirafter /usr/include/x86_64-linux-gnu"
# shellcheck disable=SC2086 # the words of $cc
$cc -c "$here/musltimer.c" -o "$work/musltimer.o" || notok "musltimer.c does not build"
for v in released patched; do
	extra=
	[ $v = patched ] && extra=$work/ioctl.o	# before libc.a: its ioctl()
	# shellcheck disable=SC2086
	gcc -m32 -static -nostdlib -o "$work/payload/musltimer-$v" \
		"$pfx/lib/crt1.o" "$pfx/lib/crti.o" "$work/musltimer.o" $extra \
		"$pfx/lib/libc.a" "$(gcc -m32 -print-libgcc-file-name)" "$pfx/lib/crtn.o" ||
		notok "musltimer-$v does not link"
done
echo "ok - musl: musl $ver built for i386; musltimer linked against it as released and with patches/musl"

# The kernels' modules: Debian's, patches/alsa-timer, and time32 only.
kenv=$("$qemu/fetch-kernel.sh" 6.1 "$cache/kernels") || notok "fetch Debian's 6.1"
eval "$kenv"	# KVER IMAGE MODDIR HEADERS
FIXES_MODS=snd-timer "$here/build.sh" 6.1 "$KVER" "$HEADERS" "$MODDIR" "$IMAGE" "$fixes" |
	sed 's/^\(\(not \)\{0,1\}ok - \)/\1musl fixed: /'
hand=$fixes/build-$KVER/snd-timer/mod
[ -f "$hand/snd-timer.ko" ] || exit 1
cp -a "$hand" "$work/t32"
rm -f "$work/t32"/*.o "$work/t32"/*.ko
patch -s --fuzz=0 -d "$work/t32" < "$here/time32-only-timer.diff" ||
	notok "time32-only-timer.diff does not apply"
if ! nice -n 19 make -C "$HEADERS" M="$work/t32" modules > "$work/t32.log" 2>&1 ||
	grep -E 'warning:|error:' "$work/t32.log" >&2; then
	notok "the time32-only snd-timer.ko does not build without warnings"
fi

cat > "$work/payload/run.sh" <<'EOT'
#!/bin/sh
cd /payload || exit 1
if [ -f ko/snd-timer.ko ]; then
	insmod ko/snd-timer.ko || { echo "insmod failed" >&2; exit 1; }
fi
for v in released patched; do
	./musltimer-$v | sed "s/^/$v /"
done
EOT
for k in stock fixed time32-only; do
	p=$work/$k
	cp -a "$work/payload" "$p"
	kmod=snd-timer
	if [ $k != stock ]; then
		kmod=snd
		mkdir "$p/ko"
	fi
	[ $k = fixed ] && cp "$hand/snd-timer.ko" "$p/ko/"
	[ $k = time32-only ] && cp "$work/t32/snd-timer.ko" "$p/ko/"
	echo "musl: booting $KVER ($k)" >&2
	nice -n 19 "$qemu/boot.sh" --kernel "$IMAGE" --moddir "$MODDIR" \
		--kmod "$kmod" --payload "$p" --timeout 600 \
		--log "$log/musl-$k.console.log" > "$log/musl-$k.out" 2> "$log/musl-$k.err" ||
		notok "$k boot failed (see $log/musl-$k.*)"
done

# What each program must have got, in each kernel.
fixed=$(sed -n 's/^released STATUS ok //p' "$log/musl-fixed.out")
[ -n "$fixed" ] || notok "the fixed kernel did not serve released musl's STATUS"
while read -r k v want why; do
	got=$(sed -n "s/^$v STATUS //p" "$log/musl-$k.out")
	[ "$want" = status ] && want="ok $fixed"
	[ "$want" = ENOTTY ] && want="err 25"
	if [ "$got" = "$want" ]; then
		echo "ok - musl $k kernel, $v musl: $got ($why)"
	else
		echo "not ok - musl $k kernel, $v musl: got '$got', want '$want' ($why)"
	fi
done <<'EOT'
stock released ENOTTY both numbers fail: alsa-timer 1's bug
stock patched ENOTTY both numbers fail: alsa-timer 1's bug
fixed released status the time64 number is served
fixed patched status the time64 number is served
time32-only released ENOTTY falls back to 0x80045414, no kernel's number
time32-only patched status falls back to 0x80585414, the kernel's time32 number
EOT
