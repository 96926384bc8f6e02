#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""musl.py MUSL_SRC KSRC AUDIT_CSV - musl's time64 ioctl fallback against the kernel.
   musl.py --object MUSL_SRC OUT.o - only build MUSL_SRC's ioctl() for i386.

musl (1.2 and later) gives 32-bit programs a 64-bit time_t, and its
ioctl() carries a table, compat_map in src/misc/ioctl.c: for each time64
command number (new_req) the time32 number an older kernel serves
(old_req), the size of the old argument and where its times sit.  When the
kernel answers new_req with ENOTTY, ioctl() converts the argument and
sends old_req.  An old_req that is no kernel's number makes that fallback
fail on every kernel.

This builds src/misc/ioctl.c of MUSL_SRC for i386 as musl builds it
(its own headers, gcc -m32), reads compat_map from the object's data,
so every number is the compiler's, and checks each entry against
AUDIT_CSV, tools/audit/ioctl_audit.py's CSV of KSRC/include/uapi:
  - new_req must be a command's i386 time64 number;
  - old_req must be the i386 time32 number of a command of the same type
    and nr (the command's own, or its _OLD twin's), and the old size no
    larger than the size that number encodes, where it encodes one; an
    old_req that encodes neither size nor direction (SIOCGSTAMP_OLD,
    LPSETTIMEOUT_OLD) must be the value of a plain "#define NAME 0x..."
    in KSRC/include/uapi, which the audit does not list.
Prints TAP, one line per entry; exit status 1 if any entry fails, 2 on a
tool error.
"""

import csv
import os
import re
import struct
import subprocess
import sys
import tempfile

# struct ioctl_compat_map { int new_req, old_req; unsigned char old_size,
# dir, force_align, noffs; unsigned char offsets[8]; } on i386.
ENTRY = struct.Struct("<iiBBBB8s")


def ioc_size(n):
    return (n >> 16) & 0x3fff


def ioc_key(n):
    """(type, nr) of a number."""
    return (n >> 8) & 0xff, n & 0xff


def run(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, check=False)
    if r.returncode:
        sys.stderr.write(r.stdout[-3000:])
        sys.exit("musl.py: %s failed" % " ".join(cmd[:3]))
    return r.stdout


def ioctl_object(src, obj):
    """Build src/misc/ioctl.c of musl's tree src for i386 into obj, with
    musl's own headers and include order, in a copy of src."""
    with tempfile.TemporaryDirectory() as tmp:
        build = os.path.join(tmp, "musl")
        run(["cp", "-a", src, build], tmp)
        run(["./configure", "--target=i386-linux-musl", "CC=gcc -m32",
             "--disable-shared"], build)
        run(["make", "obj/include/bits/alltypes.h",
             "obj/include/bits/syscall.h"], build)
        run(["gcc", "-m32", "-std=c99", "-nostdinc", "-ffreestanding",
             "-D_XOPEN_SOURCE=700", "-Iarch/i386", "-Iarch/generic",
             "-Iobj/src/internal", "-Isrc/include", "-Isrc/internal",
             "-Iobj/include", "-Iinclude", "-O2", "-c", "src/misc/ioctl.c",
             "-o", os.path.abspath(obj)], build)


def compat_map(src):
    """The entries of compat_map, as gcc -m32 lays them out."""
    with tempfile.TemporaryDirectory() as tmp:
        obj = os.path.join(tmp, "ioctl.o")
        ioctl_object(src, obj)
        sym = re.search(r"^\s*\d+:\s+([0-9a-f]+)\s+(\d+)\s+OBJECT\s+\w+\s+"
                        r"\w+\s+(\d+)\s+compat_map$",
                        run(["readelf", "-sW", obj], tmp), re.M)
        if not sym:
            sys.exit("musl.py: no compat_map in src/misc/ioctl.c")
        off, size, shndx = int(sym.group(1), 16), int(sym.group(2)), \
            int(sym.group(3))
        sec = re.search(r"^\s*\[\s*%d\]\s+(\S+)" % shndx,
                        run(["readelf", "-SW", obj], tmp), re.M).group(1)
        raw = os.path.join(tmp, "sec.bin")
        run(["objcopy", "-O", "binary", "--only-section=" + sec, obj, raw],
            tmp)
        with open(raw, "rb") as f:
            data = f.read()[off:off + size]
    return [ENTRY.unpack_from(data, i)
            for i in range(0, len(data) - ENTRY.size + 1, ENTRY.size)]


def kernel_numbers(path):
    """{number: [command]} for the i386 time64 and time32 numbers."""
    t64, t32 = {}, {}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            for col, table in (("i386_t64", t64), ("i386_t32", t32)):
                if row[col].startswith("0x"):
                    table.setdefault(int(row[col], 16) & 0xffffffff,
                                     []).append(row["command"])
    return t64, t32


def plain_numbers(ksrc):
    """{value: [name]} of the "#define NAME 0x..." lines of the uapi."""
    out = {}
    define = re.compile(r"^#\s*define\s+(\w+)\s+(0x[0-9a-fA-F]+)\s*(?:/\*.*)?$",
                        re.M)
    for root, _, files in os.walk(os.path.join(ksrc, "include", "uapi")):
        for name in files:
            if name.endswith(".h"):
                with open(os.path.join(root, name), encoding="utf-8",
                          errors="replace") as f:
                    for m in define.finditer(f.read()):
                        out.setdefault(int(m.group(2), 16),
                                       []).append(m.group(1))
    return out


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--object":
        ioctl_object(sys.argv[2], sys.argv[3])
        return 0
    if len(sys.argv) != 4:
        sys.exit("usage: musl.py MUSL_SRC KSRC AUDIT_CSV | "
                 "--object MUSL_SRC OUT.o")
    entries = compat_map(sys.argv[1])
    t64, t32 = kernel_numbers(sys.argv[3])
    # Numbers with no size and no direction: "#define NAME 0x...".
    plain = {n: names for n, names in plain_numbers(sys.argv[2]).items()
             if not n >> 16}
    failed = 0
    for new, old, old_size, _, _, _, _ in entries:
        new, old = new & 0xffffffff, old & 0xffffffff
        if not new:
            continue		# a sub-table of the entry before it
        names = t64.get(new)
        if not names:
            print("not ok - compat_map %#010x: no kernel command has this "
                  "i386 time64 number" % new)
            failed += 1
            continue
        twins = [(n, c) for n, cmds in t32.items() for c in cmds
                 if ioc_key(n) == ioc_key(new)]
        if old in plain and not old >> 16:
            t32.setdefault(old, plain[old])
        what = "%s (%#010x -> %#010x, %d bytes)" % ("/".join(names), new,
                                                     old, old_size)
        if old in t32 and ioc_key(old) == ioc_key(new) and \
                (not ioc_size(old) or old_size <= ioc_size(old)):
            print("ok - compat_map %s: falls back to %s" % (
                what, "/".join(t32[old])))
            continue
        failed += 1
        if old in t32 and ioc_key(old) == ioc_key(new):
            why = "copies %d bytes, the number says %d" % (old_size,
                                                           ioc_size(old))
        else:
            why = "no kernel serves %#010x (size %d); the kernel's time32 " \
                  "numbers of type %#x nr %#x: %s" % (
                      old, ioc_size(old), ioc_key(new)[0], ioc_key(new)[1],
                      ", ".join("%s %#010x" % (c, n) for n, c in
                                sorted(twins)) or "none")
        print("not ok - compat_map %s: %s" % (what, why))
    print("# musl compat_map: %d entries checked, %d failed" % (
        sum(1 for e in entries if e[0]), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
