# SPDX-License-Identifier: GPL-2.0
"""Served-by paths of the ioctl audit besides case labels and siblings.

A "32-bit number reaches no case" finding is dropped when the sources show
that the number an i386 process sends is served after all.  Each path is
recognised from the text of the scanned sources, never from a list of
command names; each i386 number (i386_t32, i386_t64) and x32's that
differs from the x86_64 one must be covered (when only x32's is left, the
finding becomes "x32 number reaches no case"):

  size-fixup@F:L   a compat handler rewrites the size field of cmd to
                   sizeof(void *) (cmd &= ~IOCSIZE_MASK; cmd |= ...;
                   cmd = _IOC(_IOC_DIR(cmd), ..., sizeof(void *))) in F,
                   which names the command; covers an i386 number whose
                   size is 4 where x86_64's is 8, all else equal, within
                   an "_IOC_NR(cmd) <= N" guard if there is one
  masked-case@F:L  "case _IOC_NR(CMD):" or "case M(CMD):" where M masks
                   the size, in a file with a compat_ioctl; covers an
                   i386 number that differs in size only, when the
                   layout (member and time field offsets) is the same
  nr-table@F:L     a handler table indexed by _IOC_NR(cmd) that copies
                   _IOC_SIZE(cmd) bytes, in a file with a compat_ioctl
                   that includes the command's header; as masked-case
  rewrite:A@F:L    "case A: cmd = ...CMD...;" (the VFS's FS_IOC32_*, the
                   file systems' *_IOC32_GETVERSION): covers the number
                   of A (measured, or A defined with the same direction,
                   type and number as CMD)
  alias:Y@F:L      Y, defined in the same header, has a case and its
                   x86_64 number is the i386 number (DMA_BUF_SET_NAME_A)
  compat-case:Z@F:L  Z, defined outside uapi with the direction, type and
                   number of CMD and another argument type, has a case
                   (COMEDI32_CHANINFO, F2FS_IOC32_MOVE_RANGE): counts as
                   a sibling case

A command with no handler that no file of its tree names (outside uapi
headers, tools/, Documentation/ and samples/; comments and strings
ignored; through "#define ALIAS CMD" too) is reported as "dead uapi", not
as a finding.
"""

import re
import subprocess

from extract import grep
from probe import X32, uapi_of

ID = r"[A-Za-z_][A-Za-z0-9_]*"
NO_CASE = "32-bit number reaches no case"
X32_NO_CASE = "x32 number reaches no case"
I386 = ("i386_t32", "i386_t64")
_FIXUP = re.compile(
    r"\bcmd\s*&=\s*~\s*\(?\s*(?:IOCSIZE_MASK|_IOC_SIZEMASK\s*<<\s*"
    r"_IOC_SIZESHIFT)\s*\)?\s*;\s*cmd\s*\|=\s*sizeof\s*\(([^()]*)\)\s*<<|"
    r"\bcmd\s*=\s*_IOC\s*\(\s*_IOC_DIR\s*\(\s*cmd\s*\)\s*,\s*_IOC_TYPE\s*"
    r"\(\s*cmd\s*\)\s*,\s*_IOC_NR\s*\(\s*cmd\s*\)\s*,\s*sizeof\s*\(([^()]*)"
    r"\)\s*\)")
_GUARD = re.compile(r"_IOC_NR\s*\(\s*cmd\s*\)\s*(<=|<)\s*(\d+)")
_MASKDEF = re.compile(r"#\s*define\s+(" + ID + r")\s*\(\s*\w+\s*\)[^\n]*"
                      r"(?:_IOC_SIZEMASK|IOCSIZE_MASK)")
_MCASE = re.compile(r"\bcase\s+(" + ID + r")\s*\(\s*(" + ID + r")\s*\)\s*:")
_NRTABLE = re.compile(r"\[\s*_IOC_NR\s*\(\s*cmd\s*\)\s*\]\s*\)?\s*\(")
_SIZECOPY = re.compile(r"copy_(?:from|to)_user\s*\([^;]*_IOC_SIZE\s*\(\s*"
                       r"cmd\s*\)")
_COMPAT = re.compile(r"compat_ioctl")
_REWRITE = re.compile(r"((?:\bcase\s+" + ID + r"\s*:\s*)+)(?:fallthrough\s*;"
                      r"\s*)?cmd\s*=\s*([^;]+);")
