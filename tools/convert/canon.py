# SPDX-License-Identifier: GPL-2.0
"""canon - one spelling for each meaning, and the driver's own back.

The rewrite reads a driver in one spelling of what can be spelled
several ways: cocci/ioctl_time_canon.cocci parses the group and names
each place spelled otherwise (an initialiser's "&fn" for a function of
the group, "case (X):", "long int" or "unsigned" in a function's
parameters and result, a case label naming a macro the files define as
another name, a tagged struct's typedef name, a definition's result
type on the line above its name, an initialiser's GNU "member: value"),
canonical() makes those edits, the
rewrite converts the canonical text, and spelled_as() gives the
conversion back into the files as the driver spelled them, so that the
patch changes only the lines the conversion changes.  Each edit but one
stays within a line; a result type moves onto its name's line and
leaves its own empty, so that line numbers hold for both, and the two
lines go back to the driver's spelling together or not at all.
"""

import difflib
import json
import os
import subprocess
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
SP_FILE = os.path.join(TOP, "cocci", "ioctl_time_canon.cocci")
TIMEOUT = 120


class CanonError(Exception):
    """spatch failed, or a place was not what Coccinelle said it was."""


def int_type(words):
    """The one spelling of the integer type words spell (C11 6.7.2: any
    order, "int" implied by short and long, "signed" by all but char),
    or None when they are not one."""
    if not words or set(words) - {"unsigned", "signed", "int", "long",
                                  "short", "char"}:
        return None
    sign = "unsigned " if "unsigned" in words else ""
    longs = words.count("long")
    if "char" in words:
        base = "char"
        sign = sign or ("signed " if "signed" in words else "")
    elif "short" in words:
        base = "short"
    elif longs:
        base = " ".join(["long"] * longs)
    else:
        base = "int"
    return sign + base


def word_at(line, at, name):
    """Whether name stands as a word of its own at column at of line."""
    def part(c):
        return c.isalnum() or c == "_"
    end = at + len(name)
    return line[at:end] == name and not (at and part(line[at - 1])) and \
        not (end < len(line) and part(line[end]))


def edit(line, kind, p, q, text):
    """line with one place in canonical spelling: p the columns of the
    function, label or type, q those of the "&" or the ")"; text the
    type's words."""
    if kind == "int_type":
        one = int_type(text.split())
        if one is None:
            return line     # not an integer type
        if line[p[0]:p[1]].split() != text.split():
            raise CanonError("%s: %r at columns %d-%d is not %r" % (
                kind, line, p[0], p[1], text))
        return line[:p[0]] + one + line[p[1]:]
    if kind == "case_alias" and line[p[0]:p[1]].isidentifier():
        return line[:p[0]] + text + line[p[1]:]
    if kind == "typedef_struct":
        name, tag = text.split(" ", 1)
        if line[p[0]:].startswith(tag):
            return line     # a second declarator of the same type
        # the first word name from the type's first column
        at = line.find(name, p[0])
        while at >= 0 and not word_at(line, at, name):
            at = line.find(name, at + 1)
        if at >= 0:
            return line[:at] + tag + line[at + len(name):]
    if kind == "gnu_init" and line[p[0]:p[1]] == text:
        colon = p[1] + len(line[p[1]:]) - len(line[p[1]:].lstrip())
        if line[colon:colon + 1] == ":":
            return line[:p[0]] + "." + text + " =" + line[colon + 1:]
    if kind == "addr_fn" and line[q[0]:q[1]] == "&":
        return line[:q[0]] + line[p[0]:]
    if kind == "paren_case" and line[q[0]:q[1]] == ")":
        j = p[0] - 1
        while j >= 0 and line[j].isspace():
            j -= 1
        if j >= 0 and line[j] == "(":
            return line[:j] + line[p[0]:p[1]] + line[q[1]:]
    raise CanonError("%s: %r at columns %d-%d is not what Coccinelle "
                     "parsed" % (kind, line, p[0], q[1]))


