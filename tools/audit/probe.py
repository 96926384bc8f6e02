# SPDX-License-Identifier: GPL-2.0
"""Measurement of the ioctl audit: the number each ABI computes for every
command defined in a uapi header, sizeof and offsetof(top-level member) of
"struct X" arguments, the offset and size of each time field, and whether
an argument spelled "T *" is a pointer to T, through scripts/abi_probe.py.

The ABIs are abi_probe.ABIS and x32 (gcc -mx32), a 32-bit caller of the
x86_64 kernel: measured when the compiler builds x32 code, else its
column stays "-".

A header in a kernel tree (path .../include/uapi/...) is compiled against
that tree's uapi headers, as scripts/headers_install.sh would leave them;
one under /usr/include against the installed ones; the header private.py
makes for a file outside them (ioctl_audit.py -p) against its tree's.

Each header is measured in views, for each ABI, until every item has a
value: as user space compiles it (with the glibc time headers, then
without them), then in the kernel's view, with that ABI's kernel types
(bool, u8..s64, int64_t..., the compat_* types an x86_64 or arm64 kernel gives a
32-bit process, old_time32_t) and, last, also without libc, whose
time types clash with linux/time.h.  (__KERNEL__ stays undefined: the
uapi headers' __KERNEL__ blocks need the kernel's own headers.)  In every view a
name the header uses without including its header (an undeclared macro,
an incomplete struct) is looked up in the tree's uapi headers (decls.py)
and that header included before it.  In the kernel's views a header the
compiler cannot find (linux/compat.h, which a driver's header includes
for its CONFIG_COMPAT block) is an empty one: what needs it stays
unmeasured, the rest is measured.  An item no view measures keeps the
error of the first view that compiled the header, and where its missing
name is declared.
"""

import concurrent.futures
import itertools
import os
import re
import subprocess
import sys
import threading
from typing import NamedTuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts"))
import abi_probe  # noqa: E402
import decls  # noqa: E402

ABIS = abi_probe.ABIS
X32 = abi_probe.X32
# the columns of the table: the ABIs every run measures, then x32
COLUMNS = ABIS + (X32,)
PRE_A = ["#include <stddef.h>", "#include <sys/types.h>",
         "#include <sys/ioctl.h>", "#include <sys/time.h>",
         "#include <time.h>", "#include <linux/types.h>"]
# without the glibc time headers, for uapi headers that clash with them
PRE_B = [l for l in PRE_A if l not in ("#include <sys/time.h>",
                                       "#include <time.h>")]
# the kernel's view: no libc
PRE_K = ["#include <stddef.h>", "#include <linux/types.h>",
         "#include <linux/ioctl.h>"]
# the types kernel code has besides the uapi ones (include/linux/types.h,
# compat.h, time32.h), and __aligned(), for arch; compat_s64 is 4-byte
# aligned on x86
KTYPES = ["#include <stdbool.h>", "#include <stdint.h>"] + [
    "typedef __%s%d %s%d;" % (s, n, s, n) for s in "us" for n in (8, 16, 32,
                                                                    64)] + [
    "typedef __u32 compat_uint_t, compat_ulong_t, compat_size_t, "
    "compat_uptr_t, compat_caddr_t, compat_dev_t;",
    "typedef __s32 compat_int_t, compat_long_t, compat_ssize_t, "
    "compat_off_t, compat_pid_t, compat_time_t, old_time32_t;",
    "typedef __u16 compat_ushort_t;", "typedef __s16 compat_short_t;",
    "typedef __u64 __attribute__((aligned(%(al)s))) compat_u64;",
    "typedef __s64 __attribute__((aligned(%(al)s))) compat_s64;",
    "struct old_timespec32 { old_time32_t tv_sec; __s32 tv_nsec; };",
    "struct old_timeval32 { old_time32_t tv_sec; __s32 tv_usec; };",
    # their names before 5.6, in the compat definitions of older drivers
    "struct compat_timespec { compat_time_t tv_sec; __s32 tv_nsec; };",
    "struct compat_timeval { compat_time_t tv_sec; __s32 tv_usec; };",
    "#define __aligned(x) __attribute__((aligned(x)))"]
