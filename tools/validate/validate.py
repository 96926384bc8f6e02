#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""validate.py - is an out-of-tree driver ready for 32-bit time64 user space?

Usage: tools/validate/validate.py [-o REPORT] DIR

One report on the driver in DIR, composed of the project's tools, each run
on a copy (nothing is written into DIR):

  build      make -C KDIR M=<copy> W=1 modules, then with C=2 (sparse),
             against Debian's 6.1 and 6.12 headers (KDIRS=a:b, else
             fetched into the cache by tools/qemu/fetch-kernel.sh, as
             the QEMU harness fetches them):
             clean, the warnings, or the first error and why (an error
             about struct timeval / timespec / do_gettimeofday: the driver
             uses the kernel's legacy time types, removed in 5.6, and
             what replaces them), then every error by its cause, with
             their count and the first of each.  The driver is built
             from the top-most folder whose Kbuild or Makefile names
             modules, obj-m or obj-$(CONFIG_X) (then with CONFIG_X=m for
             each such line whose objects are there), with its include/
             folders on the include path; one with neither is not
             built.
  audit      tools/audit/ioctl_audit.py -p.  It measures headers under
             include/uapi/; a driver's own headers are what its user space
             includes, so the copy puts every .h of DIR under
             include/uapi/ (same relative paths) and the .c files beside
             it; paths are reported relative to DIR.  With -p it measures
             the commands the .c files define too (user space carries a
             copy of the native ones; the compat ones are the numbers the
             driver's .compat_ioctl knows), and a command is served for a
             32-bit ABI only where the handler its calls reach has a case
             for the number it sends.
  find       cocci/ioctl_time_find.cocci in report mode: the time-carrying
             commands.
  dispatch   each ioctl entry point the .c files initialise, as
             Coccinelle parses them (dispatch.cocci): file_operations
             (.unlocked_ioctl or .ioctl, and .compat_ioctl),
             v4l2_file_operations (.unlocked_ioctl, .compat_ioctl32) and
             v4l2_subdev_core_ops (.ioctl, .compat_ioctl32); one without
             its 32-bit member gives every 32-bit process on a 64-bit
             kernel ENOTTY, whatever the command.
  rewrite    tools/convert/rewrite.py on a copy of the .c and .h files:
             converted or not and what it said; if converted,
             tools/convert/invariant.py BEFORE AFTER and its verdict line.
  routes     for a converted copy: the driver built with it for Debian's
             x86_64, arm64 and armhf (armmp) 6.1, and routes.py's proof
             from the modules that every caller's ioctl() reaches
             compat_time with each time-carrying command; a cell it
             cannot prove makes the conversion "partial".
  verdict    one line: READY, NOT READY: <why>, or DOES NOT BUILD on
             6.1/6.12: <why>.

Exit status: 0 ready, 1 not ready (or does not build), 2 tool error.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(TOP, "tools", "convert"))
import driver  # noqa: E402
import rewrite  # noqa: E402
import routes  # noqa: E402

AUDIT = os.path.join(TOP, "tools", "audit", "ioctl_audit.py")
# {command: the audit's served_by} of the driver step_audit() last read
SERVED_BY = {}
REWRITE = os.path.join(TOP, "tools", "convert", "rewrite.py")
INVARIANT = os.path.join(TOP, "tools", "convert", "invariant.py")
DISPATCH = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "dispatch.cocci")
TIMEOUT = 900
MAX_WARN = 20

