#!/bin/bash
# usage: run.sh probe.c [extra cflags...]   -> prints NAME value per ABI (user-space callers)
#        KVIEW=1 run.sh probe.c ...          -> kernel-view columns (x86_64/arm64 = 64-bit kernel, i386/armhf = 32-bit kernel)
src=$1; shift
declare -A ABI
if [ -n "$KVIEW" ]; then
ABI[k-x86_64]="gcc -m64 -DKVIEW"
ABI[k-i386]="gcc -m32 -I/usr/include/x86_64-linux-gnu -DKVIEW"
ABI[k-arm64]="aarch64-linux-gnu-gcc -DKVIEW"
ABI[k-armhf]="arm-linux-gnueabihf-gcc -DKVIEW"
order="k-x86_64 k-i386 k-arm64 k-armhf"
else
ABI[x86_64]="gcc -m64"
ABI[i386-t32]="gcc -m32 -I/usr/include/x86_64-linux-gnu"
ABI[i386-t64]="gcc -m32 -I/usr/include/x86_64-linux-gnu -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"
ABI[x32]="gcc -mx32 -I/usr/include/x86_64-linux-gnu"
ABI[arm64]="aarch64-linux-gnu-gcc"
ABI[armhf-t32]="arm-linux-gnueabihf-gcc"
ABI[armhf-t64]="arm-linux-gnueabihf-gcc -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64"
order="x86_64 i386-t32 i386-t64 x32 arm64 armhf-t32 armhf-t64"
fi
tmp=$(mktemp -d)
for a in $order; do
  ${ABI[$a]} -w -S -O0 -o $tmp/$a.s "$src" "$@" || { echo "compile failed for $a"; continue; }
  awk -v abi=$a '/^probe_[A-Za-z0-9_]*:/{n=substr($1,7); sub(":","",n); getline; v=$2; if ($1==".zero" || $1==".space") v=0; printf "%s %s %s\n", abi, n, v}' $tmp/$a.s
done > $tmp/all
awk -v order="$order" 'BEGIN{n=split(order,o," ")} {v[$2,$1]=$3; if(!($2 in seen)){seen[$2]=1; names[++k]=$2}} END{printf "%-48s","name"; for(i=1;i<=n;i++) printf " %12s",o[i]; printf "\n"; for(j=1;j<=k;j++){printf "%-48s",names[j]; for(i=1;i<=n;i++){x=v[names[j],o[i]]; if (x ~ /^-?[0-9]+$/) { if (x+0<0) x=x+4294967296; if (x+0 > 65535) x=sprintf("0x%08x", x) } printf " %12s",x} printf "\n"}}' $tmp/all
rm -rf $tmp