COMPAT_S64_ALIGN = {"x86": 4, "arm": 8}
# what scripts/headers_install.sh would have removed
UNEXPORT = ["-D__EXPORTED_HEADERS__", "-D__user=", "-D__force=",
            "-D__iomem=", "-D__attribute_const__=",
            "-D__packed=__attribute__((packed))"]
# rounds of "include the header that declares a missing name" per view
DECL_ROUNDS = 4
# the compiler's message for a header it cannot find
_NO_HEADER = re.compile(r"fatal error: ([\w./+-]+): No such file or directory")
_x32 = None


def x32_available():
    """Whether the compiler builds x32 code (gcc -mx32 and libc6-dev-x32):
    a probe of sizeof(long) gives 4."""
    global _x32
    if _x32 is None:
        try:
            r = abi_probe.measure(X32, ["#include <stddef.h>",
                                        "#include <sys/types.h>"],
                                  [("L", "sizeof(long)")])
            _x32 = r.values.get("L") == 4
        except OSError:
            _x32 = False
    return _x32


def measured_abis():
    """The ABIs this run measures: ABIS, and x32 if it can."""
    return COLUMNS if x32_available() else ABIS


class Measured(NamedTuple):
    """What probing one header for one ABI gave: values and errors by
    item key, failed (None, or the first error line when no view compiles
    the header) and notes by item key (an item measured with another
    architecture's header)."""
    values: dict
    errors: dict
    failed: object
    notes: dict


def views(abi):
    """The views a header is measured in for abi, in order: (tag,
    prologue, extra cflags); user space's first, then the kernel's."""
    k = [l % {"al": COMPAT_S64_ALIGN[abi_probe.arch(abi)]} for l in KTYPES]
    return [("A", PRE_A, []), ("B", PRE_B, []),
            ("KA", PRE_A + k, []), ("KB", PRE_B + k, []),
            ("K", PRE_K + k, [])]


def uapi_of(path):
    """(root, include name) of a uapi header, or None: root is the kernel
    tree ("." for the current directory) or "SYSTEM" for /usr/include."""
    p = path.find("include/uapi/")
    if p >= 0:
        root = re.sub(r"arch/[^/]+/$", "", path[:p]) or "."
        return root, path[p + 13:]
    if path.startswith("/usr/include/"):
        return "SYSTEM", re.sub(r"^[a-z0-9_]+-linux-gnu[a-z]*/", "",
                                path[13:])
    return None


