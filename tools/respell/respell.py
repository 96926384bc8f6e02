#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""respell.py - a driver's C, spelled another way with the same meaning.

Usage: tools/respell/respell.py KIND FILE...

Respells FILE... (one driver's files; the .c files are read) in place,
as KIND says, and prints how many places it changed.  Coccinelle parses
the files (tools/respell/sites.cocci) and names each place; this script
only makes the edit there.  The kinds, each a spelling drivers use:

  addr_fn       ".unlocked_ioctl = &fn" for "= fn", in every initialiser
                that names a function of the files
  paren_case    "case (X):" for "case X:"
  sizeof_space  "sizeof (x)" for "sizeof(x)"
  unsigned      "unsigned cmd" for "unsigned int cmd", in definitions'
                parameters and results
  long_int      "long int" for "long", "unsigned long int" for "unsigned
                long", in the same places
  prototype     a prototype before the definition of each function an
                initialiser names (unless the files declare it already)
  init_order    the designated members of each initialiser that names
                functions in the other order (those on lines of their
                own)
  typedef_struct  "rs_S_t" for "struct S" wherever the .c files use it,
                with "typedef struct S rs_S_t;" after the file's first
                #include
  case_macro    "case RS_X:" for "case X:", X a name, with "#define RS_X
                X" after the file's first #include
  line_break    each function definition's result type on a line of its
                own, and its opening brace on the line the header ends
                on (or on a line of its own, where it was on the header's)
  gnu_init      the GNU "member: value" for an initialiser's
                ".member = value", where both are on one line
  case_join     a case label moved up onto the line of the statement
                ending the case before it ("break; case X:"), its own
                line left empty
  all           all of them at once

Exit status 0, or 2 when spatch fails.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SITES = os.path.join(HERE, "sites.cocci")
KINDS = ("addr_fn", "paren_case", "sizeof_space", "unsigned", "long_int",
         "prototype", "init_order", "typedef_struct", "case_macro",
         "line_break", "gnu_init", "case_join")
# How far below a definition's result type its opening brace may be
HEADER_LINES = 12
TIMEOUT = 120


class RespellError(Exception):
    """spatch failed, or a place was not what Coccinelle said it was."""


def sites(files, cwd):
    """[(kind, file, line, column, column_end, text)] in the .c files."""
    cfiles = [f for f in files if f.endswith(".c")]
    if not cfiles:
        return []
    p = subprocess.run(["spatch", "--very-quiet", "--no-includes",
                        "--sp-file", SITES] + cfiles, cwd=cwd,
                       capture_output=True, text=True, timeout=TIMEOUT)
    if p.returncode:
        raise RespellError("spatch exited %d: %s" % (
            p.returncode, p.stderr.strip()[-300:]))
    return [tuple(json.loads(l)) for l in p.stdout.splitlines()
            if l.startswith("[")]


# Type spellings each kind gives another: {kind: {type: respelled}}.
TYPES = {
    "unsigned": {"unsigned int": "unsigned"},
    "long_int": {"long": "long int", "unsigned long": "unsigned long int"},
}


def edit(line, kind, col, end, text):
    """line (no newline) with one respelling at columns [col, end)."""
    word = line[col:end]
    if kind in TYPES:
        if word.split() != text.split():
            raise RespellError("%r at column %d is not the type %r" % (
                word, col, text))
        return line[:col] + TYPES[kind][text] + line[end:]
    if kind == "addr_fn":
        return line[:col] + "&" + line[col:]
    if kind == "paren_case":
        return line[:col] + "(" + word + ")" + line[end:]
    if kind == "sizeof_space" and word == "sizeof":
        return line[:end] + " " + line[end:]
    if kind == "typedef_struct" and word == text:
        head = line[:col].rstrip()
        if head.endswith("struct") and head[:-6][-1:] in ("", " ", "\t",
                                                         "(", ","):
            return head[:-6] + "rs_%s_t" % text + line[end:]
    if kind == "case_macro" and word.isidentifier():
        return line[:col] + "RS_" + word + line[end:]
    if kind == "gnu_init" and word == text and line[col - 1:col] == ".":
        eq = end + len(line[end:]) - len(line[end:].lstrip())
        if line[eq:eq + 1] == "=":
            return line[:col - 1] + word + ":" + line[eq + 1:]
    raise RespellError("%s at column %d: %r is not what %s edits" % (
        kind, col, word, kind))


def reorder(lines, places):
    """lines with the members each initialiser's places name, each on a
    line of its own (".member = value,"), in the other order within each
    run of adjacent lines (an #ifdef between two members keeps them
    apart)."""
    runs = []
    for line in sorted(set(p[0] for p in places)):
        text = lines[line - 1].strip()
        if not (text.startswith(".") and text.endswith(",")):
            continue
        if runs and runs[-1][-1] == line - 1:
            runs[-1].append(line)
        else:
            runs.append([line])
    for run in runs:
        texts = [lines[n - 1] for n in run]
        for n, text in zip(run, reversed(texts)):
            lines[n - 1] = text
    return lines


def break_lines(lines, line, end, name):
    """lines with the definition of name, whose result type ends at
    column end of line, split after its type, and its opening brace
    moved between the header's last line and a line of its own."""
    text = lines[line - 1]
    if name not in text[end:]:
        return lines    # the name further down (an #if between): as it is
    # the line the parameter list closes on, from the name on
    depth, opened, k = 0, False, line - 1
    for k in range(line - 1, min(line - 1 + HEADER_LINES, len(lines))):
        part = lines[k][end:] if k == line - 1 else lines[k]
        depth += part.count("(") - part.count(")")
        opened = opened or "(" in part
        if opened and depth <= 0:
            break
    else:
        return lines    # a header split over #if branches: as it is
    if k + 1 < len(lines) and lines[k + 1].strip() == "{":
        lines[k] = lines[k].rstrip() + " {"
        del lines[k + 1]
    elif lines[k].rstrip().endswith("{"):
        lines[k] = lines[k].rstrip()[:-1].rstrip()
        lines.insert(k + 1, "{")
    text = lines[line - 1]
    lines[line - 1:line] = [text[:end].rstrip(), text[end:].lstrip()]
    return lines


def join_case(lines, line, col):
    """lines with the label whose expression starts at column col of
    line moved to the end of the line above, when that line ends a
    statement and the label starts its own line."""
    head = lines[line - 1][:col].split()
    above = lines[line - 2].rstrip() if line > 1 else ""
    if head not in (["case"], ["case", "("], ["case("]) or \
            not above.endswith(";") or above.lstrip().startswith("#") or \
            any(c in above for c in ("//", "/*", "*/")):
        return lines
    lines[line - 2] = above + " " + lines[line - 1].lstrip()
    lines[line - 1] = ""
    return lines


def declare(lines, names):
    """lines with names (lines of C) after the first #include, or at
    the top."""
    at = next((n + 1 for n, l in enumerate(lines)
               if l.startswith("#include")), 0)
    lines[at:at] = sorted(names)
    return lines


def respell(kinds, files, cwd, places=None):
    """Respell files (relative to cwd) in place, at places (sites() of
    the files as they are, found again when None); the number of
    edits."""
    by_file = {}
    if places is None:
        places = sites(files, cwd)
    for kind, f, line, col, end, text in places:
        # a type site is each kind's that respells that type
        for k in [k for k in kinds if text in TYPES.get(k, ())] \
                if kind == "type" else [kind]:
            if k in kinds:
                by_file.setdefault(f, set()).add((line, col, end, k, text))
    for f, places in by_file.items():
        path = os.path.join(cwd, f)
        with open(path, errors="surrogateescape") as fh:
            lines = fh.read().split("\n")
        lines = reorder(lines, [p for p in places if p[3] == "init_order"])
        places = [p for p in places if p[3] != "init_order"]
        # from the end, so that earlier places keep their columns, and a
        # line's own edits before a prototype goes in above it
        names = set()
        # (a label's line is joined to the one above after its own
        # edits)
        for line, col, end, kind, text in sorted(
                places, reverse=True,
                key=lambda p: (p[0], p[3] != "case_join",
                               p[3] != "prototype",
                               p[3] != "line_break", p[1])):
            if kind == "prototype":
                lines.insert(line - 1, text)
            elif kind == "case_join":
                lines = join_case(lines, line, col)
            elif kind == "line_break":
                lines = break_lines(lines, line, end, text)
            else:
                word = lines[line - 1][col:end]
                if kind == "case_macro" and not word.isidentifier() or \
                        kind == "typedef_struct" and not lines[line - 1][
                            :col].rstrip().endswith("struct") or \
                        kind == "gnu_init" and (word != text or not lines[
                            line - 1][end:].lstrip().startswith("=")):
                    # not a name; "struct" not right before; a member
                    # moved (all kinds) or whose "=" is on another line
                    continue
                lines[line - 1] = edit(lines[line - 1], kind, col, end,
                                       text)
                if kind == "typedef_struct":
                    names.add("typedef struct %s rs_%s_t;" % (text, text))
                elif kind == "case_macro":
                    names.add("#define RS_%s %s" % (word, word))
        lines = declare(lines, names)
        with open(path, "w", errors="surrogateescape") as fh:
            fh.write("\n".join(lines))
    return sum(len(p) for p in by_file.values())


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in KINDS + ("all",):
        sys.exit(__doc__.strip())
    kinds = KINDS if sys.argv[1] == "all" else (sys.argv[1],)
    try:
        print(respell(kinds, sys.argv[2:], os.getcwd()))
    except (RespellError, subprocess.TimeoutExpired) as e:
        print("respell: %s" % e, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
