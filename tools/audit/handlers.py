# SPDX-License-Identifier: GPL-2.0
"""Handlers of the ioctl audit: the numbers the handler a 32-bit process
reaches on a 64-bit kernel has a case for.

A 32-bit process's ioctl goes to the .compat_ioctl of the operations (an
initialiser that names one), or to their .unlocked_ioctl when
.compat_ioctl is compat_ptr_ioctl or that handler itself.  A command whose
case the .unlocked_ioctl reaches is served for a 32-bit ABI (i386 on
x86_64, arm on arm64; time32 and time64; x32 on x86_64) only if a case
label or test
that this compat entry reaches has, as its value, the number that ABI
sends for the command: a label's value is the number its definition has
on the 64-bit kernel (_value(): x86_64's, or arm_t32's for arm where the
definition's layout is the same on 32 and 64 bits), a number literal its
own.  A compat switch that knows only the time32 numbers (FOO32, defined
with compat types) serves no time64 process, whose number is the native
one.

What a handler reaches: the labels of its switches on the command (its
next-to-last parameter; the last is the argument), its tests of the
command (==, !=), and what the functions it passes the command to,
unchanged, reach; compat_ptr_ioctl() and ->unlocked_ioctl() pass it to the
.unlocked_ioctl of the same operations.

The numbers decide only where the code lets them: when every label the
entry reaches has a measured value (a compat definition in a .c file has
one with ioctl_audit.py -p), and no function it reaches assigns the
command, masks it or takes its address, switches on another expression
of it or on _IOC_NR() of it, compares it with anything but a name or a
number, or passes it to a function the scanned sources do not define (a
call with a string literal argument, a message, and
_IOC_SIZE/_IOC_DIR/_IOC_TYPE excepted).  Where they decide for every
operations whose .unlocked_ioctl has the command's case:

  "32-bit number reaches no case of H (the .compat_ioctl): A and B send N,
  get E" is the finding of a command with none yet when some entry has no
  case for some 32-bit ABI's number (E: the errno of the entry's default,
  -ENOIOCTLCMD given as ENOTTY, when the text says it); and a "reaches no
  case" finding of classify.py or paths.py is dropped when every entry
  has a case for every 32-bit number (served_by "number:X@F:L").  When
  x32's is the only number with no case, the finding says "x32 number
  reaches no case of H ...".
"""

import re

from extract import grep
from paths import NO_CASE, X32_NO_CASE, Sources, lineno, _resolve
from probe import X32, abi_probe

ID = r"[A-Za-z_][A-Za-z0-9_]*"
ABIS32 = ("i386_t32", "i386_t64", "arm_t32", "arm_t64", X32)
_OPS = re.compile(r"\.\s*compat_ioctl\s*=\s*&?\s*(" + ID + r")")
_NATIVE = re.compile(r"\.\s*(?:unlocked_ioctl|ioctl)\s*=\s*&?\s*(" + ID +
                     r")")
_HEAD = re.compile(r"(" + ID + r")\s*\(((?:[^()]|\([^()]*\))*)\)\s*$")
_PREPRO = re.compile(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)
_CALL = re.compile(r"(->|\.)?\s*\b(" + ID + r")\s*\(")
_CASE = re.compile(r"\bcase\s+([^:]+?)\s*:(?!:)|\bdefault\s*:")
_ERRNO = re.compile(r"-\s*(E[A-Z0-9]+)\b")
_NUMBER = re.compile(r"^(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*$")
_KEYWORDS = {"if", "while", "for", "switch", "return", "sizeof", "case",
             "typeof", "__typeof__", "__attribute__", "defined",
             "_Alignof", "__alignof__"}
# macros of the command that do not dispatch on it
_HARMLESS = {"_IOC_SIZE", "_IOC_DIR", "_IOC_TYPE"}


def _close(t, i, open_="(", close=")"):
    """The position of the bracket that closes the one open before t[i]."""
    depth = 1
    for j in range(i, len(t)):
        if t[j] == open_:
            depth += 1
        elif t[j] == close:
            depth -= 1
            if depth == 0:
                return j
    return len(t)


def _args(t, i):
    """The top-level arguments of the list open before t[i]."""
    out, cur, depth = [], "", 0
    for c in t[i:_close(t, i)]:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        cur += c
    return out + [cur.strip()]


def _bare(expr):
    """expr without the casts in front of it."""
    return re.sub(r"^(\(\s*[A-Za-z_][\w\s*]*\)\s*)+", "", expr.strip())


