#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""population.py - make validate on a population of out-of-tree drivers.

Usage: tools/validate/population.py [--out DIR] [POPULATION/NAME...]

Runs tools/validate/validate.py on each driver of the out-of-tree
populations, corpus/oot and corpus/bsp (make validate-population), and
prints TAP:

  verdict  validate's verdict (READY, NOT READY, DOES NOT BUILD) against
           the one a kernel engineer gave after reading the driver: each
           population's verdicts file has a line "NAME: VERDICT #
           reading" per driver (NAME/VERDICT has the whole reading).
           "not ok ... # TODO" where the verdicts file marks a known gap.
           validate's own verdict line follows as a comment.
  cells    for a driver with NAME/CELLS (the reading per command and
           caller): every cell of validate's cells section (what a caller
           gets, where the dispatch and the audit decide it) must be what
           the reading says, errno for errno; how many it decides is
           printed.
  ported   for a driver with NAME/port-6.1.patch (what it needs to build
           on 6.1 outside its time ioctls): validate on a copy with the
           patch applied must prove the rewrite's conversion, every
           time-carrying command reaching compat_time from every caller
           of the x86_64, arm64 and armhf kernels (routes.py on the built
           modules); routes.py's line per kernel follows as a comment.

With --out, each report is kept there as NAME.report (NAME.ported.report
for the ported copy).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
POPULATIONS = [os.path.join(TOP, "corpus", p) for p in ("oot", "bsp")]
VALIDATE = os.path.join(HERE, "validate.py")
sys.path.insert(0, os.path.join(TOP, "tools", "convert"))
import tree  # noqa: E402

# validate.py's verdict line, and its class
VERDICT = re.compile(r"^verdict: (READY|NOT READY|DOES NOT BUILD)\b(.*)$",
                     re.M)
# what an old driver needs to build on 6.1 outside its time ioctls (ours)
PORT = "port-6.1.patch"
# the verdict's words for a conversion routes.py proved for every caller
PROVEN = "the rewrite converts it, every caller proven to reach compat_time"


def validate(path, report):
    """(verdict class, validate's verdict line) for the driver at path."""
    p = subprocess.run([VALIDATE, "-o", report, path], capture_output=True,
                       text=True, errors="replace")
    m = VERDICT.search(p.stdout)
    if not m:
        return "FAILED", "exit %d: %s" % (
            p.returncode, (p.stderr.strip().splitlines() or [""])[-1])
    return m.group(1), m.group(0)


def ported(src, report, tmp):
    """(proven, validate's verdict line, routes.py's per-kernel lines) for
    the driver at src with its PORT applied to a copy in tmp."""
    top = os.path.join(tmp, "ported")
    shutil.rmtree(top, ignore_errors=True)
    shutil.copytree(src, top)
    p = subprocess.run(["patch", "-s", "-p1", "--no-backup-if-mismatch",
                        "-i", PORT], cwd=top, capture_output=True, text=True)
    if p.returncode:
        return False, "%s does not apply: %s" % (
            PORT, (p.stdout + p.stderr).strip()), []
    _, line = validate(top, report)
    with open(report, errors="replace") as f:
        text = f.read()
    routes = text.split("== routes", 1)[1].split("\n== ", 1)[0] \
        if "== routes" in text else ""
    kernels = [l for l in routes.splitlines()[1:]
               if not l.startswith((" ", "verdict: "))]
    return PROVEN in line, line, kernels


def cells(report, read):
    """(decided, [differences]) of the cells section of report against
    the reading's CELLS file read: every cell validate decides must be
    what the reading says the caller gets."""
    with open(report, errors="replace") as f:
        text = f.read()
    section = text.split("== cells", 1)[1].split("\n== ", 1)[0] \
        if "== cells" in text else ""
    said = {}
    for l in section.splitlines()[1:]:
        w = l.split()
        if len(w) == 4:
            said[tuple(w[:3])] = w[3]
    truth = {}
    with open(read) as f:
        for l in f:
            w = l.split("#")[0].split()
            if len(w) == 4:
                truth[tuple(w[:3])] = w[3]
    # a command the reading does not list (no time in it, or not this
    # driver's) is no cell of the reading's
    said = dict((k, v) for k, v in said.items()
                if any(t[0] == k[0] for t in truth))
    diff = ["%s: validate %s, read %s" % (" ".join(k), v, truth.get(k))
            for k, v in sorted(said.items()) if truth.get(k) != v]
    return len(said), len(truth), diff


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="keep each report here")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    expect, where = {}, {}
    for pop in POPULATIONS:
        for n, (v, why, gap) in tree.expectations(
                os.path.join(pop, "verdicts")).items():
            name = "%s/%s" % (os.path.basename(pop), n)
            expect[name] = (v.replace("_", " "), why, gap)
            where[name] = os.path.join(pop, n)
    names = args.names or sorted(expect, key=lambda n: (
        [os.path.basename(p) for p in POPULATIONS].index(n.split("/")[0]),
        n))
    out = args.out or tempfile.mkdtemp(prefix="ct-population.")
    os.makedirs(out, exist_ok=True)
    failed = 0
    n = 0
    for name in names:
        n += 1
        want, why, gap = expect.get(name, (None, "not in verdicts", False))
        got, line = validate(where.get(name, os.path.join(TOP, "corpus",
                                                          name)),
                             os.path.join(out, name.replace("/", "-") +
                                          ".report"))
        if got == want:
            print("ok %d - %s: %s, as read (%s)" % (n, name, got, why))
        elif gap:
            print("not ok %d - %s: %s, read %s # TODO %s" % (
                n, name, got, want, why))
        else:
            failed += 1
            print("not ok %d - %s: %s, read %s (%s)" % (
                n, name, got, want, why))
        print("# %s" % line)
        read = os.path.join(where.get(name, ""), "CELLS")
        if os.path.exists(read):
            n += 1
            decided, total, diff = cells(os.path.join(
                out, name.replace("/", "-") + ".report"), read)
            failed += bool(diff)
            print("%s %d - %s: %d cells decided of %d read%s" % (
                "not ok" if diff else "ok", n, name, decided, total,
                ", %d not what the reading says" % len(diff) if diff
                else ", each as read"))
            for d in diff[:5]:
                print("#   " + d)
        src = where.get(name, "")
        if os.path.exists(os.path.join(src, PORT)):
            n += 1
            proven, line, kernels = ported(
                src, os.path.join(out, name.replace("/", "-") +
                                  ".ported.report"), out)
            failed += not proven
            print("%s %d - %s with its %s: the rewrite's conversion, every "
                  "caller proven to reach compat_time" % (
                      "ok" if proven else "not ok", n, name, PORT))
            for k in kernels:
                print("#   " + k)
            if not proven:
                print("# %s" % line)
        sys.stdout.flush()
    print("1..%d" % n)
    print("# reports in %s" % out)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
