# SPDX-License-Identifier: GPL-2.0
#
# compat_time.  Out of tree: `make` builds the modules against
# /lib/modules/$(uname -r)/build, or KDIR=...  The kbuild side is in Kbuild.
#
#   make            build the modules
#   make demo       build, boot Debian's 6.1 kernel in QEMU, show the table
#   make check      every test: W=1/sparse builds, checkpatch, KUnit, e2e
#   make kunit      KUnit suites on um, i386, arm and arm64 (ARCH_KUNIT=...)
#   make e2e        QEMU end-to-end run on Debian's kernel (FLAVOUR=6.1 or
#                   6.12; PATCHED=1: with the modules make fixes built from
#                   patches/), on an x86_64 KASAN/UBSAN/lockdep kernel built
#                   here (FLAVOUR=kasan), on a native i386 kernel built
#                   here (FLAVOUR=native32), or with an x32 client on 6.1
#                   booted with syscall.x32=y (FLAVOUR=x32), or on Debian's
#                   arm64 6.1 with arm64 and armhf time32/time64 clients
#                   (FLAVOUR=arm64; arm64-6.12), or on its armhf 6.1
#                   (FLAVOUR=armmp)
#   make audit M=<dir> | KSRC=<kernel source>
#                   ioctl ABI audit (tools/audit); CSV in audit.csv
#   make audit-musl [KSRC=<kernel source>]   musl's time64 ioctl fallback
#                   table against the kernel's numbers, released and
#                   with patches/musl (TAP)
#   make validate-population   make validate on the 25 out-of-tree
#                   drivers of corpus/oot and corpus/bsp, against the
#                   verdict a reading of each gives (TAP)
#   make validate M=<driver dir> [REPORT=<file>]
#                   is an out-of-tree driver ready for 32-bit time64 user
#                   space: build (W=1, sparse; 6.1 and 6.12), audit, find,
#                   rewrite, one verdict (tools/validate)
#   make try M=<driver dir> [KMOD="<in-tree module>..."] [PARALLEL=1]
#                   the converted driver in QEMU on Debian's x86_64 and
#                   arm64 6.1: every time-carrying command from every
#                   caller, whether compat_time was reached (tools/try)
#   make bench      per-ioctl and dispatch benchmarks, as ratios, and the
#                   ALSA timer by compat_time against its hand-written
#                   compat code; guests under QEMU -icount (~20 min)
#   make cocci MODE=report|org|context|patch M=<dir> | KSRC=<kernel source>
#                   Coccinelle: find time-carrying ioctls, or rewrite a
#                   driver (patch: M=, its .c and .h files as one group;
#                   prints the patch)
#   make cocci-scan KSRC=<kernel source>   find mode over a whole tree, timed
#   make convert [M=<driver dir>]   rewrite a copy of a driver (default: the
#                   legacy sample) and build it; with no M=, also run it in
#                   QEMU against old and new binaries
#   make convert-tree KSRC=<kernel tree>   the rewrite on every driver of
#                   a tree that carries a time ioctl: one line each,
#                   converted, refused with file:line, or failed; totals
#   make respell    the rewrite on every fixture and corpus driver as it
#                   is and respelled (&fn, case (X):, long int, ...): the
#                   same conversion for each spelling (TAP and a table)
#   make convert-corpus   the rewrite on the real drivers in
#                   corpus/drivers: find, rewrite, number invariant,
#                   build, idempotence (TAP); lp, ppdev and ppp converted,
#                   in QEMU on Debian's 6.1, serving old and new binaries
#   make fuzz       the e2e run with 3 x 340000 fuzzer calls (FUZZ_SEED=)
#   make fixes [FLAVOUR=6.1|6.12|arm64|7.2|musl|showcase[-6.12|-7.2|-arm64]]
#                   patches/ on Debian's kernels: before and after, with
#                   Debian's own i386 alsa-lib and btrfs-progs (arm64: the
#                   ALSA timer, armhf alsa-lib; 7.2: patches/7.2 on sid's
#                   7.2 kernel; musl: patches/musl with sid's musl for
#                   i386; showcase: the timer served by compat_time
#                   against the hand-written code, errno and bytes)
#   make intree KSRC=<kernel source>   overlay as drivers/compat_time
#   make install    modules_install (INSTALL_MOD_PATH honoured)

KDIR ?= $(firstword $(wildcard /lib/modules/$(shell uname -r)/build) \
	$(lastword $(sort $(wildcard /usr/src/linux-headers-6.1.*-amd64))))
ARCH_KUNIT ?= um i386 arm arm64
FLAVOUR ?= 6.1

.PHONY: all modules clean install deps demo check kunit e2e intree audit fuzz bench \
	cocci cocci-scan convert convert-corpus convert-tree fixes validate audit-musl \
	validate-population respell try

