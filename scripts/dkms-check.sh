#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# dkms-check.sh KVER KERNEL_SOURCE_DIR
#
# Run Debian's dkms add, build and install on this tree for KVER, in a
# private mount namespace whose dkms framework.conf points every dkms tree
# (sources, builds, installed modules) into a temporary directory: nothing
# on the host changes and nothing is loaded.  Then check modinfo of the
# built module.  Prints TAP; exits non-zero on any failure.
set -u

kver=${1:?usage: dkms-check.sh KVER KERNEL_SOURCE_DIR}
ksrc=${2:?usage: dkms-check.sh KVER KERNEL_SOURCE_DIR}
top=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$top/dkms.conf")

if [ "${COMPAT_TIME_DKMS_NS:-}" != 1 ]; then
	exec env COMPAT_TIME_DKMS_NS=1 unshare --mount --propagation private \
		"$0" "$@"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# dkms installs only for a kernel whose modules directory exists.
mkdir -p "$tmp/src" "$tmp/dkms" "$tmp/modules/$kver" "$tmp/conf.d"
cat > "$tmp/conf.d/compat_time.conf" <<EOC
source_tree="$tmp/src"
dkms_tree="$tmp/dkms"
install_tree="$tmp/modules"
mok_signing_key="$tmp/mok.key"
mok_certificate="$tmp/mok.pub"
EOC
mkdir -p /etc/dkms/framework.conf.d
mount --bind "$tmp/conf.d" /etc/dkms/framework.conf.d
# framework.conf itself may set trees too: shadow it with an empty file.
: > "$tmp/framework.conf"
[ -e /etc/dkms/framework.conf ] &&
	mount --bind "$tmp/framework.conf" /etc/dkms/framework.conf

rsync -a --exclude=.git --exclude='*.o' --exclude='*.ko' \
	"$top/" "$tmp/src/compat_time-$version/"

n=0 failed=0
step() {	# step NAME CMD...
	local name=$1
	shift
	n=$((n + 1))
	if "$@" > "$tmp/step.log" 2>&1; then
		echo "ok $n - dkms $kver: $name"
	else
		failed=$((failed + 1))
		echo "not ok $n - dkms $kver: $name"
		sed 's/^/# /' "$tmp/step.log" | tail -20
	fi
}

dk() { dkms "$@" -m compat_time -v "$version"; }
step "add" dk add
step "build" dk build -k "$kver" --kernelsourcedir "$ksrc"
step "install (into the private tree, no depmod)" \
	dk install -k "$kver" --kernelsourcedir "$ksrc" --no-depmod --force
ko=$(find "$tmp/modules" -name 'compat_time.ko*' | head -n 1)
step "installed under updates/dkms" test -n "$ko"
info=$(modinfo "${ko:-/nonexistent}" 2>/dev/null)
for field in description license version "parm:.*overflow" "parm:.*log" \
	     "vermagic: *$kver "; do
	step "modinfo shows $field" grep -q "^$field" <<< "$info"
done
step "modinfo version is dkms.conf's $version" \
	grep -q "^version: *$version\$" <<< "$info"
step "remove" dkms remove -m compat_time -v "$version" --all
echo "# dkms $kver: $((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
