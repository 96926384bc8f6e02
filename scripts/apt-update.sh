#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# apt-get [OPTION...] update that gets every index a mirror serves whole.
#
# While a Debian mirror syncs, an index can come with another size than
# its Release file says ("File has unexpected size ... Mirror sync in
# progress?").  apt-get then exits 100 and keeps that source's old lists
# whole, all its architectures: on a fresh machine, none, so a failing
# armhf index of bookworm-security would hide its amd64 kernels too.
# So after three tries, the lists are updated architecture by
# architecture: a source keeps the architectures its last whole update
# had.  Exits 0 when the native architecture's lists are whole (it says
# which architectures are not), otherwise with apt-get's status.
#
# Usage: scripts/apt-update.sh [APT-GET OPTION...]
set -u

for wait in 30 60 0; do
	apt-get "$@" update -q >&2 && exit 0
	rc=$?
	[ "$wait" -gt 0 ] || break
	echo "apt-update: apt-get update failed ($rc), again in $wait s" >&2
	sleep "$wait"
done

# One architecture more at a time, native first, each kept if its lists
# came whole; then, if some did not, every architecture once more: the
# sources that serve those whole get them too, the others keep what the
# last whole update gave them.
native=$(dpkg --print-architecture)
good=(-o "APT::Architectures::=$native")
apt-get "$@" "${good[@]}" update -q >&2 || exit
bad=
for a in $(dpkg --print-foreign-architectures); do
	if apt-get "$@" "${good[@]}" -o "APT::Architectures::=$a" update -q >&2; then
		good+=(-o "APT::Architectures::=$a")
	else
		bad="$bad $a"
	fi
done
[ -z "$bad" ] && exit 0
echo "apt-update: lists with$bad are not whole on the mirror; their sources keep the lists they had" >&2
apt-get "$@" update -q >&2
exit 0
