# SPDX-License-Identifier: GPL-2.0
#
# The stages of make check that are not a tool of their own, sourced by
# scripts/check.sh.  Each prints TAP ("ok - ..." / "not ok - ...") on
# stdout and its diagnostics on stderr; $top, $cache, $log and $kdir are
# check.sh's.

tap() {		# tap OK|FAIL DESCRIPTION
	if [ "$1" = OK ]; then echo "ok - $2"; else echo "not ok - $2"; fi
}

# Zero warnings at W=1 and from sparse; and the KUnit suites built into
# compat_time.ko out of tree (Debian's kernel has no KUnit to link them
# against: modpost only warns).
stage_build() {
	local kunit_oot="W=1 C=2 CONFIG_COMPAT_TIME_KUNIT_TEST=y CONFIG_COMPAT_TIME_KUNIT_BENCH=y KBUILD_MODPOST_WARN=1"
	local flags ok

	for flags in "W=1" "W=1 C=2" "$kunit_oot"; do
		make -s -C "$top" clean KDIR="$kdir" >/dev/null 2>&1
		ok=FAIL
		# shellcheck disable=SC2086
		make -C "$kdir" M="$top" $flags modules > "$log/build.log" 2>&1 &&
			! grep -E 'warning:|error:' "$log/build.log" >&2 && ok=OK
		tap $ok "build $flags against $(basename "$kdir")"
	done
	make -s -C "$top" clean KDIR="$kdir" >/dev/null 2>&1
}

# The README's example driver, exactly as printed, against compat_time.
stage_example() {
	local ex ok=FAIL

	ex=$(mktemp -d)
	sed -n '/<!-- example:begin -->/,/<!-- example:end -->/p' "$top/README" |
		sed '1d;$d;s/^  //' > "$ex/ct_example.c"
	echo 'obj-m := ct_example.o' > "$ex/Kbuild"
	[ -s "$ex/ct_example.c" ] &&
		make -C "$kdir" M="$top" modules > "$log/example.log" 2>&1 &&
		make -C "$kdir" M="$ex" W=1 C=2 KCFLAGS="-I$top/include" \
		KBUILD_EXTRA_SYMBOLS="$top/Module.symvers" modules >> "$log/example.log" 2>&1 &&
		! grep -E 'warning:|error:' "$log/example.log" >&2 && ok=OK
	tap $ok "the README's example driver builds with W=1 C=2, no warning"
	rm -rf "$ex"
	make -s -C "$top" clean KDIR="$kdir" >/dev/null 2>&1
}

# The KUnit catalog tests take their expectations from uapi_abi.h: it
# must be what the i386 and arm compilers measure today; and the
# catalog's documented table is the code's.
stage_generated() {
	local ok=FAIL table catdoc=$top/Documentation/compat_time/catalog.rst

	"$top/scripts/uapi-probe.py" > "$log/uapi_abi.h" &&
		diff -u "$top/drivers/compat_time/kunit/uapi_abi.h" "$log/uapi_abi.h" >&2 &&
		ok=OK
	tap $ok "uapi probe: drivers/compat_time/kunit/uapi_abi.h matches the compilers"
	ok=FAIL
	table=$("$top/scripts/catalog-table.sh") &&
		[ "$table" = "$(sed -n '/<!-- catalog:begin -->/,/<!-- catalog:end -->/p' "$catdoc" |
			sed '1d;$d;s/^   //')" ] && ok=OK
	tap $ok "catalog.rst's table matches drivers/compat_time/catalog_*.c"
}

# KUnit on ARCH (um, i386, arm in QEMU, um-sanitizers): one TAP line per
# test case, from the KTAP the kernel printed (a parameterised test's
# cases, not the test itself).
stage_kunit() {
	"$top/scripts/kunit.sh" "$1" > "$log/kunit-$1.log" 2>&1 || {
		grep -E 'FAILED|EXPECTATION|error' "$log/kunit-$1.log" | head -40 >&2
		tail -5 "$log/kunit-$1.log" >&2
	}
	awk -v arch="$1" '
		/^    # Subtest: / { suite = $3; n = 0; next }
		/^ *(not )?ok [0-9]+ / {
			ind = match($0, /[^ ]/) - 1
			line = substr($0, ind + 1)
			res = line ~ /^ok / ? "ok" : "not ok"
			name = line
			sub(/^(not )?ok [0-9]+ /, "", name)
			if (ind == 8) {
				case_res[n] = res; case_name[n++] = name
			} else if (ind == 4) {
				for (i = 0; i < n; i++)
					print case_res[i] " - kunit " arch ": " suite "." name ": " case_name[i]
				if (!n)
					print res " - kunit " arch ": " suite "." name
				n = 0
			}
		}' "$cache/kunit-$1/test.log"
}

