#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tree.py - the rewrite on every time-carrying driver of a kernel tree.

Usage: tools/convert/tree.py [--report FILE] [--timeout S] [--jobs N]
                             [--keep DIR] [--expect FILE] KSRC [DRIVER...]

A population, not picks: for a whole kernel tree from before the y2038
conversions (make convert-tree KSRC=<tree>),

  find       cocci/find-tree.sh over KSRC (or --report, a report it
             printed before): every command whose argument carries
             time_t, struct timespec or struct timeval, and where it is
             defined and dispatched
  drivers    each .c file outside arch/ and tools/ with a case label (or
             comparison) of such a command that upstream had not
             converted yet (find's "converted pair" lines are the ones it
             had); its group is the file, the headers that define its
             commands and their structs (by the report and a look for
             "struct NAME {" under include/ and the file's directory),
             and the headers it includes with "..." from its directory
  rewrite    tools/convert/rewrite.py on a copy of the group, at most
             --timeout seconds (60)
  invariant  for a converted driver: tools/convert/invariant.py on the
             group before and after
  checkpatch for a converted driver: checkpatch --strict on the patch
             (linux-source-6.1's, from the cache, when it is there)

Prints one line per driver, DRIVER: VERDICT - what was said, with the
rewrite's own file:line, and the totals.  The verdicts:

  converted      a compat_time table, the invariant holds, checkpatch is
                 clean (or "converted, checkpatch: ..." when it is not)
  partial        the same, but some of it is left as it was, and said
                 (the rewrite's exit status 3): never "converted"
  refused        not converted, and it said why
  nothing        nothing to convert, and it said why
  BROKEN         converted, and a command number moved (invariant)
  UNPROVEN       converted, and the invariant could not be measured
  FAILED         the rewrite failed (exit status 2) or crashed
  TIMEOUT        the rewrite ran out of time
  SILENT         exit 0, no table, nothing said: the worst outcome

Exit status 1 when any driver is BROKEN, FAILED, TIMEOUT or SILENT.

With --expect FILE (make check's sample, corpus/tree-4.9),
TAP instead: FILE has a line "DRIVER: VERDICT # why" per driver, the
verdict a reading of the driver expects; "# TODO why" marks a refusal of
a driver a maintainer would convert, a known gap.  Each driver is "ok"
when its verdict is the expected one, "not ok ... # TODO" for a gap, and
"not ok" when the verdict differs, is one of the four above, or the
driver is missing.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

import corpus
import driver
import rewrite

HERE = os.path.dirname(os.path.abspath(__file__))
FIND_TREE = os.path.join(driver.TOP, "cocci", "find-tree.sh")
# file:line:col-col: [case ]NAME: what it carries
REPORT = re.compile(r"^([^:\s]+):(\d+):[\d-]+: (?:case |\S+ == )?"
                    r"([A-Z_][A-Z0-9_]*): (.*)$")
STRUCT = re.compile(r"\bstruct (\w+)")
LOCAL_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# Where a group's files are not looked for: other architectures' copies
# of a generic header, and user-space programs.
SKIP = ("arch/", "tools/", "Documentation/", "samples/", "scripts/")
BAD = ("BROKEN", "FAILED", "TIMEOUT", "SILENT")


def read_report(ksrc, path, timeout):
    """find's report on ksrc: the lines of path, or of a find-tree.sh run."""
    if path:
        with open(path) as f:
            return f.read().splitlines()
    p = driver.run([FIND_TREE, ksrc, str(os.cpu_count() or 2)], driver.TOP,
                   timeout)
    if p.returncode:
        raise RuntimeError("find-tree.sh exited %d: %s" % (
            p.returncode, p.stderr.strip()[-300:]))
    return p.stdout.splitlines()


def struct_headers(ksrc, names, dirs):
    """{struct name: [headers defining it]} under ksrc/include and dirs."""
    if not names:
        return {}
    pat = r"^\s*(typedef\s+)?struct\s+(%s)\s*\{" % "|".join(sorted(names))
    roots = [d for d in ["include"] + sorted(dirs)
             if os.path.isdir(os.path.join(ksrc, d))]
    p = subprocess.run(["grep", "-rlE", "--include=*.h", pat] + roots,
                       cwd=ksrc, capture_output=True, text=True)
    out = {}
    for h in p.stdout.split():
        with open(os.path.join(ksrc, h), errors="replace") as f:
            text = f.read()
        for m in re.finditer(pat, text, re.M):
            out.setdefault(m.group(2), []).append(os.path.normpath(h))
    return out


def drivers(ksrc, lines):
    """[(name, [group files], [commands])] and the files whose commands
    upstream had converted already, from find's report lines."""
    defs, uses, done = {}, {}, set()
    for line in lines:
        m = REPORT.match(line)
        if not m:
            continue
        path, _, name, what = m.groups()
        if path.startswith(SKIP):
            continue
        if what.startswith("converted pair"):
            if path.endswith(".c"):
                done.add(path)
            continue
        if re.search(r":\d+:[\d-]+: (case |\S+ == )", line) and \
                path.endswith(".c"):
            uses.setdefault(path, {})[name] = what
        else:
            defs.setdefault(name, set()).add(path)
    names = set(s for u in uses.values() for w in u.values()
                for s in STRUCT.findall(w.split(" is ")[0])
                if s not in ("timespec", "timeval"))
    where = struct_headers(ksrc, names, set(os.path.dirname(c)
                                            for c in uses))
    out = []
    for c in sorted(uses):
        d = os.path.dirname(c)
        group = {c}
        for name, what in uses[c].items():
            group |= set(h for h in defs.get(name, ()) if h.endswith(".h"))
            for s in STRUCT.findall(what.split(" is ")[0]):
                group |= set(where.get(s, ()))
        with open(os.path.join(ksrc, c), errors="replace") as f:
            for inc in LOCAL_INCLUDE.findall(f.read()):
                h = os.path.normpath(os.path.join(d, inc))
                if os.path.isfile(os.path.join(ksrc, h)):
                    group.add(h)
        out.append((c, sorted(group), sorted(uses[c])))
    return out, sorted(done - set(uses))


def copy_group(ksrc, files, top):
    for f in files:
        os.makedirs(os.path.join(top, os.path.dirname(f)), exist_ok=True)
        shutil.copy(os.path.join(ksrc, f), os.path.join(top, f))


def one(ksrc, name, files, timeout, keep):
    """(verdict, what was said) for one driver's group."""
    work = tempfile.mkdtemp(prefix="ct-tree.")
    try:
        before, after = (os.path.join(work, d) for d in ("before", "after"))
        copy_group(ksrc, files, before)
        copy_group(ksrc, files, after)
        try:
            p = driver.run([os.path.join(HERE, "rewrite.py"), "--in-place"]
                           + files, after, timeout)
        except subprocess.TimeoutExpired:
            return "TIMEOUT", "rewrite.py ran over %d s" % timeout
        said = [l.replace("ioctl_time_rewrite: ", "")
                for l in p.stderr.splitlines() if l.strip()]
        text = " / ".join(said)
        rc = p.returncode
        if rc == rewrite.FAILED or rc < 0 or "Traceback" in p.stderr:
            return "FAILED", text or "exit %d" % rc
        if rc not in rewrite.PATCH + rewrite.NO_PATCH:
            return "FAILED", "exit %d: %s" % (rc, text)
        if (rc in rewrite.PATCH) != bool(driver.converted(after)):
            return "FAILED", "exit %d, and %s: %s" % (
                rc, "a table" if rc in rewrite.NO_PATCH else "no table", text)
        if rc in rewrite.NO_PATCH:
            if not said:
                return "SILENT", "exit %d, nothing converted, nothing said" \
                    % rc
            return ("nothing" if rc == rewrite.NOTHING else "refused"), text
        p = driver.run([os.path.join(HERE, "invariant.py"), before, after],
                       work, timeout)
        verdict = (p.stdout.strip().splitlines() or [p.stderr.strip()])[-1]
        if p.returncode == 1:
            return "BROKEN", verdict
        if p.returncode:
            return "UNPROVEN", verdict
        done = "partial" if rc == rewrite.PARTIAL else "converted"
        if not os.path.exists(corpus.CHECKPATCH):
            return done, "checkpatch not run: no %s" % corpus.CHECKPATCH
        why = corpus.checkpatch(work)
        return (done, text) if why is None else \
            (done, "checkpatch: %s" % why)
    finally:
        if keep:
            dest = os.path.join(keep, name.replace("/", "_"))
            shutil.rmtree(dest, ignore_errors=True)
            shutil.move(work, dest)
        else:
            shutil.rmtree(work, ignore_errors=True)


def expectations(path):
    """{driver: (verdict, why, gap)} from an --expect file."""
    out = {}
    with open(path) as f:
        for line in f:
            m = re.match(r"^(\S+): (\w+)\s*#\s*(TODO\s+)?(.*)$", line)
            if m:
                out[m.group(1)] = (m.group(2), m.group(4).strip(),
                                   bool(m.group(3)))
    return out


def tap(found, results, expect):
    """TAP lines for results against expect; the number failed."""
    n = failed = 0
    for name, files, cmds in found:
        verdict, said = results[name]
        want, why, gap = expect.pop(name, (None, "not in the sample", False))
        n += 1
        if verdict == want and verdict not in BAD:
            print("not ok %d - %s: %s # TODO %s: %s" % (
                n, name, verdict, why, said) if gap else
                "ok %d - %s: %s (%s)" % (n, name, verdict, why))
            continue
        failed += 1
        print("not ok %d - %s: %s, expected %s (%s): %s" % (
            n, name, verdict, want, why, said))
    for name in sorted(expect):
        n += 1
        failed += 1
        print("not ok %d - %s: expected, but find reports no time ioctl "
              "it dispatches" % (n, name))
    print("1..%d" % n)
    return failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--report", help="find-tree.sh's report, if it ran")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", help="keep each driver's work here")
    ap.add_argument("--expect", help="the verdicts expected, for TAP")
    ap.add_argument("ksrc")
    ap.add_argument("only", nargs="*", metavar="DRIVER",
                    help="only these .c files (relative to KSRC)")
    args = ap.parse_args()
    ksrc = os.path.abspath(args.ksrc)
    if not os.path.isdir(ksrc):
        ap.error("no directory %s" % ksrc)
    lines = read_report(ksrc, args.report, 3600)
    found, done = drivers(ksrc, lines)
    if args.only:
        found = [d for d in found if d[0] in args.only]
    print("# %s: %d drivers carry a time ioctl upstream had not converted; "
          "%d files had converted theirs" % (ksrc, len(found), len(done)))
    sys.stdout.flush()
    counts, results = {}, {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = [(d, pool.submit(one, ksrc, d[0], d[1], args.timeout,
                                args.keep)) for d in found]
        for (name, files, cmds), job in jobs:
            verdict, said = results[name] = job.result()
            counts[verdict] = counts.get(verdict, 0) + 1
            if not args.expect:
                print("%s: %s - %s (%s; %d files)" % (
                    name, verdict, said, " ".join(cmds), len(files)))
                sys.stdout.flush()
    if args.expect:
        return 1 if tap(found, results, expectations(args.expect)) else 0
    for f in done:
        print("%s: converted upstream already" % f)
    total = sum(counts.values())
    print("totals: %d drivers: %s" % (total, ", ".join(
        "%d %s" % (counts[v], v) for v in sorted(counts))))
    if total:
        print("converted: %d of %d (%d%%), and %d partly" % (
            counts.get("converted", 0), total,
            100 * counts.get("converted", 0) // total,
            counts.get("partial", 0)))
    return 1 if any(counts.get(v) for v in BAD) else 0


if __name__ == "__main__":
    sys.exit(main())
