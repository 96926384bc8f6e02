# SPDX-License-Identifier: GPL-2.0-only
"""ioctl_time_rewrite - the Python of ioctl_time_rewrite.cocci.

The semantic patch's rules collect a driver's commands, structs,
handlers and copies into the coccinelle.rw_* state (rw_init()); the
functions here decide from it what is converted (the rules' constraints
call them), and rw_finish() says what is not, and why, and writes the
plan tools/convert/rewrite.py applies.
"""

import json
import os
import re
import sys

import coccinelle

from ioctl_time import COMPAT32_TIME, IO_ANY, IO_SIZED, LEGACY_TIME, \
    struct_arg, tokens


def rw_init():
    """The state of one run: spatch runs one driver (its files as one
    group), and everything is keyed by struct tag."""
    # struct -> [(line, cmd, macro args)]
    coccinelle.rw_cmds = {}
    # struct -> [(line, col, type, name)]
    coccinelle.rw_members = {}
    # handler -> identifiers it uses
    coccinelle.rw_refs = {}
    # every _IO*() command defined
    coccinelle.rw_allcmds = set()
    # messages printed
    coccinelle.rw_said = set()
    # struct -> (file, line) defining it
    coccinelle.rw_struct_pos = {}
    # files including <linux/time_types.h>
    coccinelle.rw_tt_files = set()
    # handler -> (file, line) of its fops
    coccinelle.rw_fops = {}
    # kernel-buffer handler -> (file, line, struct tag, member) of what
    # holds it
    coccinelle.rw_kfops = {}
    # kernel-buffer handler -> (return type, [(type, name)] of its
    # parameters)
    coccinelle.rw_ksig = {}
    # command -> (file, line) defining it
    coccinelle.rw_cmd_pos = {}
    # handler -> its fops' .compat_ioctl
    coccinelle.rw_compat = {}
    # handler -> its argument's name
    coccinelle.rw_argname = {}
    # handler -> [(name, tokens of its value)]
    coccinelle.rw_assign = {}
    # (function, labels that share one body)
    coccinelle.rw_groups = []
    # body -> {(file, line, col): (cmd, name)} of its argument's uses in
    # its time cases
    coccinelle.rw_xuse = {}
    # body -> {(file, line, col): name} of its argument's uses outside
    # its cases (access_ok() before the switch), values given names aside
    coccinelle.rw_xout = {}
    # [(file, line, col, line_end, col_end)] of values given a name
    coccinelle.rw_rhs = []
    # (file, line, col) of whole copies of it
    coccinelle.rw_xok = set()
    # function -> {(file, line)} of each struct timeval/timespec it
    # declares
    coccinelle.rw_bdecls = {}
    # (file, line, col) of a whole copy -> the type its size is taken of
    coccinelle.rw_csize = {}
    # functions defined
    coccinelle.rw_defs = set()
    # functions defined static
    coccinelle.rw_static = set()
    # ioctl-shaped function -> (file, cmd, arg)
    coccinelle.rw_params = {}
    # function -> [(callee, (3 names passed))]
    coccinelle.rw_calls = {}
    # fops handler or ioctl-shaped -> identifiers
    coccinelle.rw_frefs = {}
    # (case name, file, line, function, column)
    coccinelle.rw_labels = []
    # (function, file) whose labels rw_labels holds
    coccinelle.rw_labels_done = set()
    # the records tools/convert/parsed.py read from the parse tree
    # ($CT_REWRITE_PARSED)
    coccinelle.rw_parsed = []
    path = os.environ.get("CT_REWRITE_PARSED")
    if path:
        with open(path) as fh:
            coccinelle.rw_parsed = json.load(fh)
    # what rewrite.py puts before a fops
    coccinelle.rw_tables = []
    # (file, function, line, "timeval"|"timespec", _IOC_WRITE|_IOC_READ,
    # column) of a time buffer copied from or to user space
    coccinelle.rw_tcopies = []
    # command -> (file, line, type, nr) of a #define that encodes no size
    coccinelle.rw_nosize = {}
    # functions whose default: uses the argument
    coccinelle.rw_dflt = set()
    # (file, line, col) of the argument passed on in a time case ->
    # (helper, its index)
    coccinelle.rw_pass = {}
    # helper -> {index: pointer parameter name}
    coccinelle.rw_hparams = {}
    # helper -> positions of that parameter's uses
    coccinelle.rw_huse = {}
    # positions of its whole copies
    coccinelle.rw_hcopy = set()
    # helper -> positions of its references
    coccinelle.rw_hcalls = {}
    # helper -> {"in", "out"}: how it copies
    coccinelle.rw_hdir = {}
    # rw_texts()
    coccinelle.rw_text = None
    # position of a helper reference -> the function holding it
    coccinelle.rw_hcall_fn = {}
    # kernel-buffer handler -> holders of it
    coccinelle.rw_kholders = {}
    # fops handler -> positions naming it
    coccinelle.rw_fholders = {}
    # typedef name -> the type it names
    coccinelle.rw_typedefs = {}
    # handlers given a table
    coccinelle.rw_planned_fns = set()
    # once everything is collected: results of the plan's functions, which
    # the rules' constraints ask for each candidate
    coccinelle.rw_memo = None


# Where a framework that copies the argument (_IOC_SIZE bytes, in and
# out) keeps a driver's handler: (struct tag, member) -> (framework, the
# compat_time function the handler's replacement hands the table to).
# dvb_usercopy() has one caller, dvb_generic_ioctl(), which the device's
# file_operations name as .compat_ioctl too (rewrite.py adds it, as
# upstream did in 5.x), and usbfs passes 32-bit callers' arguments as
# they came: in_compat_syscall() says their layout.  A v4l2 subdev's
# core->ioctl is reached by native callers only (32-bit processes on a
# 64-bit kernel reach core->compat_ioctl32, and a bridge may call
# core->ioctl with a native struct inside a compat syscall): the number
# alone says the layout, as compat_time_native_kernel_ioctl() reads it;
# so is a v4l2 driver's .vidioc_default, for the private commands
# video_ioctl2() copies (32-bit processes' reach the device's
# compat_ioctl32, or a translation that hands it the native layout).
RW_KDISPATCH = {
    ("usb_driver", "unlocked_ioctl"): ("usbfs", "compat_time_kernel_ioctl"),
    ("dvb_device", "kernel_ioctl"): ("dvb_usercopy()",
                                     "compat_time_kernel_ioctl"),
    ("v4l2_subdev_core_ops", "ioctl"): ("the v4l2 subdev core",
                                        "compat_time_native_kernel_ioctl"),
    ("v4l2_ioctl_ops", "vidioc_default"): ("video_ioctl2()",
                                           "compat_time_native_kernel_ioctl"),
}

# Of those, the entries 32-bit processes on a 64-bit kernel do not reach:
# where they come in instead, which the rewrite does not give the table.
RW_KNATIVE_ONLY = {
    ("v4l2_ioctl_ops", "vidioc_default"):
        "the video device's v4l2_file_operations .compat_ioctl32 (or a "
        "translation of the v4l2 core's)",
}

# And the entries whose 32-bit twin is a member of the same ops, which the
# framework calls (under CONFIG_COMPAT) with the argument as it came:
# that member gets a function handing the same table and context to
# compat_time_compat_kernel_ioctl(); one the ops had gets the commands
# the table does not serve, as before.
RW_KCOMPAT = {
    ("v4l2_subdev_core_ops", "ioctl"): "compat_ioctl32",
}


