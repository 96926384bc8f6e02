#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""ioctl_audit.py - ioctl ABI audit.

Usage: tools/audit/ioctl_audit.py [-v] [-p] [-o out.csv] [-j JOBS] DIR...
       tools/audit/ioctl_audit.py --test [--update]

1. Extracts (extract.py) every _IOR/_IOW/_IOWR command definition with an
   argument type, the case labels and "cmd == NAME" tests, compat_time
   registrations, static tables, "#define a b" aliases, the members of
   uapi structs and the path to every time field, from the .c and .h files
   under DIR..., with Coccinelle: cocci/ioctl_time_find.cocci in audit
   mode.  Files spatch cannot parse are read by the text extractor, and
   listed.
2. For commands defined in uapi headers (path contains include/uapi/, or
   an installed /usr/include tree) measures (probe.py, with
   scripts/abi_probe.py), compile-only, the number each of 5 ABIs
   computes: i386_t32, i386_t64, arm_t32, arm_t64, x86_64, and x32's
   where the compiler builds x32 code ("-" where not); sizeof and
   offsetof(top-level member) of "struct X" arguments; the offset and size
   of each time field; in user space's view, else the kernel's (kernel
   types, headers a name is missing from included, decls.py).  The time
   fields behind a pointer argument ("T *", confirmed by the compiler) and
   of an argument that is itself a time type are read in a second pass of
   the find script over the headers the compiler reads for them, and
   measured in a second round (argtime.py).  With -p, the
   commands defined elsewhere (.c files, kernel headers) too, each file
   through a header made of what its commands need (private.py): an
   out-of-tree driver's user space copies them, and its compat handler's
   FOO32 numbers are its own.
3. Classifies (classify.py): same / time-dependent / compat-size-differs /
   other-differs / unmeasurable / not-uapi; finds who serves each command
   and reports "32-bit number reaches no case", "same number, different
   layout", compat cases with the wrong direction, time pinned to 32 bits
   for time64 callers and numbers that encode a pointer to time
   (argtime.py).
4. Drops (paths.py) the "reaches no case" findings that the sources serve
   by other paths (size fix-ups, masked cases, _IOC_NR tables, cmd
   rewrites, same-number aliases, compat definitions under other names),
   and reports commands nothing handles or names as dead uapi.
5. Checks (handlers.py) the handler each 32-bit process reaches on a
   64-bit kernel (.compat_ioctl, or .unlocked_ioctl through
   compat_ptr_ioctl): a command the .unlocked_ioctl has a case for is
   served for a 32-bit ABI only if that handler reaches a case whose
   number is the one the ABI sends; decided where every label it reaches
   has a measured number and nothing else dispatches on the command.
6. Table on stdout, CSV with -o.  Exit 1 if there are findings, 0 if none,
   2 on usage or tool errors.  -v: the time of each step on stderr.

--test runs the program on every fixture under tools/audit/tests and
compares its CSV and exit status with expected.csv and expected-status
(TAP, then "N passed, N failed"); --update rewrites them.  A fixture's
"options" file, if it has one, holds more arguments (-p).

