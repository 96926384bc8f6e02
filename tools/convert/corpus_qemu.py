#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""corpus_qemu.py - converted corpus drivers on Debian's kernel, in QEMU.

Usage: tools/convert/corpus_qemu.py [--copies] [FLAVOUR] [NAME...]
       (FLAVOUR: 6.1)

For each corpus driver with a qemu/ directory (corpus/drivers/NAME/
qemu: client.c, run.sh, kmods), on a copy: NAME/port-6.1.patch (what the
old driver needs to build and run on 6.1, outside its time ioctls) is
applied, tools/convert/rewrite.py converts it (with --copies, in place:
its copies and case labels), and the module is built
against Debian's headers with the converted uapi header first, as is
compat_time.  The client is built as the old binaries (against the header
before the rewrite: x86_64, i386 with 32-bit time_t, i386 rebuilt with
64-bit time_t) and as the new ones (against the converted header).  Then
tools/qemu/boot.sh boots Debian's kernel with the in-tree modules named
in kmods (and their dependencies) and runs run.sh, which loads
compat_time.ko and the converted NAME.ko and checks every client.

Prints TAP: a line per build step and the guest's lines, each prefixed
with the driver's name.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import corpus
import driver
import invariant

BOOT = os.path.join(driver.TOP, "tools", "qemu", "boot.sh")
M32 = ["-m32", "-I/usr/include/x86_64-linux-gnu"]
T64 = ["-D_TIME_BITS=64", "-D_FILE_OFFSET_BITS=64"]
CLIENTS = {"x86_64": [], "i386-t32": M32, "i386-t64": M32 + T64}


def compat_time(kdir, work):
    """compat_time.ko and its Module.symvers, built in a copy of the tree."""
    ct = os.path.join(work, "compat_time")
    shutil.copytree(driver.TOP, ct, ignore=shutil.ignore_patterns(
        ".git", "*.o", "*.ko", "*.cmd"))
    corpus.run(["make", "-s", "-C", kdir, "M=" + ct, "modules"], ct, 600)
    ko = os.path.join(ct, "drivers", "compat_time", "compat_time.ko")
    return ko if os.path.exists(ko) else None, os.path.join(ct,
                                                            "Module.symvers")


def one(tap, name, k, ct_ko, symvers, work, copies):
    src = os.path.join(corpus.CORPUS, name)
    qemu = os.path.join(src, "qemu")
    old = os.path.join(work, name, "old")
    new = os.path.join(work, name, "new")
    payload = os.path.join(work, name, "payload")
    shutil.copytree(src, old, ignore=shutil.ignore_patterns("qemu"))
    os.makedirs(payload)

    why, objs = corpus.ported_conversion(src, new, copies)
    tap.line(why is None, "%s: the rewrite converts it%s (with %s)" % (
        name, " in place" if copies else "", corpus.PORT))
    if why is None:
        why = corpus.build(new, objs, k["HEADERS"], [
            "W=1", "KBUILD_EXTRA_SYMBOLS=" + symvers])
        tap.line(why is None, "%s: the converted driver builds against %s" %
                 (name, os.path.basename(k["HEADERS"])))
    if why:
        print("# %s" % why)
        return
    ko = os.path.join(new, objs[0][:-2] + ".ko")
    shutil.copy(ko, payload)
    shutil.copy(ct_ko, payload)

    ok = True
    for header, top in (("old", old), ("new", new)):
        # the tree's headers first (include/uapi/linux/lp.h, 3.1's
        # include/linux/ppdev.h), as headers_install would give them
        inc = invariant.include_dirs(top)
        for abi, flags in CLIENTS.items():
            rc, out, err = corpus.run(
                ["gcc", "-static", "-O2", "-Wall", "-Wextra", "-Werror"] +
                inc + flags + ["-o", os.path.join(payload, "%s-%s" % (
                    header, abi)), os.path.join(qemu, "client.c")], work)
            ok = ok and rc == 0
            if rc:
                print("# %s-%s: %s" % (header, abi, err.strip()))
    tap.line(ok, "%s: the client builds against the header before and "
             "after, for x86_64 and i386 with 32- and 64-bit time_t" % name)
    if not ok:
        return
    shutil.copy(os.path.join(qemu, "run.sh"), payload)

    argv = [BOOT, "--kernel", k["IMAGE"], "--moddir", k["MODDIR"],
            "--parallel", "--payload", payload, "--timeout", "300",
            "--log", os.path.join(driver.CACHE, "corpus-%s%s-%s.log" % (
                name, "-copies" if copies else "", k["KVER"]))]
    with open(os.path.join(qemu, "kmods")) as f:
        for m in f.read().split():
            argv[1:1] = ["--kmod", m]
    p = subprocess.run(argv, capture_output=True, text=True)
    guest = [l for l in p.stdout.splitlines() if l.startswith(("ok", "not ok"))]
    for l in guest:
        good = l.startswith("ok")
        tap.line(good, "%s: %s" % (name, l.split(" - ", 1)[-1]))
    tap.line(p.returncode == 0 and bool(guest), "%s: the guest's run ends "
             "clean (no oops, no warning, taint O/E at most)" % name)
    if p.returncode:
        print("# " + "\n# ".join(p.stderr.strip().splitlines()[-10:]))


def main():
    args = sys.argv[1:]
    copies = "--copies" in args
    args = [a for a in args if a != "--copies"]
    flavour = args.pop(0) if args and args[0][0].isdigit() else "6.1"
    names = args or sorted(n for n in os.listdir(corpus.CORPUS)
                           if os.path.isdir(os.path.join(corpus.CORPUS, n,
                                                         "qemu")))
    tap = corpus.Tap()
    k = driver.fetch_kernel(flavour)
    work = tempfile.mkdtemp(prefix="ct-corpus-qemu.")
    try:
        ct_ko, symvers = compat_time(k["HEADERS"], work)
        tap.line(ct_ko is not None, "compat_time builds against %s" %
                 os.path.basename(k["HEADERS"]))
        if ct_ko:
            for name in names:
                one(tap, name, k, ct_ko, symvers, work, copies)
    finally:
        shutil.rmtree(work)
    print("1..%d" % tap.n)
    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