class Func:
    """A function definition: its body is text[start:end]."""

    def __init__(self, name, file, params, text, start, end):
        self.name, self.file, self.params = name, file, params
        self.text, self.start, self.end = text, start, end

    def line(self, pos):
        return lineno(self.text, pos)


class Funcs:
    """The function definitions of the scanned sources, by name."""

    def __init__(self, src):
        self.src = src
        self._where = None
        self._defs = {}

    def where(self, name):
        """The files with a line that begins as name's definition would
        ("static long name(", "name(" at the start of a line)."""
        if self._where is None:
            self._where = {}
            for l in grep(["-oHE", r"^[A-Za-z_][A-Za-z0-9_[:blank:]*]*\("],
                          self.src.files):
                f, text = l.rsplit(":", 1)
                m = re.search(r"(" + ID + r")\s*\($", text)
                if m:
                    self._where.setdefault(m.group(1), set()).add(f)
        return self._where.get(name, set())

    def defs(self, f):
        """{name: Func} of the top-level function definitions of f."""
        if f not in self._defs:
            t = self.src.text(f)
            code = _PREPRO.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                               t)
            out, depth, prev = {}, 0, 0
            for m in re.finditer(r"[{};]", code):
                c = m.group(0)
                if c == "{":
                    if depth == 0:
                        h = _HEAD.search(code, prev, m.start())
                        if h and h.group(1) not in _KEYWORDS and \
                                "=" not in code[prev:h.start()]:
                            end = _close(code, m.start() + 1, "{", "}")
                            params = [re.findall(ID, p)[-1] if
                                      re.findall(ID, p) else ""
                                      for p in _args(code, h.start(2))]
                            out.setdefault(h.group(1), Func(
                                h.group(1), f, params, code, m.start() + 1,
                                end))
                    depth += 1
                elif c == "}":
                    depth = max(depth - 1, 0)
                    if depth == 0:
                        prev = m.end()
                elif depth == 0:
                    prev = m.end()
            self._defs[f] = out
        return self._defs[f]

    def get(self, name, near):
        """The definition of name: the one in the file near, else the only
        one in a .c file, else the only one in a header; None if none or
        several."""
        if name in self.defs(near):
            return self.defs(near)[name]
        found = [self.defs(f)[name] for f in sorted(self.where(name))
                 if name in self.defs(f)]
        for ext in (".c", ".h"):
            these = [d for d in found if d.file.endswith(ext)]
            if these:
                return these[0] if len(these) == 1 else None
        return None


class Reach:
    """What a handler reaches: labels [(text, file, line)], the errno of
    its default, and why the numbers cannot decide (None if they can)."""

    def __init__(self):
        self.labels, self.errno, self.why = [], None, None


def _var(v):
    """A regex of the variable v (not a member of that name)."""
    return r"(?<![\w.>])%s\b" % re.escape(v)


def _switches(f, v):
    """[(brace, end, on the command?)] of the switches in f's body, and
    why the numbers cannot decide (None)."""
    out, why = [], None
    for m in re.finditer(r"\bswitch\s*\(", f.text[f.start:f.end]):
        p = f.start + m.end()
        e = _close(f.text, p)
        expr = f.text[p:e]
        b = f.text.find("{", e)
        end = _close(f.text, b + 1, "{", "}") if b >= 0 else e
        on = re.search(_var(v), expr) is not None
        if on and re.sub(r"\([^()]*\)", "", expr).strip() != v:
            why = why or "%s:%d switches on %s" % (
                f.file, f.line(p), re.sub(r"\s+", " ", expr.strip()))
        out.append((b, end, on))
    return out, why


def _undecidable(f, v):
    """Why f's use of the command v keeps the numbers from deciding, or
    None."""
    body = f.text[f.start:f.end]
    for rx, what in (
            (_var(v) + r"\s*(?:[-+*/%&|^]|<<|>>)?=(?!=)", "assigns"),
            (r"(?<![&])&\s*%s|%s\s*&(?!&)" % (_var(v), _var(v)),
             "masks"),
            (r"\b_IOC_NR\s*\(\s*%s\s*\)(?!\s*[<>])" % _var(v),
             "takes _IOC_NR() of")):
        m = re.search(rx, body)
        if m:
            return "%s:%d %s %s" % (f.file, f.line(f.start + m.start()),
                                    what, v)
    return None


