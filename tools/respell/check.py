#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""check.py - the rewrite gives one conversion for every spelling of a driver.

Usage: tools/respell/check.py [--jobs N] [--tree-report FILE] [--kind KIND]...
                              [NAME...]

A metamorphic test.  For each driver (the rewrite fixtures of
cocci/tests, the real drivers of corpus/drivers, the out-of-tree
populations in corpus/oot and corpus/bsp, and make check's sample of a 4.9
tree), and for each respelling tools/respell/respell.py makes (the same
C, spelled another way), tools/convert/rewrite.py runs on a copy of the
driver as it is and on a copy respelled, and the two must give:

  - the same exit status;
  - the same messages, line numbers aside;
  - the same conversion, read as C by tools/respell/facts.cocci and
    cocci/ioctl_time_parse.cocci: the functions every initialiser names
    (so every ops entry, compat ones included), the case labels of
    every function, every call of compat_time's API with its arguments,
    and every function's number of parameters;
  - the same files changed: a file the conversion leaves alone stays
    as the driver spelled it.

Prints TAP, one line per driver and respelling that changes the driver
(a respelling that finds no place in it is not counted), what differed
on a "not ok" line, and a table of respelling by driver: "=" the same
conversion, "X" another, "-" nothing to respell.  Exit status 1 when
any differs, unless tools/respell/gaps lists it ("NAME,KIND: differs #
TODO why": a known gap of the rewrite, shown as TODO), or when a listed
gap converts the same.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tools", "convert"))

import driver  # noqa: E402
import respell  # noqa: E402
from parsed import ParseError, labels, parse_tree  # noqa: E402
import tree  # noqa: E402

REWRITE = os.path.join(TOP, "tools", "convert", "rewrite.py")
FACTS = os.path.join(HERE, "facts.cocci")
TESTS = os.path.join(TOP, "cocci", "tests")
CORPUS = os.path.join(TOP, "corpus")
TREE = os.path.join(CORPUS, "tree-4.9")
GAPS = os.path.join(HERE, "gaps")
TIMEOUT = 180
# "file.c:123" and "file.c:123:4" in a message: the line is not compared
LINE = re.compile(r"(\.[ch]):\d+(?::\d+)?")
# The names respell.py gives (typedef_struct, case_macro), in what the
# rewrite says and in the facts, read as what they stand for
NAMES = ((re.compile(r"\brs_(\w+)_t\b"), r"struct \1"),
         (re.compile(r"\bRS_(\w+)"), r"\1"))


def named(line):
    """line, with respell.py's names read as what they stand for."""
    for name, meaning in NAMES:
        line = name.sub(meaning, line)
    return line


def population(tree_report):
    """[(name, root, [files])]: every driver the test runs on."""
    out = []
    for res in sorted(glob.glob(os.path.join(TESTS, "*.res"))):
        base = res[:-len(".res")]
        if os.path.isdir(res):
            d = base + ".d"
            out.append(("cocci/" + os.path.basename(d), d,
                        sorted(os.listdir(d))))
        elif os.path.exists(base + ".c"):
            out.append(("cocci/" + os.path.basename(base) + ".c", TESTS,
                        [os.path.basename(base) + ".c"]))
    with open(os.path.join(CORPUS, "drivers", "corpus.txt")) as f:
        names = [l.split(":")[0] for l in f
                 if l.strip() and not l.startswith("#")]
    for n in names:
        d = os.path.join(CORPUS, "drivers", n)
        out.append(("corpus/" + n, d, driver.sources(d)))
    for pop in ("oot", "bsp"):
        for d in sorted(glob.glob(os.path.join(CORPUS, pop, "[!_]*", ""))):
            d = d.rstrip("/")
            out.append(("%s/%s" % (pop, os.path.basename(d)), d,
                        driver.sources(d)))
    found, _ = tree.drivers(TREE, tree.read_report(TREE, tree_report, 3600))
    for name, files, _ in found:
        out.append(("tree-4.9/" + name, TREE, files))
    return out


def texts(work, files):
    out = {}
    for f in files:
        with open(os.path.join(work, f), errors="surrogateescape") as fh:
            out[f] = fh.read()
    return out


def conversion(work, files):
    """(exit status, [messages], {facts}) of the rewrite on work/files;
    among the facts, each file the rewrite changes."""
    before = texts(work, files)
    try:
        p = driver.run([REWRITE, "--in-place"] + files, work, TIMEOUT)
    except subprocess.TimeoutExpired:
        return "timeout", [], set()
    changed = set("changes %s" % f for f, t in texts(work, files).items()
                  if t != before[f])
    said = sorted(set(named(LINE.sub(r"\1", l))
                      for l in p.stderr.splitlines() if l.strip()))
    cfiles = [f for f in files if f.endswith(".c")]
    try:
        f = driver.run(["spatch", "--very-quiet", "--no-includes",
                        "--sp-file", FACTS] + cfiles, work, TIMEOUT)
    except subprocess.TimeoutExpired:
        return p.returncode, said + ["facts.cocci ran over %d s" % TIMEOUT], \
            changed
    if f.returncode:
        said.append("facts.cocci exited %d: %s" % (f.returncode,
                                                  f.stderr.strip()[-200:]))
    try:
        cases = set("case %s: %s" % (c["fn"], c["label"])
                    for c in labels(parse_tree(work, cfiles))
                    if c["label"] != "}")
    except (ParseError, subprocess.TimeoutExpired) as e:
        said.append("ioctl_time_parse.cocci: %s" % e)
        cases = set()
    return p.returncode, said, set(map(named, f.stdout.splitlines())) | \
        set(map(named, cases)) | changed


def copy(root, files, work):
    for f in files:
        os.makedirs(os.path.join(work, os.path.dirname(f)), exist_ok=True)
        shutil.copy(os.path.join(root, f), os.path.join(work, f))


def differences(a, b):
    """What differs between two conversions, in words."""
    out = []
    if a[0] != b[0]:
        out.append("exit status %s, respelled %s" % (a[0], b[0]))
    for what, x, y in (("said", a[1], b[1]), ("C", a[2], b[2])):
        gone, new = set(x) - set(y), set(y) - set(x)
        out += ["%s only as it is: %s" % (what, l) for l in sorted(gone)]
        out += ["%s only respelled: %s" % (what, l) for l in sorted(new)]
    return out


def one(name, root, files, kinds):
    """{kind: None (nothing to respell) or [differences]} for a driver."""
    work = tempfile.mkdtemp(prefix="ct-respell.")
    start = time.monotonic()
    try:
        base = os.path.join(work, "as-is")
        copy(root, files, base)
        out = {}
        try:
            places = respell.sites(files, base)
        except (respell.RespellError, subprocess.TimeoutExpired) as e:
            out = dict((k, ["respell.py: %s" % e]) for k in kinds)
            out["seconds"] = time.monotonic() - start
            return out
        want = conversion(base, files)
        for kind in kinds:
            d = os.path.join(work, kind)
            copy(root, files, d)
            try:
                if not respell.respell((kind,), files, d, places):
                    out[kind] = None
                    continue
            except respell.RespellError as e:
                out[kind] = ["respell.py: %s" % e]
                continue
            out[kind] = differences(want, conversion(d, files))
        out["seconds"] = time.monotonic() - start
        return out
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--tree-report",
                    help="find-tree.sh's report on the 4.9 sample, if it ran")
    ap.add_argument("--kind", action="append", choices=respell.KINDS,
                    help="only this respelling (default: every one)")
    ap.add_argument("only", nargs="*", metavar="NAME")
    args = ap.parse_args()
    kinds = args.kind or respell.KINDS
    drivers = [d for d in population(args.tree_report)
               if not args.only or d[0] in args.only]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = [(d[0], pool.submit(one, *d, kinds)) for d in drivers]
        results = [(name, job.result()) for name, job in results]
    gaps = tree.expectations(GAPS)
    n = failed = 0
    for name, out in results:
        print("# %s: %d s" % (name, out["seconds"]))
        for kind in kinds:
            if out[kind] is None:
                continue
            n += 1
            gap = gaps.get("%s,%s" % (name, kind))
            if out[kind] and gap:
                print("not ok %d - %s, %s: another conversion # TODO %s" % (
                    n, name, kind, gap[1]))
            elif out[kind]:
                failed += 1
                print("not ok %d - %s, %s: another conversion" % (
                    n, name, kind))
            elif gap:
                failed += 1
                print("not ok %d - %s, %s: the same conversion, but %s "
                      "lists it as a gap" % (n, name, kind, GAPS))
            else:
                print("ok %d - %s, %s: the same conversion" % (n, name, kind))
            for l in out[kind] or ():
                print("#   " + l)
    width = max(len(name) for name, _ in results)
    print("# %-*s %s" % (width, "driver", " ".join(
        k[:10].ljust(10) for k in kinds)))
    for name, out in results:
        print("# %-*s %s" % (width, name, " ".join(
            ("-" if out[k] is None else "X" if out[k] else "=").ljust(10)
            for k in kinds)))
    print("# %d of %d respelled drivers converted otherwise" % (failed, n))
    print("1..%d" % n)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