# An error line's likely cause: (pattern, why).
WHY = [
    (r"\btimeval\b|do_gettimeofday",
     "uses the kernel's struct timeval (do_gettimeofday), removed in 5.6: "
     "struct timespec64 and ktime_get_real_ts64() in the kernel, struct "
     "__kernel_sock_timeval in an ioctl's argument"),
    (r"\btimespec\b|getnstimeofday|current_kernel_time|ktime_get_ts\b|"
     r"timespec_to_ns|ns_to_timespec\b",
     "uses the kernel's struct timespec and its helpers, removed in 5.6: "
     "struct timespec64 and the *_ts64() helpers in the kernel, struct "
     "__kernel_timespec in an ioctl's argument"),
    (r"\btime_t\b", "uses the kernel's time_t, removed in 5.6: time64_t"),
    (r"init_timer|setup_timer|\.data\b.*timer_list|timer_list.*\bdata\b",
     "uses the old timer API (init_timer/setup_timer, .data), removed in "
     "4.15"),
    (r"access_ok", "calls access_ok with 3 arguments; 2 since 5.0"),
    (r"no member named 'ioctl'",
     "uses file_operations.ioctl, removed in 2.6.36 (use unlocked_ioctl)"),
    (r"proc_create|file_operations.*proc_ops|proc_ops",
     "registers /proc files with file_operations; proc_ops since 5.6"),
    (r"No such file or directory",
     "includes a header this kernel does not have"),
    (r"No rule to make target",
     "its Makefile names a file that is not among the driver's files"),
]


class ToolError(Exception):
    pass


def run(argv, cwd, timeout=TIMEOUT):
    """(status, stdout, stderr); ToolError if the program cannot run."""
    try:
        p = driver.run(argv, cwd, timeout)
    except subprocess.TimeoutExpired:
        raise ToolError("%s timed out after %d s" % (argv[0], timeout))
    except OSError as e:
        raise ToolError("%s: %s" % (argv[0], e))
    return p.returncode, p.stdout, p.stderr


def debian_headers():
    """Debian's 6.1 and 6.12 amd64 headers, fetched into the cache (a
    download the first time) as the QEMU harness does; those a fetch
    could not give are left out."""
    out = []
    for v in ("6.1", "6.12"):
        try:
            out.append(driver.fetch_kernel(v, TIMEOUT)["HEADERS"])
        except (RuntimeError, KeyError) as e:
            print("validate.py: no %s headers: %s" % (v, e), file=sys.stderr)
    return out


# A Kbuild or Makefile line that names modules: obj-m, or
# obj-$(CONFIG_X) as kernel trees' Makefiles, and every BSP's, say it
OBJ_LINE = re.compile(r"^[ \t]*obj-(?:m|\$\((CONFIG_\w+)\))[ \t]*[:+]?="
                      r"(.*)$", re.M)


# A line that builds objects whatever the configuration
OBJ_Y = re.compile(r"^[ \t]*obj-y[ \t]*[:+]?=(.*)$", re.M)


def present(top, d, text, obj):
    """Whether obj (foo.o, or sub/) of the Kbuild text in top/d is
    there: its .c file, its subdirectory, or every object of a
    composite's -objs or -y lists."""
    base = obj[:-2] if obj.endswith(".o") else obj.rstrip("/")
    if os.path.exists(os.path.join(top, d, base + ".c")) or \
            os.path.isdir(os.path.join(top, d, base)):
        return True
    parts = [o for m in re.finditer(
        r"^[ \t]*%s-(?:objs|y)[ \t]*[:+]?=(.*)$" % re.escape(base),
        text.replace("\\\n", " "), re.M) for o in m.group(1).split()]
    return bool(parts) and all(
        o.startswith("$") or present(top, d, "", o) for o in parts)


def kbuild_files(top):
    """{directory (relative): text} of each Kbuild or Makefile under top
    that names modules (a Kbuild before a Makefile), leaving out one that
    builds, whatever the configuration, objects that are not there (a
    whole tree's drivers/Makefile beside one driver)."""
    out = {}
    for root, _, files in os.walk(top):
        for f in ("Kbuild", "Makefile"):
            if f in files:
                with open(os.path.join(root, f), errors="replace") as fh:
                    text = fh.read()
                d = os.path.relpath(root, top)
                if OBJ_LINE.search(text) and all(
                        present(top, d, text, o) for m in
                        OBJ_Y.finditer(text) for o in m.group(1).split()
                        if not o.startswith("$")):
                    out[d] = text
                    break
    return out


