#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""routes.py - does every caller reach compat_time, read from the object.

Usage: tools/convert/routes.py --kdir KDIR [--arch x86_64|arm64]
                               MODULE.ko COMMAND...
       tools/convert/routes.py --test

A proof of a conversion that does not trust the rewrite: it reads the
module the compiler built (built with -ffunction-sections and
-fdata-sections, so that every reference between functions and objects
is a relocation) and follows, for every file_operations in it, what its
.unlocked_ioctl and .compat_ioctl point to, and what those functions
call and reference, to the end.  A command is served to a caller when
the entry point that caller's ioctl() reaches on that kernel reaches
compat_time's entry for it and a compat_time table whose entries hold
the command (by the name COMPAT_TIME_IOCTL*() stores):

  kernel   callers                       file_operations  compat_time's
  x86_64   x86_64                        .unlocked_ioctl  compat_time_ioctl
           i386 time32, time64; x32      .compat_ioctl    or _cmd (a copy
  arm64    arm64                         .unlocked_ioctl  table); for
           armhf time32, time64          .compat_ioctl    compat callers
                                                          compat_time_
                                                          compat_ioctl
  arm      armhf time32, time64          .unlocked_ioctl  compat_time_ioctl
  (armmp, a native 32-bit kernel)                         or _cmd
  (a usb_driver's .unlocked_ioctl serves all of them, through
  compat_time_kernel_ioctl(); a v4l2 subdev's core .ioctl the native
  callers, through compat_time_native_kernel_ioctl(), and its core
  .compat_ioctl32 the compat ones, through
  compat_time_compat_kernel_ioctl(), unless the module gives a node
  file operations of its own, whose .compat_ioctl32 they reach instead
  (SHADOWED_BY); a v4l2_file_operations' .compat_ioctl32 serves them
  too; a .compat_ioctl that passes its callers on
  to the driver's own switch, itself or through compat_ptr_ioctl(),
  serves them where that switch takes compat_time_cmd()'s number, which
  knows a 32-bit caller from in_compat_syscall(): ENTRIES and PASS_ON
  are the tables)

