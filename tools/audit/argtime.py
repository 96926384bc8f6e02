# SPDX-License-Identifier: GPL-2.0
"""Time in an argument that the find script's paths do not show, and
time that stays 32-bit for a time64 caller: two findings of the ioctl
audit.

The find script (audit mode) gives the path of every time field inside a
command's argument, but none for an argument that is itself a time type
(_IOW(m, n, struct timespec)) and none behind a pointer
(_IOR(m, n, sensor_data_t *)).  Both are read with the same script
(extract.wrap_paths()): the type becomes the one member of a struct of its
own.  Which arguments:

  pointer   an argument spelled "T *" that the compiler takes for a
            pointer to T (__builtin_types_compatible_p(ARG, T *), item
            Y<idx>): T's time fields, shown as "*.path" ("*" for T
            itself).  Its number encodes sizeof(pointer): 32-bit and
            64-bit callers send different numbers, but a time32 and a
            time64 caller on one 32-bit ABI send the same one, with
            different layouts behind it.  Finding: "the number encodes a
            pointer to T, which carries time: ..."
  argument  an argument with no time path whose i386_t32 number differs
            from x86_64's (a time type's does): shown as "(argument)".

The offset (T...) and size (W...) of each such field are measured as the
other time fields are (probe.field_items()), in a second round over the
headers that define these commands.

Pinned time: a time field whose size the compiler measures the same for
i386_t64 as for i386_t32 (and arm_t64 as arm_t32), and smaller than
x86_64's, is 32-bit time for every 32-bit caller, time64 libc or not: a
kernel uapi type such as linux/time.h's struct timespec, whose tv_sec is
__kernel_old_time_t (long), where user space would need libc's.  Finding:
"y2038: time field X (T) is 32-bit for every 32-bit caller, ...".  The
decision is the compiler's, not the header's text.
"""

import probe

ARGUMENT = "(argument)"


def pointee_candidates(defs):
    """{idx: T} for the measured definitions whose argument is spelled
    "T *" (the find script's spelling); the compiler confirms each.
    defs: [(idx, name, file, line, dir, arg, measured?)]."""
    out = {}
    for idx, name, f, ln, d, arg, measured in defs:
        if measured and arg.endswith("*") and arg[:-1].strip():
            out[idx] = arg[:-1].strip()
    return out


def _value(meas, f, abi, key):
    m = meas.get((f, abi))
    return m.values.get(key) if m else None


def wrap_types(defs, meas, paths, pointees):
    """{key: C type} to read with extract.wrap_paths(): "p<idx>" the
    pointee of each confirmed pointer, "a<idx>" each argument with no time
    path whose i386_t32 number differs from x86_64's."""
    out = {}
    for idx, name, f, ln, d, arg, measured in defs:
        if not measured:
            continue
        if idx in pointees and _value(meas, f, "x86_64", "Y%d" % idx) == 1:
            out["p%d" % idx] = pointees[idx]
        elif not paths.get(name):
            c = "C%d" % idx
            n32, n64 = (_value(meas, f, a, c) for a in ("i386_t32",
                                                         "x86_64"))
            if n32 is not None and n64 is not None and n32 != n64:
                out["a%d" % idx] = arg
    return out


def items(defs, wrapped, found):
    """The second round's items {file: [(key, expression)]}: offset and
    size of each time field found behind a pointer or in the argument
    itself.  wrapped: wrap_types(); found: extract.wrap_paths()."""
    out = {}
    for idx, name, f, ln, d, arg, measured in defs:
        for kind in "pa":
            key = "%s%d" % (kind, idx)
            for k, (path, tt) in enumerate(found.get(key, []), 1):
                out.setdefault(f, []).extend(probe.field_items(
                    "%s_%d" % (key, k), wrapped[key], path))
    return out


def merge(meas, more):
    """Add the second round's values to the first's."""
    for k, m in more.items():
        if k in meas:
            meas[k].values.update(m.values)


def fields(row, meas, found):
    """[(shown path, time type, {abi: (offset, size)})] of the time fields
    behind row's pointer ("*...") or in its argument ("(argument)")."""
    out = []
    for kind in "pa":
        key = "%s%d" % (kind, row.idx)
        for k, (path, tt) in enumerate(found.get(key, []), 1):
            shown = "*" + path if kind == "p" else path or ARGUMENT
            vals = dict((a, (probe_value(meas, row, a, "T%s_%d" % (key, k)),
                             probe_value(meas, row, a, "W%s_%d" % (key, k))))
                        for a in probe.COLUMNS)
            out.append((shown, tt, vals))
    return out


def probe_value(meas, row, abi, key):
    return _value(meas, row.file, abi, key)


def pinned(sizes):
    """Whether a time field of these sizes {abi: size or None} is 32-bit
    for every 32-bit caller: i386_t64's size is i386_t32's (arm_t64's
    arm_t32's, where measured) and smaller than x86_64's."""
    t32, t64, x64 = (sizes.get(a) for a in ("i386_t32", "i386_t64",
                                            "x86_64"))
    if None in (t32, t64, x64) or t64 != t32 or x64 <= t64:
        return False
    a32, a64 = sizes.get("arm_t32"), sizes.get("arm_t64")
    return a32 is None or a64 is None or a32 == a64


def pinned_finding(path, tt, sizes):
    what = "the argument" if path == ARGUMENT else "time field " + path
    return "y2038: %s (%s) is 32-bit time for every 32-bit caller, " \
        "time64 libc or not: i386_t64 measures it %d bytes as i386_t32 " \
        "does (x86_64 %d), a kernel uapi time type (linux/time.h's), not " \
        "libc's" % (what, tt, sizes["i386_t64"], sizes["x86_64"])


def pointer_finding(pointee):
    return "the number encodes a pointer to %s, which carries time: " \
        "time32 and time64 callers send the same number with different " \
        "layouts; it needs a new number" % pointee


def finding(row, meas, paths, ttypes, found, wrapped):
    """The pinned-time or pointer finding of row, or "".  paths: {name:
    [time field paths]} of the find script, ttypes: {(name, path): time
    type}; found, wrapped: as for items()."""
    sizes = []
    for k, path in enumerate(paths.get(row.name, []), 1):
        sizes.append((path, ttypes.get((row.name, path), "a time type"),
                      dict((a, probe_value(meas, row, a, "W%d_%d"
                                           % (row.idx, k)))
                           for a in probe.ABIS)))
    fs = fields(row, meas, found)
    sizes += [(shown, tt, dict((a, vals[a][1]) for a in probe.ABIS))
              for shown, tt, vals in fs]
    for path, tt, sz in sizes:
        if pinned(sz):
            return pinned_finding(path, tt, sz)
    pointee = wrapped.get("p%d" % row.idx)
    if pointee and any(s.startswith("*") for s, t, v in fs):
        return pointer_finding(pointee)
    return ""
