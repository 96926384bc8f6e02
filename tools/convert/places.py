# SPDX-License-Identifier: GPL-2.0
"""places - where the rewrite's refusals point: where the legacy time
types of a driver's files sit, for the message of a group whose time no
command's argument holds (message()), and where the .c files name the
commands no handler the rewrite follows uses (named()), such as a case
label "case _IOC_NR(CMD):" under a switch on part of the number.

Each spelling (time_t, struct timeval, struct timespec and their kernel
forms) is in a struct or union, a function's locals, or elsewhere.  A
struct that holds one is looked for behind the pointer members of the
files' other structs: a command's number says its argument's layout, not
the layout of what the argument points to, so time there is the
driver's own copies to convert, ABI by ABI, which compat_time does not
describe.  The text is read with comments, literals and preprocessor
lines masked (inplace.mask()); in a file whose braces do not balance
(both sides of an #if), where a spelling sits is not read, and said so.
"""

import re

import inplace
from parsed import placed

# A command's definition and its argument type: #define NAME _IOR(t, n, T)
COMMAND = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+_IO[RW]*\s*\("
                     r"[^,\n]+,[^,\n]+,\s*([^)\n]+?)\s*\)", re.M)
# A struct or union block's head: "struct tag {" or "typedef struct {".
AGGREGATE = re.compile(r"\b(?:typedef\s+)?(?:struct|union)\s*(\w*)\s*$")


def aggregate_name(masked, blocks, o):
    """The name a struct or union block at o is known by ("struct tag", or
    its typedef name), or None if the block is no struct or union."""
    m = AGGREGATE.search(masked[:o])
    if not m:
        return None
    after = re.match(r"\s*(\w+)\s*;", masked[blocks.pairs[o] + 1:])
    if m.group(0).lstrip().startswith("typedef") and after:
        return after.group(1)
    return "struct " + m.group(1) if m.group(1) else None


# What holds a spelling, most telling first: a struct behind pointers, the
# argument of a command no handler here serves, another struct, a
# function's locals, anything else, a file not read.
KINDS = ("pointer", "argument", "struct", "local", "other", "unread")


def places(texts, legacy, typedefs=None):
    """[(file:line, spelling, kind, where)] of each match of the compiled
    pattern legacy in texts ({name: text}), kind one of KINDS and where
    saying what holds it; none on the lines typedefs ({name: {line}})
    gives for a file, where a typedef names a type."""
    parsed = {}
    for name, text in sorted(texts.items()):
        masked = inplace.mask(text)
        try:
            parsed[name] = (masked, inplace.Blocks(masked))
        except inplace.Refused:
            parsed[name] = (masked, None)
    holders, found = set(), []
    for name, (masked, blocks) in parsed.items():
        text = texts[name]
        fns = inplace.functions(masked, blocks) if blocks else []
        for m in legacy.finditer(masked):
            line = inplace.line_of(text, m.start())
            if line in (typedefs or {}).get(name, ()):
                continue    # a typedef's name for the type: no place
            at = "%s:%d" % (name, line)
            o = blocks.holding(m.start()) if blocks else -1
            agg = aggregate_name(masked, blocks, o) if o >= 0 else None
            fn = [f[0] for f in fns if f[2] <= o < blocks.pairs[f[2]]]
            if not blocks:
                found.append((at, m.group(1), "unread", None))
            elif agg:
                holders.add(agg)
                found.append((at, m.group(1), "struct", agg))
            elif fn:
                found.append((at, m.group(1), "local", fn[0]))
            else:
                found.append((at, m.group(1), "other", None))
    commands = {}
    for name, text in sorted(texts.items()):
        for m in COMMAND.finditer(text):
            arg = " ".join(m.group(2).split())
            if arg.endswith("*"):
                arg = arg[:-1].rstrip() + " *"
            commands.setdefault(arg, "%s (%s:%d)" % (
                m.group(1), name, inplace.line_of(text, m.start())))
    pointers = {}
    for name, (masked, blocks) in parsed.items():
        if not blocks:
            continue
        for held in sorted(holders):
            for m in re.finditer(r"\b%s\s*\*+\s*(\w+)\s*[;\[]" %
                                 re.escape(held).replace(r"\ ", r"\s+"),
                                 masked):
                o = blocks.holding(m.start())
                outer = aggregate_name(masked, blocks, o) if o >= 0 else None
                if outer and outer != held:
                    pointers.setdefault(held, []).append("%s.%s (%s:%d)" % (
                        outer, m.group(1), name,
                        inplace.line_of(texts[name], m.start())))
    out = []
    for at, spelling, kind, what in found:
        if kind == "struct" and what in pointers:
            kind, where = "pointer", "in %s, which other structs hold only " \
                "through pointers: %s" % (what, ", ".join(pointers[what][:3]))
        elif kind == "struct" and what in commands:
            kind, where = "argument", "in %s, the argument of %s, which no " \
                "handler here serves as the rewrite follows it" % (
                    what, commands[what])
        elif kind == "struct" and what + " *" in commands:
            kind, where = "argument", "in %s, behind the pointer the number " \
                "of %s encodes: time32 and time64 callers send one number " \
                "with two layouts, so it needs a new number" % (
                    what, commands[what + " *"])
        elif kind == "struct":
            where = "in %s, which no command's argument holds" % what
        elif kind == "local":
            where = "a local of %s(), which the driver reads or fills " \
                "itself" % what
        elif kind == "unread":
            where = "where not read: its file's braces do not balance " \
                "with both sides of its #if blocks"
        else:
            where = "outside a struct and a function"
        out.append((at, spelling, kind, where))
    return out


