# SPDX-License-Identifier: GPL-2.0
"""Extraction of the ioctl audit: records read from C sources.

Record kinds (tab-separated lines, as cocci/ioctl_time_find.cocci -D audit
prints them, parsed into tuples without the kind letter):

  D <name> <file> <line> <dir> <arg>     ioctl command definition
  S <label> <file> <line> <kind>         "case LABEL:" or "cmd == LABEL"
                                         (kind=case), a compat_time
                                         registration (compat_time) or a
                                         static table entry (table)
  A <alias> <file> <line> <target>       "#define alias target" in a header
  P <name> <path> <time type>            a time field of a command's
                                         argument (spatch only)
  T <struct> <file> <line> <status> <members...>
                                         top-level members of a struct
                                         defined in a header

spatch stops at constructs it cannot parse (a "} __attribute__((packed,
aligned(4)));" or a macro that expands to members) and loses the rest of
the file: a file whose text has more "#define NAME _IOx(" lines than spatch
found definitions in is read by text_extract() instead.
"""

import os
import re
import resource
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
COCCI = os.path.join(HERE, "..", "..", "cocci", "ioctl_time_find.cocci")

ID = r"[A-Za-z_][A-Za-z0-9_]*"
_UAPI_PATH = re.compile(r"/include/uapi/.*\.h$|^include/uapi/.*\.h$")
_DEFINE_IO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+" + ID +
                        r"[ \t]+\(?[ \t]*_IO(R|W|WR)[ \t]*\(", re.M)


class ExtractError(Exception):
    pass


def list_files(dirs):
    """The .c and .h files under dirs (find -type f), sorted."""
    out = set()
    for d in dirs:
        if os.path.isfile(d) and not os.path.islink(d):
            if d.endswith((".c", ".h")):
                out.add(d)
            continue
        for root, subdirs, files in os.walk(d):
            for f in files:
                p = os.path.join(root, f)
                if f.endswith((".c", ".h")) and os.path.isfile(p) \
                        and not os.path.islink(p):
                    out.add(p)
    return sorted(out)


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def grep(args, files):
    """The files of files grep(1) selects with args (-l, -o...): its
    output lines."""
    if not files:
        return []
    p = subprocess.run(["xargs", "-0", "grep"] + args,
                       input=b"\0".join(f.encode() for f in files),
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       env=dict(os.environ, LC_ALL="C"))
    return p.stdout.decode("utf-8", "replace").splitlines()


def candidates(files):
    """Files that can hold a record: uapi headers (their structs) and files
    naming an ioctl macro, "ioctl" or compat_time."""
    hit = set(grep(["-lE", r"_IO(R|W|WR|C)?\b|ioctl|COMPAT_TIME_"], files))
    return [f for f in files if f in hit or _UAPI_PATH.search(f)]


def spatch_files(cand):
    """The candidates spatch must read: every header (structs, aliases),
    and the .c files that define a command (_IOR/_IOW/_IOWR/_IOC), register
    with compat_time, or name a command or a sibling of one (FOO32,
    __FOO, COMPAT_FOO_OLD...) in a case label or test.  The records of the
    other .c files name no command: nothing reads them."""
    cfiles = [f for f in cand if f.endswith(".c")]
    keep = set(f for f in cand if not f.endswith(".c"))
    keep |= set(grep(["-lE", r"(^|[^A-Za-z0-9_])_IO(R|W|WR|C)(_BAD)?"
                      r"([^A-Za-z0-9_]|$)|COMPAT_TIME_"], cfiles))
    names = set()
    for m in grep(["-ohE", r"[A-Za-z_][A-Za-z0-9_]*[[:blank:]]*"
                   r"(=[[:blank:]]*)?\(?[[:blank:]]*_IO(R|W|WR|C)(_BAD)?"
                   r"[[:blank:]]*\("],
                  sorted(keep)):
        names.add(re.match(ID, m).group(0))
    # "#define NAME \" with the _IOx on the next line: more names than
    # commands, which only keeps more files
    for m in grep(["-ohE", r"^[[:blank:]]*#[[:blank:]]*define[[:blank:]]+"
                   r"[A-Za-z_][A-Za-z0-9_]*[[:blank:]]*\\$"], sorted(keep)):
        names.add(re.search(r"define\s+(" + ID + ")", m).group(1))
    # labels are upper case (the find script's case and test rules); a
    # sibling label (FOO32, __FOO, COMPAT_FOO_OLD) contains the name
    names = [n for n in sorted(names) if re.match(r"^[A-Z_][A-Z0-9_]*$", n)]
    rest = [f for f in cfiles if f not in keep]
    with tempfile.NamedTemporaryFile("w", suffix=".pat") as pf:
        pf.write("".join(n + "\n" for n in names))
        pf.flush()
        keep |= set(grep(["-lF", "-f", pf.name], rest))
    return [f for f in cand if f in keep]