def kbuild_dirs(top):
    """Directories (relative) with a Kbuild or Makefile naming modules,
    the top-most first."""
    return sorted(kbuild_files(top),
                  key=lambda d: (d.count(os.sep), d))


def make_vars(top):
    """(["CONFIG_X=m", ...], ["-I..."]): what a build of the driver at
    top needs.  CONFIG_X=m for each obj-$(CONFIG_X) line whose objects
    are there (a .c file, a composite's -objs or -y list, or a
    subdirectory), CONFIG_X= for the others, which the kernel's own
    configuration may set; -I for the driver's include/ folders, where
    its headers sit as in a kernel tree."""
    configs = {}
    for d, text in kbuild_files(top).items():
        for m in OBJ_LINE.finditer(text):
            if m.group(1):
                configs[m.group(1)] = configs.get(m.group(1)) or any(
                    present(top, d, text, o) for o in m.group(2).split())
    incs = [os.path.join(top, d) for d in ("include", "include/uapi")
            if os.path.isdir(os.path.join(top, d))]
    # the others empty: the kernel's own configuration may enable them
    return ["%s=%s" % (c, "m" if on else "") for c, on in
            sorted(configs.items())], ["-I" + i for i in incs]


def why(line):
    for pat, text in WHY:
        if re.search(pat, line):
            return text
    return None


def build(src, kdir, flags, tmp):
    """(error or None, [warnings]) of one build of a fresh copy; on an
    error, [each cause's count and first error] for the warnings."""
    work = tempfile.mkdtemp(dir=tmp, prefix="build.")
    copy = os.path.join(work, "d")
    shutil.copytree(src, copy, symlinks=True)
    d = os.path.join(copy, kbuild_dirs(copy)[0])
    configs, incs = make_vars(copy)
    rc, out, err = run(["make", "-C", kdir, "M=" + d] + flags + configs +
                       (["KCFLAGS=" + " ".join(incs)] if incs else []) +
                       ["modules"], copy)
    text = re.sub(r"(?m)^\./", "", (out + err).replace(d + "/", "")
                  .replace(copy + "/", ""))
    lines = text.splitlines()
    warns = []
    for l in lines:
        if re.search(r"\bwarning:", l) and l not in warns:
            warns.append(l)
    if rc == 0:
        return None, warns
    errs = [l for l in lines if re.search(
        r"\berror:|No rule to make target|\bError\b|^ERROR:", l)]
    first = errs[0] if errs else "make exited %d" % rc
    causes = [why(l) for l in errs]
    for i, l in enumerate(errs):
        m = re.search(r"fatal error: ([\w./-]+): No such file", l)
        if m:
            there = [os.path.relpath(os.path.join(r, f), copy)
                     for r, _, fs in os.walk(copy) for f in fs
                     if os.path.join(r, f).endswith("/" + m.group(1))]
            if there:
                causes[i] = "includes a header of the driver's own tree " \
                    "(%s) that its Makefile does not put on the include " \
                    "path" % there[0]
    cause = next((c for c in causes if c and "header" not in c),
                 next((c for c in causes if c), None))
    # every error by its cause, the first of each: a port is all of them
    seen = {}
    for l, c in zip(errs, causes):
        if re.search(r"\berror:", l):
            seen.setdefault(c or "other", []).append(l.strip())
    return "%s%s" % (first.strip(), " -- " + cause if cause else ""), \
        ["%d x %s; first: %s" % (len(ls), c, ls[0]) for c, ls in
         seen.items()]


def step_build(src, kdirs, tmp, rep):
    """Build section; {kernel: error} for kernels it does not build on,
    None when there is nothing to build."""
    rep.append("== build (W=1, then W=1 C=2 sparse)")
    dirs = kbuild_dirs(src)
    if not dirs:
        rep.append("not built: no Kbuild or Makefile with obj-m or "
                   "obj-$(CONFIG_...) in the driver's directory")
        return None
    failed = {}
    for kdir in kdirs:
        name = os.path.basename(kdir)
        for flags in (["W=1"], ["W=1", "C=2"]):
            tag = "%s %s" % (name, " ".join(flags))
            err, warns = build(src, kdir, flags, tmp)
            if err:
                rep.append("%s: does not build: %s" % (tag, err))
                rep.extend("  " + w for w in warns)
                failed[name] = err
                break
            rep.append("%s: %s" % (tag, "clean" if not warns else
                                   "%d warnings" % len(warns)))
            rep.extend("  " + w for w in warns[:MAX_WARN])
            if len(warns) > MAX_WARN:
                rep.append("  ... %d more" % (len(warns) - MAX_WARN))
    return failed