def message(texts, legacy, typedefs=None):
    """(file:line, reason) for a group none of whose commands carries its
    time: where the first few spellings sit, those behind pointers first,
    and the first one's place (typedefs as for places())."""
    found = sorted(places(texts, legacy, typedefs),
                   key=lambda p: KINDS.index(p[2]))
    said = ["%s (%s): %s" % (at, spelling, where)
            for at, spelling, _, where in found[:3]]
    more = ", and %d more" % (len(found) - 3) if len(found) > 3 else ""
    behind = any(kind == "pointer" for _, _, kind, _ in found)
    if not found:
        first = next(("%s:%d" % (n, inplace.line_of(t, m.start()))
                      for n, t in sorted(texts.items())
                      for m in [legacy.search(t)] if m), sorted(texts)[0])
        return first, "the time these files spell is in no declaration " \
            "the rewrite reads: only in macros, comments, typedefs or " \
            "helpers' names"
    return found[0][0], \
        "the time these files spell is in the argument of no command " \
        "whose handler here the rewrite follows: %s%s%s" % (
            "; ".join(said), more,
            " (a number says the layout of its argument, not of what that "
            "points to: those copies are the driver's, each ABI's layout "
            "by hand)" if behind else
            " (a command, or its struct, defined in a header not among the "
            "files is not looked at)")


# A message of commands no handler the rewrite follows uses.
UNUSED = re.compile(r"^(ioctl_time_rewrite: [^:]+:\d+: )([A-Z_0-9]+(?:, "
                    r"[A-Z_0-9]+)*)(: .*(?:no handler in these files uses "
                    r"it|dispatch elsewhere\?).*)$")


def named(texts, said, tree):
    """said, each message of commands no handler here uses followed by
    where the .c files name them (their #defines aside): the case label
    or test the rewrite did not follow, as "case _IOC_NR(CMD):".  A name
    in a case label (tree, from parsed.py) is quoted as that label;
    elsewhere, as the text of its line between the labels around it."""
    sources = {n: (inplace.mask(t), placed(t, tree, n))
               for n, t in texts.items() if n.endswith(".c")}
    out = []
    for line in said:
        m = UNUSED.match(line)
        if not m:
            out.append(line)
            continue
        seen = []
        for cmd in m.group(2).split(", "):
            for n, (masked, marks) in sorted(sources.items()):
                for u in re.finditer(r"\b%s\b" % re.escape(cmd), masked):
                    seen.append("%s:%d (%s)" % (
                        n, inplace.line_of(masked, u.start()),
                        " ".join(quoted(texts[n], masked, marks,
                                        u.start(), u.end()).split())))
        them = "them" if ", " in m.group(2) else "it"
        where = "; the .c files name %s at %s%s" % (
            them, ", ".join(seen[:3]), ", and %d more" % (len(seen) - 3)
            if len(seen) > 3 else "") if seen else \
            "; no .c file here names " + them
        out.append(line + where)
    return out


def quoted(text, masked, marks, start, end):
    """The text naming a command at [start, end): the case label holding
    it, or its line from the end of a label before it to the start of
    one after it."""
    for c in marks:
        if c["pos"] <= start and end <= c["stop"]:
            return text[c["pos"]:c["stop"]]
    first = masked.rfind("\n", 0, start) + 1
    last = masked.find("\n", end)
    last = len(masked) if last < 0 else last
    first = max([first] + [c["stop"] for c in marks
                           if first <= c["stop"] <= start])
    last = min([last] + [c["pos"] for c in marks if end <= c["pos"] <= last])
    return text[first:last]