class Tree:
    """The compiler flags of one kernel tree root, per architecture."""

    _n = itertools.count()

    def __init__(self, root, tmp):
        self.orig = root.rstrip("/") if root != "SYSTEM" else root
        self.root = root if root == "SYSTEM" else os.path.abspath(root)
        self.wrap = self.index = None
        # empty headers for the ones the kernel's views cannot find
        self.stubs = os.path.join(tmp, "stubs%d" % next(Tree._n))
        if root != "SYSTEM":
            self.wrap = os.path.join(tmp, "wrap%d" % next(Tree._n))
            self._wrap()
            self.index = decls.Index(self.root)

    def _wrap(self):
        """asm/ headers the kernel generates from asm-generic (mandatory-y,
        generic-y), and the compiler headers headers_install strips."""
        gen = os.path.join(self.root, "include", "uapi", "asm-generic")
        names = sorted(n for n in os.listdir(gen) if n.endswith(".h")) \
            if os.path.isdir(gen) else []
        for a in ("x86", "arm"):
            for sub in ("asm", "linux"):
                os.makedirs(os.path.join(self.wrap, a, sub), exist_ok=True)
            for n in ("compiler_types.h", "compiler.h"):
                open(os.path.join(self.wrap, a, "linux", n), "w").close()
            own = os.path.join(self.root, "arch", a, "include", "uapi", "asm")
            for n in names:
                if not os.path.exists(os.path.join(own, n)):
                    with open(os.path.join(self.wrap, a, "asm", n), "w") as f:
                        f.write("#include <asm-generic/%s>\n" % n)

    def cflags(self, abi):
        if self.root == "SYSTEM":
            return []
        a, k, out = abi_probe.arch(abi), self.root, []
        for d in ("arch/%s/include/uapi" % a,
                  "arch/%s/include/generated/uapi" % a):
            if os.path.isdir(os.path.join(k, d)):
                out.append("-I" + os.path.join(k, d))
        out += ["-I" + os.path.join(self.wrap, a),
                "-I" + os.path.join(k, "include/uapi")]
        if os.path.isdir(os.path.join(k, "include/generated/uapi")):
            out.append("-I" + os.path.join(k, "include/generated/uapi"))
        return out + UNEXPORT

    def providers(self, name, abi):
        """decls.Index.providers() for the architecture of abi; none for
        the installed headers."""
        if self.index is None:
            return [], []
        return self.index.providers(name, abi_probe.arch(abi))

    def has(self, name):
        """Whether a uapi directory of the tree (any architecture's, the
        generated ones too) has the header name."""
        if self.root == "SYSTEM":
            return True
        dirs = [os.path.join(self.root, "include", "uapi"),
                os.path.join(self.root, "include", "generated", "uapi")]
        arch = os.path.join(self.root, "arch")
        if os.path.isdir(arch):
            dirs += [os.path.join(arch, a, "include", g)
                     for a in sorted(os.listdir(arch))
                     for g in ("uapi", "generated/uapi")]
        return any(os.path.exists(os.path.join(d, name)) for d in dirs)

    def stub(self, name):
        """The flags that make <name>, which the compiler cannot find, an
        empty header."""
        h = os.path.join(self.stubs, name)
        if not os.path.exists(h):
            os.makedirs(os.path.dirname(h), exist_ok=True)
            with open(h + ".%d" % threading.get_ident(), "w"):
                pass
            os.replace(h + ".%d" % threading.get_ident(), h)
        return ["-idirafter", self.stubs]

    def redirect(self, path):
        """The flags that make the tree's arch/A/include/uapi/X (path) what
        <X> includes, in place of the ABI's own X."""
        inc = path.split("/include/uapi/", 1)[1]
        d = os.path.join(self.wrap, "redirect", re.sub(r"\W", "_", path))
        h = os.path.join(d, inc)
        if not os.path.exists(h):
            os.makedirs(os.path.dirname(h), exist_ok=True)
            with open(h + ".%d" % threading.get_ident(), "w") as f:
                f.write('#include "%s"\n' % os.path.join(self.root, path))
            os.replace(h + ".%d" % threading.get_ident(), h)
        return ["-I" + d]

    def explain(self, error, abi):
        """An item's error, and where the names it misses are declared:
        in a header it includes in no view that compiles (#if 0, a
        configuration), only for other architectures, or nowhere."""
        if self.index is None:
            return error
        notes = []
        for n in decls.missing_names([error]):
            own, other = self.providers(n, abi)
            if own:
                notes.append("%s: in %s, where no view compiles it "
                             "(#if 0, __KERNEL__, CONFIG_*)"
                             % (n, ", ".join(own)))
            elif other:
                notes.append("%s: declared only in %s"
                             % (n, ", ".join(other)))
            else:
                notes.append("%s: declared in no uapi header" % n)
        return error + "".join(" (%s)" % n for n in notes)

    def user_path(self, line):
        """An error line with the tree's paths as the user gave them."""
        if self.root != "SYSTEM":
            line = line.replace(self.root + "/", self.orig + "/")
        return line[2:] if line.startswith("./") else line