def rw_memo(fn):
    """fn, remembering its results once the plan is fixed."""
    def memo(*args):
        if coccinelle.rw_memo is None:
            return fn(*args)
        key = (fn.__name__,) + tuple(str(a) for a in args)
        if key not in coccinelle.rw_memo:
            coccinelle.rw_memo[key] = fn(*args)
        return coccinelle.rw_memo[key]
    return memo


RW_NATIVE = {
    "struct __kernel_timespec": "TIMESPEC",
    "struct __kernel_sock_timeval": "TIMEVAL",
}
RW_S64 = {"__s64", "__u64", "s64", "u64", "long long", "signed long long",
          "unsigned long long", "__le64", "__be64", "__aligned_u64",
          "__aligned_s64", "int64_t", "uint64_t"}
RW_LONG = {"long": "LONG", "signed long": "LONG", "long int": "LONG",
           "unsigned long": "ULONG", "unsigned long int": "ULONG",
           # 8 bytes on x32, whose long is 4
           "__kernel_long_t": "KLONG", "__kernel_ulong_t": "KULONG",
           # long-sized on every Linux ABI (unsigned int on i386: the same)
           "size_t": "ULONG", "__kernel_size_t": "ULONG",
           "ssize_t": "LONG", "__kernel_ssize_t": "LONG"}
RW_BYTES = re.compile(r"^(__)?[su](8|16|32)$|^(__)?(le|be)(16|32)$|"
                      r"^(unsigned |signed )?(char|short|int|short int)$|"
                      r"^unsigned$|^bool$|^enum \w+$|^u?int(8|16|32)_t$|"
                      r"^compat_\w+$")
RW_PADNAME = re.compile(r"^_*(reserved|rsvd|resv|pad|padding|unused)\w*$")
RW_DROP = {"const", "volatile", "__user", "__packed", "__bitwise"}


def rw_norm(ty):
    """(base type text, array?, pointer?) of a member type."""
    out, arr, ptr, depth = [], False, False, 0
    for t in tokens(ty):
        if t == "[":
            arr = True
            depth += 1
        elif t == "]":
            depth -= 1
        elif depth:
            continue
        elif t in ("*", "("):
            ptr = True
        elif t not in RW_DROP:
            out.append(t)
    return " ".join(out), arr, ptr


def rw_tag(base):
    """The tag of a "struct tag" type, or None."""
    m = re.match(r"^struct (\w+)$", base)
    return m.group(1) if m else None


def rw_add_cmd(line, name, args):
    s = struct_arg(args)
    if s:
        lst = coccinelle.rw_cmds.setdefault(s, [])
        if all(c[1] != name for c in lst):
            lst.append((int(line), name, str(args)))


def rw_enum_cmd(line, name, value):
    toks = tokens(value)
    if len(toks) > 2 and IO_ANY.search(toks[0]) and toks[1] == "(":
        coccinelle.rw_allcmds.add(name)
    if len(toks) > 3 and IO_SIZED.search(toks[0]) and toks[1] == "(":
        rw_add_cmd(line, name, " ".join(toks[2:-1]))


RW_LITDEF = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+"
                       r"(0[xX][0-9a-fA-F]+|[1-9][0-9]*)[uUlL]*[ \t]*([/].*)?$")


def rw_texts():
    """[(file, text)] of the group's files, which rewrite.py names in
    $CT_REWRITE_FILES, read once."""
    if coccinelle.rw_text is None:
        coccinelle.rw_text = []
        for f in os.environ.get("CT_REWRITE_FILES", "").split("\n"):
            try:
                with open(f, errors="replace") as fh:
                    coccinelle.rw_text.append((f, fh.read()))
            except OSError:
                continue
    return coccinelle.rw_text


def rw_lit_cmds():
    """The #defines of plain numbers in the group's files that could be
    commands encoding no size: a type byte and nothing above it (lp's
    0x060f).  Read from the files' text (rw_texts()): a script rule per
    #define made spatch call Python for each of a driver's register
    #defines (radeon's thousands)."""
    for f, text in rw_texts():
        for i, l in enumerate(text.split("\n")):
            m = RW_LITDEF.match(l)
            v = int(m.group(2), 0) if m else 0
            if 0x100 <= v < 0x10000:
                coccinelle.rw_nosize.setdefault(m.group(1), (
                    f, i + 1, "%#x" % (v >> 8), "%#x" % (v & 0xff)))


def rw_sizeless():
    """{command: (kind, dir, file, line, function)} of the size-less
    commands whose case (at file:line, in function, a handler's body)
    copies a whole struct timeval or timespec (kind) in (_IOC_WRITE) or
    out (_IOC_READ)."""
    typed = set(c for lst in coccinelle.rw_cmds.values() for l, c, a in lst)
    found = {}
    for f, fn, l, kind, d, col in sorted(set(coccinelle.rw_tcopies)):
        label = rw_label_at(fn, f, l, col)
        if not label or not rw_is_body(fn):
            continue
        k, kf, kl, kfn, _ = label
        if k in typed or k not in coccinelle.rw_nosize:
            continue
        kinds, dirs, at = found.setdefault(k, (set(), set(),
                                               (kf, kl, kfn)))
        kinds.add(kind)
        dirs.add(d)
    return {k: (kinds.pop(), " | ".join(sorted(dirs))) + at
            for k, (kinds, dirs, at) in found.items() if len(kinds) == 1}


def rw_sizeless_new(c):
    """The sized time64 number a size-less command gains (upstream's
    LPSETTIMEOUT_NEW), if the name is free."""
    return c + "_NEW"


def rw_mems(s):
    """The members of struct s, without the legacy spelling of a member
    that also has a 64-bit one (#ifdef __KERNEL__ ... #else ...)."""
    mems = sorted(coccinelle.rw_members.get(s, []))
    native = set(m[3] for m in mems
                 if rw_norm(m[2])[0] in RW_NATIVE or
                 rw_norm(m[2])[0] in RW_S64 or
                 rw_norm(m[2])[0] == "__kernel_time64_t")
    return [m for m in mems
            if not (m[3] in native and rw_norm(m[2])[0] in LEGACY_TIME)]


def rw_has_time(s, seen):
    """Does struct s carry a legacy time type, itself or nested?"""
    if s in seen or s.endswith("_time32"):
        return False
    seen.add(s)
    bases = [rw_norm(m[2])[0] for m in rw_mems(s)]
    if any(b in COMPAT32_TIME for b in bases):
        return False
    return any(b in LEGACY_TIME or
               (rw_tag(b) and rw_has_time(rw_tag(b), seen)) for b in bases)


def rw_closure(tops):
    """tops and the structs with time they nest, nested ones first."""
    out = []

    def visit(s):
        if s in out or not rw_has_time(s, set()):
            return
        for m in rw_mems(s):
            n = rw_tag(rw_norm(m[2])[0])
            if n:
                visit(n)
        out.append(s)
    for s in sorted(tops, key=coccinelle.rw_struct_pos.get):
        visit(s)
    return out


def rw_served(s):
    """Does a file_operations handler in these files use a command whose
    argument is struct s?"""
    return any(c in r for r in coccinelle.rw_refs.values()
               for l, c, a in coccinelle.rw_cmds.get(s, []))


def rw_args(served):
    """Command argument structs defined here whose commands a handler
    here uses (served) or does not."""
    return [s for s in coccinelle.rw_struct_pos
            if s in coccinelle.rw_cmds and rw_served(s) == served]


def rw_unserved():
    """Command argument structs with time no handler here uses: other
    drivers' (asound.h's snd_pcm_status beside rawmidi's)."""
    return [s for s in rw_args(False) if rw_has_time(s, set())]


def rw_shared_structs():
    """Structs both the converted commands and the unserved ones hold:
    converting them would move the others' kernel layout."""
    return sorted(set(rw_closure(rw_args(True))) &
                  set(rw_closure(rw_args(False))))