Environment: CC_X86 (gcc), CC_ARM (arm-linux-gnueabihf-gcc).
"""

import argparse
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import argtime  # noqa: E402
import classify  # noqa: E402
import extract  # noqa: E402
import handlers  # noqa: E402
import paths as served_paths  # noqa: E402
import private as private_defs  # noqa: E402
import probe  # noqa: E402

PROG = "ioctl_audit.py"
HEADER = ["command", "file:line"] + list(probe.COLUMNS) + [
    "class", "served_by", "finding", "time_fields"]
NCOL = len(HEADER) - 1


def die(msg):
    sys.stderr.write("%s: %s\n" % (PROG, msg))
    sys.exit(2)


def csvq(s):
    if any(c in s for c in '",\n'):
        return '"' + s.replace('"', '""') + '"'
    return s


def struct_table(trecs, arecs):
    """{struct: (status, [members])}: the first definition; a struct
    defined in several scanned headers is "ambiguous"; "#define __x y"
    makes struct y what struct __x is."""
    n, first = {}, {}
    for s, f, ln, st, *mem in trecs:
        n[s] = n.get(s, 0) + 1
        if s not in first:
            first[s] = (st, mem[0] if mem else "")
    for a, f, ln, b in arecs:
        if a in n and b not in n:
            n[b], first[b] = n[a], first[a]
    out = {}
    for s, (st, mem) in first.items():
        if n[s] > 1 and mem != "":
            out[s] = ("ambiguous", [])
            continue
        seen = []
        for m in mem.split():
            if m not in seen:
                seen.append(m)
        out[s] = (st, seen)
    return out


def audit(dirs, jobs, csv=None, out=sys.stdout, verbose=False,
          private=False):
    """Run the audit; the exit status.  verbose: the time each step
    takes, on stderr; private: measure the commands defined outside uapi
    headers too."""
    t0 = time.time()

    def log(msg):
        if verbose:
            sys.stderr.write("%s: %6.1f s  %s\n" % (PROG, time.time() - t0,
                                                    msg))
    tmp = tempfile.mkdtemp(prefix="ioctl-audit.")
    try:
        try:
            rec, unparsed, files = extract.extract(dirs, jobs, tmp, log)
        except extract.ExtractError as e:
            die(str(e))
        # the files outside uapi headers whose commands are measured, each
        # with the header that measures them: {file: (root, header)}
        headers = {}
        if private:
            names = {}
            for name, f, ln, d, arg in rec["D"]:
                if probe.uapi_of(f) is None:
                    names.setdefault(f, []).append(name)
            for f, ns in sorted(names.items()):
                root = private_defs.root_of(f)
                headers[f] = (root, private_defs.header(
                    f, ns, root, os.path.join(tmp, "private")))
        # the last field: measured (a uapi header's, or one with a header)
        defs = []
        for i, (name, f, ln, d, arg) in enumerate(rec["D"], 1):
            defs.append((i, name, f, ln, d, arg,
                         probe.uapi_of(f) is not None or f in headers))
        tpaths, ttypes = {}, {}
        for name, path, tt in rec["P"]:
            tpaths.setdefault(name, []).append(path)
            ttypes.setdefault((name, path), tt)
        structs = struct_table(rec["T"], rec["A"])
        log("extracted: %d commands" % len(defs))
        pointees = argtime.pointee_candidates(defs)
        meas = probe.measure([(d[0], d[1], d[5], d[2]) for d in defs
                              if d[6]], tpaths, structs, jobs, tmp,
                             headers, pointees)
        log("measured: %d headers x %d ABIs" % (
            len(meas) // len(probe.COLUMNS), len(probe.measured_abis())))
        wrapped = argtime.wrap_types(defs, meas, tpaths, pointees)
        found = {}
        if wrapped:
            where = sorted(set(d[2] for d in defs
                               if "p%d" % d[0] in wrapped or
                               "a%d" % d[0] in wrapped))
            reads = probe.depends(where, jobs, tmp, headers)
            # the files the compiler reads for them, as scanned
            wfiles = [f for f in files if os.path.abspath(f) in reads] + \
                [f for f in where if os.path.abspath(f) not in reads]
            found = extract.wrap_paths(wrapped, wfiles, jobs, tmp)
            more = argtime.items(defs, wrapped, found)
            argtime.merge(meas, probe.measure_items(more, jobs, tmp,
                                                    headers))
            log("time behind pointers and in arguments: %d types, %d "
                "files" % (len(wrapped), len(wfiles)))
        rows = classify.classify(defs, meas, structs, tpaths, rec["S"],
                                 ttypes, found, wrapped)
        served_paths.refine(rows, rec, meas, structs, files, log)
        handlers.check(rows, rec, files, log)
        log("classified")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    fmt = "%-34s %-48s " + "%-10s " * len(probe.COLUMNS) + \
        "%-19s %s | %s%s\n"
    out.write(fmt % tuple(HEADER[:NCOL] + [""]))
    lines = [",".join(HEADER) + "\n"]
    nf = ndead = 0
    for r in rows:
        c = r.csv()
        out.write(fmt % tuple(c[:NCOL] + [
            "" if c[NCOL] == "-" else " | time at " + c[NCOL]]))
        lines.append(",".join(csvq(x) for x in c) + "\n")
        nf += r.is_finding
        ndead += r.finding.startswith("dead uapi")
    out.write("\n%d commands, %d findings, %d dead uapi\n"
              % (len(rows), nf, ndead))
    if unparsed:
        out.write("%d files spatch could not parse, read by the text "
                  "extractor (tools/audit/extract.py):\n" % len(unparsed))
        out.write("".join("  %s\n" % f for f in unparsed))
    if csv:
        with open(csv, "w") as f:
            f.write("".join(lines))
    return 1 if nf else 0


def run_tests(update):
    """The fixtures under tests/: TAP, "N passed, N failed"."""
    import difflib
    import io
    import subprocess
    here = os.path.dirname(os.path.abspath(__file__))
    tdir = os.path.join(here, "tests")
    names = sorted(d for d in os.listdir(tdir)
                   if os.path.isdir(os.path.join(tdir, d)))
    print("1..%d" % len(names))
    npass = nfail = 0
    with tempfile.TemporaryDirectory(prefix="ioctl-audit-tests.") as tmp:
        for n, t in enumerate(names, 1):
            csv = os.path.join(tmp, t + ".csv")
            opts = os.path.join(tdir, t, "options")
            opts = open(opts).read().split() if os.path.exists(opts) else []
            p = subprocess.run([sys.executable, os.path.abspath(__file__),
                                "-o", csv] + opts + [t], cwd=tdir,
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
            got = open(csv).read() if os.path.exists(csv) else ""
            exp_csv = os.path.join(tdir, t, "expected.csv")
            exp_st = os.path.join(tdir, t, "expected-status")
            if update:
                with open(exp_csv, "w") as f:
                    f.write(got)
                with open(exp_st, "w") as f:
                    f.write("%d\n" % p.returncode)
            want = open(exp_csv).read() if os.path.exists(exp_csv) else None
            status = open(exp_st).read().strip() \
                if os.path.exists(exp_st) else "missing"
            if want == got and status == str(p.returncode):
                print("ok %d - %s" % (n, t))
                npass += 1
                continue
            print("not ok %d - %s (exit status %d, expected %s)"
                  % (n, t, p.returncode, status))
            diff = io.StringIO()
            diff.writelines(difflib.unified_diff(
                (want or "").splitlines(True), got.splitlines(True),
                exp_csv, csv))
            for line in diff.getvalue().splitlines() + \
                    p.stderr.decode(errors="replace").splitlines():
                print("# " + line)
            nfail += 1
    print("%d passed, %d failed" % (npass, nfail))
    return 1 if nfail else 0


def main():
    os.environ["LC_ALL"] = "C"
    ap = argparse.ArgumentParser(prog=PROG, add_help=False, usage=(
        "%s [-v] [-p] [-o out.csv] [-j JOBS] DIR...\n"
        "       %s --test [--update]"
        % (PROG, PROG)))
    ap.add_argument("-o", dest="csv")
    ap.add_argument("-j", dest="jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("-v", dest="verbose", action="store_true")
    ap.add_argument("-p", dest="private", action="store_true")
    ap.add_argument("--test", action="store_true")
    ap.add_argument("--update", action="store_true")
    ap.add_argument("dirs", nargs="*")
    try:
        a = ap.parse_args()
    except SystemExit:
        sys.exit(2)
    if a.test:
        sys.exit(run_tests(a.update))
    if not a.dirs or a.jobs < 1:
        ap.print_usage(sys.stderr)
        sys.exit(2)
    for d in a.dirs:
        if not os.path.exists(d):
            die("no such directory: " + d)
    for cc in (os.environ.get("CC_X86", "gcc"),
               os.environ.get("CC_ARM", "arm-linux-gnueabihf-gcc")):
        if not shutil.which(cc.split()[0]):
            die(cc + " not found")
    sys.exit(audit(a.dirs, a.jobs, a.csv, verbose=a.verbose,
                   private=a.private))


if __name__ == "__main__":
    main()
