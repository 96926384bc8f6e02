# SPDX-License-Identifier: GPL-2.0-only
"""ioctl_time - what ioctl_time_find.cocci and ioctl_time_rewrite.cocci
both need to know: which types carry time, which macros make an ioctl
number, and how to read the C text of a macro's arguments or a type.

The semantic patches put this directory on sys.path (spatch names the
.cocci file on its command line) and import it with their own Python,
ioctl_time_find.py and ioctl_time_rewrite.py.
"""

import re

# Time types whose size follows the ABI's time_t: what the rewrite
# converts, and the kind of 64-bit member each becomes.
LEGACY_TIME = {
    "struct timespec": "TIMESPEC", "struct timeval": "TIMEVAL",
    "struct __kernel_old_timeval": "TIMEVAL",
    "struct __kernel_old_timespec": "TIMESPEC",
    "time_t": "TIME", "__kernel_time_t": "TIME",
    "__kernel_old_time_t": "TIME",
}
# The kernel's names of the 32-bit layouts: a struct holding one is a
# compat layout already.
COMPAT32_TIME = {"struct old_timespec32", "struct old_timeval32"}
# Every type the find mode reports a command or a copy for.
TIME_TYPES = set(LEGACY_TIME) | COMPAT32_TIME

# _IOR/_IOW/_IOWR and their subsystem wrappers (DRM_IOWR, _IOR_BAD...):
# numbers that encode an argument's size.
IO_SIZED = re.compile(r"(^|_)IO(R|W|WR)(_BAD)?$")
# ... and _IOC(dir, type, nr, size), whose size is an expression.
IO_DIR = re.compile(r"(^|_)IO(R|W|WR|C)(_BAD)?$")
# ... and _IO(type, nr), which encodes none.
IO_ANY = re.compile(r"(^|_)IO(R|W|WR)?(_BAD)?$")

TOKEN = re.compile(r"#\w+|[A-Za-z_]\w*|0[xX][0-9a-fA-F]+|\d+|'[^']*'|\S")


def tokens(text):
    """C tokens of text, enough to read types and macro arguments."""
    return TOKEN.findall(str(text))


def group_end(toks, i):
    """Index just after the bracket group opening at toks[i]."""
    depth = 0
    while i < len(toks):
        if toks[i] in "([{":
            depth += 1
        elif toks[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def split(toks, sep):
    """toks split at the separators outside brackets."""
    out, cur, depth = [], [], 0
    for t in toks:
        if t in "([{":
            depth += 1
        elif t in ")]}":
            depth -= 1
        if t == sep and depth == 0:
            out.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur:
        out.append(cur)
    return out


def last_arg(args):
    """Tokens of a command's argument type: the last macro argument, or
    T of the size argument sizeof(T) of _IOC(dir, type, nr, size)."""
    parts = split(tokens(args), ",")
    last = parts[-1] if parts else []
    if len(last) > 3 and last[0] == "sizeof" and last[1] == "(" \
       and last[-1] == ")":
        return last[2:-1]
    return last


def struct_arg(args):
    """The tag of a command's argument if it is "struct tag", or None."""
    last = last_arg(args)
    if len(last) == 2 and last[0] == "struct":
        return last[1]
    return None
