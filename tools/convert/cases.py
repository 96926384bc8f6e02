# SPDX-License-Identifier: GPL-2.0
"""cases - which case labels each switch on a parameter has, and where.

cocci/ioctl_time_cases.cocci reads them from Coccinelle's parse tree:
one record per label ({"file", "fn", "on", "switch", "label", "line",
"group"}), and one whose label is "}" on the line that closes each
switch.  A label is the command's name for "case NAME:" and
"case (NAME):", "default", or "case " and its text as written; labels
with no statement between them share a group.  The rewrite and its
in-place conversion ask this, not the text, which case a line is in.
"""

import json
import os
import subprocess

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
SP_FILE = os.path.join(TOP, "cocci", "ioctl_time_cases.cocci")
TIMEOUT = 300


class CasesError(Exception):
    """spatch failed on the group."""


def case_map(cwd, names):
    """The label records of files names (relative to cwd)."""
    if not names:
        return []
    argv = ["spatch", "--very-quiet", "--no-includes", "--sp-file",
            SP_FILE] + names
    try:
        p = subprocess.run(argv, cwd=cwd, capture_output=True, text=True,
                           errors="surrogateescape", timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        raise CasesError("spatch did not finish in %d s reading the case "
                         "labels of %s" % (TIMEOUT, " ".join(names)))
    if p.returncode:
        raise CasesError("spatch failed (exit %d) reading the case labels "
                         "of %s:\n  %s" % (p.returncode, " ".join(names),
                                           "\n  ".join(
                                               p.stderr.splitlines()[-15:])))
    return [json.loads(l) for l in p.stdout.splitlines()
            if l.startswith("{")]


def placed(text, labels, name):
    """The records of labels for file name, each with its offsets in
    text (Coccinelle's columns count bytes): pos and stop, the label's
    start and the end of its ":"; sw and close, the switch block's
    braces; span, the switch variable's (or None)."""
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]

    def offset(at):
        line, col = at
        head = text[starts[line - 1]:starts[line - 1] + col]
        while len(head.encode("utf-8", "surrogateescape")) > col:
            head = head[:-1]
        return starts[line - 1] + len(head)
    return [dict(c, pos=offset(c["at"]), stop=offset(c["end"]),
                 sw=offset(c["brace"]), close=offset(c["close"]),
                 span=c["on_span"] and tuple(offset(x) for x in c["on_span"]))
            for c in labels if c["file"] == name]