def field_items(key, arg, path):
    """The items of one time field of type arg at path (".a.b[]", ""
    for arg itself): its offset (T<key>) and size (W<key>)."""
    p = (path[1:] if path.startswith(".") else path).replace("[]", "[0]")
    if not p:
        return [("T" + key, "0"), ("W" + key, "sizeof(%s)" % arg)]
    return [("T" + key, "offsetof(%s, %s)" % (arg, p)),
            ("W" + key, "sizeof(((%s *)0)->%s)" % (arg, p))]


def items_of(defs, paths, structs):
    """The probe items of each header: {file: [(key, expression)]}, in the
    order of defs.  defs: [(idx, name, arg, file)]; paths: {name: [time
    field paths]}; structs: {struct: (status, [members])}.  Keys: C<idx>
    the number, T<idx>_<k> and W<idx>_<k> offset and size of the k-th
    time field, S_<struct> and O_<struct>__<member>."""
    items, done = {}, set()
    for idx, name, arg, f in defs:
        it = items.setdefault(f, [])
        it.append(("C%d" % idx, name))
        for k, path in enumerate(paths.get(name, []), 1):
            it += field_items("%d_%d" % (idx, k), arg, path)
        m = re.match(r"^struct (" + r"[A-Za-z_][A-Za-z0-9_]*" + r")$", arg)
        if not m or (f, m.group(1)) in done:
            continue
        s = m.group(1)
        done.add((f, s))
        it.append(("S_" + s, "sizeof(struct %s)" % s))
        st, mem = structs.get(s, ("", []))
        if st.startswith("ok"):
            for mb in mem:
                it.append(("O_%s__%s" % (s, mb),
                           "offsetof(struct %s, %s)" % (s, mb)))
    return items


def _better(r, best):
    """Whether probe result r measured more than best."""
    return best is None or (r.failed is None, len(r.values)) > \
        (best.failed is None, len(best.values))


def _measure_view(tree, inc, abi, view, items, tmp):
    """One view, with the header that declares each name the errors say is
    missing included before inc (up to DECL_ROUNDS compilations): the
    abi_probe result that measured most."""
    tag, pre, flags = view
    best, extra, looked, stubs = None, [], set(), []
    for _ in range(DECL_ROUNDS):
        r = abi_probe.measure(
            abi, pre + ["#include <%s>" % h for h in extra + [inc]], items,
            flags + tree.cflags(abi) + stubs, tag="%s.%s" % (abi, tag),
            tmpdir=tmp)
        # the kernel's views: a header the compiler cannot find and no
        # uapi directory of the tree has is an empty one, if that
        # measures something
        m = _NO_HEADER.search(r.failed or "") if tag.startswith("K") \
            else None
        if m and m.group(1) not in looked and not tree.has(m.group(1)):
            looked.add(m.group(1))
            stubs = tree.stub(m.group(1))
            best = best or r
            continue
        if stubs and not r.values:
            break
        if not _better(r, best):
            break
        best = r
        msgs = [r.failed] if r.failed is not None else r.errors.values()
        new = []
        for n in decls.missing_names(msgs):
            if n in looked:
                continue
            looked.add(n)
            for h in tree.providers(n, abi)[0][:1]:
                if h != inc and h not in extra + new:
                    new.append(h)
        if not new:
            break
        extra += new
    return best


def _foreign(tree, abi, items, errors):
    """{header path: [item]} for the items whose error names a type or
    macro that only other architectures' uapi headers declare (in 7.2
    linux/kvm.h's s390 and powerpc structs are in their asm/kvm.h)."""
    out = {}
    for it in items:
        for n in decls.missing_names([errors.get(it[0], "")]):
            own, other = tree.providers(n, abi)
            if not own and other:
                out.setdefault(other[0], []).append(it)
                break
    return out