def rw_converted():
    """Structs to convert, nested ones first: the arguments of the
    commands the files' handlers use that carry time, and the structs
    with time they nest.  Others' commands are left as they are."""
    if rw_shared_structs():
        return []
    return rw_closure(rw_args(True))


def rw_wants_time_types(file):
    """Does file define a struct to convert, without time_types.h?"""
    return file not in coccinelle.rw_tt_files and \
        any(coccinelle.rw_struct_pos[s][0] == file
            for s in rw_converted())


# What copies bytes, whatever their type.
RW_COPIERS = {"copy_from_user", "copy_to_user", "memcpy", "memset", "memcmp"}


# A bare argument: its kernel type and compat_time's description of it.
RW_BARE = {
    "timeval": ("struct __kernel_sock_timeval", "compat_time_desc_timeval"),
    "timespec": ("struct __kernel_timespec", "compat_time_desc_timespec"),
}


def rw_bare_cmds():
    """(line, command, "timeval"|"timespec") of the commands whose
    argument is a bare struct timeval/timespec that a handler here uses."""
    refs = set(c for r in coccinelle.rw_refs.values() for c in r)
    return sorted((l, c, b) for b in RW_BARE
                  for l, c, a in coccinelle.rw_cmds.get(b, [])
                  if c in refs and c in coccinelle.rw_cmd_pos)


def rw_time_cmds():
    """The commands whose argument is converted."""
    return set(c for s in rw_converted()
               for l, c, a in coccinelle.rw_cmds.get(s, [])) | \
        set(c for l, c, b in rw_bare_cmds()) | set(rw_sizeless())


def rw_time_cmd(k):
    return str(k) in rw_time_cmds()


def rw_bare_body(x):
    """Is x (or __x, once split) the function holding the cases of a
    handler that converts bare timeval/timespec commands?"""
    x = str(x)
    bodies = set(rw_body(f) for f in coccinelle.rw_fops if rw_plan_ok(f) and
                 any(b in RW_BARE for l, c, b in rw_plan_cmds(f)))
    return x in bodies or rw_renamed(x) in bodies


def rw_desc_name(s):
    return RW_BARE[s][1] if s in RW_BARE else "%s_ct_desc" % s


def rw_argnames(f):
    """Handler f's argument and the names given its value, maybe cast
    (not a value computed from it, such as a call's result)."""
    names = {coccinelle.rw_argname.get(f)}
    grew = True
    while grew:
        grew = False
        for x, toks in coccinelle.rw_assign.get(f, []):
            alias = toks[-1] in names and \
                (len(toks) == 1 or toks[-2] == ")")
            if x not in names and alias:
                names.add(x)
                grew = True
    return names - {None}


def rw_label_at(fn, f, line, col):
    """The label (name, file, line, function, column) nearest before
    line and column col of file f in function fn (as it was named before
    the split): the case a statement is in, read by position, since
    matching a path through a switch whose cases break out of an if does
    not work.  None before the first label and after the switch's
    end."""
    near = [c for c in coccinelle.rw_labels
            if c[1] == f and c[3] == fn and (c[2], c[4]) <= (line, col)]
    label = max(near, key=lambda c: (c[2], c[4])) if near else None
    return label if label and label[0] != "}" else None


def rw_parsed(kind):
    """The parse tree's records of kind ("label", "struct", "fn")."""
    return [c for c in coccinelle.rw_parsed if c["kind"] == kind]


def rw_labels_of(fn, f):
    """The labels of each "switch (cmd)" of ioctl-shaped function fn of
    file f, with a "}" label where the switch ends: code after it is in
    no case.  Labels of a switch nested in a case are not its own;
    labels with no statement between them (case A: case B:) share a
    body, noted in rw_groups."""
    cmd = coccinelle.rw_params.get(fn, ("", "", ""))[1]
    if (fn, f) in coccinelle.rw_labels_done:
        return
    coccinelle.rw_labels_done.add((fn, f))
    groups = {}
    for c in rw_parsed("label"):
        if c["fn"] != fn or c["file"] != f or c["on"] != cmd:
            continue
        coccinelle.rw_labels.append((c["label"], f, c["at"][0], fn,
                                     c["at"][1]))
        if c["label"] == "}":
            continue
        if c["group"] not in groups:
            groups[c["group"]] = set()
            coccinelle.rw_groups.append((fn, groups[c["group"]]))
        groups[c["group"]].add(c["label"])


def rw_case_use(x, p):
    """A use of a handler's argument, noted if it is in a time case, or
    outside the cases (but for the value of a name given it)."""
    fn = p[0].current_element
    label = rw_label_at(fn, p[0].file, int(p[0].line), int(p[0].column))
    k = label and label[0]
    if not rw_is_body(fn) or str(x) not in rw_argnames(fn):
        return
    pos = (p[0].file, int(p[0].line), int(p[0].column))
    if k and rw_time_cmd(k):
        coccinelle.rw_xuse.setdefault(fn, {})[pos] = (k, str(x))
    elif not k and not any(
            f == pos[0] and (l, c) <= pos[1:] and pos[1:] < (le, ce)
            for f, l, c, le, ce in coccinelle.rw_rhs):
        coccinelle.rw_xout.setdefault(fn, {})[pos] = str(x)


def rw_pos(p):
    return (p[0].file, int(p[0].line), int(p[0].column))


def rw_passes(h):
    """The indexes at which time cases pass the argument to helper h."""
    return set(n for g, n in coccinelle.rw_pass.values() if g == str(h))


def rw_hparam(h):
    """The name of helper h's parameter that time cases pass the
    argument in, or None."""
    n = rw_passes(h)
    return coccinelle.rw_hparams.get(str(h), {}).get(n.pop()) \
        if len(n) == 1 else None


def rw_is_hparam(y):
    return any(rw_hparam(h) == str(y) for h in coccinelle.rw_hparams)


def rw_helper_others(h):
    """(file, line) of helper h's references other than the time cases'
    calls that pass it the argument."""
    h = str(h)
    passed = [pos for pos, (g, n) in coccinelle.rw_pass.items() if g == h]
    return sorted(set((f, l) for f, l, c in
                      coccinelle.rw_hcalls.get(h, set())) -
                  set((f, l) for f, l, c in passed))


def rw_helper_proto(h):
    """The parse tree's record (tools/convert/parsed.py) of static helper
    h's definition in the group's files, or None: its file, its "head"
    (the text before its name), its "params" (each one's text, name and
    the struct it points to) and whether the files "declared" it."""
    return next((c for c in rw_parsed("fn")
                 if c["fn"] == str(h) and c["static"]), None)


def rw_helper_kept(h):
    """Does helper h keep its name and user pointer for its other
    callers (snd-timer's x32 path), as a wrapper around __h(), which
    takes the kernel buffer and which the time cases call?"""
    h = str(h)
    y = rw_hparam(h)
    pr = rw_helper_proto(h)
    bodies = set(rw_body(f) for f in coccinelle.rw_fops)
    others = rw_helper_others(h)
    inbody = [pos for pos in coccinelle.rw_hcalls.get(h, set())
              if pos[:2] in others and
              coccinelle.rw_hcall_fn.get(pos) in bodies]
    return bool(others) and y is not None and pr is not None \
        and not inbody and not pr["declared"] and \
        "__" + h not in coccinelle.rw_defs and \
        bool(coccinelle.rw_hdir.get(h)) and \
        any(a["name"] == y and a["struct"] and "__user" in tokens(a["text"])
            for a in pr["params"])


