#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# boot.sh --kernel VMLINUZ --moddir MODDIR [--kmod NAME]... [--replace KO]...
#         [--drive IMG]... [--parallel] [--icount] [--cmdline ARG]... --payload DIR
#         --timeout SECS [--log FILE] [--arch arm64|arm --busybox BUSYBOX]
#
# Boot VMLINUZ under QEMU (TCG) with a throw-away busybox initramfs that
# insmods the in-tree modules NAME (and their dependencies) from MODDIR,
# each in-tree module named like a --replace file (foo.ko) replaced by it,
# then runs DIR/run.sh from /payload.  The serial console goes to FILE
# (default: DIR.console.log); run.sh's stdout is echoed on our stdout and
# its stderr on our stderr.  Exits 0 only if run.sh exited 0, the console
# shows no oops/warning/panic and the kernel is tainted by O/E at most.
# --parallel gives the guest a parallel port (parport_pc) with nothing
# behind it.  --icount makes guest time a count of the instructions it
# executed (-icount shift=0,sleep=off, one vCPU), so timings repeat from
# boot to boot whatever the host's load.  --cmdline adds ARG to the kernel's command line
# (syscall.x32=y, for x32 processes on Debian's kernels).  --arch arm64
# boots an arm64 kernel on qemu-system-aarch64's virt machine (a
# Cortex-A57, which runs AArch32 processes too) with BUSYBOX, an arm64
# busybox, in the initramfs; run.sh's output goes through two virtio
# consoles there (virtio_mmio and virtio_console are loaded first).
# --arch arm boots an armhf (armmp) kernel on qemu-system-arm's virt
# machine (a Cortex-A15) the same way.

set -eu

die() { echo "boot: $*" >&2; exit 1; }

kernel='' moddir='' payload='' timeout='' log='' kmods='' drives='' replace=''
cmdline='' arch=x86_64 busybox=/bin/busybox cpus="-smp 2" drive_files=''
while [ $# -gt 0 ]; do
	if [ "$1" = --parallel ]; then
		drives="$drives -parallel null"
		shift
		continue
	fi
	if [ "$1" = --icount ]; then
		cpus="-smp 1 -icount shift=0,sleep=off"
		shift
		continue
	fi
	[ $# -ge 2 ] || die "missing value for $1"
	case $1 in
	--kernel)  kernel=$2 ;;
	--moddir)  moddir=${2%/} ;;
	--kmod)    kmods="$kmods $2" ;;
	--replace) [ -f "$2" ] || die "no module $2"; replace="$replace $2" ;;
	--payload) payload=${2%/} ;;
	--timeout) timeout=$2 ;;
	--log)     log=$2 ;;
	--drive)   drive_files="$drive_files $2" ;;
	--cmdline) cmdline="$cmdline $2" ;;
	--arch)    arch=$2 ;;
	--busybox) busybox=$2 ;;
	*)         die "unknown option $1" ;;
	esac
	shift 2
done
if [ ! -f "$kernel" ] || [ ! -d "$moddir" ] || [ ! -f "$payload/run.sh" ] ||
	[ -z "$timeout" ]; then
	die "usage: see the header of $0"