_IOARGS = re.compile(r"\b_IO(WR|R|W)\s*\(")


def strip(text, literals=True):
    """C text without comments and (literals) string and char literals,
    blanked so that offsets still give line numbers."""
    def blank(m):
        s = m.group(0)
        if s[0] == "/":
            return re.sub(r"[^\n]", " ", s)
        if not literals:
            return s
        return s[0] + re.sub(r"[^\n]", " ", s[1:-1]) + s[-1]
    return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|'
                  r"'(?:\\.|[^'\\\n])*'", blank, text, flags=re.S)


class Sources:
    """The scanned files, read and stripped on demand."""

    def __init__(self, files):
        self.files = files
        self._text = {}

    def text(self, f, literals=True):
        """The text of f without comments, and without the contents of
        string and char literals unless literals is false."""
        if (f, literals) not in self._text:
            with open(f, encoding="latin-1") as fh:
                self._text[(f, literals)] = strip(fh.read(), literals)
        return self._text[(f, literals)]

    def grep(self, regex):
        """The files in which grep -E finds regex."""
        return grep(["-lE", regex], self.files)


def lineno(text, pos):
    return text.count("\n", 0, pos) + 1


def io_args(src, f, line):
    """(dir, type, nr) text of the _IOx() defining a command at f:line."""
    lines = src.text(f, literals=False).split("\n")
    s = " ".join(lines[int(line) - 1:int(line) + 8]).replace("\\", " ")
    m = _IOARGS.search(s)
    if not m:
        return None
    depth, cur, args = 1, "", []
    for c in s[m.end():]:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                args.append(cur)
                break
        if c == "," and depth == 1:
            args.append(cur)
            cur = ""
            continue
        cur += c
    if len(args) != 3:
        return None
    norm = [re.sub(r"\s+", "", a) for a in args]
    return m.group(1), norm[0], norm[1], norm[2]


def num(row, abi):
    v = row.num[abi]
    return None if v == "-" else int(v, 16)


def size_of(n):
    return (n >> 16) & 0x3fff


def with_size(n, size):
    return (n & ~(0x3fff << 16)) | (size << 16)


def same_layout(row, abi, ctx):
    """Every measured member and time field offset of the argument is the
    same for abi as for x86_64 (and there is one to compare)."""
    values = ctx.meas[(row.file, abi)][0]
    x64 = ctx.meas[(row.file, "x86_64")][0]
    m = re.match(r"^struct (" + ID + ")$", row.arg)
    if not m or not ctx.structs.get(m.group(1), ("",))[0].startswith("ok"):
        return False
    keys = ["O_%s__%s" % (m.group(1), mb)
            for mb in ctx.structs[m.group(1)][1]]
    keys += [k for k in x64 if k.startswith("T%d_" % row.idx)]
    return all(k in values and k in x64 and values[k] == x64[k]
               for k in keys)


class Context:
    def __init__(self, rows, rec, meas, structs, files):
        self.rows, self.meas, self.structs = rows, meas, structs
        self.src = Sources(files)
        self.byname = {}
        for r in rows:
            self.byname.setdefault(r.name, r)
        self.alias = dict((a, b) for a, f, l, b in rec["A"])
        self.cases, self._names = {}, {}
        for lab, f, l, kind in rec["S"]:
            if kind == "case":
                self.cases.setdefault(lab, "%s:%s" % (f, l))

    def resolve(self, name):
        seen = set()
        while name in self.alias and name not in seen and \
                name not in self.byname:
            seen.add(name)
            name = self.alias[name]
        return name

    def names(self, f):
        if f not in self._names:
            self._names[f] = set(self.resolve(n)
                                 for n in re.findall(ID, self.src.text(f)))
        return self._names[f]


