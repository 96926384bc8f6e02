#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# ioctl-audit.sh - ioctl ABI audit.
#
# Usage: tools/audit/ioctl-audit.sh [-o out.csv] [-j JOBS] DIR...
#
# 1. Extracts every _IOR/_IOW/_IOWR command definition (with an argument
#    type; also wrappers such as DRM_IOWR and enum "NAME = _IOR(...)"), the
#    case labels and "cmd == NAME" tests, compat_time registrations,
#    "#define a b" aliases and the members of uapi structs from the .h and
#    .c files under DIR..., with Coccinelle: cocci/ioctl_time_find.cocci in
#    audit mode.  Files spatch cannot parse (fewer definitions found than
#    their text has) are read by extract.awk instead, and listed.
# 2. For commands defined in uapi headers (path contains include/uapi/, or an
#    installed /usr/include tree) measures, compile-only with the asm-offsets
#    technique of scripts/uapi-probe.sh, the number each of 5 ABIs computes:
#      i386_t32  gcc -m32
#      i386_t64  gcc -m32 -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64
#      arm_t32   arm-linux-gnueabihf-gcc
#      arm_t64   arm-linux-gnueabihf-gcc -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64
#      x86_64    gcc -m64
#    plus sizeof and offsetof(top-level member) of "struct X" arguments.
# 3. Classifies: same / time-dependent / compat-size-differs / other-differs /
#    unmeasurable / not-uapi, and checks "same number, different layout"
#    (i386_t32 or i386_t64 number == x86_64 number but a member offset differs).
# 4. Served-by: "case NAME:", sibling cases (NAME_TIME32, NAME32, NAME64,
#    NAME_OLD, NAME_COMPAT32, __NAME32, ...), COMPAT_TIME_IOCTL(NAME, and
#    COMPAT_TIME_CATALOG(IOCTL, NAME, found under the same DIRs.  A static
#    table naming NAME is shown (table@) but not taken as serving it:
#    net/atm's { FOO32, FOO } map is never reached.  A sibling
#    case defined with another _IOC direction than NAME is a finding: no
#    user-space ABI sends its number.
#    The offsets of each time field (nested ones too, found by the find
#    script) are measured per ABI: CSV column time_fields,
#    "path=i386_t32/i386_t64/arm_t32/arm_t64/x86_64 ...", and checked
#    like top-level members for "same number, different layout".
# 5. Table on stdout, CSV with -o.  Exit 1 if there are findings, 0 if none,
#    2 on usage or tool errors.
#
# Environment: CC_X86 (gcc), CC_ARM (arm-linux-gnueabihf-gcc).

set -u
export LC_ALL=C		# ASCII quotes in compiler messages, stable sort

CC_X86=${CC_X86:-gcc}
CC_ARM=${CC_ARM:-arm-linux-gnueabihf-gcc}
here=$(cd "$(dirname "$0")" && pwd) || exit 2
ABIS="i386_t32 i386_t64 arm_t32 arm_t64 x86_64"

die() { echo "ioctl-audit.sh: $*" >&2; exit 2; }