def step_audit(src, tmp, rep):
    """Audit section; (findings, the commands whose 32-bit number reaches
    no case, the commands it could not measure)."""
    rep.append("== audit (tools/audit/ioctl_audit.py; the driver's .h "
               "files measured as user-space headers)")
    work = os.path.join(tmp, "audit")
    for f in driver.sources(src):
        dst = os.path.join(work, "include", "uapi", f) if f.endswith(".h") \
            else os.path.join(work, f)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(os.path.join(src, f), dst)
    if not os.path.isdir(work):
        rep.append("no .c or .h files")
        return 0, set(), set()
    rc, out, err = run([sys.executable, AUDIT, "-p", "."], work)
    if rc == 2:
        raise ToolError("ioctl_audit.py: " + err.strip())
    out = re.sub(r"(?<=[\s@])\./", "", out.replace("include/uapi/", "")
                 .replace(work + "/", ""))
    rep.extend(l.rstrip() for l in out.splitlines())
    rows = [l for l in out.splitlines() if " | " in l][1:]
    m = re.search(r"^(\d+) commands, (\d+) findings", out, re.M)
    nf = int(m.group(2)) if m else 0
    unmeasured = set(l.split()[0] for l in rows if " unmeasurable " in l)
    global SERVED_BY
    SERVED_BY = dict((l.split(" | ")[0].split()[0],
                      l.split(" | ")[0].split()[-1]) for l in rows)
    return nf, set(l.split()[0] for l in rows
                   if "reaches no case" in l.split(" | ")[1]), unmeasured


def step_find(src, tmp, rep):
    """Find section; the commands reported."""
    rep.append("== find (cocci/ioctl_time_find.cocci, report mode)")
    files = driver.sources(src)
    if not files:
        rep.append("no .c or .h files")
        return set()
    rc, out, names, err = driver.find(src, files, TIMEOUT)
    if rc:
        raise ToolError("spatch exited %d: %s" % (rc, err.strip()[:500]))
    lines = sorted(set(l.rstrip() for l in out.splitlines() if l.strip()))
    rep.extend(lines or ["no time-carrying command found"])
    return names


def step_rewrite(src, tmp, rep, found):
    """Rewrite section; (converted, reason when not)."""
    rep.append("== rewrite (tools/convert/rewrite.py on a copy)")
    before, after = os.path.join(tmp, "before"), os.path.join(tmp, "after")
    for d in (before, after):
        for f in driver.sources(src):
            os.makedirs(os.path.dirname(os.path.join(d, f)), exist_ok=True)
            shutil.copy(os.path.join(src, f), os.path.join(d, f))
    files = driver.sources(after)
    if not files:
        rep.append("no .c or .h files")
        return False, "no sources"
    rc, out, err = run([sys.executable, REWRITE, "--in-place"] + files,
                       after)
    said = [l.strip().replace("ioctl_time_rewrite: ", "")
            for l in err.splitlines() if l.strip()]
    converted = bool(driver.converted(after))
    if rc not in rewrite.PATCH + rewrite.NO_PATCH + (rewrite.FAILED,):
        raise ToolError("rewrite.py exited %d: %s" % (rc, " / ".join(said)))
    rep.append(("partial: converted, with what it left said below"
                if rc == rewrite.PARTIAL else "converted") if converted else
               "nothing to convert" if not found and not said else
               "not converted" + (" (rewrite.py failed)"
                                  if rc == rewrite.FAILED else ""))
    rep.extend("  " + l for l in said)
    if converted:
        rc, out, err = run([sys.executable, INVARIANT, before, after], tmp)
        lines = out.strip().splitlines()
        rep.extend("  " + l for l in lines[:-1] if not l.startswith("note:"))
        rep.append(lines[-1] if lines else "invariant: " + err.strip())
    why = [l for l in said if l.endswith("not converted")] or said
    reason = why[0] if why else "nothing said"
    return converted, reason


