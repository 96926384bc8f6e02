# SPDX-License-Identifier: GPL-2.0
"""abi_probe - measure C integer constants as five user-space ABIs see them.

The asm-offsets technique of include/linux/kbuild.h, compile-only: a C file
whose function body is one DEFINE(KEY, expression) per item is compiled
with -S; each DEFINE leaves a marker ``->KEY value`` in the assembly, read
back here.  Nothing is linked or run, so cross compilers suffice.

The ABIs, in the order of KT_UAPI_ABI_* (drivers/compat_time/kunit)::

  i386_t32  $CC_X86 -m32 -I/usr/include/x86_64-linux-gnu
  i386_t64  the same, -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64
  arm_t32   $CC_ARM
  arm_t64   the same, -D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64
  x86_64    $CC_X86 -m64

and, on request (X32), x32: $CC_X86 -mx32 -I/usr/include/x86_64-linux-gnu
(scripts/uapi-probe.py; tools/audit/probe.py whenever the compiler builds
x32 code).
CC_X86 (gcc) and CC_ARM (arm-linux-gnueabihf-gcc) come from the
environment.  Used by scripts/uapi-probe.py and tools/audit/ioctl_audit.py.

    >>> r = measure("x86_64", ["#include <stddef.h>"],
    ...             [("S", "sizeof(long)"), ("X", "no_such")])
    >>> r.values, r.errors
    ({'S': 8}, {'X': "'no_such' undeclared (first use in this function)"})
"""

import concurrent.futures
import os
import re
import shlex
import subprocess
import tempfile
from typing import NamedTuple

ABIS = ("i386_t32", "i386_t64", "arm_t32", "arm_t64", "x86_64")
# Measured on request: scripts/uapi-probe.py, and tools/audit/probe.py
# when gcc -mx32 works (its x32 column, else "-").
X32 = "x32"
T64 = ("-D_TIME_BITS=64", "-D_FILE_OFFSET_BITS=64")
CFLAGS = ("-O0", "-w", "-ftrack-macro-expansion=0", "-S")
MAX_TRIES = 6

DEFINE = ('#define DEFINE(sym, val) asm volatile("\\n.ascii \\"->" #sym '
          '" %c0\\"" : : "i" ((unsigned int)(val)))')
# x32's gcc prints no immediate past INT_MAX with %c: a signed one with
# %0 ("$-1069263351"), which unsigned() reads back the same.
DEFINE_X32 = DEFINE.replace("%c0", "%0").replace("(unsigned int)(val)",
                                                 "(int)(val)")
_MARKER = re.compile(r'^\s*\.ascii\s*"->([^ ]*) [$#]*(-?[0-9]+)"')
_ERROR = re.compile(r" (fatal )?error: ")


def arch(abi):
    """The kernel architecture of an ABI: "x86" or "arm"."""
    return "arm" if abi.startswith("arm_") else "x86"


def compiler(abi, extra_cflags=()):
    """The compiler command (a list) of an ABI; extra_cflags (include
    directories, defines) go before the system include directories."""
    if abi not in ABIS + (X32,):
        raise ValueError("unknown ABI %r" % abi)
    if arch(abi) == "arm":
        argv = shlex.split(os.environ.get("CC_ARM", "arm-linux-gnueabihf-gcc"))
        argv += list(extra_cflags)
    else:
        argv = shlex.split(os.environ.get("CC_X86", "gcc"))
        if abi == "x86_64":
            argv += ["-m64"] + list(extra_cflags)
        elif abi == X32:
            # ILP32 with 64-bit time_t and 8-aligned s64 (libc6-dev-x32)
            argv += ["-mx32"] + list(extra_cflags)
            argv += ["-I/usr/include/x86_64-linux-gnu"]
        else:
            argv += ["-m32"] + list(extra_cflags)
            argv += ["-I/usr/include/x86_64-linux-gnu"]
    if abi.endswith("_t64"):
        argv += list(T64)
    return argv


class Result(NamedTuple):
    """values: key -> int (as unsigned int, sign-extended as gcc prints);
    errors: key -> first error message of an item that was dropped;
    failed: None, or the first error line when the prologue (the
    headers) does not compile: then no item is measured."""
    values: dict
    errors: dict
    failed: object