def _fixups(ctx):
    """[(file, line, nr guard or None, x86_64 size)] of size fix-ups."""
    out = []
    for f in ctx.src.grep(r"IOCSIZE_MASK|_IOC_SIZEMASK|"
                          r"\b_IOC[[:blank:]]*\("):
        t = ctx.src.text(f)
        for m in _FIXUP.finditer(t):
            ty = (m.group(1) or m.group(2)).strip()
            if not (ty.endswith("*") or ty in ("long", "unsigned long",
                                              "size_t", "compat_uptr_t")):
                continue
            ifs = [i.start() for i in re.finditer(r"\bif\s*\(",
                                                  t[:m.start()])]
            start = ifs[-1] if ifs else -1
            guard = None
            if start >= 0 and ";" not in t[start:m.start()]:
                g = _GUARD.search(t, start, m.start())
                if g:
                    guard = int(g.group(2)) - (g.group(1) == "<")
            out.append((f, lineno(t, m.start()), guard, 8))
    return out


def _covered_by_fixup(row, n32, fixups, ctx):
    x64 = num(row, "x86_64")
    for f, line, guard, size in fixups:
        if size_of(n32) != 4 or size_of(x64) != size or \
                with_size(n32, size) != x64:
            continue
        if guard is not None and (x64 & 0xff) > guard:
            continue
        if row.name in ctx.names(f):
            return "size-fixup@%s:%d" % (f, line)
    return None


def _masked_cases(ctx):
    """{command: file:line} of case labels that ignore the size."""
    out = {}
    for f in ctx.src.grep(r"case[[:blank:]]+[A-Za-z_][A-Za-z0-9_]*"
                          r"[[:blank:]]*\("):
        t = ctx.src.text(f)
        if "_IOC" not in t or not _COMPAT.search(t):
            continue
        masks = {"_IOC_NR"} | set(_MASKDEF.findall(t))
        for m in _MCASE.finditer(t):
            if m.group(1) in masks:
                out.setdefault(ctx.resolve(m.group(2)),
                               "%s:%d" % (f, lineno(t, m.start())))
    return out


def _nr_tables(ctx):
    """[(file, line, text)] of handler tables indexed by _IOC_NR(cmd)
    that copy _IOC_SIZE(cmd) bytes, in files with a compat_ioctl."""
    out = []
    for f in ctx.src.grep(r"_IOC_NR"):
        t = ctx.src.text(f)
        m = _NRTABLE.search(t)
        if m and _SIZECOPY.search(t) and _COMPAT.search(t):
            out.append((f, lineno(t, m.start()), ctx.src.text(f)))
    return out


def _table_of(row, tables):
    """(file, line) of an _IOC_NR table in a file that includes the
    header of row, or None (a command defined outside uapi headers)."""
    if uapi_of(row.file) is None:
        return None
    inc = uapi_of(row.file)[1]
    for f, line, t in tables:
        if re.search(r"#\s*include\s*[<\"](uapi/)?" + re.escape(inc) +
                     "[>\"]", t):
            return f, line
    return None


def _rewrites(ctx):
    """[(label, target names, file:line)] of "case A: cmd = ...;"."""
    out = []
    for f in ctx.src.grep(r"\bcmd[[:blank:]]*=[^=]"):
        t = ctx.src.text(f)
        for m in _REWRITE.finditer(t):
            targets = set(ctx.resolve(n) for n in re.findall(ID, m.group(2)))
            for lab in re.findall(r"case\s+(" + ID + r")", m.group(1)):
                out.append((lab, targets,
                            "%s:%d" % (f, lineno(t, m.start()))))
    return out


def _args_of(ctx, row):
    if not hasattr(row, "ioargs"):
        row.ioargs = io_args(ctx.src, row.file, row.line)
    return row.ioargs


def _text_siblings(row, ctx, nonuapi):
    a = _args_of(ctx, row)
    out = []
    if not a:
        return out
    for z in nonuapi:
        if z.name in row.siblings or z.name not in ctx.cases:
            continue
        b = _args_of(ctx, z)
        if b and b[:3] == a[:3] and b[3] != a[3]:
            out.append("compat-case:%s@%s" % (z.name, ctx.cases[z.name]))
    return out