# ---------------------------------------------------------------------------
# worker mode: probe one header for one ABI (run in parallel by xargs)
#   $0 --probe TMP HID ABI
# Writes TMP/h/HID/ABI.val ("KEY VALUE") and TMP/h/HID/ABI.err
# ("KEY|* first-error-line").  Errors inside DEFINE lines drop just that
# item and retry; errors elsewhere (the header itself) make every item of the
# header unmeasurable for this ABI, after trying the reduced preamble
# (without sys/time.h and time.h) once.
abi_cmd() {
	# $1 = abi, $2 = root kind (SYSTEM or a kernel tree root)
	local t64="-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"
	local k=$2 inc="" a
	case $1 in
	arm_*) a=arm ;;
	*) a=x86 ;;
	esac
	if [ "$k" != SYSTEM ]; then
		[ -d "$k/arch/$a/include/uapi" ] && inc="$inc -I$k/arch/$a/include/uapi"
		[ -d "$k/arch/$a/include/generated/uapi" ] && inc="$inc -I$k/arch/$a/include/generated/uapi"
		inc="$inc -I$TMP/wrap/$(echo "$k" | cksum | cut -d' ' -f1)/$a -I$k/include/uapi"
		[ -d "$k/include/generated/uapi" ] && inc="$inc -I$k/include/generated/uapi"
		# what scripts/headers_install.sh would have removed
		inc="$inc -D__EXPORTED_HEADERS__ -D__user= -D__force= -D__iomem= -D__attribute_const__="
		inc="$inc -D__packed=__attribute__((packed))"
	fi
	case $1 in
	i386_t32) echo "$CC_X86 -m32 $inc -I/usr/include/x86_64-linux-gnu" ;;
	i386_t64) echo "$CC_X86 -m32 $inc -I/usr/include/x86_64-linux-gnu $t64" ;;
	arm_t32) echo "$CC_ARM $inc" ;;
	arm_t64) echo "$CC_ARM $inc $t64" ;;
	x86_64) echo "$CC_X86 -m64 $inc" ;;
	esac
}