def rw_helper_wrap(h):
    """The text of kept helper h: its prototype, calling __h() with a
    kernel copy of what its user pointer points to."""
    pr = rw_helper_proto(h)
    head = pr["head"]
    y = rw_hparam(h)
    params = [a["text"] for a in pr["params"]]
    names = [a["name"] for a in pr["params"]]
    st = ["struct " + a["struct"] for a in pr["params"] if a["name"] == y][0]
    ret = head.split()[-1] if head.split()[-1] != "static" else "int"
    d = coccinelle.rw_hdir[h]
    text = rw_wrap("%s%s(" % (head, h), params, ")", 0) + "\n{\n"
    text += "\t%s kbuf;\n\t%s ret;\n\n" % (st, ret)
    text += "\tmemset(&kbuf, 0, sizeof(kbuf));\n"
    if "in" in d:
        text += "\tif (copy_from_user(&kbuf, %s, sizeof(kbuf)))\n" \
            "\t\treturn -EFAULT;\n" % y
    text += "\tret = %s;\n" % rw_wrap("__%s(" % h, [
        "&kbuf" if n == y else n for n in names], ")", 1)
    if "out" in d:
        text += "\tif (ret >= 0 && copy_to_user(%s, &kbuf, " \
            "sizeof(kbuf)))\n\t\treturn -EFAULT;\n" % y
    return text + "\treturn ret;\n}\n"


def rw_helper_why(h):
    """Why helper h cannot take the kernel buffer, or None: it must be
    static, called only from time cases, which pass it the argument, and
    use that only to copy it whole (snd_timer_user_status()); if others
    call it too, it must take the argument as a pointer to a struct, and
    it is kept for them around __h()."""
    h = str(h)
    y = rw_hparam(h)
    others = rw_helper_others(h)
    if not y:
        return "%s() takes it in no pointer parameter of one place" % h
    if h not in coccinelle.rw_static:
        return "%s() is not static" % h
    if others and not rw_helper_kept(h):
        return "%s() is also used at %s:%d, maybe with a user " \
               "pointer" % ((h,) + others[0])
    bad = sorted(coccinelle.rw_huse.get(h, set()) - coccinelle.rw_hcopy)
    if bad:
        return "%s() uses %s at %s:%d other than to copy it whole" % \
               (h, y, bad[0][0], bad[0][1])
    # its copies are the size of the struct of the commands passing it
    cmds = set(c for u in coccinelle.rw_xuse.values()
               for pos, (c, x) in u.items()
               if coccinelle.rw_pass.get(pos, ("",))[0] == h)
    want = set("struct " + t for t, l in coccinelle.rw_cmds.items()
               for _, c, _ in l if c in cmds)
    if want & set("struct " + b for b in RW_BARE):
        return "%s() gets a bare struct timeval or timespec, and its " \
               "own copy of it would keep the old type" % h
    for pos in sorted(coccinelle.rw_huse.get(h, set())):
        got = rw_struct_of(coccinelle.rw_csize.get(pos))
        if len(want) != 1 or got not in want:
            size = "sizeof(%s)" % got if got else \
                "a size the rewrite cannot tell"
            return "%s() copies %s at %s:%d: not the size of %s, " \
                   "which the kernel buffer has" % (
                       h, size, pos[0], pos[1],
                       " or ".join(sorted(want)) or "its commands' struct")
    return None


def rw_helper_ok(h):
    return bool(str(h)) and rw_helper_why(h) is None


def rw_case_copy(p):
    coccinelle.rw_xok.add((p[0].file, int(p[0].line), int(p[0].column)))


def rw_in_time_case(p):
    """Is p a use of the argument in a time case?"""
    pos = (p[0].file, int(p[0].line), int(p[0].column))
    return any(pos in u for u in coccinelle.rw_xuse.values())


def rw_cases(fn):
    """The time commands with a case label in function fn."""
    return set(c[0] for c in coccinelle.rw_labels
               if c[3] == fn and rw_time_cmd(c[0]))


def rw_is_arg(x):
    return any(str(x) in rw_argnames(f) for f in coccinelle.rw_argname)


def rw_shared(f):
    """Does handler f also serve commands outside the table?"""
    cmds = set(c for l, c, s in rw_plan_cmds(str(f)))
    refs = coccinelle.rw_refs.get(str(f), set())
    labels = set(c[0] for c in coccinelle.rw_labels if c[3] == rw_body(f))
    return bool(cmds) and (rw_body(f) != str(f) or
                           rw_body(f) in coccinelle.rw_dflt or
                           bool(refs & (coccinelle.rw_allcmds | labels &
                                        set(coccinelle.rw_nosize)) - cmds))


def rw_body(f):
    """The function holding fops handler f's cases: f, or the one f
    forwards its own three arguments to (a locking wrapper's worker)."""
    f = str(f)
    p = coccinelle.rw_params.get(f)
    if p and not coccinelle.rw_frefs.get(f, set()) & coccinelle.rw_allcmds:
        for w, args in coccinelle.rw_calls.get(f, []):
            if args == p and w != f and w in coccinelle.rw_params:
                return w
    return f


def rw_ioctl_fn(x):
    return str(x) in coccinelle.rw_fops or str(x) in coccinelle.rw_params \
        or str(x) in coccinelle.rw_kfops


def rw_is_body(x):
    return any(rw_body(f) == str(x) for f in coccinelle.rw_fops)


def rw_split(x):
    """Is x a function whose body becomes __x(..., void *karg)?"""
    return any(rw_shr(f) and str(x) in (f, rw_body(f))
               for f in coccinelle.rw_fops)


def rw_new_name(g):
    """The name of split function g's body, which takes karg: __g, or
    g_kbuf where that is taken (snd-timer's locking wrapper forwards to
    a worker named __snd_timer_user_ioctl()), or None."""
    g = str(g)
    for n in ([] if g.startswith("__") else ["__" + g]) + [g + "_kbuf"]:
        if n not in coccinelle.rw_defs:
            return n
    return None


def rw_renamed(x):
    """The split function whose body x is, or None."""
    for f in coccinelle.rw_fops:
        for g in set([f, rw_body(f)]):
            if rw_new_name(g) == str(x) and rw_split(g):
                return g
    return None


def rw_split_fwd(x):
    """Is x the body of a forwarding handler F being split?"""
    f = rw_renamed(x)
    return f is not None and f in coccinelle.rw_fops and rw_body(f) != f


def rw_split_worker(x):
    return rw_renamed(x) is not None


def rw_own(f):
    return str(f) in coccinelle.rw_fops and rw_plan_ok(f) and \
        not rw_shared(f)


def rw_shr(f):
    return rw_plan_ok(f) and rw_shared(f)


def rw_uses_ok(f, how):
    """Does f's body use the argument in its time cases only to copy it
    whole, or to pass it to a helper that can take the kernel buffer
    (say where not, after how)?"""
    for pos, (c, x) in sorted(coccinelle.rw_xuse.get(rw_body(f),
                                                     {}).items()):
        helper = coccinelle.rw_pass.get(pos, ("", 0))[0]
        if pos in coccinelle.rw_xok or rw_helper_ok(helper):
            continue
        rw_say(f, "%s; its %s case uses %s at %s:%d other than "
               "to copy the whole argument in or out%s: not "
               "converted" % (how, c, x, pos[0], pos[1],
                              " (passes it to %s)" % rw_helper_why(helper)
                              if helper else ""))
        return False
    return True