# The structs whose members a framework calls with an ioctl: {type:
# (members for native callers, the member for 32-bit callers on a 64-bit
# kernel)}.  A v4l2 or subdev private command without the 32-bit member
# gets ENOTTY from them, as a file_operations without .compat_ioctl does.
ENTRIES = {
    "struct file_operations": (("unlocked_ioctl", "ioctl"), "compat_ioctl"),
    "struct v4l2_file_operations": (("unlocked_ioctl", "ioctl"),
                                    "compat_ioctl32"),
    "struct v4l2_subdev_core_ops": (("ioctl",), "compat_ioctl32"),
}
QUALIFIERS = ("const", "volatile")


def build_converted(src, after, kdir, arch, tmp, kcflags=(), args=()):
    """The driver at src with the converted files of after, built by its
    own Kbuild or Makefile against kdir for arch (routes.CROSS's names),
    with compat_time's headers, kcflags and make's args, in a copy under
    tmp: ([the .ko files], None), ([], the first error), or (None, None)
    when no Kbuild or Makefile names a module."""
    work = tempfile.mkdtemp(dir=tmp, prefix="build.")
    copy = os.path.join(work, "d")
    shutil.copytree(src, copy, symlinks=True)
    for f in driver.sources(after):
        shutil.copy(os.path.join(after, f), os.path.join(copy, f))
    dirs = kbuild_dirs(copy)
    if not dirs:
        return None, None
    configs, incs = make_vars(copy)
    rc, out, err = run(["make", "-C", kdir, "M=" + os.path.join(
        copy, dirs[0]), "KCFLAGS=" + " ".join(
            ["-I" + os.path.join(TOP, "include")] + incs + list(kcflags)),
        "KBUILD_MODPOST_WARN=1"] + configs + routes.CROSS[arch] +
        list(args) + ["modules"], copy)
    kos = [os.path.join(r, f) for r, _, fs in os.walk(copy)
           for f in fs if f.endswith(".ko")]
    if rc or not kos:
        text = re.sub(r"(?m)^\./", "", (out + err).replace(copy + "/", ""))
        errs = [l for l in text.splitlines() if re.search(r"\berror:", l)]
        return [], errs[0] if errs else "make exited %d" % rc
    return kos, None


def step_routes(src, after, found, kdirs, tmp, rep):
    """Routes section, for a converted copy (after): the driver with its
    converted files, built for each kernel with every function and object
    in a section of its own, and tools/convert/routes.py's cells for the
    time-carrying commands found; (proven, why not)."""
    rep.append("== routes (tools/convert/routes.py on the converted "
               "driver, built)")
    why = []
    for arch, kdir in routes.kernels(kdirs[0], TIMEOUT):
        if isinstance(kdir, Exception):
            rep.append("%s: not built: %s" % (arch, kdir))
            why.append(str(kdir))
            continue
        kos, first = build_converted(src, after, kdir, arch, tmp,
                                     routes.KCFLAGS)
        if kos is None:
            rep.append("not built: no Kbuild or Makefile with obj-m")
            return False, "not built, so not proven"
        if first:
            rep.append("%s (%s): does not build: %s" % (
                arch, os.path.basename(kdir), first))
            why.append("it does not build for %s: %s" % (arch, first))
            continue
        try:
            result = routes.prove(kos, routes.probe(kdir, arch), arch,
                                  sorted(found))
        except (routes.RoutesError, OSError) as e:
            raise ToolError("routes.py: %s" % e)
        bad = [c for c in result if not c[2]]
        rep.append("%s (%s): %d of %d cells served" % (
            arch, os.path.basename(kdir), len(result) - len(bad),
            len(result)))
        rep.extend("  %s %s: %s: %s" % (c, a, "served" if ok else
                                        "unserved", how)
                   for c, a, ok, how in result)
        why.extend("%s from %s: %s" % (c, a, how) for c, a, ok, how in bad)
    return not why, (why[0] + (" (and %d more)" % (len(why) - 1)
                               if len(why) > 1 else "")) if why else None


