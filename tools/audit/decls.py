# SPDX-License-Identifier: GPL-2.0
"""Declarations of the ioctl audit: which uapi header of a kernel tree
declares a name, for the names a measured header uses without including
their header (MD_MAJOR in linux/raid/md_u.h, struct atmif_sioc in the ATM
drivers' headers, BASE_VIDIOC_PRIVATE, struct termios2).

The index holds, for every header under include/uapi and
arch/*/include/uapi, its macros (#define NAME), struct, union and enum
tags ({ on the line) and typedef names (one-line typedefs).  A header is
named as user space includes it; one of asm-generic/ as <asm/...>, the
name each architecture resolves to its own header or to the generic one.
"""

import os
import re

ID = r"[A-Za-z_][A-Za-z0-9_]*"
_MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(" + ID + ")", re.M)
_TAG = re.compile(r"\b(struct|union|enum)[ \t]+(" + ID + r")[ \t\n]*\{")
_TYPEDEF = re.compile(r"^[ \t]*typedef\b[^;{}()]*?\b(" + ID + r")[ \t]*"
                      r"(\[[^\]]*\])?[ \t]*;", re.M)

# the name a compiler error says is missing ("struct x" for a tag)
_MISSING = re.compile(r"'(" + ID + r")' undeclared|"
                      r"unknown type name '(" + ID + r")'|"
                      r"incomplete type '((?:struct|union|enum) " + ID +
                      r")'")


# "field 'x' has incomplete type" names no type: the struct or union on
# the line of the error does
_FIELD = re.compile(r"^(/[^:]+):(\d+):\d+: error: field '" + ID +
                    r"' has incomplete type")
_TAG_USE = re.compile(r"\b((?:struct|union|enum)[ \t]+" + ID + ")")


def missing_names(messages):
    """The names compiler error messages say are undeclared or
    incomplete: "FOO", "u32", "struct bar"; sorted."""
    out = set()
    for msg in messages:
        for m in _MISSING.finditer(msg or ""):
            out.add(next(g for g in m.groups() if g))
        m = _FIELD.match(msg or "")
        if m and os.path.isfile(m.group(1)):
            with open(m.group(1), encoding="latin-1") as f:
                lines = f.read().split("\n")
            n = int(m.group(2))
            if 0 < n <= len(lines):
                out.update(re.sub(r"[ \t]+", " ", t)
                           for t in _TAG_USE.findall(lines[n - 1]))
    return sorted(out)


class Index:
    """{name: [(include name, path)]} over a tree's uapi headers."""

    def __init__(self, root):
        self.root = root
        self.where = {}
        dirs = [os.path.join(root, "include", "uapi")]
        arch = os.path.join(root, "arch")
        if os.path.isdir(arch):
            dirs += sorted(os.path.join(arch, a, "include", "uapi")
                           for a in os.listdir(arch))
        for d in dirs:
            for top, _, files in os.walk(d):
                for f in sorted(files):
                    if f.endswith(".h"):
                        self._add(d, os.path.join(top, f))

    def _add(self, base, path):
        with open(path, encoding="latin-1") as f:
            text = f.read()
        inc = os.path.relpath(path, base)
        if inc.startswith("asm-generic/"):
            inc = "asm/" + inc[len("asm-generic/"):]
        rel = os.path.relpath(path, self.root)
        names = set(_MACRO.findall(text))
        names |= set("%s %s" % m for m in _TAG.findall(text))
        names |= set(m[0] for m in _TYPEDEF.findall(text))
        for n in names:
            self.where.setdefault(n, []).append((inc, rel))

    def providers(self, name, arch):
        """The include names that declare name for a kernel architecture
        (its own or generic headers), generic ones first; and the paths
        of the other architectures' headers that declare it."""
        own, other = [], []
        for inc, rel in self.where.get(name, []):
            if not rel.startswith("arch/") or \
                    rel.startswith("arch/%s/" % arch):
                if inc not in own:
                    own.append(inc)
            else:
                other.append(rel)
        own.sort(key=lambda i: (i.startswith("asm/"), i))
        return own, sorted(other)