def _measure_one(tree, inc, abi, items, tmp):
    """Every view in turn, on the items no earlier view measured, then
    the items that miss another architecture's declaration with that
    architecture's header in place of the ABI's own (first view that
    compiles the header).  Errors are those of the first view that
    compiled the header, with where each missing name is declared;
    failed the first error line of the first view if none compiles it."""
    values, errors, first, notes = {}, None, None, {}
    todo, compiled = list(items), None
    for view in views(abi):
        r = _measure_view(tree, inc, abi, view, todo, tmp)
        if r.failed is not None:
            if first is None:
                first = tree.user_path(r.failed)
            continue
        values.update(r.values)
        if errors is None:
            errors, compiled = dict(r.errors), view
        todo = [it for it in todo if it[0] not in values]
        if not todo:
            break
    if errors is None:
        return Measured({}, {}, first, {})
    for path, its in sorted(_foreign(tree, abi, todo, errors).items()):
        tag, pre, flags = compiled
        r = _measure_view(tree, inc, abi, ("F" + tag, pre,
                                           tree.redirect(path) + flags),
                          its, tmp)
        values.update(r.values)
        notes.update((k, "measured with %s" % path) for k in r.values)
    return Measured(values, dict((k, tree.explain(e, abi))
                                 for k, e in errors.items()
                                 if k not in values), None, notes)


_trees = {}


def _tree(f, tmp, headers):
    """(Tree, include name) of a measured file."""
    root, inc = uapi_of(f) or headers[f]
    if (root, tmp) not in _trees:
        _trees[(root, tmp)] = Tree(root, tmp)
    return _trees[(root, tmp)], inc


def measure(defs, paths, structs, jobs, tmp, headers=None, pointees=None):
    """Measure every uapi definition.  defs: [(idx, name, arg, file)];
    headers: {file: (tree root, header)} for the files of defs that are
    no uapi header (private.py), the header an absolute path; pointees:
    {idx: T} for the arguments spelled "T *".  Returns {(file, abi):
    Measured}, with a Measured of nothing for x32 when the compiler
    builds no x32 code."""
    items = items_of(defs, paths, structs)
    for idx, name, arg, f in defs:
        if idx in (pointees or {}):
            items[f].append(("Y%d" % idx, pointer_item(arg, pointees[idx])))
    return measure_items(items, jobs, tmp, headers)


def measure_items(items, jobs, tmp, headers=None):
    """Measure items {file: [(key, expression)]}, each file as measure()
    does; {(file, abi): Measured}."""
    tasks = []
    for f in items:
        tree, inc = _tree(f, tmp, headers)
        for abi in measured_abis():
            tasks.append((f, abi, tree, inc))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        res = ex.map(lambda t: _measure_one(t[2], t[3], t[1], items[t[0]],
                                            tmp), tasks)
        out = {(t[0], t[1]): r for t, r in zip(tasks, res)}
    if not x32_available():
        for f in items:
            out[(f, X32)] = Measured({}, {}, "gcc -mx32 unavailable", {})
    return out


def pointer_item(arg, pointee):
    """The item that is 1 where the argument type arg is a pointer to
    pointee: the compiler, not the spelling, decides."""
    return "__builtin_types_compatible_p(%s, %s *)" % (arg, pointee)


def depends(files, jobs, tmp, headers=None):
    """The headers the compiler reads for each measured file, in the
    kernel's view without libc (gcc -M, missing headers allowed), as
    absolute paths: their union."""
    def one(f):
        tree, inc = _tree(f, tmp, headers)
        tag, pre, flags = views("x86_64")[-1]
        src = os.path.join(tmp, "depends.%d.c" % threading.get_ident())
        with open(src, "w") as fh:
            fh.write("\n".join(pre + ["#include <%s>" % inc]) + "\n")
        p = subprocess.run(
            abi_probe.compiler("x86_64", flags + tree.cflags("x86_64")) +
            ["-M", "-MG", "-w", src], stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        text = p.stdout.decode("utf-8", "replace").replace("\\\n", " ")
        return set(os.path.abspath(w) for w in text.split()[2:]
                   if w.endswith(".h"))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        return set().union(*ex.map(one, files)) if files else set()
