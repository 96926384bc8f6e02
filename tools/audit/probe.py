# SPDX-License-Identifier: GPL-2.0
"""Measurement of the ioctl audit: the number each ABI computes for every
command defined in a uapi header, sizeof and offsetof(top-level member) of
"struct X" arguments, and the offset of each time field, through
scripts/abi_probe.py.

A header in a kernel tree (path .../include/uapi/...) is compiled against
that tree's uapi headers, as scripts/headers_install.sh would leave them;
one under /usr/include against the installed ones.
"""

import concurrent.futures
import itertools
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts"))
import abi_probe  # noqa: E402

ABIS = abi_probe.ABIS
PRE_A = ["#include <stddef.h>", "#include <sys/types.h>",
         "#include <sys/ioctl.h>", "#include <sys/time.h>",
         "#include <time.h>", "#include <linux/types.h>"]
# without the glibc time headers, for uapi headers that clash with them
PRE_B = [l for l in PRE_A if l not in ("#include <sys/time.h>",
                                       "#include <time.h>")]
# what scripts/headers_install.sh would have removed
UNEXPORT = ["-D__EXPORTED_HEADERS__", "-D__user=", "-D__force=",
            "-D__iomem=", "-D__attribute_const__=",
            "-D__packed=__attribute__((packed))"]


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
        self.wrap = None
        if root != "SYSTEM":
            self.wrap = os.path.join(tmp, "wrap%d" % next(Tree._n))
            self._wrap()

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

    def user_path(self, line):
        """An error line with the tree's paths as the user gave them."""
        if self.root != "SYSTEM":
            line = line.replace(self.root + "/", self.orig + "/")
        return line[2:] if line.startswith("./") else line


def items_of(defs, paths, structs):
    """The probe items of each header: {file: [(key, expression)]}, in the
    order of defs.  defs: [(idx, name, arg, file)]; paths: {name: [time
    field paths]}; structs: {struct: (status, [members])}."""
    items, done = {}, set()
    for idx, name, arg, f in defs:
        it = items.setdefault(f, [])
        it.append(("C%d" % idx, name))
        for k, path in enumerate(paths.get(name, []), 1):
            p = path[1:] if path.startswith(".") else path
            it.append(("T%d_%d" % (idx, k), "offsetof(%s, %s)"
                       % (arg, p.replace("[]", "[0]"))))
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


def _measure_one(tree, inc, abi, items, tmp):
    """Full preamble, then without the glibc time headers; values, errors
    and the first error line of the full preamble if both fail."""
    flags = tree.cflags(abi)
    first = None
    for tag, pre in (("A", PRE_A), ("B", PRE_B)):
        r = abi_probe.measure(abi, pre + ["#include <%s>" % inc], items,
                              flags, tag="%s.%s" % (abi, tag), tmpdir=tmp)
        if r.failed is None:
            return r.values, r.errors, None
        if first is None:
            first = tree.user_path(r.failed)
    return {}, {}, first


def measure(defs, paths, structs, jobs, tmp):
    """Measure every uapi definition.  defs: [(idx, name, arg, file)].
    Returns {(file, abi): (values, errors, failed)}."""
    items = items_of(defs, paths, structs)
    trees, tasks = {}, []
    for f in items:
        root, inc = uapi_of(f)
        if root not in trees:
            trees[root] = Tree(root, tmp)
        for abi in ABIS:
            tasks.append((f, abi, trees[root], inc))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        res = ex.map(lambda t: _measure_one(t[2], t[3], t[1], items[t[0]],
                                            tmp), tasks)
        return {(t[0], t[1]): r for t, r in zip(tasks, res)}