def _tests(f, v):
    """[(label or None, position)] of f's tests of the command v (==,
    !=): None where the other side is no name or number (a table's
    member, a call)."""
    out = []
    body = f.text[f.start:f.end]
    for m in re.finditer(_var(v) + r"\s*[!=]=\s*", body):
        o = re.match(r"\(?\s*(" + ID + r"|[0-9][0-9a-fA-FxXuUlL]*)\b\s*"
                     r"\)?(?!\s*(?:[.\[(]|->))", body[m.end():m.end() + 200])
        out.append((o.group(1) if o else None, f.start + m.start()))
    for m in re.finditer(r"[!=]=\s*" + _var(v), body):
        before = body[max(0, m.start() - 200):m.start()]
        o = re.search(r"(?<![\w.>\])])(" + ID + r"|[0-9][0-9a-fA-FxXuUlL]*)"
                      r"\s*\)?\s*$", before)
        out.append((o.group(1) if o else None, f.start + m.start()))
    return out


def reach(funcs, f, v, native, seen=None, out=None):
    """The Reach of f, whose command is the parameter v; native: (Func,
    command) of the .unlocked_ioctl that compat_ptr_ioctl() and
    ->unlocked_ioctl() lead to."""
    seen = set() if seen is None else seen
    out = Reach() if out is None else out
    if (f.file, f.name, v) in seen or not v:
        return out
    first = not seen
    seen.add((f.file, f.name, v))
    sw, why = _switches(f, v)
    out.why = out.why or why or _undecidable(f, v)
    body = f.text[f.start:f.end]
    dflt = False
    for m in _CASE.finditer(body):
        pos = f.start + m.start()
        inner = max((s for s in sw if s[0] < pos < s[1]), default=None)
        if not inner or not inner[2]:
            continue
        if m.group(1) is not None:
            out.labels.append((m.group(1).strip(), f.file, f.line(pos)))
        elif first and not dflt:
            dflt = True
            nxt = _CASE.search(f.text, f.start + m.end(), inner[1])
            e = _ERRNO.search(f.text, f.start + m.end(),
                              nxt.start() if nxt else inner[1])
            out.errno = e.group(1) if e else None
    if first and not dflt and any(s[2] for s in sw):
        # no default: what follows the last switch on the command
        e = _ERRNO.search(f.text, max(s[1] for s in sw if s[2]), f.end)
        out.errno = e.group(1) if e else None
    for lab, pos in _tests(f, v):
        if lab is None:
            out.why = out.why or "%s:%d compares %s with an expression" % (
                f.file, f.line(pos), v)
        else:
            out.labels.append((lab, f.file, f.line(pos)))
    for m in _CALL.finditer(body):
        name = m.group(2)
        if name in _KEYWORDS or name in _HARMLESS or name == "_IOC_NR":
            continue
        args = _args(f.text, f.start + m.end())
        at = [i for i, a in enumerate(args) if _bare(a) == v]
        if not at or any('"' in a for a in args):
            continue
        if name == "compat_ptr_ioctl" or \
                (m.group(1) and name == "unlocked_ioctl"):
            if native and native[0] is not f:
                reach(funcs, native[0], native[1], native, seen, out)
            continue
        g = None if m.group(1) else funcs.get(name, f.file)
        if g is None or at[0] >= len(g.params):
            out.why = out.why or "%s:%d passes %s to %s%s()" % (
                f.file, f.line(f.start + m.start()), v, m.group(1) or "",
                name)
            continue
        reach(funcs, g, g.params[at[0]], native, seen, out)
    return out


def operations(src):
    """[(file, line, native handler name, compat handler name)] of the
    initialisers with a .compat_ioctl."""
    out = []
    for f in src.grep(r"\.[[:blank:]]*compat_ioctl[[:blank:]]*="):
        t = src.text(f)
        for m in _OPS.finditer(t):
            depth, b = 0, m.start()
            while b > 0:
                b -= 1
                if t[b] == "}":
                    depth += 1
                elif t[b] == "{":
                    if depth == 0:
                        break
                    depth -= 1
            n = _NATIVE.search(t, b, _close(t, b + 1, "{", "}"))
            if n and m.group(1) != "NULL":
                out.append((f, lineno(t, m.start()), n.group(1),
                            m.group(1)))
    return out


