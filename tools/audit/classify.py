# SPDX-License-Identifier: GPL-2.0
"""Classification of the ioctl audit: one row per command definition.

class: same / time-dependent / compat-size-differs / other-differs /
unmeasurable / not-uapi, from the numbers of the five ABIs and x32's
(a 32-bit caller of the x86_64 kernel: its number differing from x86_64's
makes the class compat-size-differs; unmeasured, it is "-" and classifies
nothing).

served_by: "case@", "table@" (shown, not trusted: net/atm's { FOO32, FOO }
map is never reached) and "compat_time@" for the name itself; sibling cases
("case:FOO32@", FOO_TIME32, FOO_OLD, COMPAT_FOO, __FOO32, ...); and
"same-number:BAR" when another command with the same x86_64 number has
sibling cases.  The served-by paths the kernel has besides these are
recognised by paths.py.

Findings: "32-bit number reaches no case", "x32 number reaches no case"
(the i386 numbers have their cases, x32's, another, has none), "same
number, different layout" (a member or time field moves while the i386 or
x32 number equals the x86_64 one), "compat case FOO32 is W, FOO is R: no
user-space ABI sends its number", and argtime.py's: time pinned to 32
bits, and a number that encodes a pointer to time.
"""

import re

import argtime
from paths import X32_NO_CASE
from probe import ABIS, COLUMNS, X32

# the 32-bit callers of the x86_64 kernel whose numbers can equal x86_64's
X86_32 = ("i386_t32", "i386_t64", X32)

SIBLING_SUFFIX = re.compile(r"^(_?(32)?_?TIME(32|64)|_?(32|64)|_OLD|_NEW|"
                            r"_COMPAT|_COMPAT(32|64)|_X32)$")


def hexnum(v):
    return "0x%08x" % (v + (1 << 32) if v < 0 else v)


class Row:
    """One command definition and what the audit says about it."""

    def __init__(self, idx, name, file, line, dir, arg, uapi):
        self.idx, self.name, self.file, self.line = idx, name, file, line
        self.dir, self.arg, self.uapi = dir, arg, uapi
        self.num = dict((a, "-") for a in COLUMNS)
        self.cls = self.finding = self.note = self.lay = ""
        self.served = []         # served_by words
        self.siblings = []       # sibling case labels
        self.tf = "-"
        self.need = 0            # distinct i386 numbers besides x86_64's
        self.need_x32 = 0        # 1: x32's is another one

    def csv(self):
        return [self.name, "%s:%s" % (self.file, self.line)] + \
            [self.num[a] for a in COLUMNS] + \
            [self.cls, " ".join(self.served) or "-", self.finding or "-",
             self.tf]


def _val(meas, row, abi, key):
    if not row.uapi or (row.file, abi) not in meas:
        return None
    return meas[(row.file, abi)][0].get(key)


def numbers(row, meas):
    """The numbers, the note on the first unmeasurable ABI, the class."""
    if not row.uapi:
        row.cls = "not-uapi"
        return False
    k = "C%d" % row.idx
    missing = []
    for a in ABIS:
        values, errors, failed, notes = meas[(row.file, a)]
        if k in values:
            row.num[a] = hexnum(values[k])
            if k in notes and not row.note:
                row.note = notes[k]
            continue
        missing.append(a)
        if not row.note:
            if k in errors:
                row.note = "%s: %s" % (a, errors[k])
            elif failed is not None:
                row.note = "%s: %s" % (a, failed)
            else:
                row.note = "%s: no value" % a
    n = row.num
    if k in meas[(row.file, X32)].values:
        n[X32] = hexnum(meas[(row.file, X32)].values[k])
    x32 = n[X32] != "-" and n[X32] != n["x86_64"]
    # arm alone unmeasurable (e.g. linux/kvm.h needs asm/kvm.h, which
    # 32-bit arm lacks): classify on the x86 ABIs, keep the note
    armonly = bool(missing) and "-" not in (n["i386_t32"], n["i386_t64"],
                                            n["x86_64"])
    if armonly:
        n["arm_t32"], n["arm_t64"] = n["i386_t32"], n["i386_t64"]
    if missing and not armonly:
        row.cls = "unmeasurable"
    elif len(set(v for v in n.values() if v != "-")) == 1:
        row.cls = "same"
    elif n["i386_t32"] != n["i386_t64"] or n["arm_t32"] != n["arm_t64"]:
        row.cls = "time-dependent"
    elif n["i386_t32"] != n["x86_64"] or x32:
        row.cls = "compat-size-differs"
    else:
        row.cls = "other-differs"
    return armonly


