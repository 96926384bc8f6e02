# SPDX-License-Identifier: GPL-2.0
"""parsed - what Coccinelle's parse tree says of a driver's files.

cocci/ioctl_time_parse.cocci reads it: one record per case label of
each switch on a variable ({"kind": "label", "file", "fn", "on",
"switch", "label", "line", "group", ...}), one whose label is "}" on the
line that closes each switch, one per struct a top-level declaration
defines with a tag ({"kind": "struct", "file", "struct", "line",
"attrs"}: its layout attributes, packed or aligned, anywhere in its
declaration), and one per function definition ({"kind": "fn", "file",
"fn", "line", "static", "head", "declared", "params"}).  A label is the command's name for "case NAME:" and
"case (NAME):", "default", or "case " and its expression; labels with
no statement between them share a group.  The rewrite, its in-place
conversion and its refusals ask this, not the text, which case a line
is in, whether a struct has a layout of its own, and how a helper is
defined.
"""

import json
import os
import subprocess

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
SP_FILE = os.path.join(TOP, "cocci", "ioctl_time_parse.cocci")
TIMEOUT = 300


class ParseError(Exception):
    """spatch failed on the group."""


def parse_tree(cwd, names):
    """The records of files names (relative to cwd)."""
    if not names:
        return []
    argv = ["spatch", "--very-quiet", "--no-includes", "--sp-file",
            SP_FILE] + names
    try:
        p = subprocess.run(argv, cwd=cwd, capture_output=True, text=True,
                           errors="surrogateescape", timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        raise ParseError("spatch did not finish in %d s reading the parse "
                         "tree of %s" % (TIMEOUT, " ".join(names)))
    if p.returncode:
        raise ParseError("spatch failed (exit %d) reading the parse tree "
                         "of %s:\n  %s" % (p.returncode, " ".join(names),
                                           "\n  ".join(
                                               p.stderr.splitlines()[-15:])))
    return [json.loads(l) for l in p.stdout.splitlines()
            if l.startswith("{")]


def labels(records):
    """The label records among records."""
    return [c for c in records if c["kind"] == "label"]


def offsets(text):
    """offset(at): the offset in text of a record's [line, column]
    (Coccinelle's columns count bytes)."""
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]

    def offset(at):
        line, col = at
        head = text[starts[line - 1]:starts[line - 1] + col]
        while len(head.encode("utf-8", "surrogateescape")) > col:
            head = head[:-1]
        return starts[line - 1] + len(head)
    return offset


def placed(text, records, name):
    """The label records of records for file name, each with its offsets in
    text (Coccinelle's columns count bytes): pos and stop, the label's
    start and the end of its ":"; sw and close, the switch block's
    braces; span, the switch variable's (or None)."""
    offset = offsets(text)
    return [dict(c, pos=offset(c["at"]), stop=offset(c["end"]),
                 sw=offset(c["brace"]), close=offset(c["close"]),
                 span=c["on_span"] and tuple(offset(x) for x in c["on_span"]),
                 stmts=c.get("stmts_end") and offset(c["stmts_end"]))
            for c in labels(records) if c["file"] == name]