def rw_shared_ok(f, cmds, others):
    """Can f's time cases take the kernel buffer, the rest the user's?"""
    where = coccinelle.rw_fops.get(f)
    b = rw_body(f)
    why = "also serves " + ", ".join(others) if others else \
        "forwards to %s()" % b
    for l, c, s in cmds:
        if c not in rw_cases(b):
            rw_say(f, "%s() %s, and its use of %s is not a case "
                   "label the rewrite can follow: not converted" %
                   (f, why, c))
            return False
    if not rw_uses_ok(f, "%s() %s" % (f, why)):
        return False
    for g in sorted(set([f, b])):
        if g not in coccinelle.rw_static:
            rw_say(f, "%s() is split for the table, and is not "
                   "static: its callers elsewhere are not looked "
                   "at: not converted" % g)
            return False
        if rw_new_name(g) is None:
            rw_say(f, "%s() is split for the table, and the names "
                   "for its body, __%s() and %s_kbuf(), are taken: "
                   "not converted" % (g, g, g))
            return False
    return where is not None


def rw_kplan_cmds(f):
    """(line, command, struct) of the converted commands kernel-buffer
    handler f uses, or [] if they cannot go through a table: its
    framework hands it the argument copied, in the caller's layout, and
    the table hands it the native one."""
    conv = rw_converted()
    refs = coccinelle.rw_refs.get(f, set())
    cmds = sorted((l, c, s) for s in conv
                  for l, c, a in coccinelle.rw_cmds.get(s, []) if c in refs)
    file, line, tag, member = coccinelle.rw_kfops[f]
    how = "%s() is struct %s's .%s, which %s calls with the argument " \
        "copied" % (f, tag, member, RW_KDISPATCH[(tag, member)][0])
    odd = sorted(set(c for l, c, b in rw_bare_cmds() if c in refs) |
                 set(c for c in rw_sizeless() if c in refs))
    if odd:
        rw_say(f, "%s; %s: a bare struct timeval or timespec, or a "
               "number that encodes no size, which a table for it "
               "cannot serve: not converted" % (how, ", ".join(odd)))
        return []
    if cmds and len(coccinelle.rw_kholders.get(f, ())) > 1:
        rw_say(f, "%s; more than one struct holds it, and each would "
               "need the function that calls compat_time: not converted"
               % how)
        return []
    if cmds and f not in coccinelle.rw_ksig:
        rw_say(f, "%s; its definition here is not (context..., command, "
               "void *buffer): not converted" % how)
        return []
    return cmds if rw_structs_ok(cmds, conv) else []


def rw_structs_ok(cmds, conv):
    """Can compat_time describe the converted structs (say why not)?"""
    for s in conv:
        attr = rw_attrs(s)
        if cmds and attr:
            rw_say(s, "struct %s is %s: compat_time derives naturally "
                   "aligned layouts only: not converted" % (s, attr))
            return False
        todo = [m[3] for m in rw_mems(s)
                if "TODO" in rw_field(s, m[2], m[3], conv)]
        if cmds and todo:
            rw_say(s, "struct %s: %s: a pointer, union or type whose "
                   "32-bit layout these files do not show; compat_time "
                   "cannot describe it: not converted" %
                   (s, ", ".join(todo)))
            return False
    return True


def rw_plan_cmds(f):
    """(line, command, struct) of the converted commands handler f uses,
    or [] if they cannot go through a table."""
    if f in coccinelle.rw_kfops:
        return rw_kplan_cmds(f)
    conv = rw_converted()
    refs = coccinelle.rw_refs.get(f, set())
    cmds = sorted([(l, c, s) for s in conv
                   for l, c, a in coccinelle.rw_cmds.get(s, []) if c in refs] +
                  [(l, c, b) for l, c, b in rw_bare_cmds() if c in refs] +
                  [(coccinelle.rw_nosize[c][1], c, v[0])
                   for c, v in rw_sizeless().items() if c in refs])
    others = sorted(refs & coccinelle.rw_allcmds -
                    set(c for l, c, s in cmds))
    fwd = rw_body(f) != f
    if cmds and (others or fwd) and not rw_shared_ok(f, cmds, others):
        return []
    if cmds and not rw_uses_ok(f, "%s()" % f):
        return []
    out = sorted(coccinelle.rw_xout.get(rw_body(f), {}).items())
    if cmds and not (others or fwd) and out:
        (file, line, col), x = out[0]
        rw_say(f, "%s() uses %s at %s:%d outside the cases of its "
               "switch (cmd), where no user pointer would be left for "
               "%s once compat_time copied the "
               "argument (a check such as access_ok() is compat_time's): "
               "not converted through a table" % (
                   f, x, file, line, ", ".join(sorted(set(
                       c for l, c, st in cmds)))))
        return []
    if cmds and len(coccinelle.rw_fholders.get(f, ())) > 1:
        rw_say(f, "%s() is the .unlocked_ioctl of more than one "
               "file_operations, and only one would get the table: not "
               "converted" % f)
        return []
    for fn, group in coccinelle.rw_groups:
        mixed = sorted(k for k in group if not rw_time_cmd(k))
        if cmds and fn == rw_body(f) and mixed and len(mixed) < len(group):
            rw_say(f, "%s(): case %s shares its body with %s, which "
                   "would take the kernel buffer too: not converted" %
                   (rw_body(f), sorted(set(group) - set(mixed))[0],
                    mixed[0]))
            return []
    if not rw_sizes_ok(f, cmds):
        return []
    multi = sorted(d for d in coccinelle.rw_bdecls.get(rw_body(f), ())
                   if rw_multi_decl(*d))
    if multi and any(s in RW_BARE for l, c, s in cmds):
        rw_say(f, "%s() declares more than one struct timeval or "
               "timespec at %s:%d, which the rewrite cannot retype "
               "apart: not converted" % (rw_body(f), multi[0][0],
                                         multi[0][1]))
        return []
    return cmds if rw_structs_ok(cmds, conv) else []


def rw_multi_decl(file, line):
    """Does the declaration at file:line declare more than one name
    (a comma outside its initialisers' braces)?"""
    lines = dict(rw_texts()).get(file, "").split("\n")
    if line > len(lines):
        return True
    text = lines[line - 1]
    while re.search(r"\{[^{}]*\}", text):
        text = re.sub(r"\{[^{}]*\}", "", text)
    return "," in text.split(";")[0]


def rw_struct_of(t):
    """Type text t as "struct tag" where it is a typedef of one (collected,
    or written in the group's files: a typedef in a header Coccinelle
    read after the .c), else t; None stays None."""
    if not t:
        return t
    t = rw_norm(coccinelle.rw_typedefs.get(t, t))[0]
    m = re.match(r"^struct\s+(\w+)\s*\{", t)
    if m:
        return "struct " + m.group(1)
    if re.match(r"^\w+$", t):
        text = "\n".join(t for f, t in rw_texts())
        m = re.search(r"\btypedef\s+struct\s+(\w+)\s+%s\s*;" % t, text) \
            or re.search(r"\btypedef\s+struct\s+(\w+)\s*\{[^{}]*\}"
                         r"\s*%s\s*;" % t, text)
        if m:
            return "struct " + m.group(1)
    return t


def rw_sizes_ok(f, cmds):
    """Is each whole copy in f's time cases the size of its command's
    argument?  Its memcpy() to or from the kernel buffer, which has that
    size, must not run past it (say where not)."""
    want = dict((c, "struct " + s) for l, c, s in cmds)
    for pos, (c, x) in sorted(coccinelle.rw_xuse.get(rw_body(f), {}).items()):
        if pos not in coccinelle.rw_xok or c not in want:
            continue
        got = rw_struct_of(coccinelle.rw_csize.get(pos))
        if got != want[c]:
            size = "a size the rewrite cannot tell" if got is None \
                else "sizeof(%s)" % got
            rw_say(f, "%s() copies %s at %s:%d, in its %s case: not "
                   "the size of a %s, which the kernel buffer has: "
                   "not converted" % (rw_body(f), size, pos[0], pos[1], c,
                                      want[c]))
            return False
    return True


