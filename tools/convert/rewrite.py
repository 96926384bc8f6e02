#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""rewrite.py - convert one driver's time-carrying ioctls to compat_time.

Usage: tools/convert/rewrite.py [--in-place] [--copies] FILE...

FILE... are one driver's .c and .h files, taken as one group.  The driver
side (handler, descriptions, table) is
cocci/ioctl_time_rewrite.cocci's; where no handler here can get a table
(the dispatch runs through another file, a worker with more arguments),
or with --copies, tools/convert/inplace.py converts the cases that copy
the argument where they are; the headers get a kernel view of each
converted struct's time members here, from the plan the Coccinelle run
leaves behind::

    struct foo {
    #ifdef __KERNEL__
            struct __kernel_timespec when;
    #else
            struct timespec when;           /* comment stays here */
    #endif

as videodev2.h has it: user space keeps its libc types, so no program
sends another number, compiled before or after; the kernel sees the
64-bit layout and compat_time derives the 32-bit ones from it.

Nothing is written unless the whole conversion succeeds.  Prints the
patch (or, with --in-place, writes the files); messages on stderr say
what was not converted and why, with file:line: a run that converts
nothing always says why.  The exit status says what happened:

  0  converted: the patch serves every time-carrying command it found
  1  nothing to convert: no time type spelled, or converted already
  2  a tool error: spatch failed or timed out, a member could not be
     edited, or the arguments were wrong; nothing changed
  3  partial: a patch, and the messages name with file:line what it
     leaves unconverted and why
  4  refused: no patch; the messages say why, with file:line
"""

import argparse
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile

import canon
import driver
import inplace
import members
import places
from parsed import ParseError, offsets, parse_tree, placed

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
SP_FILE = os.path.join(TOP, "cocci", "ioctl_time_rewrite.cocci")
WIRE_FILE = os.path.join(TOP, "cocci", "ioctl_time_wire.cocci")
SPATCH_TIMEOUT = 120

# The kernel's type for each legacy spelling, and how to find the spelling.
KERNEL_TYPE = {
    "struct timespec": "struct __kernel_timespec",
    "struct __kernel_old_timespec": "struct __kernel_timespec",
    "struct timeval": "struct __kernel_sock_timeval",
    "struct __kernel_old_timeval": "struct __kernel_sock_timeval",
    "time_t": "__kernel_time64_t",
    "__kernel_time_t": "__kernel_time64_t",
    "__kernel_old_time_t": "__kernel_time64_t",
}
# Kernel spellings user space sees too: a struct holding only these gets
# a twin with 64-bit times for every program (ppp_idle64, PPPIOCGIDLE64).
FIXED64 = {
    "__kernel_time_t": "__s64",
    "__kernel_old_time_t": "__s64",
    "struct __kernel_old_timeval": "struct __kernel_sock_timeval",
    "struct __kernel_old_timespec": "struct __kernel_timespec",
}
# Every conversion starts from one of these spellings in the group.
LEGACY_TIME = re.compile(r"\b(%s)\b" % "|".join(
    re.escape(k.split()[-1]) for k in KERNEL_TYPE))
DEFINE = re.compile(r"\s*#\s*define\s")
COMMENT = re.compile(r"\s*(/\*.*\*/|//.*)\s*$")
TIME_TYPES = "#include <linux/time_types.h>\n"
# The exit status (the docstring's list).
CONVERTED, NOTHING, FAILED, PARTIAL, REFUSED = 0, 1, 2, 3, 4
PATCH = (CONVERTED, PARTIAL)
NO_PATCH = (NOTHING, REFUSED)


class RewriteError(Exception):
    """A conversion that cannot be completed: nothing is written."""


class NotConverted(RewriteError):
    """A driver shape the text edits do not handle: nothing is written,
    and the reason is said as the Coccinelle script says its own."""


def type_pattern(spelling):
    """A regex finding spelling ("struct timeval", "time_t") as tokens."""
    words = spelling.split()
    return re.compile(r"(?<![\w])" + r"\s+".join(map(re.escape, words)) +
                      r"(?![\w])")


def retab(line):
    """line with its indent as tabs if it has spaces (checkpatch), the
    width kept as near as tabs can."""
    lead = re.match(r"[ \t]*", line).group(0)
    if " " not in lead or lead == line.rstrip("\n"):
        return line
    return "\t" * max(1, (len(lead.expandtabs(8)) + 7) // 8) + \
        line[len(lead):]


def kernel_line(path, lineno, line, spelling):
    """The kernel branch's copy of a member line: the legacy type replaced,
    the trailing comment left to the user-space line, indented with tabs
    (checkpatch) even where the old line used spaces."""
    code = retab(COMMENT.sub("", line.rstrip("\n")).rstrip())
    new, n = type_pattern(spelling).subn(KERNEL_TYPE[spelling], code, 1)
    if not n or not (code.endswith(";") or DEFINE.match(code)):
        raise RewriteError("%s:%d: cannot give member '%s' a kernel type: "
                           "its type and ';' are not on one line" %
                           (path, lineno, code.strip()))
    return new + "\n"


def add_include(lines, first_edit, include):
    """lines with include ("#include <...>\n") unless they have it:
    after <linux/types.h>, else after the last unconditional #include
    before line first_edit (0-based), else after the include guard's
    #define, else after the opening comment, else at the top."""
    name = re.escape(include.split("<")[1].split(">")[0])
    if any(re.match(r"\s*#\s*include\s*<%s>" % name, l) for l in lines):
        return lines
    at = guard = None
    depth = 0
    for i, l in enumerate(lines[:first_edit]):
        d = re.match(r"\s*#\s*(\w+)", l)
        d = d.group(1) if d else ""
        if d in ("if", "ifdef", "ifndef"):
            depth += 1
        elif d == "endif":
            depth -= 1
        elif d == "include" and depth <= 1:
            # depth 1 is the include guard, if there is one
            if re.match(r"\s*#\s*include\s*<linux/types\.h>", l):
                at = i + 1
                break
            if guard is not None or depth == 0:
                at = i + 1
        elif d == "define" and guard is None and depth == 1:
            guard = i + 1
    if at is None:
        at = guard or 0
    if at == 0 and lines and lines[0].lstrip().startswith("/*"):
        # after the header's opening comment (licence, description)
        while at < len(lines) and "*/" not in lines[at]:
            at += 1
        while at + 1 < len(lines) and not lines[at + 1].strip():
            at += 1
        return lines[:at + 1] + [include, "\n"] + lines[at + 1:]
    return lines[:at] + [include] + lines[at:]


def add_table(path, text, fops, table):
    """text with table (the descriptions, command table and the functions
    that hand it to compat_time) before the definition of fops, the
    file_operations or other struct that holds the handler, as
    Coccinelle finds it (WIRE_FILE, -D place)."""
    _, seen = wire(path, text, ["place", "held_by=" + fops])
    if not seen.get("decl"):
        raise RewriteError("%s: no definition of %s to put its table "
                           "before" % (path, fops))
    lines = text.split("\n")
    line = int(seen["decl"][0])
    # the declaration's type on the lines above its name
    while line > 1 and lines[line - 2].rstrip()[-1:].isidentifier() and \
            not lines[line - 2].lstrip().startswith(("#", "/", "*")):
        line -= 1
    at = sum(len(l) + 1 for l in lines[:line - 1])
    # A .compat_ioctl the driver builds only with CONFIG_COMPAT is the
    # table's fallback only then.
    if seen.get("compat") and not wire(
            path, text, ["place", "held_by=" + fops],
            ["--undefined", "CONFIG_COMPAT"])[1].get("compat"):
        table = re.sub(r"^(\t\.compat_fallback = .*\n)",
                       r"#ifdef CONFIG_COMPAT\n\1#endif\n", table,
                       flags=re.M)
    # ... and before the comment right above it, which is about it.
    c = re.search(r"(?:^[ \t]*/\*(?:[^*]|\*(?!/))*\*/[ \t]*\n|"
                  r"^[ \t]*//[^\n]*\n)+\Z", text[:at], re.M)
    if c:
        at = c.start()
    return text[:at] + table + text[at:]


def add_after(path, text, fn, code):
    """text with code after the definition of function fn, on the lines
    after the one that ends it (the parse tree says where)."""
    ends = [offsets(text)(r["end"]) for r in parsed_now(path, text)
            if r["kind"] == "fn" and r["fn"] == fn]
    if len(ends) != 1:
        raise RewriteError("%s: %d definitions of %s() to put %s after" %
                           (path, len(ends), fn, code.split("(")[0]))
    end = text.find("\n", ends[0]) + 1 or len(text)
    return text[:end] + "\n" + code + text[end:]


def sizeless_define(path, text, name, new, ctype, nr, iow):
    """text with size-less command name (a #define of a plain number)
    joined by new, its sized time64 twin, as upstream gave lp
    (LPSETTIMEOUT_NEW): in a header, user space with 64-bit time sends
    new and the rest the old number (name_OLD); the kernel serves both."""
    m = re.search(r"^([ \t]*#[ \t]*define[ \t]+)%s\b([ \t]+)(.*)$" %
                  re.escape(name), text, re.M)
    names = set(re.findall(r"\w+", text))
    if not m or m.group(3).rstrip().endswith("\\") or new in names or \
            name + "_OLD" in names:
        raise NotConverted("%s: cannot add %s beside the #define of %s: %s" %
                           (path, new, name, "its name is taken" if m and
                            not m.group(3).rstrip().endswith("\\") else
                            "no one-line #define of it"))
    head, sep, rest = m.groups()
    twin = "%s%s%s%s(%s, %s, __s64[2])" % (head, new, sep, iow, ctype, nr)
    if not path.endswith(".h"):
        return text[:m.end()] + "\n" + twin + text[m.end():]
    old = name + "_OLD"
    pick = ["#if defined(__KERNEL__) || __BITS_PER_LONG == 64",
            "%s%s%s%s" % (head, name, sep, old), "#else",
            "%s%s (sizeof(time_t) > sizeof(__kernel_long_t) ? \\" %
            (head, name),
            "\t%s : %s)" % (new, old), "#endif"]
    first = text[:m.start()].count("\n")
    lines = (text[:m.start()] + "%s%s%s%s\n%s\n%s" % (
        head, old, sep, rest, twin, "\n".join(pick)) +
        text[m.end():]).splitlines(keepends=True)
    # for _IOW(), and for __s64, __kernel_long_t and __BITS_PER_LONG
    for inc in ("#include <linux/types.h>\n", "#include <linux/ioctl.h>\n"):
        lines = add_include(lines, first, inc)
    return "".join(lines)


def parsed_now(path, text):
    """The records of the parse tree of text, file path as the edits so
    far left it, their file named by path's base name."""
    with tempfile.TemporaryDirectory(prefix="ct-parse.") as work:
        name = os.path.basename(path)
        with open(os.path.join(work, name), "w",
                  errors="surrogateescape") as f:
            f.write(text)
        try:
            return parse_tree(work, [name])
        except ParseError as e:
            raise RewriteError(str(e))


def case_labels(path, text):
    """The label records of text, file path as the edits so far left it,
    with their offsets in text (parsed.placed())."""
    return placed(text, parsed_now(path, text), os.path.basename(path))


def sizeless_edit(path, text, e):
    """One plan entry for a size-less command: its twin's #define
    ("sizeless"), the twin's case label beside the command's in the
    handler's body ("addcase"), or the command's case gone from the
    .compat_ioctl the table now falls back to, which the table serves
    instead ("dropcase").  The case is found, and its statements told
    apart, by the parse tree."""
    if "sizeless" in e:
        return sizeless_define(path, text, e["sizeless"], e["new"],
                               e["type"], e["nr"], e["dir"])
    cmd = e.get("addcase") or e["dropcase"]
    # the body, renamed __F() if it was split; a .compat_ioctl by its name
    fns = [e["fn"], "__" + e["fn"]] if "addcase" in e else [e["fn"]]
    labels = case_labels(path, text)
    at = [c for c in labels if c["fn"] in fns and c["label"] == cmd]
    if len(at) != 1:
        raise NotConverted("%s: %s() has %d case %s: labels, not one" %
                           (path, e["fn"], len(at), cmd))
    label = at[0]
    bol = text.rfind("\n", 0, label["pos"]) + 1
    lead = text[bol:label["pos"]]
    if "addcase" in e:
        if lead.strip():
            return text[:label["pos"]] + "case %s: " % e["new"] + \
                text[label["pos"]:]
        return text[:label["pos"]] + "case %s:\n%s" % (e["new"], lead) + \
            text[label["pos"]:]
    if label["falls_in"]:
        raise NotConverted("%s: %s(): the case %s: may be reached from the "
                           "code before it" % (path, e["fn"], cmd))
    # its statements, up to the next label of its switch
    if label["stmts"] is None:
        raise NotConverted("%s: the case %s: of %s() has preprocessor "
                           "lines among its statements" % (path, cmd,
                                                           e["fn"]))
    eol = text.find("\n", label["stmts"]) + 1
    if lead.strip() or not eol or text[label["stmts"]:eol].strip():
        raise NotConverted("%s: the case %s: of %s() is not on lines of its "
                           "own" % (path, cmd, e["fn"]))
    text = text[:bol] + text[eol:]
    # its local time copy, now unused
    return wire(path, text, ["unused", "fn=" + e["fn"]])[0]


def struct_block(path, text, tag, records=None):
    """(start, end) of the lines of the declaration that defines struct
    tag in text, file path, or None: the parse tree says where (records,
    parsed_now()'s of text, if given)."""
    if records is None:
        records = parsed_now(path, text)
    at = [r for r in records if r["kind"] == "struct" and r["struct"] == tag]
    if len(at) != 1:
        return None
    offset = offsets(text)
    start = text.rfind("\n", 0, offset(at[0]["at"])) + 1
    end = text.find("\n", offset(at[0]["end"])) + 1 or len(text)
    return start, end


def variants64(texts, olds, fixed):
    """Each struct in fixed (tag -> file) gets a twin, tag64, with its
    kernel-typed times as 64-bit ones, after it, and each single-line
    command taking it a CMD64 taking the twin, after its #define: the
    explicit 64-bit variant upstream gave ppp (PPPIOCGIDLE64).  texts:
    {file: text}, changed in place; olds: the same files before (the twin
    is made from the struct as user space sees it); returns what it could
    not do."""
    said = []
    for tag, f in sorted(fixed.items()):
        cmd = re.compile(r"^([ \t]*#[ \t]*define[ \t]+)(\w+)([ \t]+\w*_IO(?:R|W|WR)"
                         r"[ \t]*\(.*\bstruct[ \t]+)%s(\b[ \t]*\).*)$" %
                         re.escape(tag), re.M)
        hits = [(n, m) for n in sorted(texts) for m in cmd.finditer(texts[n])]
        names = set(re.findall(r"\b\w+\b", "".join(texts.values())))
        if not hits or tag + "64" in names or \
           any(m.group(2) + "64" in names for n, m in hits):
            said.append("struct %s: no 64-bit twin (%s)" % (
                tag, "its names are taken" if hits else
                "no one-line #define takes it"))
            continue
        old = struct_block(f, olds[f], tag)
        blk = struct_block(f, texts[f], tag)
        if not old or not blk:
            said.append("struct %s: not found in %s" % (tag, f))
            continue
        twin = olds[f][old[0]:old[1]]
        twin = re.sub(r"\bstruct(\s+)%s\b" % re.escape(tag),
                      r"struct\g<1>%s64" % tag, twin, count=1)
        for old, new in FIXED64.items():
            twin = type_pattern(old).sub(new, twin)
        # the struct's own constants (video_event's VIDEO_EVENT_*) stay
        # with it alone
        twin = re.sub(r"^[ \t]*#[ \t]*define\b.*[^\\\n]\n", "", twin,
                      flags=re.M)
        twin = "".join(retab(l) for l in twin.splitlines(keepends=True))
        texts[f] = texts[f][:blk[1]] + "\n" + twin + texts[f][blk[1]:]
        for n in sorted(set(n for n, m in hits)):
            texts[n] = cmd.sub(lambda m: "%s\n%s%s64%s%s64%s" % (
                m.group(0), m.group(1), m.group(2),
                re.sub(r"^   ", " ", m.group(3)), tag, m.group(4)),
                texts[n])
    return said


def kernel_view(path, text, edits):
    """text with each edited member line (1-based line -> legacy
    spelling) given a kernel branch; runs of adjacent members share one
    #ifdef."""
    lines = text.splitlines(keepends=True)
    out, i = [], 0
    while i < len(lines):
        if i + 1 not in edits:
            out.append(lines[i])
            i += 1
            continue
        j = i + 1
        while j < len(lines) and j + 1 in edits:
            j += 1
        out.append("#ifdef __KERNEL__\n")
        out += [kernel_line(path, n + 1, lines[n], edits[n + 1])
                for n in range(i, j)]
        out.append("#else\n")
        out += lines[i:j]
        out.append("#endif\n")
        i = j
    # Nothing was inserted before the first edited line.
    first = min(edits) - 1
    return "".join(add_include(out, first, TIME_TYPES))


def kernel_defines(path, text, defines):
    """text with each command the .c file defines (name -> legacy
    spelling of its argument) taking the kernel type in place, as
    ppdev.c's PPGETTIME64 does: the file is the kernel's alone, and
    programs keep the definition they copied from the old text."""
    for name, spelling in defines.items():
        line = re.compile(r"^[ \t]*#[ \t]*define[ \t]+%s\b.*$" %
                          re.escape(name), re.M)
        m = line.search(text)
        new, n = type_pattern(spelling).subn(KERNEL_TYPE[spelling],
                                             m.group(0) if m else "", 1)
        if not n:
            raise NotConverted("%s: cannot give %s's argument a kernel "
                               "type: its #define is not on one line" %
                               (path, name))
        # a line the patch touches is checkpatch clean: ", " in the code,
        # outside character and string literals
        c = COMMENT.search(new)
        code, comment = (new[:c.start()], new[c.start():]) if c else (new, "")
        new = "".join(p if i % 2 else re.sub(r",(?=\S)", ", ", p)
                      for i, p in enumerate(re.split(
                          r"""('(?:\\.|[^'])*'|"(?:\\.|[^"])*")""",
                          code))) + comment
        text = text[:m.start()] + new + text[m.end():]
    return text


def with_include(text):
    """text with <linux/compat_time.h>, which a file that gets a table
    needs: after the last <...> include outside #if blocks, else before
    the first "..." one, else after the opening comment."""
    if "<linux/compat_time.h>" in text:
        return text
    # only includes outside #if blocks: one in #ifdef CONFIG_X would
    # leave the table's header out of other builds
    depth, plain, local = 0, [], None
    for m in re.finditer(r"^[ \t]*#[ \t]*(\w+)(.*)\n", text, re.M):
        word = m.group(1)
        depth += word in ("if", "ifdef", "ifndef")
        depth -= word == "endif"
        if word == "include" and not depth:
            if m.group(2).strip().startswith("<"):
                plain.append(m.end())
            elif local is None:
                local = m
    head = re.match(r"\s*(/\*.*?\*/[ \t]*\n|//[^\n]*\n)+", text, re.S)
    at = plain[-1] if plain else local.start() if local else \
        head.end() if head else 0
    return text[:at] + "#include <linux/compat_time.h>\n" + text[at:]


def framework_compat(path, text):
    """text with .compat_ioctl added to each file_operations that a
    converted kernel-buffer handler's holder names (.fops = &X), whose
    .unlocked_ioctl is a framework's entry that serves 32-bit callers too
    once named there (WIRE_FILE's), and which has none."""
    new, seen = wire(path, text, ["framework"])
    missing = set(seen.get("holder", [])) - set(seen.get("fops", []))
    if missing:
        raise NotConverted(
            "%s: not defined in the file of the handler's holder, which "
            "would give it .compat_ioctl for 32-bit callers" %
            ", ".join(sorted(missing)))
    return new


def twin_compat(path, text, holder, twin):
    """text with holder's 32-bit twin member (twin: member, entry) naming
    entry, the function rw_kplan() wrote beside the table, under
    CONFIG_COMPAT after its .ioctl, or in place of what it named."""
    new, seen = wire(path, text, ["twin", "held_by=" + holder,
                                  "member=" + twin["member"],
                                  "entry=" + twin["entry"]])
    if holder not in seen.get("twin", []):
        raise NotConverted("%s: %s: cannot give it .%s for 32-bit "
                           "callers" % (path, holder, twin["member"]))
    # Coccinelle leaves the line after the #endif it added empty, but for
    # the indentation of a member
    lines = new.split("\n")
    for i, line in enumerate(lines[:-3]):
        if line.strip() == ".%s = %s," % (twin["member"], twin["entry"]) \
                and lines[i + 1] == "#endif" and not lines[i + 2].strip():
            del lines[i + 2]
            break
    return "\n".join(lines)


def group_root(files):
    """The directory the files' relative names are taken from."""
    return os.path.commonpath([os.path.dirname(os.path.abspath(f))
                               for f in files])


def run_spatch(work, names, plan, tree):
    """The rewrite script in place on work/names, whose parse tree says
    tree (parsed.py); its stderr messages."""
    # headers first: Coccinelle takes a name for a typedef once a file
    # uses it as one (a macro's "type *node"), and a struct's member of
    # that name, in a header read after it, goes unseen
    with open(os.path.join(work, ".parsed.json"), "w") as f:
        json.dump(tree, f)
    argv = ["spatch", "--very-quiet", "--no-includes", "--sp-file", SP_FILE,
            "-D", "patch", "--in-place"] + sorted(
                names, key=lambda n: not n.endswith(".h"))
    try:
        p = subprocess.run(argv, cwd=work, capture_output=True, text=True,
                           timeout=SPATCH_TIMEOUT,
                           env=dict(os.environ, CT_REWRITE_PLAN=plan,
                                    CT_REWRITE_FILES="\n".join(names),
                                    CT_REWRITE_PARSED=os.path.join(
                                        work, ".parsed.json")))
    except subprocess.TimeoutExpired:
        raise RewriteError("spatch did not finish in %d s on %s" %
                           (SPATCH_TIMEOUT, " ".join(names)))
    said = [l for l in p.stderr.splitlines()
            if l.startswith("ioctl_time_rewrite: ")]
    other = [l for l in p.stderr.splitlines() if l not in said and l.strip()]
    if p.returncode or any("Traceback" in l or "rror" in l for l in other):
        raise RewriteError("spatch failed (exit %d) on %s:\n  %s" %
                           (p.returncode, " ".join(names),
                            "\n  ".join(other[-15:])))
    return said


def rewrite(files, copies=False):
    """{relative name: (old text, new text)} of the group, and messages;
    copies: in place only, even where a handler could get a table."""
    root = group_root(files)
    names = [os.path.relpath(os.path.abspath(f), root) for f in files]
    crlf = set()    # files with DOS line ends, which they keep
    raws = {}       # the files as they were, with "\n" line ends
    with tempfile.TemporaryDirectory(prefix="ct-rewrite.") as work:
        for n in names:
            with open(os.path.join(root, n), errors="surrogateescape",
                      newline="") as f:
                text = f.read()
            if "\r\n" in text:
                crlf.add(n)
                text = text.replace("\r\n", "\n")
            raws[n] = text
        if not any(LEGACY_TIME.search(t) for t in raws.values()):
            # nothing to convert, and Coccinelle would take minutes to
            # find that out on a big driver (radeon's 203 files: 97 s)
            return root, {n: (t, t) for n, t in raws.items()}, [
                "ioctl_time_rewrite: no time type (time_t, struct timeval "
                "or timespec) is spelled in these files, and structs from "
                "headers not among them are not looked at: nothing to "
                "convert"]
        # what follows reads the group in canonical spelling (canon.py)
        try:
            olds, tied = canon.canonical(raws)
        except canon.CanonError as e:
            raise RewriteError(str(e))
        for n in names:
            os.makedirs(os.path.join(work, os.path.dirname(n)), exist_ok=True)
            with open(os.path.join(work, n), "w",
                      errors="surrogateescape") as f:
                f.write(olds[n])
        plan = os.path.join(work, ".plan.json")
        try:
            tree = parse_tree(work, names)
        except ParseError as e:
            raise RewriteError(str(e))
        said = run_spatch(work, names, plan, tree)
        edits, defines, tables, kinds, cases = {}, {}, {}, {}, {}
        in_place = []
        table_only = set()  # bare struct timeval/timespec, size-less numbers
        if os.path.exists(plan):
            with open(plan) as f:
                for e in json.load(f):
                    if "sizeless" in e or e.get("struct") == "":
                        table_only.add((e["file"], e["line"],
                                        e.get("sizeless") or e["name"]))
                    if "inplace" in e:
                        in_place.append(e)
                    elif "fops" in e or "after" in e:
                        tables.setdefault(e["file"], []).append(e)
                    elif "sizeless" in e or "addcase" in e or \
                            "dropcase" in e:
                        cases.setdefault(e["file"], []).append(e)
                    elif e["file"].endswith(".c"):
                        defines.setdefault(e["file"], {})[e["name"]] = \
                            e["type"]
                    else:
                        edits.setdefault(e["file"], {})[e["line"]] = \
                            e["type"]
                        if e["struct"] and e["file"].endswith(".h"):
                            kinds.setdefault((e["struct"], e["file"]),
                                             set()).add(e["type"])
        lost = members.undescribed([t["text"] for ts in tables.values()
                                    for t in ts], olds)
        if lost:
            raise NotConverted("%s%s" % (lost[0], "" if len(lost) == 1 else
                                         " (and %d more)" % (len(lost) - 1)))
        placed, cmembers = {}, {}
        if copies:
            edits, defines, tables, kinds, cases = {}, {}, {}, {}, {}
            said += ["ioctl_time_rewrite: %s:%d: %s: a bare struct timeval "
                     "or timespec, or a number that encodes no size, which "
                     "only a table serves (without --copies): not "
                     "converted" % c for c in sorted(table_only)]
        if in_place and not tables:
            placed, said = convert_in_place(olds, in_place, said, edits, kinds,
                                            cmembers, tree)
        fixed = {s: f for (s, f), types in kinds.items()
                 if types <= set(FIXED64)}
        result, news = {}, {}
        for n in names:
            with open(os.path.join(work, n), errors="surrogateescape") as f:
                new = olds[n] if copies else f.read()
            if n in placed:
                new, note = copy_compat(n, with_include(placed[n]))
                said += note
            # the twin's #define first, while its name is free
            for e in cases.get(n, []):
                if "sizeless" in e:
                    new = sizeless_edit(n, new, e)
            for t in tables.get(n, []):
                if "after" in t:
                    new = add_after(n, new, t["after"], t["text"])
                else:
                    new = add_table(n, new, t["fops"], t["text"])
            for e in cases.get(n, []):
                if "sizeless" not in e:
                    new = sizeless_edit(n, new, e)
            if n in tables:
                new = with_include(new)
            if "COMPAT_TIME_IOCTL_KERNEL(" in new:
                new = framework_compat(n, new)
            for t in tables.get(n, []):
                if "compat" in t:
                    new = twin_compat(n, new, t["fops"], t["compat"])
            if n in edits:
                new = kernel_view(n, new, edits[n])
            if n in defines:
                new = kernel_defines(n, new, defines[n])
            news[n] = new
        # The uapi changes only with the driver side that serves it.
        if (edits or defines or cases) and not tables and not placed:
            raise NotConverted(
                "%s: no handler got a table to serve the new layouts, "
                "so no header changes either" % ", ".join(
                    sorted(set(edits) | set(defines) | set(cases))))
        said += variants64(news, olds, fixed)
        for n in names:
            old = raws[n]
            try:
                new = canon.spelled_as(old, olds[n], news[n],
                                       tied.get(n, ()))
            except canon.CanonError as e:
                raise RewriteError(str(e))
            if n in crlf:
                old = old.replace("\n", "\r\n")
                new = new.replace("\n", "\r\n")
            result[n] = (old, new)
        if not edits and not defines and not any(
                driver.TABLE.search(new) and not driver.TABLE.search(old)
                for old, new in result.values()):
            # Not converted: not even the initialiser changes.
            result = {n: (old, old) for n, (old, new) in result.items()}
            said += unexplained(olds, said)
    return root, result, places.named(olds, said, tree)


def convert_in_place(olds, entries, said, edits, kinds, cmembers, tree):
    """The .c files of the group tools/convert/inplace.py converts in
    place ({name: text}), for the plan's in-place entries, and the
    messages: the rewrite's own, but those of the commands converted,
    and inplace's.  The converted structs' header members go to edits
    and kinds, as the table's do; those of a struct a .c file defines
    (cmembers) take the kernel type in the texts converted.  tree: what
    the group's parse tree says (parsed.py), whose lines those edits
    keep."""
    texts = dict(olds)
    placed, done, isaid = inplace.convert(texts, entries, tree)
    cmds = set(c for e in done for c in e["cmds"])
    for e in done:
        for m in e["edits"]:
            if not m["file"].endswith(".h"):
                cmembers.setdefault(m["file"], {})[m["line"]] = m["type"]
    if cmembers:
        # the members of a struct a .c file defines take the kernel
        # type where they are; the conversion then reads that text
        for n, members_ in cmembers.items():
            texts[n] = kernel_members(n, texts[n], members_)
        placed, done, isaid = inplace.convert(texts, entries, tree)
    kept = [l for l in said if "not converted" not in l or not any(
        re.search(r"\b%s\b" % c, l) for c in cmds)]
    # a refusal of a command the rewrite found a handler for, and said
    # why, is said once: the in-place reading meets the same case
    told = [l for l in said if "dispatch elsewhere" not in l]
    isaid = [m for c, m in isaid
             if not c or not any(re.search(r"\b%s\b" % c, l) for l in told)]
    for e in done:
        for m in e["edits"]:
            if m["file"].endswith(".h"):
                edits.setdefault(m["file"], {})[m["line"]] = m["type"]
                kinds.setdefault((m["struct"], m["file"]),
                                 set()).add(m["type"])
    return placed, kept + ["ioctl_time_rewrite: " + l for l in isaid]


def wire(path, text, defines, options=()):
    """(text with WIRE_FILE applied, spatch -D defines and options,
    {what: [what it printed]}): fops, holder, wired (file_operations
    names), decl (a line), compat."""
    with tempfile.TemporaryDirectory(prefix="ct-wire.") as work:
        c = os.path.join(work, os.path.basename(path))
        with open(c, "w", errors="surrogateescape") as f:
            f.write(text)
        argv = ["spatch", "--very-quiet", "--no-includes", "--sp-file",
                WIRE_FILE] + list(options) + ["--in-place", c]
        for d in defines:
            argv[-2:-2] = ["-D", d]
        try:
            p = subprocess.run(argv, capture_output=True, text=True,
                               timeout=SPATCH_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise RewriteError("spatch did not finish in %d s on %s" %
                               (SPATCH_TIMEOUT, path))
        if p.returncode:
            raise RewriteError("spatch failed (exit %d) on %s: %s" % (
                p.returncode, path, p.stderr.strip()[-300:]))
        with open(c, errors="surrogateescape") as f:
            new = f.read()
    seen = {}
    for w in map(str.split, p.stdout.splitlines()):
        if len(w) == 2:
            seen.setdefault(w[0], []).append(w[1])
    return new, seen


def copy_compat(path, text):
    """text, converted in place, with a .compat_ioctl for each of its
    file_operations that has an .unlocked_ioctl and none: a function
    that hands the copy table to compat_time_compat_ioctl(), which sends
    32-bit callers' commands of the table to the driver's .unlocked_ioctl
    (the others get -ENOTTY, as they did); and what it says where the
    file holds none."""
    table = driver.TABLE.search(text).group(1)
    entry = re.sub(r"_table$", "", table) + "_compat_ioctl"
    new, seen = wire(path, text, ["copy", "entry=" + entry])
    if not seen.get("fops"):
        return text, ["ioctl_time_rewrite: %s: no file_operations here: "
                      "32-bit processes on a 64-bit kernel reach the "
                      "converted cases only if the .compat_ioctl of the "
                      "file_operations that lead to them passes them on "
                      "(compat_ptr_ioctl() does); here they are left as "
                      "they are" % path]
    if not seen.get("wired"):
        return text, []
    return add_table(path, new, seen["wired"][0], (
        "static long %s(struct file *file, unsigned int cmd,\n"
        "%sunsigned long arg)\n{\n\treturn compat_time_compat_ioctl("
        "&%s, file, cmd, arg);\n}\n\n") % (
            entry, "\t" * ((len("static long %s(" % entry)) // 8) +
            " " * ((len("static long %s(" % entry)) % 8), table)), []


def kernel_members(path, text, members_):
    """text with each member line ({line: legacy spelling}) of a struct
    a .c file defines taking the kernel type in place: the file is the
    kernel's alone."""
    lines = text.splitlines(keepends=True)
    for n, spelling in members_.items():
        new, k = type_pattern(spelling).subn(KERNEL_TYPE[spelling],
                                             lines[n - 1], 1)
        if not k:
            raise NotConverted("%s:%d: cannot give a member the kernel type "
                               "%s" % (path, n, KERNEL_TYPE[spelling]))
        lines[n - 1] = new
    return "".join(lines)


# What a message says of a driver or command that stays as it was.
LEFT = re.compile(r"not converted|left as (it is|they are)")
NOTHING_SAID = "nothing to convert"
EXPLAINED = re.compile(r"%s|%s" % (LEFT.pattern, NOTHING_SAID))


def outcome(result, said):
    """The exit status for result ({name: (old, new)}) and said."""
    if any(old != new for old, new in result.values()):
        return PARTIAL if any(LEFT.search(l) for l in said) else CONVERTED
    return NOTHING if any(NOTHING_SAID in l for l in said) else REFUSED


def unexplained(olds, said):
    """The message for a group nothing was converted in, where no message
    says why (an exit 0 with nothing said looks like nothing to do):
    where the group spells a legacy time type, or its table."""
    if any(EXPLAINED.search(l) for l in said):
        return []
    for n, text in sorted(olds.items()):
        m = driver.TABLE.search(text)
        if m:
            return ["ioctl_time_rewrite: %s:%d: holds compat_time table %s "
                    "already: nothing to convert" % (
                        n, inplace.line_of(text, m.start()), m.group(1))]
    return ["ioctl_time_rewrite: %s: not converted: %s" %
            places.message(olds, LEGACY_TIME,
                           getattr(olds, "typedefs", {}))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--in-place", action="store_true",
                    help="write the converted files instead of a patch")
    ap.add_argument("--copies", action="store_true",
                    help="convert the copies and case labels where they "
                    "are (tools/convert/inplace.py), even where a handler "
                    "could get a table")
    ap.add_argument("files", nargs="+", metavar="FILE")
    args = ap.parse_args()
    for f in args.files:
        if not os.path.isfile(f):
            ap.error("no file %s" % f)
    try:
        root, result, said = rewrite(args.files, args.copies)
    except NotConverted as e:
        print("ioctl_time_rewrite: %s: not converted" % e, file=sys.stderr)
        return REFUSED
    except RewriteError as e:
        print("rewrite.py: %s: nothing changed" % e, file=sys.stderr)
        return FAILED
    for line in said:
        print(line, file=sys.stderr)
    for n, (old, new) in sorted(result.items()):
        if old == new:
            continue
        if args.in_place:
            with open(os.path.join(root, n), "w", errors="surrogateescape",
                      newline="") as f:
                f.write(new)
        else:
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(keepends=True), new.splitlines(keepends=True),
                "a/" + n, "b/" + n))
    return outcome(result, said)


if __name__ == "__main__":
    sys.exit(main())