def refine(rows, rec, meas, structs, files, log=lambda msg: None):
    """Drop the "reaches no case" findings the sources serve; mark dead
    uapi.  rows come from classify.classify()."""
    todo = [r for r in rows if r.is_finding and
            r.finding.startswith((NO_CASE, X32_NO_CASE))]
    if not todo:
        return
    ctx = Context(rows, rec, meas, structs, files)
    fixups, masked = _fixups(ctx), _masked_cases(ctx)
    tables, rewrites = _nr_tables(ctx), _rewrites(ctx)
    ctx.tables = tables
    nonuapi = [r for r in rows if uapi_of(r.file) is None]
    for r in todo:
        x64 = num(r, "x86_64")
        labels, left = [], []
        for abi in I386 + (X32,):
            n32 = num(r, abi)
            if n32 is None or n32 == x64 or n32 in [n for n, a in left] or \
                    n32 in [n for n, a in labels]:
                continue
            how = _serve(r, abi, n32, x64, ctx, fixups, masked, tables,
                         rewrites)
            (labels if how else left).append((n32, how or abi))
        sibs = _text_siblings(r, ctx, nonuapi) if len(left) > r.ns else []
        if not (labels or sibs):
            continue
        if len(left) <= r.ns + len(sibs):
            r.served += [h for n, h in labels] + sibs
            _resolve(r)
        elif [a for n, a in left] == [X32] and \
                len(left) - 1 <= r.ns + len(sibs):
            # every i386 number served, x32's not
            r.served += [h for n, h in labels] + sibs
            r.finding = X32_NO_CASE
    log("served-by paths recognised")
    dead(rows, ctx)


def _serve(r, abi, n32, x64, ctx, fixups, masked, tables, rewrites):
    how = _covered_by_fixup(r, n32, fixups, ctx)
    if how:
        return how
    size_only = with_size(n32, size_of(x64)) == x64
    if size_only and r.name in masked and same_layout(r, abi, ctx):
        return "masked-case@" + masked[r.name]
    if size_only and same_layout(r, abi, ctx):
        t = _table_of(r, tables)
        if t:
            return "nr-table@%s:%d" % t
    a = None
    for lab, targets, loc in rewrites:
        if r.name not in targets or lab == r.name:
            continue
        y = ctx.byname.get(ctx.resolve(lab))
        if y is not None and y.uapi:
            if num(y, "x86_64") == n32:
                return "rewrite:%s@%s" % (lab, loc)
            continue
        a = a or _args_of(ctx, r)
        b = _args_of(ctx, y) if y is not None else None
        if a and b and a[:3] == b[:3] and a[3] != b[3]:
            return "rewrite:%s@%s" % (lab, loc)
    for y in ctx.rows:
        if y.file == r.file and y is not r and y.name in ctx.cases and \
                num(y, "x86_64") == n32:
            return "alias:%s@%s" % (y.name, ctx.cases[y.name])
    return None


def _resolve(r):
    r.is_finding = False
    r.finding = "note: " + r.note if r.note else \
        "note: " + r.lay if r.lay else ""


def dead(rows, ctx):
    """Commands with no handler that nothing in their tree names, and
    whose header no _IOC_NR table dispatches."""
    cand = [r for r in rows if r.is_finding and uapi_of(r.file) and
            r.finding in (NO_CASE + " (no handler seen)",
                          X32_NO_CASE + " (no handler seen)") and
            not _table_of(r, getattr(ctx, "tables", []))]
    byroot = {}
    for r in cand:
        root = uapi_of(r.file)[0]
        if root != "SYSTEM":
            byroot.setdefault(root, []).append(r)
    for root, rs in byroot.items():
        # names that stand for the command: itself and its aliases
        names = {}
        for r in rs:
            names[r.name] = r
        for a in ctx.alias:
            t = ctx.resolve(a)
            if t in names:
                names[a] = names[t]
        used = _used(root, sorted(names))
        for n in used:
            names[n].used = True
        for r in rs:
            if not getattr(r, "used", False):
                r.is_finding = False
                r.finding = "dead uapi: no handler and no user in the tree"


def _used(root, names):
    """The names some kernel file of root uses (comments, strings, uapi
    headers, tools/, Documentation/ and samples/ left out)."""
    p = subprocess.run(["grep", "-rlwF", "--include=*.c", "--include=*.h",
                        "--exclude-dir=tools", "--exclude-dir=Documentation",
                        "--exclude-dir=samples", "-f", "-", root],
                       input="\n".join(names).encode(),
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    used = set()
    want = set(names)
    for f in p.stdout.decode("utf-8", "replace").splitlines():
        if "include/uapi/" in f:
            continue
        with open(f, encoding="latin-1") as fh:
            used |= want & set(re.findall(ID, strip(fh.read())))
    return used
