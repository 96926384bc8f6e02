#!/bin/bash
# usage: run.sh probe.c [extra cflags...]   -> prints NAME value per ABI
src=$1; shift
declare -A ABI
ABI[x86_64]="gcc -m64"
ABI[i386-t32]="gcc -m32 -I/usr/include/x86_64-linux-gnu"
ABI[i386-t64]="gcc -m32 -I/usr/include/x86_64-linux-gnu -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"
ABI[x32]="gcc -mx32 -I/usr/include/x86_64-linux-gnu"
ABI[arm64]="aarch64-linux-gnu-gcc"
ABI[armhf-t32]="arm-linux-gnueabihf-gcc"
ABI[armhf-t64]="arm-linux-gnueabihf-gcc -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"
order="x86_64 i386-t32 i386-t64 x32 arm64 armhf-t32 armhf-t64"
tmp=$(mktemp -d)
for a in $order; do
  ${ABI[$a]} -w -S -O0 -o $tmp/$a.s "$src" "$@" 2>$tmp/$a.err || { echo "compile failed for $a:" >&2; head -5 $tmp/$a.err >&2; continue; }
  awk -v abi=$a '/^probe_[A-Za-z0-9_]*:/{n=substr($1,7); sub(":","",n); getline; v=$2; if ($1==".zero" || $1==".space") v=0; printf "%s %s %s\n", abi, n, v}' $tmp/$a.s
done > $tmp/all
# pivot
awk -v order="$order" 'BEGIN{n=split(order,o," ")} {v[$2,$1]=$3; if(!($2 in seen)){seen[$2]=1; names[++k]=$2}} END{printf "%-44s","name"; for(i=1;i<=n;i++) printf " %12s",o[i]; printf "\n"; for(j=1;j<=k;j++){printf "%-44s",names[j]; for(i=1;i<=n;i++){x=v[names[j],o[i]]; if (x ~ /^-?[0-9]+$/) { if (x+0<0) x=x+4294967296; if (x+0 > 65535) x=sprintf("0x%08x", x) } printf " %12s",x} printf "\n"}}' $tmp/all
rm -rf $tmp