def _unlimit_stack():
    for lim in (resource.RLIM_INFINITY, 1 << 30):
        try:
            resource.setrlimit(resource.RLIMIT_STACK, (lim, lim))
            return
        except (ValueError, OSError):
            pass


def parse_records(lines):
    """Split record lines into a dict kind -> list of field tuples."""
    rec = {k: [] for k in "DSATP"}
    for line in lines:
        if not line:
            continue
        f = line.split("\t")
        if f[0] in rec:
            rec[f[0]].append(tuple(f[1:]))
    return rec


def spatch_extract(files, jobs, tmp):
    """Run the find script's audit mode on files; its record lines."""
    groups = os.path.join(tmp, "groups")
    # largest first, so that no worker is left alone with a big file at
    # the end (the records are sorted when they are printed)
    with open(groups, "w") as g:
        g.write("".join(f + "\n\n" for f in sorted(
            files, key=lambda f: -os.path.getsize(f))))
    err = os.path.join(tmp, "spatch.err")
    with open(err, "wb") as e:
        p = subprocess.run(
            ["spatch", "--very-quiet", "--no-includes", "--include-headers",
             "--jobs", str(jobs), "--tmp-dir", os.path.join(tmp, "spatch"),
             "--sp-file", COCCI, "-D", "audit", "--file-groups", groups],
            stdout=subprocess.PIPE, stderr=e, preexec_fn=_unlimit_stack)
    if p.returncode != 0:
        with open(err, errors="replace") as e:
            tail = e.read().splitlines()[-5:]
        raise ExtractError("\n".join(tail + ["extraction (spatch) failed"]))
    return p.stdout.decode("utf-8", "replace").splitlines()


def unparsed(files, defs):
    """Files with more "#define NAME _IOx(" lines than definitions in
    defs (D records)."""
    n = {}
    for d in defs:
        n[d[1]] = n.get(d[1], 0) + 1
    out = []
    for f in files:
        text = read_bytes(f).decode("latin-1")
        if len(_DEFINE_IO.findall(text)) > n.get(f, 0):
            out.append(f)
    return out


def extract(dirs, jobs, tmp=None, log=lambda msg: None):
    """All records of the .c/.h files under dirs: (records by kind, files
    read by the text extractor, the files that can hold a record).
    Raises ExtractError."""
    files = list_files(dirs)
    if not files:
        raise ExtractError("no .c/.h files under: " + " ".join(dirs))
    cand = candidates(files)
    scan = spatch_files(cand)
    log("%d files, %d candidates, %d for spatch" % (len(files), len(cand),
                                                     len(scan)))
    with tempfile.TemporaryDirectory(prefix="ioctl-audit.", dir=tmp) as t:
        lines = spatch_extract(scan, jobs, t)
    rec = parse_records(lines)
    log("spatch: %d records" % len(lines))
    bad = unparsed(scan, rec["D"])
    if bad:
        badset = set(bad)
        lines = [l for l in lines
                 if len(l.split("\t")) < 3 or l.split("\t")[2] not in badset]
        for f in bad:
            lines += text_extract(f)
        rec = parse_records(lines)
    return rec, bad, cand


WRAP = "__audit_wrap_"
WRAP_MEMBER = "__audit_v"


def wrap_paths(types, files, jobs, tmp):
    """The time fields of types the find script's paths leave out: a
    pointer's pointee and an argument that is itself a time type.  Each
    type of types {key: C type} becomes the one member of a struct that a
    command of its own carries ("struct __audit_wrap_KEY { T __audit_v;
    };"), read by the find script with files (which declare the types);
    its paths are the type's.  Returns {key: [(path, time type)]}, path
    "" for the type itself."""
    if not types:
        return {}
    with tempfile.TemporaryDirectory(prefix="ioctl-audit.", dir=tmp) as t:
        h = os.path.join(t, "audit_wrap.h")
        with open(h, "w") as f:
            for key, ty in sorted(types.items()):
                f.write("struct %s%s { %s %s; };\n#define %s%s "
                        "_IOR(0, 0, struct %s%s)\n"
                        % (WRAP, key, ty, WRAP_MEMBER, WRAP.upper(), key,
                           WRAP, key))
        rec = parse_records(spatch_extract([h] + sorted(files), jobs, t))
    out = {}
    prefix = "." + WRAP_MEMBER
    for name, path, tt in rec["P"]:
        if name.startswith(WRAP.upper()) and path.startswith(prefix):
            out.setdefault(name[len(WRAP):], []).append(
                (path[len(prefix):], tt))
    return out