probe_one() {
	TMP=$1 hid=$2 abi=$3
	local d="$TMP/h/$hid" cc variant src s try bad
	local root
	root=$(cat "$d/root")
	# shellcheck disable=SC2046
	set -f; cc=$(abi_cmd "$abi" "$root"); set +f
	: > "$d/$abi.err"
	for variant in A B; do
		src="$d/$abi.$variant.c"
		cp "$d/probe.$variant.c" "$src"
		for try in 1 2 3 4 5 6; do
			# shellcheck disable=SC2086
			if $cc -O0 -w -ftrack-macro-expansion=0 -S -o "$d/$abi.s" "$src" 2> "$d/$abi.cerr"; then
				sed -n 's/^[[:space:]]*\.ascii[[:space:]]*"->\([^ ]*\) [$#]*\(-\{0,1\}[0-9][0-9]*\)".*$/\1 \2/p' \
					"$d/$abi.s" > "$d/$abi.val"
				return 0
			fi
			# error lines located in DEFINE lines of the probe itself?
			bad=$(awk -v f="$src" '
				index($0, f ":") == 1 && / error: / {
					split(substr($0, length(f) + 2), a, ":"); print a[1]
				}' "$d/$abi.cerr" | sort -un)
			other=$(grep -v "^$src:" "$d/$abi.cerr" | grep -m1 -E ' (fatal )?error: ')
			[ -z "$other" ] && other=$(grep -m1 -E ' (fatal )?error: ' "$d/$abi.cerr" | grep -v ': error: .*DEFINE' )
			# only probe-body lines may be dropped
			body=$(cat "$d/body_start")
			ok=1
			[ -n "$bad" ] || ok=0
			for l in $bad; do [ "$l" -gt "$body" ] || ok=0; done
			if [ $ok = 1 ] && [ -z "$(grep -v "^$src:" "$d/$abi.cerr" | grep -E ' (fatal )?error: ')" ]; then
				for l in $bad; do
					key=$(sed -n "${l}s/^[[:space:]]*DEFINE(\([^,]*\),.*/\1/p" "$src")
					msg=$(grep -m1 "^$src:$l:.* error: " "$d/$abi.cerr" | sed 's/^[^ ]* error: //')
					[ -n "$key" ] && printf '%s %s\n' "$key" "$msg" >> "$d/$abi.err"
					sed -i "${l}s/^.*\$/\t\/* dropped *\//" "$src"
				done
				continue
			fi
			break
		done
		# report paths as the user gave them, not as resolved for the compiler
		[ $variant = A ] && first=$(grep -m1 -E ' (fatal )?error: ' "$d/$abi.cerr" |
			awk -v r="$root/" -v o="$(cat "$d/rootorig")/" -v t="$d/" '
			function rep(s, a, b,   out, i) {
				out = ""
				while ((i = index(s, a)) > 0) { out = out substr(s, 1, i - 1) b; s = substr(s, i + length(a)) }
				return out s
			}
			{ $0 = rep(rep($0, t, ""), r, o); sub(/^\.\//, ""); print }')
		: > "$d/$abi.err"
	done
	printf '* %s\n' "$first" > "$d/$abi.err"
	: > "$d/$abi.val"
	return 0
}

if [ "${1:-}" = --probe ]; then
	probe_one "$2" "$3" "$4"
	exit 0
fi

# ---------------------------------------------------------------------------
usage() { echo "usage: ioctl-audit.sh [-o out.csv] [-j JOBS] DIR..." >&2; exit 2; }

csv=""
jobs=$(nproc 2>/dev/null || echo 2)
while getopts "o:j:h" opt; do
	case $opt in
	o) csv=$OPTARG ;;
	j) jobs=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
for d in "$@"; do
	[ -d "$d" ] || [ -f "$d" ] || die "no such directory: $d"
done
command -v "$CC_X86" > /dev/null || die "$CC_X86 not found"
command -v "$CC_ARM" > /dev/null || die "$CC_ARM not found"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/ioctl-audit.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$TMP"' EXIT
trap 'exit 2' HUP INT TERM
export TMP

# 1. extraction ---------------------------------------------------------------
find "$@" -type f \( -name '*.h' -o -name '*.c' \) | LC_ALL=C sort -u > "$TMP/files"
[ -s "$TMP/files" ] || die "no .c/.h files under: $*"
# Coccinelle, in the find script's audit mode, on the files that can hold a
# record: uapi headers (their structs), and files naming an ioctl macro,
# "ioctl" or compat_time (command definitions, case labels, registrations).
# One file per group, so --jobs spreads them.
{
	grep '/include/uapi/.*\.h$\|^include/uapi/.*\.h$' "$TMP/files"
	tr '\n' '\0' < "$TMP/files" |
		xargs -0 grep -lE '_IO(R|W|WR|C)?\b|ioctl|COMPAT_TIME_' || true
} | LC_ALL=C sort -u | sed 's/$/\n/' > "$TMP/groups"
(ulimit -s unlimited 2>/dev/null || ulimit -s 1048576 2>/dev/null
 spatch --very-quiet --no-includes --include-headers --jobs "$jobs" \
	--tmp-dir "$TMP/spatch" --sp-file "$here/../../cocci/ioctl_time_find.cocci" \
	-D audit --file-groups "$TMP/groups") > "$TMP/extract" 2> "$TMP/spatch.err" ||
	{ tail -5 "$TMP/spatch.err" >&2; die "extraction (spatch) failed"; }
# A parse error hides the rest of a file from spatch (spatch 1.1.1 stops
# at "} __attribute__((packed, aligned(4)));" or a macro that expands to
# members): a file whose text has more "#define NAME _IOx(" lines than
# spatch found definitions in goes through the text extractor instead,
# and is listed at the end.
grep -v '^$' "$TMP/groups" | tr '\n' '\0' |
	xargs -0 grep -cE '^[[:blank:]]*#[[:blank:]]*define[[:blank:]]+[A-Za-z_][A-Za-z0-9_]*[[:blank:]]+\(?[[:blank:]]*_IO(R|W|WR)[[:blank:]]*\(' /dev/null |
	awk -F: -v ext="$TMP/extract" '
	BEGIN { while ((getline l < ext) > 0) { split(l, F, "\t"); if (F[1] == "D") n[F[3]]++ } }
	$1 != "/dev/null" && $NF > n[$1] + 0 { sub(/:[0-9]+$/, ""); print }' > "$TMP/unparsed"
if [ -s "$TMP/unparsed" ]; then
	awk -F'\t' 'NR == FNR { bad[$0] = 1; next } !($3 in bad)' \
		"$TMP/unparsed" "$TMP/extract" > "$TMP/extract.kept"
	tr '\n' '\0' < "$TMP/unparsed" | xargs -0 awk -f "$here/extract.awk" >> "$TMP/extract.kept" ||
		die "text extraction failed"
	mv "$TMP/extract.kept" "$TMP/extract"
fi
grep '^D	' "$TMP/extract" > "$TMP/defs" || true
grep '^S	' "$TMP/extract" > "$TMP/serve" || true
grep '^T	' "$TMP/extract" > "$TMP/structs" || true
grep '^A	' "$TMP/extract" > "$TMP/aliases" || true
grep '^P	' "$TMP/extract" > "$TMP/paths" || true

# 2. probe generation: one directory per uapi header --------------------------
# defs.u: idx name file line dir arg hid inc root
awk -F'\t' -v OFS='\t' -v tmp="$TMP" '
function uapi(f,   p, root, inc) {
	if ((p = index(f, "include/uapi/")) > 0) {
		root = substr(f, 1, p - 1); inc = substr(f, p + 13)
		sub(/arch\/[^\/]+\/$/, "", root)
		if (root == "") root = "."
		return root "\t" inc
	}
	if ((p = index(f, "/usr/include/")) > 0 && (p == 1 || substr(f, 1, p - 1) == "")) {
		inc = substr(f, p + 13)
		sub(/^[a-z0-9_]+-linux-gnu[a-z]*\//, "", inc)
		return "SYSTEM\t" inc
	}
	return ""
}
{
	u = uapi($3)
	if (u == "") { print NR, $2, $3, $4, $5, $6, "-", "-", "-"; next }
	if (!($3 in hid)) hid[$3] = ++nh
	split(u, U, "\t")
	print NR, $2, $3, $4, $5, $6, hid[$3], U[2], U[1]
}' "$TMP/defs" > "$TMP/defs.u"

# resolve kernel-tree roots to absolute paths for the compilers
mkdir -p "$TMP/h"
awk -F'\t' '$7 != "-" { print $7 "\t" $8 "\t" $9 }' "$TMP/defs.u" | sort -u -t'	' -k1,1n |
while IFS='	' read -r h inc root; do
	mkdir -p "$TMP/h/$h"
	printf '%s\n' "${root%/}" > "$TMP/h/$h/rootorig"
	if [ "$root" != SYSTEM ]; then
		root=$(cd "$root" && pwd) || die "cannot resolve $root"
		w="$TMP/wrap/$(echo "$root" | cksum | cut -d' ' -f1)"
		if [ ! -d "$w" ]; then
			# asm/ headers the kernel generates from asm-generic (mandatory-y /
			# generic-y), and the compiler headers headers_install strips
			for a in x86 arm; do
				mkdir -p "$w/$a/asm" "$w/$a/linux"
				: > "$w/$a/linux/compiler_types.h"
				: > "$w/$a/linux/compiler.h"
				for g in "$root"/include/uapi/asm-generic/*.h; do
					[ -e "$g" ] || continue
					b=${g##*/}
					[ -e "$root/arch/$a/include/uapi/asm/$b" ] && continue
					printf '#include <asm-generic/%s>\n' "$b" > "$w/$a/asm/$b"
				done
			done
		fi
	fi
	printf '%s\n' "$root" > "$TMP/h/$h/root"
	printf '%s\n' "$inc" > "$TMP/h/$h/inc"
done

# struct member table (first definition wins; "struct X" may be defined in
# several scanned headers - then it is ambiguous and not measured)
awk -F'\t' -v OFS='\t' -v aliases="$TMP/aliases" '
{ n[$2]++; if (n[$2] == 1) { st[$2] = $5; mem[$2] = $6; where[$2] = $3 ":" $4 } }
END {
	# struct __x {...} with "#define __x y": user space sees struct y
	while ((getline l < aliases) > 0) {
		split(l, F, "\t"); a = F[2]; b = F[5]
		if ((a in n) && !(b in n)) { n[b] = n[a]; st[b] = st[a]; mem[b] = mem[a] }
	}
	for (s in n) {
		if (n[s] > 1 && mem[s] != "") { print s, "ambiguous", "" ; continue }
		# dedupe member names, keep order
		k = split(mem[s], M, " "); out = ""; delete seen
		for (i = 1; i <= k; i++) if (!(M[i] in seen)) { seen[M[i]] = 1; out = out (out == "" ? "" : " ") M[i] }
		print s, st[s], out
	}
}' "$TMP/structs" > "$TMP/structs.tab"

# probe sources: variant A (full preamble) and B (no glibc time headers)
awk -F'\t' -v tmp="$TMP" -v paths="$TMP/paths" '
BEGIN {
	# time fields of each command: "P name path type"
	while ((getline l < paths) > 0) {
		split(l, F, "\t")
		np[F[2]]++; tpath[F[2], np[F[2]]] = F[3]
	}
}
FNR == NR { st[$1] = $2; mem[$1] = $3; next }
$7 != "-" {
	h = $7
	if (!(h in seenh)) { order[++nh] = h; seenh[h] = 1; inc[h] = $8 }
	body[h] = body[h] sprintf("\tDEFINE(C%d, %s);\n", $1, $2)
	# offsetof(ARG, a.b[0].c) of each time field (path .a.b[].c)
	for (k = 1; k <= np[$2]; k++) {
		d = tpath[$2, k]; sub(/^\./, "", d); gsub(/\[\]/, "[0]", d)
		body[h] = body[h] sprintf("\tDEFINE(T%d_%d, offsetof(%s, %s));\n", $1, k, $6, d)
	}
	a = $6
	if (a ~ /^struct [A-Za-z_][A-Za-z0-9_]*$/) {
		s = a; sub(/^struct /, "", s)
		if ((h SUBSEP s) in sdone) next
		sdone[h, s] = 1
		body[h] = body[h] sprintf("\tDEFINE(S_%s, sizeof(struct %s));\n", s, s)
		if ((s in st) && st[s] ~ /^ok/) {
			k = split(mem[s], M, " ")
			for (i = 1; i <= k; i++)
				body[h] = body[h] sprintf("\tDEFINE(O_%s__%s, offsetof(struct %s, %s));\n", s, M[i], s, M[i])
		}
	}
}
END {
	for (j = 1; j <= nh; j++) {
		h = order[j]
		for (v = 1; v <= 2; v++) {
			f = tmp "/h/" h "/probe." (v == 1 ? "A" : "B") ".c"
			n = 0
			print "#include <stddef.h>" > f; n++
			print "#include <sys/types.h>" > f; n++
			print "#include <sys/ioctl.h>" > f; n++
			if (v == 1) {
				print "#include <sys/time.h>" > f; n++
				print "#include <time.h>" > f; n++
			}
			print "#include <linux/types.h>" > f; n++
			printf "#include <%s>\n", inc[h] > f; n++
			print "#define DEFINE(sym, val) asm volatile(\"\\n.ascii \\\"->\" #sym \" %c0\\\"\" : : \"i\" ((unsigned int)(val)))" > f; n++
			print "void ioctl_audit_probe(void);" > f; n++
			print "void ioctl_audit_probe(void)" > f; n++
			print "{" > f; n++
			printf "%s", body[h] > f
			print "}" > f
			close(f)
			# both variants: body starts after line n; B is 2 lines shorter
			if (v == 1) bs = n
		}
		# the worker checks line numbers against the larger start (A);
		# for B body lines are also > bs - 2, so store the minimum
		print bs - 2 > (tmp "/h/" h "/body_start"); close(tmp "/h/" h "/body_start")
	}
}' "$TMP/structs.tab" "$TMP/defs.u" || die "probe generation failed"

# 3. measure (parallel) ------------------------------------------------------
for h in $(ls "$TMP/h" 2>/dev/null); do
	for a in $ABIS; do
		printf '%s %s\n' "$h" "$a"
	done
done > "$TMP/jobs"
if [ -s "$TMP/jobs" ]; then
	xargs -P "$jobs" -L1 bash "$here/${0##*/}" --probe "$TMP" < "$TMP/jobs" || die "probe workers failed"
fi
# all.val: HID ABI KEY VALUE ; all.err: HID ABI KEY MESSAGE
for h in $(ls "$TMP/h" 2>/dev/null); do
	for a in $ABIS; do
		[ -f "$TMP/h/$h/$a.val" ] || die "missing probe result $h/$a"
		sed "s/^/$h $a /" "$TMP/h/$h/$a.val"
		[ -s "$TMP/h/$h/$a.err" ] && sed "s/^/$h $a /" "$TMP/h/$h/$a.err" >> "$TMP/all.err"
	done
done > "$TMP/all.val"
touch "$TMP/all.err"

# 4. classify and report -----------------------------------------------------
awk -v csv="$csv" -v abis="$ABIS" -v paths="$TMP/paths" '
BEGIN {
	while ((getline l < paths) > 0) {
		split(l, F, "\t")
		np[F[2]]++; tpath[F[2], np[F[2]]] = F[3]
	}
}
function csvq(s) { if (s ~ /[",\n]/) { gsub(/"/, "\"\"", s); return "\"" s "\"" } return s }
function hex(v) { v += 0; if (v < 0) v += 4294967296; return sprintf("0x%08x", v) }
FILENAME == ARGV[1] { split($0, F, "\t"); st[F[1]] = F[2]; mem[F[1]] = F[3]; next }
FILENAME == ARGV[2] { val[$1, $2, $3] = $4; next }
FILENAME == ARGV[3] {
	m = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", m)
	if (!(($1, $2, $3) in err)) err[$1, $2, $3] = m
	next
}
FILENAME == ARGV[4] {
	split($0, F, "\t")
	lab = F[2]; kind = F[5]; loc = F[3] ":" F[4]
	if (!((lab, kind) in served)) { served[lab, kind] = loc; labels[lab] = 1 }
	next
}
{
	split($0, F, "\t")
	n = ++nd
	idx[n] = F[1]; name[n] = F[2]; file[n] = F[3]; line[n] = F[4]; arg[n] = F[6]; hid[n] = F[7]
	dirof[F[2]] = F[5]
}
END {
	na = split(abis, A, " ")
	hdr = "command,file:line,i386_t32,i386_t64,arm_t32,arm_t64,x86_64,class,served_by,finding,time_fields"
	if (csv != "") print hdr > csv
	nf = 0
	for (n = 1; n <= nd; n++) {
		cls = ""; fnd = ""; note = ""
		h = hid[n]; k = "C" idx[n]
		missing = ""
		for (i = 1; i <= na; i++) {
			a = A[i]
			if (h == "-") { num[a] = "-"; continue }
			if ((h, a, k) in val) num[a] = hex(val[h, a, k])
			else {
				num[a] = "-"
				missing = missing (missing == "" ? "" : " ") a
				if (note == "") {
					if ((h, a, k) in err) note = a ": " err[h, a, k]
					else if ((h, a, "*") in err) note = a ": " err[h, a, "*"]
					else note = a ": no value"
				}
			}
		}
		# arm alone unmeasurable (e.g. linux/kvm.h needs asm/kvm.h, which
		# 32-bit arm lacks): classify on the x86 ABIs, keep the note
		armonly = (missing != "" && num["i386_t32"] != "-" && num["i386_t64"] != "-" && num["x86_64"] != "-")
		if (armonly) { num["arm_t32"] = num["i386_t32"]; num["arm_t64"] = num["i386_t64"] }
		if (h == "-") cls = "not-uapi"
		else if (missing != "" && !armonly) cls = "unmeasurable"
		else if (num["i386_t32"] == num["i386_t64"] && num["i386_t64"] == num["arm_t32"] && \
		         num["arm_t32"] == num["arm_t64"] && num["arm_t64"] == num["x86_64"]) cls = "same"
		else if (num["i386_t32"] != num["i386_t64"] || num["arm_t32"] != num["arm_t64"]) cls = "time-dependent"
		else if (num["i386_t32"] != num["x86_64"]) cls = "compat-size-differs"
		else cls = "other-differs"

		# same number, different layout: i386 (t32/t64) vs x86_64
		lay = ""
		if (h != "-" && arg[n] ~ /^struct [A-Za-z_][A-Za-z0-9_]*$/) {
			s = arg[n]; sub(/^struct /, "", s)
			if (!(s in st)) lay = "layout not measured (struct " s " not found in scanned headers)"
			else if (st[s] !~ /^ok/) lay = "layout not measured (" st[s] ")"
			else {
				km = split(mem[s], M, " ")
				split("i386_t32 i386_t64", I, " ")
				for (j = 1; j <= 2 && lay == ""; j++) {
					a = I[j]
					if (num[a] == "-" || num[a] != num["x86_64"]) continue
					for (q = 1; q <= km; q++) {
						ok = "O_" s "__" M[q]
						if (((h, a, ok) in val) && ((h, "x86_64", ok) in val) && \
						    val[h, a, ok] != val[h, "x86_64", ok]) {
							lay = sprintf("same number, different layout: %s offsetof(%s)=%d vs x86_64 %d", \
								a, M[q], val[h, a, ok], val[h, "x86_64", ok])
							break
						}
					}
				}
				if (lay != "") { fnd = lay }
			}
		}

		# time fields, nested ones too: offsets per ABI (i386_t32/
		# i386_t64/arm_t32/arm_t64/x86_64), and the same-number check
		tf = ""
		for (k = 1; h != "-" && k <= np[name[n]]; k++) {
			key = "T" idx[n] "_" k
			o = ""
			for (i = 1; i <= na; i++)
				o = o (i > 1 ? "/" : "") (((h, A[i], key) in val) ? val[h, A[i], key] : "-")
			tf = tf (tf == "" ? "" : " ") tpath[name[n], k] "=" o
			for (j = 1; j <= 2 && fnd == ""; j++) {
				a = (j == 1 ? "i386_t32" : "i386_t64")
				if (num[a] != "-" && num[a] == num["x86_64"] && ((h, a, key) in val) && \
				    ((h, "x86_64", key) in val) && val[h, a, key] != val[h, "x86_64", key])
					fnd = sprintf("same number, different layout: %s offsetof(%s)=%d vs x86_64 %d", \
						a, tpath[name[n], k], val[h, a, key], val[h, "x86_64", key])
			}
		}
		TF[n] = (tf == "" ? "-" : tf)

		# served by
		sb = ""
		if ((name[n], "case") in served) sb = sb " case@" served[name[n], "case"]
		if ((name[n], "table") in served) sb = sb " table@" served[name[n], "table"]
		if ((name[n], "compat_time") in served) sb = sb " compat_time@" served[name[n], "compat_time"]
		sib = ""; ns = 0
		for (l in labels) {
			if (l == name[n]) continue
			t = l; sub(/^(__|COMPAT_)/, "", t)
			if (index(t, name[n]) != 1) continue
			suf = substr(t, length(name[n]) + 1)
			if (((suf == "" && t != l) || suf ~ /^(_?(32)?_?TIME(32|64)|_?(32|64)|_OLD|_NEW|_COMPAT|_COMPAT(32|64)|_X32)$/) && \
			    ((l, "case") in served))
				sib = sib " " l
		}
		if (sib != "") {
			ns = split(substr(sib, 2), SB, " ")
			# stable order
			for (p = 1; p <= ns; p++) for (q = p + 1; q <= ns; q++) if (SB[q] < SB[p]) { t = SB[p]; SB[p] = SB[q]; SB[q] = t }
			for (p = 1; p <= ns; p++) sb = sb " case:" SB[p] "@" served[SB[p], "case"]
			# a compat case defined with another direction than
			# the command: no user-space ABI sends its number
			for (p = 1; p <= ns && fnd == ""; p++)
				if ((SB[p] in dirof) && (name[n] in dirof) && dirof[SB[p]] != dirof[name[n]])
					fnd = sprintf("compat case %s is %s, %s is %s: no user-space ABI sends its number", \
						SB[p], dirof[SB[p]], name[n], dirof[name[n]])
		}
		sub(/^ /, "", sb)
		if (sb == "") sb = "-"

		# a sibling registered for another uapi command with the same
		# x86_64 number (e.g. VIDIOC_SUBDEV_ENUMSTD == VIDIOC_ENUMSTD) serves too
		if (num["x86_64"] != "-" && (ns > maxsib[num["x86_64"]] || !(num["x86_64"] in maxsib))) {
			maxsib[num["x86_64"]] = ns; sibvia[num["x86_64"]] = name[n]
		}
		# distinct i386 numbers an x86_64 kernel sees besides its own
		need[n] = 0
		if (cls == "time-dependent" || cls == "compat-size-differs") {
			if (num["i386_t32"] != num["x86_64"]) need[n]++
			if (num["i386_t64"] != num["x86_64"] && num["i386_t64"] != num["i386_t32"]) need[n]++
		}
		NS[n] = ns; X64[n] = num["x86_64"]; FND[n] = fnd; NOTE[n] = note; LAY[n] = lay
		if (armonly) { num["arm_t32"] = "-"; num["arm_t64"] = "-" }
		row[n] = name[n] SUBSEP file[n] ":" line[n] SUBSEP num["i386_t32"] SUBSEP num["i386_t64"] SUBSEP \
			num["arm_t32"] SUBSEP num["arm_t64"] SUBSEP num["x86_64"] SUBSEP cls SUBSEP sb
	}
	for (n = 1; n <= nd; n++) {
		fnd = FND[n]; ns = NS[n]; sb = ""
		if (ns == 0 && X64[n] in maxsib && maxsib[X64[n]] > 0) {
			ns = maxsib[X64[n]]; sb = " same-number:" sibvia[X64[n]]
		}
		if (fnd == "" && need[n] > ns && !((name[n], "compat_time") in served)) {
			if (ns > 0)
				fnd = sprintf("32-bit number reaches no case (%d distinct i386 numbers, %d sibling cases)", need[n], ns)
			else if ((name[n], "case") in served)
				fnd = "32-bit number reaches no case"
			else
				fnd = "32-bit number reaches no case (no handler seen)"
		}
		if (fnd != "") nf++
		else if (NOTE[n] != "") fnd = "note: " NOTE[n]
		else if (LAY[n] != "") fnd = "note: " LAY[n]
		else fnd = "-"
		if (sb != "") { split(row[n], R, SUBSEP); if (R[9] == "-") sub(/-$/, "", row[n]); else sb = sb; row[n] = row[n] (R[9] == "-" ? substr(sb, 2) : sb) }
		row[n] = row[n] SUBSEP fnd SUBSEP TF[n]
	}
	printf "%-34s %-48s %-10s %-10s %-10s %-10s %-10s %-19s %s | %s\n", "command", "file:line", \
		"i386_t32", "i386_t64", "arm_t32", "arm_t64", "x86_64", "class", "served_by", "finding"
	for (n = 1; n <= nd; n++) {
		split(row[n], R, SUBSEP)
		printf "%-34s %-48s %-10s %-10s %-10s %-10s %-10s %-19s %s | %s%s\n", R[1], R[2], R[3], R[4], R[5], R[6], R[7], R[8], R[9], R[10], \
			R[11] == "-" ? "" : " | time at " R[11]
		if (csv != "") {
			out = ""
			for (c = 1; c <= 11; c++) out = out (c > 1 ? "," : "") csvq(R[c])
			print out > csv
		}
	}
	printf "\n%d commands, %d findings\n", nd, nf
	exit (nf > 0 ? 1 : 0)
}' "$TMP/structs.tab" "$TMP/all.val" "$TMP/all.err" "$TMP/serve" "$TMP/defs.u"
status=$?
if [ -s "$TMP/unparsed" ]; then
	echo "$(wc -l < "$TMP/unparsed") files spatch could not parse, read by tools/audit/extract.awk:"
	sed 's/^/  /' "$TMP/unparsed"
fi
exit $status