all modules:
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules

install:
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules_install

clean:
	$(MAKE) -C $(KDIR) M=$(CURDIR) clean

deps:
	scripts/deps.sh

demo: deps
	tools/e2e/demo.sh $(FLAVOUR)

check:
	scripts/check.sh

kunit: deps
	for arch in $(ARCH_KUNIT); do scripts/kunit.sh $$arch || exit 1; done

e2e: deps
ifeq ($(FLAVOUR),native32)
	tools/e2e/native32.sh
else ifeq ($(FLAVOUR),x32)
	tools/e2e/x32.sh 6.1
else ifeq ($(FLAVOUR),arm64)
	tools/e2e/arm.sh arm64
else ifeq ($(FLAVOUR),arm64-6.12)
	tools/e2e/arm.sh arm64-6.12
else ifeq ($(FLAVOUR),armmp)
	tools/e2e/arm.sh armmp
else
	tools/e2e/e2e.sh $(FLAVOUR) $(if $(PATCHED),--patched)
endif

bench: deps
	BENCH_RECORD=1 tools/bench/bench.sh

MODE ?= report
COCCI_SCRIPT = cocci/ioctl_time_find.cocci

cocci: deps
	@test -n "$(M)$(KSRC)" || { echo "usage: make cocci MODE=report|org|context|patch M=<dir> | KSRC=<tree>"; exit 2; }
ifeq ($(MODE),patch)
	@test -n "$(M)" || { echo "make cocci MODE=patch takes one driver: M=<dir>"; exit 2; }
	tools/convert/rewrite.py $(shell find $(M) -name '*.[ch]' -type f | sort)
else
	spatch --very-quiet --no-includes --include-headers \
		--jobs $(shell nproc) --sp-file $(COCCI_SCRIPT) -D $(MODE) \
		--dir $(if $(M),$(M),$(KSRC))
endif

cocci-scan: deps
	@test -n "$(KSRC)" || { echo "usage: make cocci-scan KSRC=<kernel source>"; exit 2; }
	time cocci/find-tree.sh $(KSRC) $(shell nproc)

convert: deps
ifeq ($(M),)
	tools/convert/e2e.sh $(FLAVOUR)
else
	tools/convert/convert.sh $(M)
endif

# 3 client ABIs x 340000 calls on Debian's 6.1 kernel; make check runs
# 3 x 40000.
fuzz: deps
	FUZZ_CALLS=340000 tools/e2e/e2e.sh $(FLAVOUR)

convert-tree: deps
	@test -n "$(KSRC)" || { echo "usage: make convert-tree KSRC=<kernel tree>"; exit 2; }
	tools/convert/tree.py $(KSRC)

convert-corpus: deps
	tools/convert/corpus.py
	tools/convert/corpus_qemu.py 6.1

respell: deps
	tools/respell/check.py

fixes: deps
ifeq ($(FLAVOUR),arm64)
	tools/fixes/arm.sh
else ifeq ($(FLAVOUR),7.2)
	tools/fixes/linux-7.2.sh
else ifeq ($(FLAVOUR),musl)
	tools/fixes/musl.sh
else ifeq ($(FLAVOUR),showcase)
	tools/fixes/showcase.sh 6.1
else ifneq ($(filter showcase-%,$(FLAVOUR)),)
	tools/fixes/showcase.sh $(FLAVOUR:showcase-%=%)
else
	tools/fixes/fixes.sh $(if $(filter command line,$(origin FLAVOUR)),$(FLAVOUR))
endif

# A kernel tree: its uapi headers and the drivers that serve them.
AUDIT_DIRS = $(if $(M),$(M),$(addprefix $(KSRC)/,include/uapi drivers sound net fs))

audit: deps
	@test -n "$(M)$(KSRC)" || { echo "usage: make audit M=<dir> | KSRC=<kernel source>"; exit 2; }
	tools/audit/ioctl_audit.py -o audit.csv $(AUDIT_DIRS)

audit-musl: deps
	tools/audit/musl.sh $(KSRC)

validate-population: deps
	tools/validate/population.py

validate: deps
	@test -n "$(M)" || { echo "usage: make validate M=<driver dir> [REPORT=<file>]"; exit 2; }
	tools/validate/validate.py $(if $(REPORT),-o $(REPORT)) $(M)

try: deps
	@test -n "$(M)" || { echo "usage: make try M=<driver dir> [KMOD=\"mod ...\"] [PARALLEL=1]"; exit 2; }
	tools/try/try.py $(foreach m,$(KMOD),--kmod $(m)) $(if $(PARALLEL),--parallel) $(M)

intree:
	@test -n "$(KSRC)" || { echo "usage: make intree KSRC=<kernel source>"; exit 1; }
	scripts/intree.sh $(KSRC)