Which layout each caller's number selects is compat_time's own work
(KUnit proves it per struct); this proves that the call gets there.
The offsets of the members and the table's layout come from a probe
built against KDIR.  Prints one line per command and caller, "served"
with the route or "unserved" with why; exit status 0 when every cell is
served, 1 when one is not, 2 when the module or the probe cannot be read.
--test builds the modules of routes-test/ for Debian's x86_64, arm64
and armhf (armmp) 6.1 and prints TAP against what each cell must be:
routes_test.c (a table wired both ways, one with no .compat_ioctl, a
usb_driver's, a v4l2 subdev's wired both ways and one with no core
.compat_ioctl32, a command in no table, a copy table's switch reached
from the driver's .compat_ioctl and from compat_ptr_ioctl(), and a
table compat_ptr_ioctl() cannot serve), and routes_shadow.c, twice (a
subdev whose node gets file operations of the module's own, by a copy
of v4l2_subdev_fops or, -DRT_SHADOW_BY_INIT, in an initialiser).
"""

import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
CALLERS = {
    "x86_64": (("x86_64", "native"), ("i386-t32", "compat"),
               ("i386-t64", "compat"), ("x32", "compat")),
    "arm64": (("arm64", "native"), ("armhf-t32", "compat"),
              ("armhf-t64", "compat")),
    "arm": (("armhf-t32", "native"), ("armhf-t64", "native")),
}
CROSS = {"x86_64": [], "arm64": ["ARCH=arm64",
                                 "CROSS_COMPILE=aarch64-linux-gnu-"],
         "arm": ["ARCH=arm", "CROSS_COMPILE=arm-linux-gnueabihf-"]}
# Debian's kernels the proof runs on besides the x86_64 one it is given:
# (arch, tools/qemu/fetch-kernel.sh's flavour)
FOREIGN = (("arm64", "arm64-6.1"), ("arm", "armmp-6.1"))
# Where each caller's ioctl() enters a driver: the struct, its member,
# the callers it serves ("native" on that kernel's own ABI, "compat" the
# 32-bit ones), and compat_time's entries that serve them from there.
ENTRIES = (
    ("file_operations", "unlocked_ioctl", ("native",),
     ("compat_time_ioctl", "compat_time_cmd")),
    # compat_time_cmd() and a copy table's copies take the caller's
    # layout from in_compat_syscall(), whichever entry leads there
    ("file_operations", "compat_ioctl", ("compat",),
     ("compat_time_compat_ioctl", "compat_time_cmd")),
    # usbfs copies USBDEVFS_IOCTL's buffer for both, and hands it to the
    # interface driver's ioctl; compat_time_kernel_ioctl() tells them apart
    ("usb_driver", "unlocked_ioctl", ("native", "compat"),
     ("compat_time_kernel_ioctl",)),
    # a v4l2 subdev node copies native callers' arguments to core->ioctl
    # and passes 32-bit ones, as they came, to core->compat_ioctl32
    ("v4l2_subdev_core_ops", "ioctl", ("native",),
     ("compat_time_native_kernel_ioctl",)),
    ("v4l2_subdev_core_ops", "compat_ioctl32", ("compat",),
     ("compat_time_compat_kernel_ioctl",)),
    # a video or subdev node's own file operations: 32-bit callers'
    # commands the v4l2 core does not translate, as they came
    ("v4l2_file_operations", "compat_ioctl32", ("compat",),
     ("compat_time_compat_kernel_ioctl", "compat_time_compat_ioctl")),
)
# The members a kernel has only with CONFIG_COMPAT (the probe gives the
# others' kernels an offset no reference has).
COMPAT_ONLY = (("v4l2_subdev_core_ops", "compat_ioctl32"),
               ("v4l2_file_operations", "compat_ioctl32"))
# Routes a framework takes only through its own file operations, and what
# gives a node others: a member of the module's that serves some other
# way, or a copy of the kernel's (to change members of it at run time).
SHADOWED_BY = {
    ("v4l2_subdev_core_ops", "compat_ioctl32"):
        (("v4l2_file_operations", "compat_ioctl32"), "v4l2_subdev_fops"),
}
STRUCTS = sorted(set(e[0] for e in ENTRIES))
# The kernel's functions a member may name that pass the call on to
# another member of the same struct, and compat_time's entries that
# serve the caller from there: compat_ptr_ioctl() calls the file's
# .unlocked_ioctl with compat_ptr(arg), still in the 32-bit syscall, where
# only compat_time_cmd() (and a copy table's copies) see the caller's
# layout; compat_time_ioctl() would take it for a native one.
PASS_ON = {
    ("file_operations", "compat_ioctl", "compat_ptr_ioctl"):
        ("unlocked_ioctl", ("compat_time_cmd",)),
}
# What a module is built with for the proof: every reference a relocation.
KCFLAGS = ("-ffunction-sections", "-fdata-sections")
# What the probe measures, in its order: each struct's size and its
# members' offsets, then compat_time's table and entry.
PROBE_FIELDS = tuple(["%s" % t for t in STRUCTS] +
                     ["%s.%s" % e[:2] for e in ENTRIES] +
                     ["table", "table.ioctls", "table.nr_ioctls", "entry",
                      "entry.name"])
PROBE = """// SPDX-License-Identifier: GPL-2.0
#include <linux/compat_time.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/usb.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-subdev.h>

