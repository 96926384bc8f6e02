#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""invariant.py - does a conversion keep every program's command numbers?

Usage: tools/convert/invariant.py [-v] BEFORE AFTER

BEFORE and AFTER are a driver's directory before and after the rewrite
(tools/convert/rewrite.py).  For every header (.h) in both, measured by
the compilers (scripts/abi_probe.py) for i386 and arm user space with
32-bit and 64-bit time_t and for x86_64 user space:

1. every integer macro the header defined before (command numbers among
   them) has the same value after, for every ABI: a program compiled
   against either header sends the same number;
   except a number that encodes no size, which may become its sized
   time64 twin (LPSETTIMEOUT_NEW) where the converted table serves it;
2. each command in the converted driver's compat_time table
   (COMPAT_TIME_IOCTL(NAME, ...) in AFTER's .c files) is served after:
   the x86_64 program's number is the kernel's own (the header compiled
   with __KERNEL__), and each 32-bit program's number is one of the two
   compat_time derives from the kernel's layout, with the 32-bit ABI's
   alignment: its 64-bit time layout (the kernel view compiled for that
   ABI) or its 32-bit time layout (the same with the old time types).
3. a table command that a .c file defines, with its argument struct
   (usbtest's USBTEST_REQUEST), is one user space copies into its own
   source (tools/usb/testusb.c): its number from BEFORE's definition,
   compiled as user code, is served as in 2 by AFTER's, compiled as the
   kernel's.

Prints one line per check failed (or, with -v, passed) and a verdict line
"invariant: holds" or "invariant: BROKEN (N)".  Exit status 0, 1 when
broken, 2 when something could not be measured.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts"))
import abi_probe  # noqa: E402
import rewrite  # noqa: E402

USER = ["#include <sys/types.h>", "#include <sys/time.h>",
        "#include <time.h>", "#include <sys/ioctl.h>"]
# The kernel's types for the kernel view; then, for the 32-bit time
# layout, the old ones in their place (time_types.h is read first, so its
# own definitions are not renamed).
# The kernel's own headers gave uapi headers read with __KERNEL__ size_t,
# the short integer names and, before 5.6, struct timespec, struct timeval
# and time_t (old headers still use them where nothing was converted);
# the installed uapi headers do not.
KERNEL = ["#define __KERNEL__ 1", "#include <linux/types.h>",
          "#include <linux/time_types.h>", "#include <linux/ioctl.h>",
          "typedef __kernel_size_t size_t;",
          "typedef __kernel_ssize_t ssize_t;",
          "typedef __kernel_old_time_t time_t;",
          "struct timespec { __kernel_old_time_t tv_sec; long tv_nsec; };",
          "struct timeval { __kernel_old_time_t tv_sec; "
          "__kernel_suseconds_t tv_usec; };"] + \
    ["typedef __%s%d %s%d;" % (k, n, k, n) for k in "su" for n in
     (8, 16, 32, 64)]
OLD_TIME = ["#define __kernel_timespec __kernel_old_timespec",
            "#define __kernel_sock_timeval __kernel_old_timeval",
            "#define __kernel_time64_t __kernel_old_time_t"]
# The kernel views: each ABI's, with the old time types for its 32-bit
# time layout.
KERNEL_VIEWS = (("x86_64", []), ("i386_t64", []), ("i386_t32", OLD_TIME),
                ("arm_t64", []), ("arm_t32", OLD_TIME))
# The kernel layouts that serve each user ABI's numbers.
KERNEL_OF = {"x86_64": ["x86_64"],
             "i386_t32": ["i386_t32", "i386_t64"],
             "i386_t64": ["i386_t32", "i386_t64"],
             "arm_t32": ["arm_t32", "arm_t64"],
             "arm_t64": ["arm_t32", "arm_t64"]}
DEFINE = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)(?=\s)(.*)$", re.M)
TABLE = re.compile(r"COMPAT_TIME_IOCTL(?:_BY_ABI|_KERNEL)?\(\s*"
                   r"([A-Za-z_]\w*)\s*,")
IOC = re.compile(r"\b\w*IO(R|W|WR|C)?\w*\s*\(")


def headers(top):
    """Relative paths of the .h files under top."""
    out = []
    for d, _, files in os.walk(top):
        out += [os.path.relpath(os.path.join(d, f), top)
                for f in files if f.endswith(".h")]
    return sorted(out)


# What scripts/headers_install.sh removes from a kernel tree's uapi
# headers, for headers taken from a tree; stub/ holds an empty
# <linux/compiler.h>, which it deletes.
INSTALL = ["-D__EXPORTED_HEADERS__", "-D__user=", "-D__force=", "-D__iomem=",
           "-D__attribute_const__=", "-D__packed=__attribute__((packed))",
           "-I" + os.path.join(os.path.dirname(os.path.abspath(__file__)),
                               "stub")]


def include_dirs(top):
    """-I for the driver's directories, include/ and include/uapi/ first,
    so its own headers win over the installed ones."""
    dirs = []
    for d, _, _ in os.walk(top):
        if os.path.basename(d) in ("uapi", "include"):
            dirs.insert(0, d)
        else:
            dirs.append(d)
    return ["-I" + d for d in dirs] + INSTALL


def macros(path):
    """{name: definition} of the object-like macros path defines, and the
    names that look like ioctl commands."""
    with open(path, errors="replace") as f:
        text = re.sub(r"\\\n", " ", f.read())
    defs = {m.group(1): m.group(2) for m in DEFINE.finditer(text)}
    return defs, {n for n, v in defs.items() if IOC.search(v)}


def measure(top, hdr, names, abi, prologue):
    """{name: value} of names after prologue and #include hdr, for abi,
    or a string: why the header did not compile."""
    items = [(n, "(unsigned long)(%s)" % n) for n in sorted(names)]
    r = abi_probe.measure(abi, prologue + ['#include "%s"' %
                                           os.path.join(top, hdr)],
                          items, include_dirs(top))
    if r.failed is not None and not r.values:
        # Some headers compile only on their own, with the C library's
        # types (an installed videodev2.h includes <sys/time.h>): with
        # __KERNEL__ still defined for the kernel view, and the old time
        # names kept, after the kernel's time types are read.
        r = abi_probe.measure(abi, [l for l in prologue
                                    if l.startswith("#define") or
                                    "time_types.h" in l] +
                              ['#include "%s"' % os.path.join(top, hdr)],
                              items, include_dirs(top))
    if r.failed is not None:
        return "does not compile: %s" % r.failed.replace(top + "/", "")
    return {k: abi_probe.unsigned(v) for k, v in r.values.items()}


def sizeless_twin(old, new):
    """Is new the time64 twin of old, a number that encodes no size: the
    same type and number, a direction, and the size of two __s64?"""
    return old >> 16 == 0 and new & 0xffff == old and new >> 30 != 0 and \
        (new >> 16) & 0x3fff == 16


def table_cmds(top):
    """The commands of the compat_time tables in top's .c files."""
    cmds = set()
    for d, _, files in os.walk(top):
        for f in files:
            if f.endswith(".c"):
                with open(os.path.join(d, f), errors="replace") as fh:
                    cmds |= set(TABLE.findall(fh.read()))
    return cmds


def c_defined(path, names):
    """A header's text for the commands among names that the .c file path
    defines: their #defines, after the structs they take (and the structs
    those nest) as the file defines them; "" if it defines none."""
    with open(path, errors="replace") as f:
        text = re.sub(r"\\\n", " ", f.read())
    macro = {m.group(1): m for m in DEFINE.finditer(text)}
    defs, wanted = [], sorted(n for n in names if n in macro)
    while wanted:
        # the commands and the macros they use (the ioctl type, a base)
        n = wanted.pop(0)
        if macro[n] not in defs:
            defs.insert(0, macro[n])
            wanted += [w for w in re.findall(r"\b[A-Za-z_]\w*\b",
                                             macro[n].group(2))
                       if w in macro and w != n]
    out, seen = [], set()
    records = rewrite.parsed_now(path, text) if defs else []

    def need(tag):
        span = None if tag in seen else \
            rewrite.struct_block(path, text, tag, records)
        seen.add(tag)
        if span:
            block = text[span[0]:span[1]]
            for t in re.findall(r"\bstruct\s+(\w+)", block)[1:]:
                need(t)
            out.append(block)
    for m in defs:
        for t in re.findall(r"\bstruct\s+(\w+)", m.group(2)):
            need(t)
    return "\n".join(out + ["#define %s%s" % (m.group(1), m.group(2))
                            for m in defs]) + "\n" if defs else ""


def check_c_defined(before, after, served, say, lines):
    """Check 3 for each .c file under after: (broken, unmeasured)."""
    broken = unmeasured = 0
    for d, _, files in os.walk(after):
        for f in sorted(x for x in files if x.endswith(".c")):
            rel = os.path.relpath(os.path.join(d, f), after)
            new = c_defined(os.path.join(after, rel), served)
            if not new or not os.path.exists(os.path.join(before, rel)):
                continue
            names = sorted(n for n in served
                           if re.search(r"^#define %s\b" % n, new, re.M))
            old = c_defined(os.path.join(before, rel), set(names))
            tmp = tempfile.mkdtemp(prefix="ct-invariant.")
            try:
                for side, text in (("user", old), ("kernel", new)):
                    with open(os.path.join(tmp, side + ".h"), "w") as fh:
                        fh.write(text)
                user = {abi: measure(tmp, "user.h", names, abi, USER)
                        for abi in abi_probe.ABIS}
                kview = {abi: measure(tmp, "kernel.h", names, abi,
                                      KERNEL + extra)
                         for abi, extra in KERNEL_VIEWS}
            finally:
                shutil.rmtree(tmp)
            bad = [(abi, r if isinstance(r, str) else "%s not measured" %
                    ", ".join(n for n in names if n not in r))
                   for abi, r in list(user.items()) + list(kview.items())
                   if isinstance(r, str) or not set(names) <= set(r)]
            for abi, r in bad:
                unmeasured += 1
                lines.append("UNMEASURED: %s, %s: %s" % (rel, abi, r))
            for n in names if not bad else []:
                for abi, kernel in KERNEL_OF.items():
                    got = [kview[k].get(n) for k in kernel]
                    ok = user[abi].get(n) in got
                    broken += not ok
                    say(ok, "%s: %s as user space copies it, from %s "
                        "(%#x), is %s" % (rel, n, abi, user[abi].get(n, 0),
                                          "served" if ok else
                                          "served by no layout"))
    return broken, unmeasured


def check(before, after, verbose):
    """(broken, unmeasured, lines)."""
    broken = unmeasured = 0
    lines = []

    def say(ok, msg):
        if not ok or verbose:
            lines.append(("ok: " if ok else "BROKEN: ") + msg)

    served = table_cmds(after)
    for hdr in headers(before):
        if not os.path.exists(os.path.join(after, hdr)):
            broken += 1
            say(False, "%s: removed" % hdr)
            continue
        defs, cmds = macros(os.path.join(before, hdr))
        if not defs:
            continue
        user = {}
        sized = {}
        compiled = 0
        for abi in abi_probe.ABIS:
            old = measure(before, hdr, defs, abi, USER)
            new = measure(after, hdr, defs, abi, USER)
            if isinstance(old, str):
                # Nothing a program could compile before.
                lines.append("note: %s, %s: before: %s" % (hdr, abi, old))
                continue
            if isinstance(new, str):
                broken += 1
                say(False, "%s, %s: after: %s" % (hdr, abi, new))
                continue
            user[abi] = new
            compiled += 1
            diff = sorted(n for n in old if new.get(n) != old[n])
            # a size-less number may become its sized time64 twin (lp's
            # LPSETTIMEOUT_NEW), if the kernel serves it: checked below
            gains = [n for n in diff if n in new and sizeless_twin(old[n],
                                                                   new[n])]
            sized[abi] = {n: new[n] for n in gains}
            diff = [n for n in diff if n not in gains]
            for n in diff:
                broken += 1
                say(False, "%s, %s: %s was %#x, is %s" % (
                    hdr, abi, n, old[n],
                    "%#x" % new[n] if n in new else "gone"))
            if not diff:
                say(True, "%s, %s: %d macros, %d commands, same values%s" %
                    (hdr, abi, len(old), len(cmds & set(old)),
                     "".join(" but %s, now its time64 twin" % n
                             for n in gains)))
        if not compiled and "uapi/" in hdr:
            unmeasured += 1
            lines.append("UNMEASURED: %s: no ABI compiles it" % hdr)
        elif not compiled:
            lines.append("kernel-only: %s: user space cannot compile it "
                         "(%s), so no program sends its numbers" %
                         (hdr, old))
            continue
        mine = sorted(served & set(macros(os.path.join(after, hdr))[0]))
        # the table's commands the conversion added (LPSETTIMEOUT_NEW)
        added = set(mine) - set(defs)
        for abi, gains in sorted(sized.items()):
            for n in sorted(set(gains) - set(mine)):
                broken += 1
                say(False, "%s, %s: %s was size-less, is %#x, which no "
                    "table here serves" % (hdr, abi, n, gains[n]))
        if not mine:
            continue
        kview = {}
        for abi, extra in KERNEL_VIEWS:
            kview[abi] = measure(after, hdr, mine, abi, KERNEL + extra)
            if isinstance(kview[abi], str):
                unmeasured += 1
                lines.append("UNMEASURED: %s: kernel view, %s: %s" %
                             (hdr, abi, kview[abi]))
        for n in mine:
            for abi, kernel in KERNEL_OF.items():
                if abi not in user or n not in user[abi]:
                    continue
                got = [kview[k].get(n) for k in kernel
                       if isinstance(kview[k], dict)]
                if len(got) < len(kernel):
                    continue
                ok = user[abi][n] in got
                if n in sized.get(abi, {}):
                    # the twin's number: served by the twin's own entry
                    got = [kview[k].get(a) for k in kernel for a in added]
                    ok = user[abi][n] in got
                broken += not ok
                say(ok, "%s: %s from %s (%#x) is %s" % (
                    hdr, n, abi, user[abi][n],
                    "served" if ok else "served by no layout (%s)" %
                    ", ".join("%#x" % g for g in got if g is not None)))
        # A command the conversion added (PPPIOCGIDLE64) is served too:
        # its number is one of a table command's kernel layouts.
        # (one the table serves itself was checked above, as its own)
        new = sorted(macros(os.path.join(after, hdr))[1] - cmds - added)
        for abi, kernel in KERNEL_OF.items():
            if not new or abi not in user:
                continue
            got = measure(after, hdr, new, abi, USER)
            layouts = set(v for k in kernel if isinstance(kview[k], dict)
                          for n, v in kview[k].items() if n not in added)
            for n in new if isinstance(got, dict) else []:
                ok = got.get(n) in layouts
                broken += not ok
                say(ok, "%s: new %s from %s (%#x) is %s" % (
                    hdr, n, abi, got.get(n, 0),
                    "served" if ok else "served by no layout"))
    b, u = check_c_defined(before, after, served, say, lines)
    return broken + b, unmeasured + u, lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-v", action="store_true", help="print passed checks")
    ap.add_argument("before")
    ap.add_argument("after")
    args = ap.parse_args()
    broken, unmeasured, lines = check(os.path.abspath(args.before),
                                      os.path.abspath(args.after), args.v)
    for line in lines:
        print(line)
    if broken:
        print("invariant: BROKEN (%d)" % broken)
        return 1
    if unmeasured:
        print("invariant: not proven (%d unmeasured)" % unmeasured)
        return 2
    print("invariant: holds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