fi
log=${log:-$payload.console.log}
kver=${moddir##*/}
root=${moddir%/lib/modules/*}

tmp=$(mktemp -d) qpid=
trap '[ -z "$qpid" ] || kill "$qpid" 2>/dev/null; rm -rf "$tmp"' EXIT
case $arch in
x86_64)
	qemu="qemu-system-x86_64 -accel tcg -cpu max"
	serial="-serial stdio -serial file:$tmp/out -serial file:$tmp/err"
	console=ttyS0 out=/dev/ttyS1 err=/dev/ttyS2 ;;
arm64|arm)
	qemu="qemu-system-aarch64 -accel tcg -M virt -cpu cortex-a57"
	# a kernel without LPAE sees no memory above 4 GiB
	[ "$arch" = arm ] &&
		qemu="qemu-system-arm -accel tcg -M virt,highmem=off -cpu cortex-a15"
	serial="-serial stdio -device virtio-serial-device
		-chardev file,id=out,path=$tmp/out -device virtconsole,chardev=out
		-chardev file,id=err,path=$tmp/err -device virtconsole,chardev=err"
	console=ttyAMA0 out=/dev/hvc0 err=/dev/hvc1
	kmods="virtio_mmio virtio_console $kmods" ;;
*)	die "unknown --arch $arch (x86_64, arm64 or arm)" ;;
esac
# Disks: virtio on PCI for x86_64, virtio-mmio on arm's virt machine
# (its virtio_mmio is loaded anyway).
n=0
for f in $drive_files; do
	if [ "$arch" = x86_64 ]; then
		drives="$drives -drive file=$f,if=virtio,format=raw"
	else
		drives="$drives -drive file=$f,if=none,id=disk$n,format=raw -device virtio-blk-device,drive=disk$n"
	fi
	n=$((n + 1))
done
stage=$tmp/root
touch "$tmp/deps"
mkdir -p "$stage"/bin "$stage"/sbin "$stage"/usr/bin "$stage"/usr/sbin \
	"$stage"/proc "$stage"/sys "$stage"/dev "$stage"/tmp "$stage"/modules
cp "$busybox" "$stage/bin/busybox"
cp -a "$payload" "$stage/payload"

# In-tree modules, dependencies first, decompressed for busybox insmod.
for name in $kmods; do
	modprobe -d "$root" -S "$kver" --show-depends "$name" >> "$tmp/deps" ||
		die "no module $name in $moddir"
done
awk '$1 == "insmod" && !seen[$2]++ { print $2 }' "$tmp/deps" > "$tmp/modules"
n=0 used=''
while read -r ko; do
	n=$((n + 1))
	base=${ko##*/}
	base=${base%.xz} base=${base%.zst} base=${base%.gz}
	for r in $replace; do
		[ "$base" = "${r##*/}" ] && ko=$r used="$used $r"
	done
	dst=$(printf '%s/modules/%03d-%s' "$stage" "$n" "${ko##*/}")
	case $ko in
	*.xz)  xz -dc "$ko" > "${dst%.xz}" ;;
	*.zst) zstd -qdc "$ko" > "${dst%.zst}" ;;
	*.gz)  gzip -dc "$ko" > "${dst%.gz}" ;;
	*)     cp "$ko" "$dst" ;;
	esac
done < "$tmp/modules"
for r in $replace; do
	case " $used " in *" $r "*) ;; *) die "--replace $r: no in-tree module of that name" ;; esac
done

cat > "$stage/init" <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
mount -t devtmpfs dev /dev
exec </dev/console >/dev/console 2>&1
echo
echo "@@INIT@@"
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t debugfs debugfs /sys/kernel/debug
# From here on every kernel message reaches the console.
dmesg -n 8
for ko in /modules/*.ko; do
	[ -e "$ko" ] || continue
	insmod "$ko" || echo "@@INSMOD_FAIL=${ko##*/}@@"
done
cd /payload
# A virtio console's device appears when its port is probed, after insmod.
i=0
while [ ! -c @OUT@ ] || [ ! -c @ERR@ ]; do
	[ $i -lt 100 ] || { echo "@@NO_OUTPUT_DEVICE@@"; break; }
	sleep 0.1
	i=$((i + 1))
done
# run.sh's stdout and stderr go to their own ports, away from printk.
sh ./run.sh >@OUT@ 2>@ERR@
echo "@@PAYLOAD_EXIT=$?@@"
echo "@@TAINT=$(cat /proc/sys/kernel/tainted)@@"
poweroff -f
EOF
sed -i "s|@OUT@|$out|; s|@ERR@|$err|" "$stage/init"
chmod +x "$stage/init"
(cd "$stage" && find . | cpio -o -H newc --quiet) | gzip -1 > "$tmp/initrd.gz"