def rw_attrs(s):
    """The layout attributes (packed, aligned) of struct s, anywhere in
    its declaration, as the parse tree reads them."""
    f, line = coccinelle.rw_struct_pos[s]
    found = set()
    for c in rw_parsed("struct"):
        if c["struct"] == s and c["file"] == f and c["line"] == line:
            found.update(c["attrs"])
    return " and ".join(sorted(found))


def rw_say(where, msg):
    """Print msg once, after file:line of where (a handler or struct)."""
    pos = coccinelle.rw_fops.get(where) or \
        coccinelle.rw_kfops.get(where) or \
        coccinelle.rw_struct_pos.get(where) or \
        coccinelle.rw_cmd_pos.get(where)
    if pos:
        msg = "%s:%d: %s" % (pos[0], pos[1], msg)
    if msg not in coccinelle.rw_said:
        coccinelle.rw_said.add(msg)
        sys.stderr.write("ioctl_time_rewrite: %s\n" % msg)


def rw_retype_here(s):
    """Are struct s's members retyped here: converted, in a .c file?"""
    return str(s) in rw_converted() and rw_planned() and \
        coccinelle.rw_struct_pos[str(s)][0].endswith(".c")


def rw_header_plan():
    """The header members that get a kernel branch: (file, line, type,
    name) of each legacy time member of a converted struct in a .h."""
    out = []
    for s in rw_converted():
        f = coccinelle.rw_struct_pos[s][0]
        if not f.endswith(".h"):
            continue
        for l, c, t, x in rw_mems(s):
            if rw_norm(t)[0] in LEGACY_TIME:
                out.append({"file": f, "line": l, "type":
                            rw_norm(t)[0], "name": x, "struct": s})
    for l, c, b in rw_bare_cmds():
        out.append({"file": coccinelle.rw_cmd_pos[c][0], "line": l,
                    "type": "struct " + b, "name": c, "struct": ""})
    for c, (kind, d, f, l, fn) in sorted(rw_sizeless().items()):
        df, dl, t, n = coccinelle.rw_nosize[c]
        out.append({"file": df, "line": dl, "sizeless": c,
                    "new": rw_sizeless_new(c), "type": t, "nr": n,
                    "dir": {"_IOC_WRITE": "_IOW", "_IOC_READ": "_IOR"}.get(
                        d, "_IOWR")})
        out.append({"file": f, "fn": fn, "addcase": c,
                    "new": rw_sizeless_new(c)})
    return out


def rw_inplace_plan():
    """Each struct with time that is a command's argument, for
    tools/convert/inplace.py, which converts the cases that copy it
    whole wherever they are (where no handler here gets a table, or
    with rewrite.py --copies): its commands, the
    descriptions of it and the structs it nests (or why there are none),
    and its header members' kernel types."""
    out = []
    for s in sorted((s for s in coccinelle.rw_cmds
                     if s in coccinelle.rw_struct_pos and
                     rw_has_time(s, set())), key=coccinelle.rw_struct_pos.get):
        conv = rw_closure([s])
        todo = ["struct %s: %s" % (t, ", ".join(bad)) for t, bad in
                [(t, [m[3] for m in rw_mems(t)
                  if "TODO" in rw_field(t, m[2], m[3], conv)])
                 for t in conv] if bad]
        attrs = ["struct %s is %s" % (t, rw_attrs(t)) for t in conv
                 if rw_attrs(t)]
        edits = [{"file": coccinelle.rw_struct_pos[t][0], "line": l,
                  "type": rw_norm(ty)[0], "name": x, "struct": t}
                 for t in conv for l, c, ty, x in rw_mems(t)
                 if rw_norm(ty)[0] in LEGACY_TIME]
        f, l = coccinelle.rw_struct_pos[s]
        out.append({"inplace": s, "file": f, "line": l, "structs": conv,
                    "cmds": [c for x, c, a in coccinelle.rw_cmds[s]],
                    "descs": "" if todo or attrs else rw_descs(conv),
                    "why": "; ".join(todo + attrs), "edits": edits})
    return out


def rw_plan_ok(f):
    return bool(rw_plan_cmds(str(f)))


def rw_planned():
    """Is there a driver table to generate: does every handler that uses
    the converted commands get one?"""
    conv = rw_time_cmds()
    users = [f for f in coccinelle.rw_refs if coccinelle.rw_refs[f] & conv]
    return bool(users) and all(rw_plan_ok(f) for f in users)


def rw_plain(s, seen):
    """Is struct s the same bytes on every ABI: no long, pointer or
    64-bit member, nothing unknown?"""
    if s in seen or not rw_mems(s):
        return False
    seen.add(s)
    return all(rw_plain_type(m[2], set(seen)) for m in rw_mems(s))


RW_INLINE = re.compile(r"^(?:struct|union)\s*\{(.*)\}$", re.S)


def rw_plain_type(ty, seen):
    """Is type text ty the same bytes on every ABI: a plain integer or
    enum, a plain struct, a typedef of one (video_size_t), or an inline
    struct or union of such members?"""
    inline = RW_INLINE.match(str(ty).strip())
    if inline:
        decls = [d.strip() for d in inline.group(1).split(";") if d.strip()]
        return bool(decls) and "{" not in inline.group(1) and \
            all(re.match(r"^(.+?)\s*\b\w+\s*(\[[^\]]*\]\s*)*$", d) and
                rw_plain_type(re.match(r"^(.+?)\s*\b\w+\s*"
                                       r"(\[[^\]]*\]\s*)*$", d).group(1),
                              set(seen)) for d in decls)
    base, arr, ptr = rw_norm(ty)
    if ptr:
        return False
    if RW_BYTES.match(base) or re.match(r"^enum\s*\{", str(ty).strip()):
        return True
    if rw_tag(base):
        return rw_plain(rw_tag(base), seen)
    if base in coccinelle.rw_typedefs and base not in seen:
        seen.add(base)
        return rw_plain_type(coccinelle.rw_typedefs[base], seen)
    return False


def rw_scalar(base):
    """base, or the plain type a typedef of it names (snd_pcm_uframes_t:
    unsigned long), through typedefs of typedefs."""
    seen = set()
    while base in coccinelle.rw_typedefs and base not in seen:
        seen.add(base)
        b, arr, ptr = rw_norm(coccinelle.rw_typedefs[base])
        if arr or ptr or rw_tag(b) or "{" in b:
            break
        base = b
    return base


def rw_field(s, ty, name, conv):
    """One COMPAT_TIME_*() initialiser for member name of struct s."""
    base, arr, ptr = rw_norm(ty)
    base = rw_scalar(base)
    t = "struct " + s
    # a pointer is a long wide in every layout, and a 32-bit one is
    # zero-extended, as compat_ptr() does (but on s390)
    if ptr and not arr:
        return "COMPAT_TIME_ULONG(%s, %s, 0)," % (t, name)
    if ptr:
        return "/* TODO: %s is an array of pointers */" % name
    if base in LEGACY_TIME:
        return "COMPAT_TIME_%s(%s, %s, 0)," % (LEGACY_TIME[base], t, name)
    if base in RW_NATIVE:
        return "COMPAT_TIME_%s(%s, %s, 0)," % (RW_NATIVE[base], t, name)
    if base in RW_S64:
        return "COMPAT_TIME_S64(%s, %s, 0)," % (t, name)
    if base in RW_LONG:
        return "COMPAT_TIME_%s(%s, %s, 0)," % (RW_LONG[base], t, name)
    if RW_BYTES.match(base):
        if RW_PADNAME.match(name):
            return "COMPAT_TIME_PAD(%s, %s)," % (t, name)
        return "COMPAT_TIME_BYTES(%s, %s)," % (t, name)
    n = rw_tag(base)
    if n and n in conv:
        return "COMPAT_TIME_NESTED(%s, %s, 0,\n\t\t\t   struct %s, %s_ct_desc)," \
            % (t, name, n, n)
    if rw_plain_type(ty, set()):
        return "COMPAT_TIME_BYTES(%s, %s)," % (t, name)
    if n:
        return "COMPAT_TIME_BYTES(%s, %s), /* TODO: check struct %s on i386 */" \
            % (t, name, n)
    if "{" in base or base.startswith("union"):
        return "/* TODO: %s is a union or inline struct */" % name
    return "COMPAT_TIME_BYTES(%s, %s), /* TODO: check %s */" \
        % (t, name, base)


