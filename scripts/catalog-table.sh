#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Print the catalog as Documentation/compat_time/catalog.rst's table, read from the
# COMPAT_TIME_CATALOG*() entries of drivers/compat_time/catalog_*.c and the
# COMPAT_TIME_STRUCT() descriptions they name.  make check compares the
# documentation with it.
#
# Usage: scripts/catalog-table.sh
set -eu

dir=$(cd "$(dirname "$0")/.." && pwd)/drivers/compat_time

# One line per C statement, whitespace squeezed.
flat() {
	tr '\n\t' '  ' < "$1" | tr -s ' ' | sed 's/; /;\n/g'
}

descs=$(for f in "$dir"/layout.c "$dir"/catalog_*.c; do flat "$f"; done |
	sed -n 's/.*struct compat_time_struct \(compat_time_desc_[a-z0-9_]*\) = COMPAT_TIME_STRUCT(\([^,]*\),.*/\1 \2/p')

echo '| subsystem | interface | travels as | payload (native struct) | description | notes |'
echo '|---|---|---|---|---|---|'
for f in "$dir"/catalog_*.c; do
	sub=${f##*/catalog_}
	sub=${sub%.c}
	[ "$sub" = "${f##*/}" ] && continue
	flat "$f" | grep -o 'COMPAT_TIME_CATALOG[A-Z_]*([^)]*)' |
	sed 's/COMPAT_TIME_CATALOG_RECORD( *\([A-Za-z0-9_]*\), *\([a-z0-9_]*\) *)/RECORD \1 \2 0/;
	     s/COMPAT_TIME_CATALOG( *\([A-Z]*\), *\([A-Za-z0-9_]*\), *\([a-z0-9_]*\), *\([^,]*\),.*/\1 \2 \3 \4/' |
	while read -r use name desc flags; do
		ctype=$(echo "$descs" | awk -v d="$desc" '$1 == d { $1 = ""; sub(/^ /, ""); print }')
		note=
		case $flags in
		*BY_ABI*) note="no size in the number: layout by caller ABI" ;;
		*ARG_VALUE*) note="unsigned long passed by value" ;;
		esac
		case $use in
		IOCTL) use=ioctl ;;
		RECORD) use="read/write record" ;;
		SOCKOPT) use="socket option" ;;
		CMSG) use="control message" ;;
		esac
		echo "| $sub | $name | $use | \`$ctype\` | \`$desc\` | $note |"
	done
done