def source(prologue, items, fn="abi_probe", define=DEFINE):
    """The probe C file as a list of lines, and the number of lines
    before the first DEFINE."""
    lines = list(prologue) + [define, "void %s(void);" % fn,
                              "void %s(void)" % fn, "{"]
    body = len(lines)
    lines += ["\tDEFINE(%s, %s);" % (k, e) for k, e in items]
    lines.append("}")
    return lines, body


def _compile(argv, src, asm):
    p = subprocess.run(argv + list(CFLAGS) + ["-o", asm, src],
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE,
                       env=dict(os.environ, LC_ALL="C"))
    return p.returncode, p.stderr.decode("utf-8", "replace").splitlines()


def measure(abi, prologue, items, extra_cflags=(), tag=None, tmpdir=None):
    """Measure items, a list of (key, C integer constant expression),
    after the prologue lines (#include ...), for one ABI.

    An item that does not compile is dropped (errors[key]) and the rest
    retried, up to MAX_TRIES compilations.  An error anywhere else (in the
    headers) makes every item unmeasurable: Result.failed holds the first
    error line, the probe file's directory removed.  tag names the probe
    file (default: the ABI), as error lines show it."""
    items = list(items)
    argv = compiler(abi, extra_cflags)
    with tempfile.TemporaryDirectory(prefix="abi_probe.", dir=tmpdir) as d:
        src = os.path.join(d, (tag or abi) + ".c")
        asm = os.path.join(d, (tag or abi) + ".s")
        lines, body = source(prologue, items,
                             define=DEFINE_X32 if abi == X32 else DEFINE)
        errors = {}
        err = []
        for _ in range(MAX_TRIES):
            with open(src, "w") as f:
                f.write("\n".join(lines) + "\n")
            rc, err = _compile(argv, src, asm)
            if rc == 0:
                values = {}
                with open(asm) as f:
                    for line in f:
                        m = _MARKER.match(line)
                        if m:
                            values[m.group(1)] = int(m.group(2))
                return Result(values, errors, None)
            bad = _item_errors(err, src, body)
            if not bad:
                break
            for n, msg in sorted(bad.items()):
                m = re.match(r"\s*DEFINE\(([^,]*),", lines[n - 1])
                if m:
                    errors.setdefault(m.group(1), msg)
                lines[n - 1] = "\t/* dropped */"
        first = next((e for e in err if _ERROR.search(e)), "")
        return Result({}, errors, first.replace(d + "/", ""))


def _item_errors(err, src, body):
    """{line: message} if every error is on a DEFINE line of src (after
    line body), else None."""
    bad = {}
    pre = src + ":"
    for e in err:
        if not _ERROR.search(e):
            continue
        if not e.startswith(pre):
            return None
        n = int(e[len(pre):].split(":", 1)[0])
        if n <= body:
            return None
        if n not in bad:
            bad[n] = re.sub(r"^\S* error: ", "", e)
    return bad or None


def measure_many(tasks, jobs=None):
    """Run measure(**task) for each dict in tasks, jobs at a time; the
    results in the order of tasks."""
    tasks = list(tasks)
    jobs = jobs or os.cpu_count() or 2
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(lambda t: measure(**t), tasks))


def io_macros(header, abi="x86_64", extra_cflags=(), prologue=()):
    """Names of the object-like macros that #include <header> defines
    with an _IO/_IOR/_IOW/_IOWR/_IOC expansion (gcc -dM -E), sorted.
    Raises subprocess.CalledProcessError if the header does not compile."""
    text = "\n".join(list(prologue) + ["#include <%s>" % header]) + "\n"
    p = subprocess.run(compiler(abi, extra_cflags) + ["-dM", "-E", "-"],
                       input=text.encode(), capture_output=True, check=True)
    out = set()
    for line in p.stdout.decode("utf-8", "replace").splitlines():
        m = re.match(r"#define ([A-Za-z_]\w*) (.*)", line)
        if m and re.search(r"\b_IO(R|W|WR|C)?\s*\(", m.group(2)) \
                and not m.group(1).startswith("_IO"):
            out.add(m.group(1))
    return sorted(out)


def unsigned(v):
    """v as the 32-bit unsigned value it was cast to."""
    return v + (1 << 32) if v < 0 else v