const unsigned long ct_routes_probe[] = {
%s
	sizeof(struct compat_time_table),
	offsetof(struct compat_time_table, ioctls),
	offsetof(struct compat_time_table, nr_ioctls),
	sizeof(struct compat_time_ioctl),
	offsetof(struct compat_time_ioctl, name),
};
MODULE_LICENSE("GPL");
""" % "\n".join(["\tsizeof(struct %s)," % t for t in STRUCTS] +
                [("#ifdef CONFIG_COMPAT\n\toffsetof(struct %s, %s),\n#else\n"
                  "\t~0UL,\n#endif" if e[:2] in COMPAT_ONLY else
                  "\toffsetof(struct %s, %s),") % e[:2] for e in ENTRIES])
STT_OBJECT, STT_FUNC, STT_SECTION = 1, 2, 3
SHT_SYMTAB, SHT_RELA, SHT_REL = 2, 4, 9
EM_ARM = 40
# ARM's relocations whose addend sits in a branch's 24-bit immediate
# (R_ARM_PC24, R_ARM_CALL, R_ARM_JUMP24), and in a word (R_ARM_ABS32,
# R_ARM_REL32); the other REL machines (i386) keep it in the word
ARM_BRANCH = (1, 28, 29)
ARM_WORD = (2, 3)


class RoutesError(Exception):
    """The module or the probe cannot be read."""


class Elf:
    """The sections, symbols and relocations of a little-endian
    relocatable object: 64-bit with RELA (x86_64, arm64) or 32-bit with
    REL (arm, i386), whose addends sit in the place they relocate."""

    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = f.read()
        d = self.data
        if d[:4] != b"\x7fELF" or d[4] not in (1, 2) or d[5] != 1:
            raise RoutesError("%s: not a little-endian ELF object" % path)
        wide = d[4] == 2
        # the bytes of an address, and of a symbol and a relocation entry
        self.wordsize = 8 if wide else 4
        machine, = struct.unpack_from("<H", d, 0x12)
        shoff, = struct.unpack_from("<Q" if wide else "<I", d,
                                    0x28 if wide else 0x20)
        shentsize, shnum, shstrndx = struct.unpack_from(
            "<HHH", d, 0x3a if wide else 0x2e)
        self.sections = []
        for i in range(shnum):
            (name, stype, _, _, off, size, link, info, _,
             entsize) = struct.unpack_from("<IIQQQQIIQQ" if wide else
                                           "<IIIIIIIIII", d,
                                           shoff + i * shentsize)
            self.sections.append(dict(name=name, type=stype, off=off,
                                      size=size, link=link, info=info,
                                      entsize=entsize))
        names = self.sections[shstrndx]
        for s in self.sections:
            s["name"] = self.cstring(names["off"] + s["name"])
        self.symbols = []
        for s in self.sections:
            if s["type"] != SHT_SYMTAB:
                continue
            strtab = self.sections[s["link"]]["off"]
            for i in range(s["size"] // s["entsize"]):
                at = s["off"] + i * s["entsize"]
                if wide:
                    name, info, _, shndx, value, size = struct.unpack_from(
                        "<IBBHQQ", d, at)
                else:
                    name, value, size, info, _, shndx = struct.unpack_from(
                        "<IIIBBH", d, at)
                self.symbols.append(dict(
                    name=self.cstring(strtab + name), type=info & 0xf,
                    shndx=shndx, value=value, size=size))
        # {function name: reach()'s answer}, for served()
        self.reached = {}
        # {section index: [(offset, symbol index, addend)]}
        self.relocs = {}
        for s in self.sections:
            if s["type"] == SHT_RELA and wide:
                out = self.relocs.setdefault(s["info"], [])
                for i in range(s["size"] // 24):
                    off, info, addend = struct.unpack_from(
                        "<QQq", d, s["off"] + i * 24)
                    out.append((off, info >> 32, addend))
            elif s["type"] == SHT_REL and not wide:
                out = self.relocs.setdefault(s["info"], [])
                place = self.sections[s["info"]]["off"]
                for i in range(s["size"] // 8):
                    off, info = struct.unpack_from("<II", d,
                                                   s["off"] + i * 8)
                    out.append((off, info >> 8, self.implicit(
                        machine, info & 0xff, place + off)))

    def implicit(self, machine, rtype, at):
        """A REL relocation's addend, read from the place at (file
        offset): a branch's immediate on ARM, as the offset from the
        branch's target's section (ARM's pc reads 8 ahead), else the
        word; None where it is in neither (ARM's movw/movt pairs)."""
        word, = struct.unpack_from("<i", self.data, at)
        if machine != EM_ARM:
            return word
        if rtype in ARM_BRANCH:
            imm = word & 0xffffff
            return ((imm ^ 0x800000) - 0x800000) * 4 + 8
        return word if rtype in ARM_WORD else None

    def cstring(self, off):
        return self.data[off:self.data.index(b"\0", off)].decode(
            errors="replace")

    def defined(self, kinds):
        """The defined symbols of those kinds."""
        return [s for s in self.symbols if s["type"] in kinds and
                0 < s["shndx"] < 0xff00 and s["name"]]

    def at(self, shndx, off, kinds=(STT_FUNC, STT_OBJECT)):
        """The symbol of those kinds whose extent holds section shndx's
        offset off, or starts there."""
        best = None
        for s in self.symbols:
            if s["type"] in kinds and s["shndx"] == shndx and s["name"] \
                    and s["value"] <= off < s["value"] + max(s["size"], 1):
                best = s
        return best

    def target(self, sym, addend):
        """What a relocation against symbol index sym points to: a
        defined symbol (and the offset into it), or an undefined name."""
        s = self.symbols[sym]
        if s["shndx"] == 0:
            return s["name"], 0
        if s["type"] in (STT_FUNC, STT_OBJECT):
            return s, addend or 0
        if addend is None:
            # an addend no place holds: the function or object the
            # section holds, when it holds one (-ffunction-sections,
            # -fdata-sections)
            held = [t for t in self.symbols if t["shndx"] == s["shndx"] and
                    t["type"] in (STT_FUNC, STT_OBJECT) and t["name"]]
            return (held[0], 0) if len(held) == 1 else (None, 0)
        # a section symbol: the function or object there (a PC-relative
        # reference's addend counts from the field's end)
        for off in (addend, addend + 4):
            t = self.at(s["shndx"], s["value"] + off)
            if t:
                return t, s["value"] + off - t["value"]
        # no symbol there (a string): the place itself
        return dict(name="", type=STT_SECTION, shndx=s["shndx"],
                    value=s["value"] + addend, size=0), 0

    def refs(self, s):
        """[(target, offset into it, offset in s)] of symbol s's
        relocations."""
        out = []
        for off, sym, addend in self.relocs.get(s["shndx"], []):
            if s["value"] <= off < s["value"] + s["size"]:
                t, into = self.target(sym, addend)
                if t is not None:
                    out.append((t, into, off - s["value"]))
        return out

    def mentions(self, name):
        """Whether a relocation names the undefined symbol name."""
        return any(self.symbols[sym]["name"] == name and
                   self.symbols[sym]["shndx"] == 0
                   for out in self.relocs.values() for _, sym, _ in out)

    def word(self, s, off, size):
        sec = self.sections[s["shndx"]]
        return int.from_bytes(self.data[sec["off"] + s["value"] + off:
                                        sec["off"] + s["value"] + off +
                                        size], "little")


def kernels(kdir, timeout=900):
    """[(arch, headers, or the RuntimeError saying why there are none)]
    the proof runs on: kdir for x86_64, then FOREIGN's (fetched into the
    cache the first time)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import driver
    out = [("x86_64", kdir)]
    for arch, flavour in FOREIGN:
        try:
            out.append((arch, driver.fetch_kernel(flavour,
                                                  timeout)["HEADERS"]))
        except (RuntimeError, KeyError) as e:
            out.append((arch, RuntimeError("no %s headers: %s" % (
                flavour, e))))
    return out


def build(src, kdir, arch, work, cflags=()):
    """src (a .c file) built against kdir for arch as a module, every
    function and object in a section of its own (and cflags), in work:
    the .ko."""
    name = os.path.basename(src)[:-2]
    shutil.copy(src, os.path.join(work, name + ".c"))
    with open(os.path.join(work, "Kbuild"), "w") as f:
        f.write("obj-m := %s.o\n" % name)
    p = subprocess.run(["make", "-C", kdir, "M=" + work,
                        "KCFLAGS=" + " ".join(
                            ["-I" + os.path.join(TOP, "include")] +
                            list(KCFLAGS) + list(cflags)),
                        "KBUILD_MODPOST_WARN=1"] + CROSS[arch] +
                       ["modules"], capture_output=True, text=True)
    ko = os.path.join(work, name + ".ko")
    if p.returncode or not os.path.exists(ko):
        raise RoutesError("%s does not build against %s: %s" % (
            src, kdir, (p.stdout + p.stderr).strip()[-300:]))
    return ko


def probe(kdir, arch):
    """{PROBE_FIELDS: value} measured against kdir."""
    with tempfile.TemporaryDirectory(prefix="ct-routes.") as work:
        src = os.path.join(work, "src")
        os.mkdir(src)
        with open(os.path.join(src, "ct_routes_probe.c"), "w") as f:
            f.write(PROBE)
        elf = Elf(build(os.path.join(src, "ct_routes_probe.c"), kdir, arch,
                        work))
    s = [x for x in elf.defined((STT_OBJECT,))
         if x["name"] == "ct_routes_probe"]
    if not s:
        raise RoutesError("the probe holds no ct_routes_probe")
    return dict((k, elf.word(s[0], elf.wordsize * i, elf.wordsize))
                for i, k in enumerate(PROBE_FIELDS))


def tables(elf, lay):
    """{table symbol name: {command name}}: the objects of
    struct compat_time_table's size whose .ioctls points to entries."""
    out = {}
    for t in elf.defined((STT_OBJECT,)):
        if t["size"] != lay["table"]:
            continue
        arr = [(x, into) for x, into, at in elf.refs(t)
               if at == lay["table.ioctls"] and isinstance(x, dict)]
        if not arr:
            continue
        arr, first = arr[0]
        nr = elf.word(t, lay["table.nr_ioctls"], 4)
        names = set()
        for x, into, at in elf.refs(arr):
            i, field = divmod(at - first, lay["entry"])
            if 0 <= i < nr and field == lay["entry.name"] and \
                    isinstance(x, dict):
                sec = elf.sections[x["shndx"]]
                names.add(elf.cstring(sec["off"] + x["value"] + into))
        out[t["name"]] = names
    return out


def reach(elf, fn):
    """(the undefined names, the objects) fn reaches through its calls
    and references, its own included."""
    seen, todo, api, objs = set(), [fn], set(), set()
    while todo:
        s = todo.pop()
        if s["name"] in seen:
            continue
        seen.add(s["name"])
        for t, _, _ in elf.refs(s):
            if isinstance(t, str):
                api.add(t)
            elif t["type"] == STT_FUNC:
                todo.append(t)
            else:
                objs.add(t["name"])
    return api, objs


def entries(elf, lay):
    """[(struct, object name, {member: function})]: every object of one
    of STRUCTS' sizes with a function at one of its members (the
    module's own, or the name of one of the kernel's)."""
    out = []
    for o in elf.defined((STT_OBJECT,)):
        for struct_ in STRUCTS:
            if o["size"] != lay[struct_]:
                continue
            got = {}
            for t, _, at in elf.refs(o):
                for st, member, _, _ in ENTRIES:
                    if st == struct_ and at == lay["%s.%s" % (st, member)] \
                            and (isinstance(t, str) or t["type"] == STT_FUNC):
                        # a function of the module, or the kernel's name
                        got[member] = t
            if got:
                out.append((struct_, o["name"], got))
    return out


def passed_on(st, member, got, api):
    """(the module's function a caller of st's member reaches, the api
    that serves it there, how): the member's own function, or where
    PASS_ON says the kernel's function there passes the call; (None,
    api, why) when neither."""
    fn = got.get(member)
    if not isinstance(fn, str):
        return fn, api, ""
    on = PASS_ON.get((st, member, fn))
    if on and not isinstance(got.get(on[0]), (str, type(None))):
        return got[on[0]], on[1], "%s -> .%s = " % (fn, on[0])
    return None, api, "is %s, a function of the kernel's this does not " \
        "follow" % fn


def served(elf, fn, api, homes):
    """(compat_time's entry, table) fn reaches of api and homes, or
    None."""
    if fn is None:
        return None
    if fn["name"] not in elf.reached:
        elf.reached[fn["name"]] = reach(elf, fn)
    got_api, objs = elf.reached[fn["name"]]
    hit = sorted(set(api) & got_api)
    tabs = sorted(homes & objs)
    return (hit[0], tabs[0]) if hit and tabs else None


def shadowed(elf, ops, st, member, homes):
    """Why a caller may not reach st's member, though it serves: a node's
    file operations of the module's own (SHADOWED_BY) that do not, or a
    copy of the kernel's; None when neither is there."""
    by = SHADOWED_BY.get((st, member))
    if not by:
        return None
    (fst, fmember), clone = by
    api = next(e[3] for e in ENTRIES if e[:2] == (fst, fmember))
    for st2, name, got in ops:
        fn = got.get(fmember)
        if st2 == fst and fn is not None and (
                isinstance(fn, str) or not served(elf, fn, api, homes)):
            return "but %s %s's .%s = %s, which a node given them takes " \
                "32-bit callers to instead, does not serve it" % (
                    fst, name, fmember,
                    fn if isinstance(fn, str) else fn["name"])
    if elf.mentions(clone):
        return "but the module copies the kernel's %s, to give a node " \
            "file operations of its own: which entry its 32-bit callers " \
            "reach, this does not follow" % clone
    return None


def cells(ko, lay, arch, commands):
    """[(command, caller, served, how)]."""
    elf = Elf(ko)
    tabs = tables(elf, lay)
    ops = entries(elf, lay)
    out = []
    for cmd in commands:
        homes = set(t for t, names in tabs.items() if cmd in names)
        # the objects one of whose entries reaches a table holding cmd
        users = [(st, name, got) for st, name, got in ops
                 if any(served(elf, *passed_on(st, m, got, api)[:2],
                               homes=homes)
                        for s2, m, _, api in ENTRIES
                        if s2 == st and m in got)]
        for caller, kind in CALLERS[arch]:
            if not homes:
                out.append((cmd, caller, False,
                            "no compat_time table in the module holds it"))
                continue
            routes, why = [], []
            for st, name, got in users:
                for s2, member, kinds, api in ENTRIES:
                    if s2 != st or kind not in kinds:
                        continue
                    if got.get(member) is None:
                        why.append("%s %s has no .%s: ENOTTY" % (
                            st, name, member))
                        continue
                    fn, api, how = passed_on(st, member, got, api)
                    hit = served(elf, fn, api, homes)
                    shadow = hit and shadowed(elf, ops, st, member, homes)
                    if shadow:
                        why.append("%s.%s = %s%s -> %s(%s), %s" % (
                            name, member, how, fn["name"], hit[0], hit[1],
                            shadow))
                    elif hit:
                        routes.append("%s.%s = %s%s -> %s(%s)" % (
                            name, member, how, fn["name"], hit[0], hit[1]))
                    elif fn is None:
                        why.append("%s.%s %s" % (name, member, how))
                    else:
                        why.append("%s.%s = %s%s reaches neither %s with a "
                                   "table holding it" % (
                                       name, member, how, fn["name"],
                                       " nor ".join(api)))
            if not users:
                why.append("no %s in the module reaches a table holding "
                           "it (%s): served through an entry point this "
                           "does not follow" % (" or ".join(STRUCTS),
                                                ", ".join(sorted(homes))))
            out.append((cmd, caller, bool(routes) and not why,
                        "; ".join(routes + why)))
    return out


def prove(kos, lay, arch, commands):
    """cells() over a driver's modules: a cell is served when one of
    them serves it."""
    out = {}
    for ko in kos:
        for cmd, caller, served, how in cells(ko, lay, arch, commands):
            was = out.get((cmd, caller))
            if was is None or (served and not was[0]):
                out[(cmd, caller)] = (served, how)
    return [(c, a) + out[(c, a)] for c in commands
            for a, _ in CALLERS[arch]]


def unfollowed(how):
    """Whether an unserved cell's why is a framework entry this does not
    follow yet (a known gap), rather than a route that is missing."""
    return "this does not follow" in how


# --test: routes-test/'s modules, their commands, and what each caller
# must get on either kernel: served, or unserved with those words.
TEST_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "routes-test")
TEST_EXPECT = {
    "RT_WIRED": {"native": None, "compat": None},
    "RT_NATIVE_ONLY": {"native": None,
                       "compat": "rt_native_fops has no .compat_ioctl"},
    "RT_USB": {"native": None, "compat": None},
    "RT_SUBDEV": {"native": None, "compat": None},
    "RT_SUBDEV_NATIVE": {"native": None, "compat": "v4l2_subdev_core_ops "
                         "rt_subdev_native_core_ops has no .compat_ioctl32"},
    "RT_NOWHERE": {"native": "no compat_time table in the module holds it",
                   "compat": "no compat_time table in the module holds it"},
    "RT_COPY_PASS": {"native": None, "compat": None},
    "RT_COPY_PTR": {"native": None, "compat": None},
    "RT_TABLE_PTR": {"native": None, "compat": "rt_table_ptr_fops."
                     "compat_ioctl = compat_ptr_ioctl -> .unlocked_ioctl = "
                     "rt_table_ptr_ioctl reaches neither compat_time_cmd"},
}
TESTS = (
    ("routes_test.c", (), TEST_EXPECT),
    # a subdev node given file operations of the module's own
    ("routes_shadow.c", (), {"RT_SHADOWED": {
        "native": None,
        "compat": "but the module copies the kernel's v4l2_subdev_fops"}}),
    ("routes_shadow.c", ("-DRT_SHADOW_BY_INIT",), {"RT_SHADOWED": {
        "native": None,
        "compat": "but v4l2_file_operations rt_node_fops's .compat_ioctl32 "
                  "= rt_node_compat_ioctl32, which a node given them takes "
                  "32-bit callers to instead, does not serve it"}}),
)


def test():
    """TAP: TESTS' modules built for Debian's x86_64, arm64 and armmp 6.1,
    and every cell routes.py gives each against its expectations."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import driver
    n = failed = 0
    try:
        amd64 = driver.fetch_kernel("6.1")["HEADERS"]
    except (RuntimeError, KeyError) as e:
        amd64 = RuntimeError("no amd64 headers: %s" % e)
    for (arch, kdir), (src, cflags, expect) in [(k, t)
                                                 for k in kernels(amd64)
                                                 for t in TESTS]:
        kind = dict(CALLERS[arch])
        try:
            if isinstance(kdir, Exception):
                raise kdir
            with tempfile.TemporaryDirectory(prefix="ct-routes.") as work:
                ko = build(os.path.join(TEST_DIR, src), kdir, arch, work,
                           cflags)
                got = prove([ko], probe(kdir, arch), arch, sorted(expect))
        except (RuntimeError, KeyError, RoutesError, OSError) as e:
            n += 1
            failed += 1
            print("not ok %d - %s %s %s: %s" % (n, src, " ".join(cflags),
                                                arch, e))
            continue
        for cmd, caller, ok, how in got:
            want = expect[cmd][kind[caller]]
            good = ok if want is None else (not ok and want in how)
            n += 1
            failed += not good
            print("%sok %d - %s %s on %s: %s: %s" % (
                "" if good else "not ", n, cmd, caller, arch,
                "served" if ok else "unserved", how))
    print("1..%d" % n)
    return 1 if failed else 0


def main():
    if sys.argv[1:] == ["--test"]:
        return test()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kdir", required=True)
    ap.add_argument("--arch", choices=sorted(CALLERS), default="x86_64")
    ap.add_argument("module")
    ap.add_argument("commands", nargs="+", metavar="COMMAND")
    args = ap.parse_args()
    try:
        lay = probe(args.kdir, args.arch)
        result = prove([args.module], lay, args.arch, args.commands)
    except (RoutesError, OSError) as e:
        print("routes.py: %s" % e, file=sys.stderr)
        return 2
    for cmd, caller, served, how in result:
        print("%s %s: %s: %s" % (cmd, caller,
                                 "served" if served else "unserved", how))
    bad = sum(1 for c in result if not c[2])
    print("%d of %d cells served on %s" % (len(result) - bad, len(result),
                                          args.arch))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
