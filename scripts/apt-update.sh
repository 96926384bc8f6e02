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
# So after three tries, the lists are updated one architecture more at a
# time (the native one, then each foreign one): a source keeps the
# architectures its last whole update had.  Exits 0 when the native
# architecture's lists are whole (it says which architectures are not),
# otherwise with apt-get's status.
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

archs=()
for a in $(dpkg --print-architecture) $(dpkg --print-foreign-architectures); do
	archs+=(-o "APT::Architectures::=$a")
	if apt-get "$@" "${archs[@]}" update -q >&2; then
		continue
	fi
	rc=$?
	[ "$a" = "$(dpkg --print-architecture)" ] && exit "$rc"
	echo "apt-update: lists with $a are not whole on the mirror; those kept as they were" >&2
done
exit 0