def initialisers(src):
    """[(type, name, file, line, {member: function})] of each struct the
    driver's .c files initialise with functions, as Coccinelle parses
    them (dispatch.cocci)."""
    cfiles = [f for f in driver.sources(src) if f.endswith(".c")]
    if not cfiles:
        return []
    rc, out, err = run(["spatch", "--very-quiet", "--no-includes",
                        "--sp-file", DISPATCH] + cfiles, src)
    if rc:
        raise ToolError("dispatch.cocci: spatch exited %d: %s" % (
            rc, err.strip()[-300:]))
    found = {}
    for l in out.splitlines():
        if l.startswith("["):
            t, v, f, line, m, fn = json.loads(l)
            t = " ".join(w for w in t.split() if w not in QUALIFIERS)
            found.setdefault((t, v, os.path.normpath(f), line), {})[m] = fn
    return [k + (members,) for k, members in sorted(found.items())]


def step_dispatch(src, rep):
    """Dispatch section; the ioctl entry points whose commands 32-bit
    processes on a 64-bit kernel cannot reach, as "name (file:line)"."""
    rep.append("== dispatch (ioctl entry points, and their 32-bit ones)")
    lost, seen = [], 0
    found = initialisers(src)
    # a driver's own v4l2_file_operations for its subdev node, with a
    # .compat_ioctl32, takes 32-bit callers before the core ops would
    own = ["%s (%s:%d)" % (name, f, line) for t, name, f, line, members in
           found if t == "struct v4l2_file_operations" and
           "compat_ioctl32" in members]
    for t, name, f, line, members in found:
        if t not in ENTRIES:
            continue
        natives, compat_member = ENTRIES[t]
        native = next((m for m in natives if m in members), None)
        if not native:
            continue
        seen += 1
        compat = members.get(compat_member)
        rep.append("%s:%d: %s (%s): .%s = %s, .%s = %s" % (
            f, line, name, t, native, members[native], compat_member,
            compat or "none"))
        if not compat and t == "struct v4l2_subdev_core_ops" and own:
            rep.append("  32-bit callers reach it through %s's "
                       ".compat_ioctl32" % ", ".join(own))
        elif not compat:
            lost.append("%s (%s:%d, no .%s)" % (name, f, line,
                                                compat_member))
    if not seen:
        rep.append("none in the .c files")
    return lost, seen and len(lost) == seen


# Each caller of a kernel kind: (kernel, caller), the 64-bit kernels'
# own callers first
CALLERS = (("x86_64", "x86_64"), ("arm64", "arm64"),
           ("x86_64", "i386-t32"), ("x86_64", "i386-t64"),
           ("x86_64", "x32"), ("arm64", "armhf-t32"),
           ("arm64", "armhf-t64"))


def step_cells(found, none32, rep):
    """Cells section: what each caller of a 64-bit kernel gets for each
    time-carrying command, where the dispatch and the audit decide it
    (the rest, and 32-bit kernels, undecided): a native caller is served
    where the native handler has the command's case (served_by
    "case@..."; no case seen is no proof of none, so undecided); a
    32-bit caller gets ENOTTY where the driver has no 32-bit entry point
    at all (none32).
    [(command, kernel, caller, outcome)]."""
    rep.append("== cells (decided by the dispatch and the audit; the "
               "others undecided)")
    out = []
    for cmd in sorted(found):
        by = SERVED_BY.get(cmd)
        for kernel, caller in CALLERS:
            if kernel == caller and by and "case@" in by:
                out.append((cmd, kernel, caller, "served"))
            elif kernel != caller and none32:
                out.append((cmd, kernel, caller, "ENOTTY"))
    rep.extend("%s %s %s %s" % c for c in out if c[3])
    if not any(c[3] for c in out):
        rep.append("none decided")
    return out