def layout(row, meas, structs):
    """Same number, different layout: a top-level member of "struct X"."""
    m = re.match(r"^struct ([A-Za-z_][A-Za-z0-9_]*)$", row.arg)
    if not row.uapi or not m:
        return
    s = m.group(1)
    if s not in structs:
        row.lay = "layout not measured (struct %s not found in scanned " \
            "headers)" % s
        return
    st, mem = structs[s]
    if not st.startswith("ok"):
        row.lay = "layout not measured (%s)" % st
        return
    for a in X86_32:
        if row.num[a] == "-" or row.num[a] != row.num["x86_64"]:
            continue
        for mb in mem:
            k = "O_%s__%s" % (s, mb)
            v, w = _val(meas, row, a, k), _val(meas, row, "x86_64", k)
            if v is not None and w is not None and v != w:
                row.lay = "same number, different layout: %s " \
                    "offsetof(%s)=%d vs x86_64 %d" % (a, mb, v, w)
                row.finding = row.lay
                return


def time_fields(row, meas, paths, found):
    """Offsets of each time field per ABI (those behind a pointer or of
    the argument itself too, argtime.py), and the same-number check."""
    if not row.uapi:
        return
    out = ["%s=%s" % (shown, "/".join(
        "-" if vals[a][0] is None else str(vals[a][0]) for a in COLUMNS))
        for shown, tt, vals in argtime.fields(row, meas, found)]
    for k, path in enumerate(paths.get(row.name, []), 1):
        key = "T%d_%d" % (row.idx, k)
        vals = [_val(meas, row, a, key) for a in COLUMNS]
        out.insert(k - 1, "%s=%s" % (path, "/".join(
            "-" if v is None else str(v) for v in vals)))
        for a in X86_32:
            if row.finding:
                break
            v, w = _val(meas, row, a, key), _val(meas, row, "x86_64", key)
            if row.num[a] != "-" and row.num[a] == row.num["x86_64"] and \
                    v is not None and w is not None and v != w:
                row.finding = "same number, different layout: %s " \
                    "offsetof(%s)=%d vs x86_64 %d" % (a, path, v, w)
    if out:
        row.tf = " ".join(out)


class Served:
    """Who names each label: {(label, kind): "file:line"}, first wins."""

    def __init__(self, srecs):
        self.at, self.labels = {}, []
        for lab, f, ln, kind in srecs:
            if (lab, kind) not in self.at:
                self.at[(lab, kind)] = "%s:%s" % (f, ln)
                if lab not in self.labels:
                    self.labels.append(lab)
        # sibling candidates by prefix: label without __/COMPAT_
        self.stripped = [(l, re.sub(r"^(__|COMPAT_)", "", l))
                         for l in self.labels if (l, "case") in self.at]

    def siblings(self, name):
        out = []
        for l, t in self.stripped:
            if l == name or not t.startswith(name):
                continue
            suf = t[len(name):]
            if (suf == "" and t != l) or SIBLING_SUFFIX.match(suf):
                out.append(l)
        return sorted(out)


