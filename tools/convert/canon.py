# SPDX-License-Identifier: GPL-2.0
"""canon - one spelling for each meaning, and the driver's own back.

The rewrite reads a driver in one spelling of what can be spelled
several ways: cocci/ioctl_time_canon.cocci parses the group and names
each place spelled otherwise (an initialiser's "&fn" for a function of
the group, "case (X):"), canonical() makes those edits, the rewrite
converts the canonical text, and spelled_as() merges the conversion
back into the files as the driver spelled them, so that the patch
changes only what the conversion changes.  The edits stay within a
line, so line numbers hold for both.
"""

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


def edit(line, kind, p, q):
    """line with one place in canonical spelling: p the columns of the
    function or label, q those of the "&" or the ")"."""
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


def canonical(texts):
    """{name: text} of the .c files of texts ({name: text}) in canonical
    spelling (the others as they are)."""
    cfiles = sorted(n for n in texts if n.endswith(".c"))
    if not cfiles:
        return dict(texts)
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
    places = {}
    for l in p.stdout.splitlines():
        if l.startswith("["):
            kind, n, line, col, end, qline, qcol, qend = json.loads(l)
            if line == qline:
                places.setdefault(n, []).append(
                    (line, col, end, qcol, qend, kind))
    out = dict(texts)
    for n, todo in places.items():
        lines = out[n].split("\n")
        # from the right, so that each place keeps its columns
        for line, col, end, qcol, qend, kind in sorted(todo, reverse=True):
            lines[line - 1] = edit(lines[line - 1], kind, (col, end),
                                   (qcol, qend))
        out[n] = "\n".join(lines)
    return out


def spelled_as(raw, canon, new):
    """new (canon, converted) with raw's spelling wherever the conversion
    left the text alone: a three-way merge of canon's changes to new
    into raw, in which a line both changed takes the conversion's."""
    if raw == canon:
        return new
    with tempfile.TemporaryDirectory(prefix="ct-canon.") as work:
        paths = []
        for name, text in (("raw", raw), ("canon", canon), ("new", new)):
            paths.append(os.path.join(work, name))
            with open(paths[-1], "w", errors="surrogateescape") as f:
                f.write(text)
        p = subprocess.run(["git", "merge-file", "-p", "--theirs"] + paths,
                           capture_output=True, text=True,
                           errors="surrogateescape")
    if p.returncode < 0 or p.returncode > 127:
        raise CanonError("git merge-file failed: %s" % p.stderr.strip())
    return p.stdout