def short(kdir):
    """6.1 for /usr/src/linux-headers-6.1.0-57-amd64."""
    return re.sub(r"^linux-headers-(\d+\.\d+).*", r"\1",
                  os.path.basename(kdir))


def validate(src, kdirs):
    """(report lines, exit status)."""
    rep = ["validate: %s" % src,
           "kernels: %s" % ", ".join(os.path.basename(k) for k in kdirs)]
    with tempfile.TemporaryDirectory(prefix="ct-validate.") as tmp:
        failed = step_build(src, kdirs, tmp, rep)
        nf, dead, unmeasured = step_audit(src, tmp, rep)
        found = step_find(src, tmp, rep)
        lost, none32 = step_dispatch(src, rep)
        step_cells(found, none32, rep)
        converted, reason = step_rewrite(src, tmp, rep, found)
        proven = None
        if converted:
            proven, unproven = step_routes(src, os.path.join(tmp, "after"),
                                           found, kdirs, tmp, rep)
    can = "the rewrite cannot convert it: " + reason if not converted else \
        "the rewrite converts it, every caller proven to reach " \
        "compat_time on x86_64, arm64 and armhf kernels" if proven else \
        "the rewrite's conversion is partial: " + unproven
    if dead:
        problem = "%d command%s reach%s no 32-bit case, %d of them " \
            "carrying time" % (len(dead), "s" if len(dead) > 1 else "",
                               "" if len(dead) > 1 else "es",
                               len(dead & found))
    elif nf:
        problem = "%d audit finding%s" % (nf, "s" if nf > 1 else "")
    elif found & unmeasured:
        problem = "%d time-carrying command%s the audit could not measure " \
            "(%s)" % (len(found & unmeasured), "s" if len(found & unmeasured)
                      > 1 else "", " ".join(sorted(found & unmeasured)))
    else:
        problem = None
    if lost:
        problem = "; ".join(p for p in [
            "%s: no 32-bit entry point, so every 32-bit process on a "
            "64-bit kernel gets ENOTTY from %s" % (
                ", ".join(lost), "it" if len(lost) == 1 else "them"),
            problem] if p)
    if failed:
        first = next(iter(failed.values()))
        where = "/".join(sorted(set(short(k) for k in failed)))
        v = "DOES NOT BUILD on %s: %s" % (where, first)
        if problem:
            v += "; also %s; %s" % (problem, can)
    elif problem:
        v = "NOT READY: %s; %s" % (problem, can)
    elif failed is None:
        v = "NOT READY: not built (no Kbuild/Makefile with obj-m); no " \
            "audit finding"
    else:
        v = "READY (%s, builds on %s, no audit finding)" % (
            "%d time-carrying commands all served" % len(found) if found
            else "no time-carrying ioctl", " and ".join(
                short(k) for k in kdirs))
    rep.append("verdict: " + v)
    return rep, 0 if v.startswith("READY") else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", dest="report", help="write the report here too")
    ap.add_argument("dir")
    a = ap.parse_args()
    os.environ["LC_ALL"] = "C"
    if not os.path.isdir(a.dir):
        print("validate.py: no such directory: %s" % a.dir, file=sys.stderr)
        return 2
    if os.environ.get("KDIRS"):
        kdirs = os.environ["KDIRS"].split(":")
    else:
        kdirs = debian_headers()
    if not kdirs:
        print("validate.py: no kernel headers (KDIRS=)", file=sys.stderr)
        return 2
    try:
        rep, status = validate(os.path.abspath(a.dir).rstrip("/"), kdirs)
    except ToolError as e:
        print("validate.py: tool error: %s" % e, file=sys.stderr)
        return 2
    rep[0] = "validate: %s" % a.dir
    text = "\n".join(rep) + "\n"
    sys.stdout.write(text)
    if a.report:
        with open(a.report, "w") as f:
            f.write(text)
    return status


if __name__ == "__main__":
    sys.exit(main())