def move_type(lines, line, col, name_line):
    """lines with the result type at column col of line (1-based), alone
    at the end of it, moved onto name_line, the line below."""
    head = lines[line - 1]
    lines[name_line - 1] = head.rstrip() + " " + lines[name_line - 1].lstrip()
    lines[line - 1] = ""
    return lines


class Canonical(dict):
    """{name: text} in canonical spelling; typedefs: {name: {line of a
    typedef of a tagged struct without a body}}, a name for a type,
    which is no place time sits."""
    typedefs = {}


def canonical(texts):
    """(Canonical {name: text} of the .c files of texts ({name: text}) in
    canonical spelling (the others as they are), {name: {line index i
    whose line goes with line i + 1}})."""
    cfiles = sorted(n for n in texts if n.endswith(".c"))
    if not cfiles:
        return Canonical(texts), {}
    with tempfile.TemporaryDirectory(prefix="ct-canon.") as work:
        for n in cfiles:
            os.makedirs(os.path.join(work, os.path.dirname(n)), exist_ok=True)
            with open(os.path.join(work, n), "w",
                      errors="surrogateescape") as f:
                f.write(texts[n])
        try:
            p = subprocess.run(["spatch", "--very-quiet", "--no-includes",
                                "--sp-file", SP_FILE] + cfiles, cwd=work,
                               capture_output=True, text=True,
                               errors="replace", timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            raise CanonError("%s ran over %d s" % (SP_FILE, TIMEOUT))
        if p.returncode:
            raise CanonError("%s: spatch exited %d: %s" % (
                SP_FILE, p.returncode, p.stderr.strip()[-300:]))
    places, moves, typedefs = {}, {}, {}
    for l in p.stdout.splitlines():
        if l.startswith("["):
            kind, n, line, col, end, qline, qcol, qend, text = \
                json.loads(l)
            if kind == "typedef_decl":
                typedefs.setdefault(n, set()).add(line)
            elif kind == "type_line":
                moves.setdefault(n, set()).add((line, col, end, qline))
            elif line == qline:
                places.setdefault(n, set()).add(
                    (line, col, end, qcol, qend, kind, text))
    out, tied = Canonical(dict(texts)), {}
    out.typedefs = typedefs
    for n in set(places) | set(moves):
        lines = out[n].split("\n")
        # a type alone at the end of its line, before any edit
        moving = [(line, col, qline) for line, col, end, qline in
                  moves.get(n, ()) if not lines[line - 1][end:].strip()]
        # from the right, so that each place keeps its columns
        for line, col, end, qcol, qend, kind, text in sorted(
                places.get(n, ()), key=lambda t: t[:3], reverse=True):
            lines[line - 1] = edit(lines[line - 1], kind, (col, end),
                                   (qcol, qend), text)
        for line, col, qline in moving:
            lines = move_type(lines, line, col, qline)
            tied.setdefault(n, set()).add(line - 1)
        out[n] = "\n".join(lines)
    return out, tied


def spelled_as(raw, canon, new, tied=()):
    """new (canon, converted) with raw's spelling on every line the
    conversion left as it was: canon's edits keep its lines, so line i of
    canon is line i of raw, and each line of new that is one of canon's
    (as difflib pairs them, as for the patch) takes raw's, lines i and
    i + 1 for each i in tied only both together."""
    if new == canon or raw == canon:
        return raw if new == canon else new
    raws, canons = raw.split("\n"), canon.split("\n")
    if len(raws) != len(canons):
        raise CanonError("the canonical text has %d lines, the driver's "
                         "%d" % (len(canons), len(raws)))
    news = new.split("\n")
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(
            None, canons, news, autojunk=False).get_opcodes():
        if op != "equal":
            out += news[j1:j2]
            continue
        for i in range(i1, i2):
            group = {i, i + 1} if i in tied else {i - 1, i} \
                if i - 1 in tied else {i}
            out.append(raws[i] if i1 <= min(group) and max(group) < i2
                       else canons[i])
    return "\n".join(out)