# ---------------------------------------------------------------------------
# The text extractor (formerly extract.awk): definitions, case labels and
# "cmd == NAME" tests, registrations, aliases and struct members, from the
# text with comments removed and continuation lines joined.

_DEF1 = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(" + ID +
                   r")[ \t]+\(?[ \t]*_IO(WR|R|W)[ \t]*\(")
_DEF2 = re.compile(r"(?:^|[^A-Za-z0-9_])(" + ID +
                   r")[ \t]*=[ \t]*\(?[ \t]*_IO(WR|R|W)[ \t]*\(")
_IOX = re.compile(r"_IO(WR|R|W)[ \t]*\(")
_CASE = re.compile(r"(?<![A-Za-z0-9_])case[ \t]+(" + ID + r")[ \t]*:")
_CMP = re.compile(r"(" + ID + r")[ \t]*==[ \t]*([A-Z_][A-Z0-9_]*)")
_CMP_VARS = {"cmd", "command", "ioctl_cmd", "request", "req", "nr"}
_REG = re.compile(r"COMPAT_TIME_IOCTL[ \t]*\([ \t]*(" + ID + ")")
_CAT = re.compile(r"COMPAT_TIME_CATALOG[ \t]*\([ \t]*IOCTL[ \t]*,[ \t]*(" +
                  ID + ")")
_ALIAS = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(" + ID + r")[ \t]+(" + ID +
                    r")[ \t]*$")
_STRUCT = re.compile(r"(?:^|[^A-Za-z0-9_])struct[ \t]+(" + ID +
                     r")[ \t]*(\{|$)")
_TOKEN = re.compile(r"[ \t]+|" + ID + r"|[0-9][A-Za-z0-9_]*|.")
_ATTR = re.compile(r"__attribute__ *\( *\((\([^()]*\)|[^()])*\) *\)")
_ALIGNED = re.compile(r"__aligned *\([^()]*\)")
_QUAL = re.compile(r"(^| )(__packed|__user|__force|__iomem|const|volatile)"
                   r"( |$)")
_BRACKETS = re.compile(r"\[[^\[\]]*\]")


def _squeeze(s):
    return re.sub(r"[ \t]+", " ", s.strip(" \t"))


def _split_args(s, pos):
    """Top-level comma-separated arguments of the list opening just before
    s[pos], or None if unbalanced."""
    depth, cur, out = 1, "", []
    for c in s[pos:]:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                out.append(_squeeze(cur))
                return out
        elif c == "," and depth == 1:
            out.append(_squeeze(cur))
            cur = ""
            continue
        cur += c
    return None


def _definition(s, ln, path):
    m = _DEF1.match(s)
    if m:
        name, rest = m.group(1), s
    else:
        m = _DEF2.search(s)
        if not m:
            return None
        name, rest = m.group(1), s[m.start():]
    m = _IOX.search(rest)
    args = _split_args(rest, m.end())
    if not args or len(args) != 3 or args[2] == "":
        return None
    return "\t".join(("D", name, path, str(ln), m.group(1), args[2]))