def rw_fields(s, conv):
    return "\n\t".join(rw_field(s, m[2], m[3], conv) for m in rw_mems(s))


def rw_wrap(head, args, tail, indent):
    """head + args + tail at indent tabs, continued under the "(" past
    column 80, as the kernel's style has it."""
    if 8 * indent + len(head + ", ".join(args) + tail) <= 80:
        return head + ", ".join(args) + tail
    tabs, spaces = divmod(8 * indent + len(head), 8)
    pad = "\t" * (tabs - indent) + " " * spaces
    lines, cur = [], head + args[0]
    for i, a in enumerate(args[1:], 2):
        end = len(tail) if i == len(args) else 1
        if 8 * indent + len(cur.expandtabs(8)) + len(a) + 2 + end > 80:
            lines.append(cur + ",")
            cur = pad + a
        else:
            cur += ", " + a
    return ("\n" + "\t" * indent).join(lines + [cur + tail])


def rw_desc(s):
    return "static const struct compat_time_struct %s_ct_desc =\n" \
           "\tCOMPAT_TIME_STRUCT(struct %s, %s_ct_fields);" % (s, s, s)


def rw_descs(conv):
    """The head of a table's text: the descriptions of structs conv."""
    text = "/* compat_time: generated by cocci/ioctl_time_rewrite.cocci, " \
        "check it */"
    for s in conv:
        text += "\nstatic const struct compat_time_field %s_ct_fields[] = " \
            "{\n\t%s\n};\n\n%s\n" % (s, rw_fields(s, conv), rw_desc(s))
    return text


def rw_fplan(f, fops):
    """The plan of file_operations fops's handler f: its table's text
    for rewrite.py; (table, .unlocked_ioctl, .compat_ioctl) names."""
    conv = rw_converted()
    cmds = rw_plan_cmds(str(f))
    shared = rw_shared(f)
    stem = re.sub(r"_fops$", "", str(fops))
    ioctls = "%s_ct_ioctls" % stem
    table = "%s_ct_table" % stem
    handler = "%s_karg" % f if shared else str(f)
    compat = coccinelle.rw_compat.get(str(f))
    text = rw_descs(conv)
    if shared:
        text += "\n%s\n{\n\t/* %s's commands, their argument in karg */" \
            "\n\treturn %s(file, cmd, 0, karg);\n}" % \
            (rw_wrap("static long %s(" % handler, ["struct file *file",
             "unsigned int cmd", "void *karg"], ")", 0), table,
             rw_new_name(f))
        text += "\n\n%s\n{\n\t/* the other commands, as %s's .fallback */" \
            "\n\treturn %s(file, cmd, arg, NULL);\n}\n" % \
            (rw_wrap("static long %s(" % f, ["struct file *file",
             "unsigned int cmd", "unsigned long arg"], ")", 0), table,
             rw_new_name(f))
    text += "\nstatic const struct compat_time_ioctl %s[] = {\n\t" % ioctls
    nosize = rw_sizeless()

    def entry(c, s):
        if c not in nosize:
            return rw_wrap("COMPAT_TIME_IOCTL(", [c, rw_desc_name(s),
                                                  handler], "),", 1)
        # size-less: served by the caller ABI, and its sized time64 twin
        by_abi = rw_wrap("COMPAT_TIME_IOCTL_BY_ABI(",
                         [c, rw_desc_name(s), handler, nosize[c][1]],
                         "),", 1)
        sized = rw_wrap("COMPAT_TIME_IOCTL(",
                        [rw_sizeless_new(c), "compat_time_desc_time64_pair",
                         handler], "),", 1)
        return by_abi + "\n\t" + sized
    text += "\n\t".join(entry(c, s) for l, c, s in cmds)
    text += "\n};\n\nstatic struct compat_time_table %s = {\n\t" % table
    text += ".ioctls = %s,\n\t.nr_ioctls = ARRAY_SIZE(%s)," % (ioctls, ioctls)
    text += "\n\t.owner = THIS_MODULE,"
    if shared:
        text += "\n\t.fallback = %s," % f
    # What .compat_ioctl was, for the commands the table does not serve.
    if compat and (shared or compat not in (str(f), "compat_ptr_ioctl")):
        text += "\n\t.compat_fallback = %s," % compat
        # its size-less time cases are the table's now (if it is a function
        # of its own here)
        own = compat in coccinelle.rw_defs and \
            compat not in (str(f), rw_body(f), "compat_ptr_ioctl")
        for c in sorted(set(nosize) & set(x for l, x, s in cmds) if own else []):
            coccinelle.rw_tables.append({"file": coccinelle.rw_fops[str(f)][0],
                                         "dropcase": c, "fn": compat})
    text += "\n};\n\nCOMPAT_TIME_DEFINE_IOCTL(%s_ct, %s);\n\n" % (stem, table)
    # rewrite.py puts it before the file_operations (Coccinelle's added code
    # must start as the same C each time, and this starts as it may).
    coccinelle.rw_tables.append({"file": coccinelle.rw_fops[str(f)][0],
                                 "fops": str(fops), "text": text})
    return table, "%s_ct_ioctl" % stem, "%s_ct_compat_ioctl" % stem


def rw_decl(t, n):
    """The declaration of n, of type text t."""
    return t + ("" if t.endswith("*") else " ") + n


