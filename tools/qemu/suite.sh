#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# suite.sh SUITE CACHE apt-get|apt-cache ARGS...
#
# Run apt-get or apt-cache on another suite of Debian's archive (sid,
# trixie) than the host's, without touching the host's apt
# configuration: a sources list of its own in CACHE/apt-SUITE, for the
# archive URI the host's own sources name (read here, at run time), and
# lists of its own, updated when they are a day old.  For apt-get
# download, apt-get --print-uris source (SUITE-src: the suite's source
# lists, kept apart) and apt-cache queries; nothing is ever installed this
# way.

set -eu

die() { echo "suite: $*" >&2; exit 1; }

[ $# -ge 3 ] || die "usage: $0 SUITE CACHE apt-get|apt-cache ARGS..."
suite=$1 cache=$2 tool=$3
shift 3
case $tool in apt-get|apt-cache) ;; *) die "not apt-get or apt-cache: $tool" ;; esac

dir=$cache/apt-$suite
type=deb
case $suite in *-src) suite=${suite%-src} type=deb-src ;; esac
mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"

# The archive the host's sources use for its own release's main
# component: deb822 (URIs:) or one-line (deb URI SUITE ...) form.
uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
	awk '/^URIs:/ { u = $2 } /^Suites:/ && u != "" && u !~ /security/ { print u; exit }')
[ -n "$uri" ] || uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
	awk '$1 == "deb" && $2 !~ /security/ && $0 ~ / main/ {
		for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }')
[ -n "$uri" ] || die "no Debian archive in the host's apt sources"
archs=$({ dpkg --print-architecture; dpkg --print-foreign-architectures; } |
	paste -sd, -)
echo "$type [arch=$archs signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" \
	> "$dir/sources.list"

opts=(-o "Dir::Etc::SourceList=$dir/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
      -o "Dir::State::Lists=$dir/lists" -o "Dir::Cache=$dir/cache"
      -o "Dir::State::status=/dev/null" -o "APT::Sandbox::User=root")
if [ -z "$(find "$dir/lists" -maxdepth 1 \( -name '*_Packages*' -o -name '*_Sources*' \) -mmin -1440)" ]; then
	echo "suite: updating the lists of $suite from $uri" >&2
	"$(dirname "$0")/../../scripts/apt-update.sh" "${opts[@]}" || die "apt-get update of $suite failed"
fi
exec "$tool" "${opts[@]}" "$@"