# no_timer_check: under TCG on a busy host the IO-APIC timer check can
# miss its ticks and panic the boot ("IO-APIC + timer doesn't work").
# A kernel that dies before init runs has tested nothing: under TCG,
# Debian's 6.12 and 7.2 have oopsed on an int3 in text being patched at
# about 2 s of a boot, before init, and 7.2 once just after init started
# (in ktime_get_update_offsets_now(), from the timer interrupt).  An int3
# in the kernel is no bug of a module (BUG() is ud2): it is the breakpoint
# of text_poke_bp() seen by another vCPU of TCG.  7.2 has also hung
# before init, with not a line on the console, until the timeout killed
# it (showcase-7.2 in a cold make check, 2026-12-06).  Each such boot is
# booted once more, and said; its console log is kept as LOG.first.
#
# A boot reaches init in seconds (the sanitizer kernel in 20 s of a 2-core
# host's wall clock), so one that has not after $init_timeout seconds is
# killed then as hung, not after the stage's whole --timeout.
init_timeout=300
[ "$init_timeout" -le "$timeout" ] || init_timeout=$timeout
for try in 1 2; do
	rc=0
	: > "$log"	# no init marker of an earlier boot
	# shellcheck disable=SC2086 # the words of $qemu, $cpus, $serial and $drives
	timeout -k 10 "$timeout" $qemu $cpus \
		-m 1024 -nic none -no-reboot -display none -monitor none \
		$serial -kernel "$kernel" -initrd "$tmp/initrd.gz" $drives \
		-append "console=$console panic=-1 quiet loglevel=4 oops=panic no_timer_check$cmdline" \
		< /dev/null > "$log" 2>&1 &
	qpid=$! waited=0 hung=
	while kill -0 "$qpid" 2>/dev/null && ! grep -qs '@@INIT@@' "$log"; do
		if [ "$waited" -ge "$init_timeout" ]; then
			echo "boot: no init after ${init_timeout}s, qemu killed" >&2
			kill "$qpid" 2>/dev/null || true	# it may just have ended
			hung=1
			break
		fi
		sleep 1
		waited=$((waited + 1))
	done
	wait "$qpid" || rc=$?
	qpid=
	if [ -n "$hung" ]; then
		rc=124
	elif [ "$rc" -eq 124 ]; then
		echo "boot: timeout after ${timeout}s, qemu killed" >&2
	fi
	why=
	if ! grep -q '@@INIT@@' "$log" && grep -qE 'Oops|Kernel panic' "$log"; then
		why="the kernel died before init ran"
	elif ! grep -q '@@INIT@@' "$log" && [ "$rc" -eq 124 ]; then
		why="the kernel hung before init ran"
	elif grep -q 'Oops: int3' "$log"; then
		why="an int3 in kernel text (text_poke_bp() under TCG)"
	elif grep -q "can't create $out" "$log"; then
		# its node was there, its hvc not yet (Debian's arm64 6.1
		# under TCG, 2026-12-07): run.sh never ran
		why="the payload's output port did not open"
	fi
	if [ $try -eq 1 ] && [ -n "$why" ]; then
		rip=$(grep -m1 -o 'RIP: [^ ]*' "$log" || true)
		echo "boot: $why${rip:+ ($rip)}; booting again" >&2
		mv "$log" "$log.first"
		continue
	fi
	break
done
tr -d '\r' < "$tmp/out"
tr -d '\r' < "$tmp/err" >&2

fail=0
[ "$rc" -eq 0 ] || { echo "boot: FAIL: qemu exited with $rc (log: $log)" >&2; fail=1; }
"$(dirname "$0")/verdict.sh" "$log" || fail=1
# Keep run.sh's output with the console log, for the record.
{ echo "---- run.sh stdout ----"; tr -d '\r' < "$tmp/out"
  echo "---- run.sh stderr ----"; tr -d '\r' < "$tmp/err"; } >> "$log"
exit "$fail"