def served_by(row, served, dirof):
    for kind in ("case", "table", "compat_time"):
        if (row.name, kind) in served.at:
            row.served.append("%s@%s" % (kind, served.at[(row.name, kind)]))
    row.siblings = served.siblings(row.name)
    for l in row.siblings:
        row.served.append("case:%s@%s" % (l, served.at[(l, "case")]))
    # a compat case defined with another direction than the command:
    # no user-space ABI sends its number
    for l in row.siblings:
        if row.finding:
            break
        if l in dirof and row.name in dirof and dirof[l] != dirof[row.name]:
            row.finding = "compat case %s is %s, %s is %s: no user-space " \
                "ABI sends its number" % (l, dirof[l], row.name,
                                          dirof[row.name])


def need(row):
    """The numbers besides x86_64's a compat handler needs a case for:
    row.need the i386 ones, row.need_x32 1 if x32's is yet another."""
    n = row.num
    if row.cls in ("time-dependent", "compat-size-differs"):
        row.need = (n["i386_t32"] != n["x86_64"]) + \
            (n["i386_t64"] != n["x86_64"] and n["i386_t64"] != n["i386_t32"])
        row.need_x32 = int(n[X32] not in ("-", n["x86_64"], n["i386_t32"],
                                          n["i386_t64"]))


def classify(defs, meas, structs, paths, srecs, ttypes=None, found=None,
             wrapped=None):
    """Rows for defs [(idx, name, file, line, dir, arg, uapi?)].  ttypes:
    {(name, path): time type}; found, wrapped: the time fields behind a
    pointer or of the argument itself (argtime.py)."""
    ttypes, found, wrapped = ttypes or {}, found or {}, wrapped or {}
    served = Served(srecs)
    dirof = dict((d[1], d[4]) for d in defs)
    rows = [Row(*d) for d in defs]
    maxsib, sibvia = {}, {}
    for r in rows:
        armonly = numbers(r, meas)
        layout(r, meas, structs)
        time_fields(r, meas, paths, found)
        served_by(r, served, dirof)
        if not r.finding and r.uapi:
            r.finding = argtime.finding(r, meas, paths, ttypes, found,
                                        wrapped)
        # a sibling registered for another uapi command with the same
        # x86_64 number (VIDIOC_SUBDEV_ENUMSTD == VIDIOC_ENUMSTD) serves
        x = r.num["x86_64"]
        if x != "-" and len(r.siblings) > maxsib.get(x, 0):
            maxsib[x], sibvia[x] = len(r.siblings), r.name
        need(r)
        if armonly:
            r.num["arm_t32"] = r.num["arm_t64"] = "-"
    for r in rows:
        ns = len(r.siblings)
        if ns == 0 and maxsib.get(r.num["x86_64"], 0) > 0:
            ns = maxsib[r.num["x86_64"]]
            r.served.append("same-number:" + sibvia[r.num["x86_64"]])
        r.ns = ns
        if not r.finding and r.need > ns and \
                (r.name, "compat_time") not in served.at:
            if ns > 0:
                r.finding = "32-bit number reaches no case (%d distinct " \
                    "i386 numbers, %d sibling cases)" % (r.need, ns)
            elif (r.name, "case") in served.at:
                r.finding = "32-bit number reaches no case"
            else:
                r.finding = "32-bit number reaches no case (no handler seen)"
        elif not r.finding and r.need + r.need_x32 > ns and \
                (r.name, "compat_time") not in served.at:
            if ns > 0:
                r.finding = X32_NO_CASE + " (%d distinct 32-bit numbers, " \
                    "%d sibling cases)" % (r.need + r.need_x32, ns)
            elif (r.name, "case") in served.at:
                r.finding = X32_NO_CASE
            else:
                r.finding = X32_NO_CASE + " (no handler seen)"
        r.is_finding = bool(r.finding)
        if not r.finding:
            if r.note:
                r.finding = "note: " + r.note
            elif r.lay:
                r.finding = "note: " + r.lay
    return rows