def rw_kplan(f, holder):
    """The plan of kernel-buffer handler f, held by holder: its table's
    text for rewrite.py; (table, the function holder gets) names.  The
    table hands f the native layout, its .kernel_fallback the other
    commands as they came; the function holder gets instead of f has
    f's prototype and hands the table, with the framework's context as
    priv, to the framework's compat_time function (RW_KDISPATCH).  A
    context of more than one parameter (file, fh, valid_prio) goes in a
    struct on the stack, which the handler's wrapper unpacks."""
    conv = rw_converted()
    cmds = rw_plan_cmds(f)
    stem = re.sub(r"_(fops|driver|core_ops|ops)$", "", holder)
    ioctls = "%s_ct_ioctls" % stem
    table = "%s_ct_table" % stem
    handler = "%s_karg" % f
    entry = "%s_ct_ioctl" % stem
    ret, params = coccinelle.rw_ksig[f]
    ctx, (cmd, buf) = params[:-2], [n for t, n in params[-2:]]
    packed = "%s_ct_ctx" % stem if len(ctx) > 1 else None
    text = rw_descs(conv)
    if packed:
        text += "\n/* what %s() gets besides the command and the " \
            "buffer */\nstruct %s {\n\t%s;\n};\n" % (
                f, packed, ";\n\t".join(rw_decl(t, n) for t, n in ctx))
    text += "\n%s\n{\n" % rw_wrap(
        "static long %s(" % handler,
        ["void *priv", "unsigned int cmd", "void *karg"], ")", 0)
    if packed:
        text += "\tstruct %s *ctx = priv;\n\n" % packed
    text += "\t/* the table's commands in the native " \
        "layout, the others as they came */\n\t%s\n}\n" % \
        rw_wrap("return %s(" % f,
                (["ctx->" + n for t, n in ctx] if packed else ["priv"]) +
                ["cmd", "karg"], ");", 1)
    text += "\nstatic const struct compat_time_ioctl %s[] = {\n\t" % ioctls
    text += "\n\t".join(
        rw_wrap("COMPAT_TIME_IOCTL_KERNEL(", [c, rw_desc_name(s), handler],
                "),", 1) for l, c, s in cmds)
    text += "\n};\n\nstatic struct compat_time_table %s = {\n\t" % table
    text += ".ioctls = %s,\n\t.nr_ioctls = ARRAY_SIZE(%s),\n\t" \
        ".kernel_fallback = %s,\n\t.owner = THIS_MODULE,\n};\n\n" % \
        (ioctls, ioctls, handler)
    call = rw_wrap("return %s(" % RW_KDISPATCH[coccinelle.rw_kfops[f][2:]][1],
                   ["&" + table, "&ctx" if packed else ctx[0][1], cmd, buf],
                   ");", 1)
    if packed:
        call = "struct %s ctx = {\n\t\t%s\n\t};\n\n\t%s" % (
            packed, "\n\t\t".join(".%s = %s," % (n, n) for t, n in ctx),
            call)
    text += "%s\n{\n\t%s\n}\n\n" % (
        rw_wrap("static %s %s(" % (ret, entry),
                [rw_decl(t, n) for t, n in params], ")", 0), call)
    compat = RW_KCOMPAT.get(coccinelle.rw_kfops[f][2:])
    sets = [c for c in rw_parsed("set") if c["member"] == compat]
    own = next((c["value"] for c in sets if c["holder"] == holder), None)
    # another .compat_ioctl32 of the driver's (a v4l2_file_operations of
    # a node, set in its initialiser or by assignment) may take 32-bit
    # callers before the framework calls the core ops'
    other = next((c for c in sorted(sets, key=lambda c: (
        c["file"] != coccinelle.rw_kfops[f][0], c["line"]))
        if c["type"] is None or
        rw_tag(rw_norm(c["type"])[0]) != coccinelle.rw_kfops[f][2]), None)
    record = {"file": coccinelle.rw_kfops[f][0], "fops": holder}
    if compat and other:
        rw_say(f, "%s's table serves native callers: %s:%d gives a .%s "
               "of the driver's own (%s), which 32-bit processes on a "
               "64-bit kernel may reach instead of %s's: their calls are "
               "left as they are, served or not as before" % (
                   f, other["file"], other["line"], compat, other["value"],
                   holder))
    elif compat and own and not own.isidentifier():
        rw_say(f, "%s's .%s is %s, which the rewrite does not chain to: "
               "32-bit processes on a 64-bit kernel are left as they are, "
               "served or not as before" % (holder, compat, own))
    elif compat and not packed:
        centry = "%s_ct_%s" % (stem, compat)
        args = ["&" + table, ctx[0][1], cmd, "arg"]
        body = rw_wrap("return compat_time_compat_kernel_ioctl(", args,
                       ");", 1)
        if own:
            body = "%s\n\n\t/* the others to %s(), as before */\n\t" \
                "if (ret != -ENOIOCTLCMD)\n\t\treturn ret;\n\t%s" % (
                    rw_wrap("long ret = compat_time_compat_kernel_ioctl(",
                            args, ");", 1), own,
                    rw_wrap("return %s(" % own, args[1:], ");", 1))
        text += "#ifdef CONFIG_COMPAT\n%s\n{\n\t%s\n}\n#endif\n\n" % (
            rw_wrap("static long %s(" % centry,
                    [rw_decl(t, n) for t, n in ctx] +
                    ["unsigned int " + cmd, "unsigned long arg"], ")", 0),
            body)
        record["compat"] = {"member": compat, "entry": centry}
    record["text"] = text
    coccinelle.rw_tables.append(record)
    other = RW_KNATIVE_ONLY.get(coccinelle.rw_kfops[f][2:])
    if other:
        rw_say(f, "%s's table serves native callers: 32-bit processes on "
               "a 64-bit kernel come in through %s, which the rewrite does "
               "not give the table: their calls are left as they are, "
               "served or not as before" % (f, other))
    return table, entry


# The plan's functions that the rules' constraints call per candidate.
for _fn in ("rw_sizeless", "rw_converted", "rw_time_cmds", "rw_shared",
            "rw_plan_cmds"):
    globals()[_fn] = rw_memo(globals()[_fn])


def rw_finish():
    """Say what is left unconverted and why, and write the plan for
    tools/convert/rewrite.py to $CT_REWRITE_PLAN."""
    typed = set(c for lst in coccinelle.rw_cmds.values() for l, c, a in lst)
    typed |= set(rw_sizeless())
    for f, fn, l, kind, d, col in sorted(set(coccinelle.rw_tcopies)):
        label = rw_label_at(fn, f, l, col)
        if not label or not rw_is_body(fn):
            continue
        k = label[0]
        # once, and not for a number that names a struct or time type
        if k not in typed:
            typed.add(k)
            rw_say(k, "%s: its case at %s:%d copies a time buffer, and its "
                   "number does not say so; it is not a #define of a plain "
                   "number or _IO() in these files, or its case copies both "
                   "a timeval and a timespec: not converted" % (k, f, l))
    shared = rw_shared_structs()
    if shared:
        rw_say(shared[0], "struct %s: in the arguments of commands these "
               "files' handlers use and of commands no handler here uses "
               "(struct %s); converting it would move the latter's kernel "
               "layout: not converted" % (", ".join(shared),
                                          ", ".join(sorted(rw_unserved()))))
    for s in sorted(rw_unserved(), key=coccinelle.rw_struct_pos.get):
        cmds = [c for l, c, a in coccinelle.rw_cmds.get(s, [])]
        rw_say(s, "%s: no file_operations or usb_driver .unlocked_ioctl or "
               "dvb_device .kernel_ioctl handler in these files uses them "
               "(dispatch elsewhere?): %s" %
               (", ".join(cmds), "left as they are" if rw_planned()
                else "not converted"))
    unseen = sorted((c, t) for t, l in coccinelle.rw_cmds.items()
                    for x, c, a in l if t not in coccinelle.rw_struct_pos and
                    t not in ("timespec", "timeval"))
    if unseen:
        rw_say(unseen[0][0], "not looked at, their struct not being defined in "
               "these files (a macro, an alias or another header?): %s" %
               ", ".join("%s (struct %s)" % u for u in unseen))
    refs = set(c for r in coccinelle.rw_refs.values() for c in r)
    planned = set(c for l, c, b in rw_bare_cmds()) if rw_planned() else set()
    for bare in ("timespec", "timeval"):
        for l, c, a in coccinelle.rw_cmds.get(bare, []):
            if c not in refs:
                rw_say(c, "%s: its argument is a bare struct %s, and no "
                       "handler in these files uses it: left as it is" %
                       (c, bare))
            elif c not in planned:
                rw_say(c, "%s: its argument is a bare struct %s, which "
                       "compat_time_desc_%s describes; its handler is not "
                       "converted" % (c, bare, bare))
    plan = os.environ.get("CT_REWRITE_PLAN")
    if plan:
        with open(plan, "w") as f:
            json.dump((rw_header_plan() + coccinelle.rw_tables
                       if rw_planned() else []) + rw_inplace_plan(), f,
                      indent=1, sort_keys=True)