# checkpatch --strict: no errors; kernel-doc: no warnings.  Fixture
# inputs under */tests/ are deliberately not kernel style; others'
# drivers, kept byte for byte, are in corpus/, outside these paths.
stage_style() {
	local ksrc=$cache/linux-source-6.1 srcs kdoc ok=OK

	srcs=$(cd "$top" && git ls-files 'drivers/*.[ch]' 'include/*.h' 'tools/*.c' |
		grep -v -e '/tests/')
	# shellcheck disable=SC2086
	(cd "$top" && "$ksrc/scripts/checkpatch.pl" --strict --no-tree --terse \
		--show-types -f $srcs) > "$log/checkpatch.log" 2>&1
	grep ': ERROR:' "$log/checkpatch.log" >&2 && ok=FAIL
	tap $ok "checkpatch --strict: no errors ($(grep -c ': WARNING:' "$log/checkpatch.log") warnings, $(grep -c ': CHECK:' "$log/checkpatch.log") checks)"
	kdoc=$(cd "$top" && KBUILD_EXTRA_WARN=2 perl "$ksrc/scripts/kernel-doc" -none \
		include/linux/compat_time*.h drivers/compat_time/*.[ch] 2>&1)
	[ -z "$kdoc" ] && ok=OK || ok=FAIL
	echo "$kdoc" >&2
	tap $ok "kernel-doc: no warnings"
}

# The find mode on the kernel's own converted pairs, in linux-source-6.1.
stage_cocci_kernel() {
	"$top/cocci/kernel-pairs.sh" "$cache/linux-source-6.1"
}

# DKMS for a Debian kernel FLAVOUR (nothing installed on the host).
stage_dkms() {
	eval "$("$top/tools/qemu/fetch-kernel.sh" "$1" "$cache/kernels" 2>/dev/null)"
	"$top/scripts/dkms-check.sh" "$KVER" "$HEADERS"
}

# A 30-second smoke run of make bench: it runs and yields its ratios.
stage_bench() {
	local ok=FAIL

	# 3 processes (x86_64, i386, i386 with 64-bit time) x 4 pairs
	"$top/tools/bench/bench.sh" 2000 3 --no-kunit > "$log/bench.txt" 2>&1 &&
		[ "$(grep -c '^bench-' "$log/bench.txt")" -eq 12 ] && ok=OK
	[ $ok = OK ] || tail -20 "$log/bench.txt" >&2
	tap $ok "bench smoke run (figures in $log/bench.txt, not judged)"
}

# make validate on its examples: each kept report is what it says today.
stage_validate() {
	local ex want ok

	for ex in corpus/drivers/peak-pcan corpus/validate/android-alarm \
		  corpus/validate/htc-time-helper; do
		want=$top/corpus/validate/$(basename "$ex").report
		(cd "$top" && tools/validate/validate.py "$ex") > "$log/validate.out" 2>&1
		ok=FAIL
		diff -u "$want" "$log/validate.out" >&2 && ok=OK
		tap $ok "make validate reproduces ${want#"$top"/}"
	done
}

# make try on the corpus drivers that come up without their hardware
# (lp and ppdev behind QEMU's parallel port, ppp) or with a stub device
# (flx_fpts, on x86 only: its stub's register window reads all-ones
# there): each, with its port-6.1.patch, converted, booted and called
# from every caller of the kernels; what try prints and its exit status
# are what corpus/DRIVER/try.report keeps.
stage_try() {
	local driver opts want work ok rc

	while read -r driver opts; do
		want=$top/corpus/$driver/try.report
		work=$(mktemp -d)
		cp -r "$top/corpus/$driver" "$work/d"
		rm -rf "$work/d/qemu"
		(cd "$work/d" && patch -s -p1 < port-6.1.patch)
		rc=0
		# shellcheck disable=SC2086 # the words of $opts
		(cd "$top" && tools/try/try.py $opts "$work/d") \
			> "$log/try.out" 2>&1 || rc=$?
		echo "exit $rc" >> "$log/try.out"
		rm -rf "$work"
		ok=FAIL
		diff -u "$want" "$log/try.out" >&2 && ok=OK
		tap $ok "make try reproduces ${want#"$top"/}"
	done <<-EOF
	drivers/lp	--parallel --kmod parport_pc
	drivers/ppdev	--parallel --kmod parport_pc
	drivers/ppp	--kmod slhc
	bsp/flx_fpts	--kernel x86_64 --stub corpus/bsp/_stubs/flx_fpts --headers corpus/bsp/flx_fpts
	EOF
}