class _Struct:
    """State of the struct body parser (one per file)."""

    def __init__(self, name, line):
        self.name, self.line = name, line
        self.depth = 0
        self.complex = ""
        self.bitf = False
        self.mem, self.cur, self.after, self.pend = {}, {}, {}, {}

    def decl_names(self, decl, lvl):
        decl = _ATTR.sub("", decl)
        decl = _ALIGNED.sub("", decl)
        decl = _QUAL.sub(" ", decl)
        if re.match(r"^ *$", decl):
            return
        while True:
            m = _BRACKETS.search(decl)
            if not m:
                break
            decl = decl[:m.start()] + " " + decl[m.end():]
        if "(" in decl:
            self.complex = self.complex or "parenthesised declarator"
            return
        for j, d in enumerate(decl.split(",") if decl else []):
            if ":" in d:
                self.bitf = True
                continue
            d = re.sub(r"\[.*$", "", d).replace("*", " ")
            t = d.split()
            if not t:
                continue
            if j == 0 and len(t) < 2:
                self.complex = self.complex or "untyped declaration"
                continue
            if re.match("^" + ID + "$", t[-1]):
                self.mem[lvl] = self.mem.get(lvl, "") + " " + t[-1]

    def feed(self, s, path):
        """Tokens of one line; a T record line when the struct closes,
        "" when it turns out to be no definition, None to go on."""
        for m in _TOKEN.finditer(s):
            t = m.group(0)
            if t[0] in " \t":
                continue
            if self.depth == 0:
                if t == "{":
                    self.depth = 1
                    self.mem[1], self.cur[1], self.after[1] = "", "", False
                elif t in ";()":
                    return ""
                continue
            lvl = self.depth
            if t == "{":
                self.depth += 1
                d = self.depth
                self.mem[d], self.cur[d], self.after[d] = "", "", False
                self.cur[lvl] = ""
            elif t == "}":
                if self.depth == 1:
                    st = ("complex:" + self.complex if self.complex else
                          "ok:bitfield-skipped" if self.bitf else "ok")
                    return "\t".join(("T", self.name, path, str(self.line),
                                      st, _squeeze(self.mem.get(1, ""))))
                self.depth -= 1
                self.pend[self.depth] = self.mem.get(self.depth + 1, "")
                self.after[self.depth] = True
                self.cur[self.depth] = ""
            elif t == ";":
                cur = self.cur.get(lvl, "")
                if self.after.get(lvl):
                    if _squeeze(cur) == "" or re.match(
                            r"^ *(__attribute__|__packed|__aligned)", cur):
                        self.mem[lvl] = self.mem.get(lvl, "") + \
                            self.pend.get(lvl, "")
                    else:
                        self.decl_names("x " + cur, lvl)
                    self.after[lvl] = False
                else:
                    self.decl_names(cur, lvl)
                self.cur[lvl] = ""
            else:
                cur = self.cur.get(lvl, "")
                self.cur[lvl] = cur + (" " if cur else "") + t
        return None


def _strip_comments(line, incomment):
    out = ""
    while line:
        if incomment:
            p = line.find("*/")
            if p < 0:
                line = ""
                break
            line = line[p + 2:]
            incomment = False
            out += " "
            continue
        p, q = line.find("/*"), line.find("//")
        if q >= 0 and (p < 0 or q < p):
            out += line[:q]
            break
        if p < 0:
            out += line
            break
        out += line[:p]
        line = line[p + 2:]
        incomment = True
    return out, incomment


def text_extract(path):
    """The records of one file, read as text: a list of record lines."""
    recs = []
    header = path.endswith(".h")
    incomment = False
    logical, lstart = None, 0
    st = None
    with open(path, encoding="latin-1") as f:
        text = f.read().split("\n")
    if text and text[-1] == "":
        text.pop()
    for ln, raw in enumerate(text, 1):
        out, incomment = _strip_comments(raw, incomment)
        if logical is None:
            logical, lstart = "", ln
        cont = re.search(r"\\[ \t]*$", out)
        if cont:
            out = out[:cont.start()]
            logical += out + " "
        else:
            logical += out
            r = _definition(logical, lstart, path)
            if r:
                recs.append(r)
            logical = None
        for m in _CASE.finditer(out):
            recs.append("\t".join(("S", m.group(1), path, str(ln), "case")))
        if not re.match(r"^[ \t]*#[ \t]*define", out):
            for m in _CMP.finditer(out):
                if m.group(1) in _CMP_VARS:
                    recs.append("\t".join(("S", m.group(2), path, str(ln),
                                           "case")))
            for rx in (_REG, _CAT):
                m = rx.search(out)
                if m:
                    recs.append("\t".join(("S", m.group(1), path, str(ln),
                                           "compat_time")))
        if not header:
            continue
        m = _ALIAS.match(out)
        if m:
            recs.append("\t".join(("A", m.group(1), path, str(ln),
                                   m.group(2))))
        if re.match(r"^[ \t]*#", out):
            continue
        s = out
        if st is None:
            m = _STRUCT.search(s)
            if m:
                st = _Struct(m.group(1), ln)
                s = s[m.end() - (1 if "{" in s else 0):]
                if not s.endswith("{") and "{" not in s:
                    s = ""
        if st is not None:
            r = st.feed(s, path)
            if r is not None:
                if r:
                    recs.append(r)
                st = None
    if logical:
        r = _definition(logical, lstart, path)
        if r:
            recs.append(r)
    return recs