def _value(lab, byname, alias):
    """The numbers of a case label on the 64-bit kernels, as
    {arch: number} (x86, arm), or None.  A definition whose i386_t32 and
    x86_64 numbers agree has the same layout on 32 and 64 bits (fixed-size
    or compat types): its arm_t32 number is arm64's, with arm's 8-byte
    aligned 64-bit members; otherwise x86_64's stands for arm64's."""
    if _NUMBER.match(lab):
        n = int(re.sub(r"[uUlL]+$", "", lab), 0) & 0xffffffff
        return {"x86": n, "arm": n}
    seen = set()
    while lab in alias and lab not in byname and lab not in seen:
        seen.add(lab)
        lab = alias[lab]
    vals = set()
    for r in byname.get(lab, []):
        n = r.num
        if n["x86_64"] == "-":
            continue
        arm = n["arm_t32"] if n["arm_t32"] != "-" and \
            n["i386_t32"] == n["x86_64"] else n["x86_64"]
        vals.add((int(n["x86_64"], 16), int(arm, 16)))
    if len(vals) != 1:
        return None
    x86, arm = vals.pop()
    return {"x86": x86, "arm": arm}


def _resolve_name(lab, alias):
    seen = set()
    while lab in alias and lab not in seen:
        seen.add(lab)
        lab = alias[lab]
    return lab


def _entries(funcs, ops, byname, alias):
    """[(command names the native handler has a case for, entry Func, how
    it is the entry, its Reach, [(label, file, line, numbers or None)])]
    of each operations whose handlers the sources define."""
    out = []
    for f, line, nname, cname in ops:
        nat = funcs.get(nname, f)
        if nat is None or len(nat.params) < 2:
            continue
        native = (nat, nat.params[-2])
        names = set()
        for lab, lf, ll in reach(funcs, nat, native[1], native).labels:
            names |= {lab, _resolve_name(lab, alias)}
        if cname in ("compat_ptr_ioctl", nname):
            entry = nat
            how = "the .unlocked_ioctl, through compat_ptr_ioctl" \
                if cname != nname else "the .unlocked_ioctl and .compat_ioctl"
        else:
            entry, how = funcs.get(cname, f), "the .compat_ioctl"
        if entry is None or len(entry.params) < 2:
            continue
        cr = reach(funcs, entry, entry.params[-2], native)
        out.append((names, entry, how, cr,
                    [(lab, lf, ll, _value(lab, byname, alias))
                     for lab, lf, ll in cr.labels]))
    return out


def _verdict(r, entry, how, cr, vals):
    """A finding, the served_by words of the labels that serve every
    32-bit number, or None when the numbers cannot decide."""
    if cr.why:
        return None
    missing, words = [], set()
    for a in ABIS32:
        if r.num[a] == "-":
            continue
        n = int(r.num[a], 16)
        hit = [v for v in vals if v[3] and v[3][abi_probe.arch(a)] == n]
        if not hit:
            missing.append(a)
        elif r.num[a] != r.num["x86_64"]:
            words.add("number:%s@%s:%d" % hit[0][:3])
    if not missing:
        return sorted(words)
    if any(v[3] is None for v in vals):
        return None
    by = {}
    for a in missing:
        by.setdefault(r.num[a], []).append(a)
    said = "; ".join("%s send%s %s" % (" and ".join(abis),
                                        "" if len(abis) > 1 else "s", n)
                     for n, abis in by.items())
    errno = {"ENOIOCTLCMD": "ENOTTY"}.get(cr.errno, cr.errno)
    return "%s of %s (%s): %s%s" % (X32_NO_CASE if missing == [X32]
                                    else NO_CASE, entry.name, how, said,
                                    ", get " + errno if errno else "")


def check(rows, rec, files, log=lambda msg: None):
    """Findings of the commands whose 32-bit numbers the entry has no case
    for; "reaches no case" findings dropped where it has one for each."""
    src = Sources(files)
    ops = operations(src)
    if not ops:
        return
    byname = {}
    for r in rows:
        byname.setdefault(r.name, []).append(r)
    alias = dict((a, b) for a, f, l, b in rec["A"])
    entries = _entries(Funcs(src), ops, byname, alias)
    for r in rows:
        if r.num["x86_64"] == "-" or \
                any(w.startswith("compat_time@") for w in r.served):
            continue
        verdicts = [_verdict(r, *e[1:]) for e in entries if r.name in e[0]]
        if not verdicts or None in verdicts:
            continue
        bad = [v for v in verdicts if isinstance(v, str)]
        if bad and not r.is_finding:
            r.finding, r.is_finding = bad[0], True
        elif not bad and r.is_finding and \
                r.finding.startswith((NO_CASE, X32_NO_CASE)):
            r.served += [w for v in verdicts for w in v
                         if w not in r.served]
            _resolve(r)
    log("32-bit entries' numbers checked")
