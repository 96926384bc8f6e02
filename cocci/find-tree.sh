#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Run ioctl_time_find.cocci in report mode over a source tree, on the files
# that can matter only, as the audit selects them (tools/audit/extract.py:
# 3348 of the 55434 .c/.h files of linux-source-6.1).  Nothing in the tree
# is written.
#
# Usage: find-tree.sh <tree> [jobs]     (report on stdout, paths relative)
#        FIND_TREE_ALL=1 find-tree.sh <tree>   (no prefilter)

tree=${1:?usage: find-tree.sh <tree> [jobs]}
jobs=${2:-2}
SPATCH=${SPATCH:-spatch}
here=$(cd "$(dirname "$0")" && pwd) || exit 2
tree=$(cd "$tree" && pwd) || exit 2

work=$(mktemp -d "${TMPDIR:-/tmp}/find-tree.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
groups=$work/groups

cd "$tree" || exit 2
if [ -n "$FIND_TREE_ALL" ]; then
	find . -name '*.[ch]' -type f | sed 's|^\./||'
else
	# The audit's selection (tools/audit/extract.py): every header that
	# names an ioctl macro or "ioctl" or is uapi, and the .c files that
	# define a command or name one in upper case.
	python3 -c 'import sys; sys.path.insert(0, sys.argv[1])
import extract
print("\n".join(extract.spatch_files(extract.candidates(
	[f[2:] for f in extract.list_files(["."])]))))' "$here/../tools/audit"
fi | sort | sed 's/$/\n/' >"$groups"

# A prefiltered whole-kernel run (5924 files) once ended in a segfault
# after 1081 s, before printing anything, probably while the finalize rule
# merged the workers' lists.  With a bigger stack and plain scalar members
# left out of those lists it completed (610 s, 2 jobs, 2.2 GB peak RSS).
ulimit -s unlimited 2>/dev/null || ulimit -s 1048576 2>/dev/null

# --file-groups: one file per group (blank-line separated), so --jobs
# spreads them; the finalize rule merges what every worker collected.
# --tmp-dir: with --jobs, spatch otherwise creates its per-worker
# directories in the current directory, i.e. in the tree.
"$SPATCH" --very-quiet --no-includes --include-headers --jobs "$jobs" \
	--tmp-dir "$work/spatch" --sp-file "$here/ioctl_time_find.cocci" -D report \
	--file-groups "$groups"
