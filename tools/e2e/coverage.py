#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""coverage.py OUT OBJDIR REPORT - compat_time's coverage from an e2e run.

OUT is the guest's output from tools/e2e/e2e.sh on the sanitizer kernel,
whose modules are built with GCOV_PROFILE=y: after the modules are
unloaded, run.sh prints each .gcda the kernel kept, as
"@@GCDA PATH BASE64", PATH being where the object was built, in OBJDIR
(drivers/compat_time of the e2e's private build).  The .gcda go next to
their .gcno, gcov reads both, and REPORT gets, per source file of
compat_time.ko (the Makefile's compat_time-y; the test device's files
are left out), its executed lines and branches, then every line no call
ran, as FILE:LINE: SOURCE.  Prints TAP: one comment line per file and
one line with the totals: not ok if nothing could be measured, or if
fewer than LINE_FLOOR percent of the lines ran (testing.rst names the
lines left).
"""

import base64
import os
import re
import subprocess
import sys
import tempfile

# The share of compat_time.ko's lines the e2e and fuzzer must run.
LINE_FLOOR = 95.0


def module_sources(objdir):
    """compat_time.ko's .c files, from the Makefile's compat_time-y."""
    with open(os.path.join(objdir, "Makefile"), encoding="utf-8") as f:
        text = f.read().replace("\\\n", " ")
    m = re.search(r"^compat_time-y\s*:=(.*)$", text, re.M)
    return [o[:-2] + ".c" for o in m.group(1).split()] if m else []


def write_gcda(out, objdir):
    """Each @@GCDA line of OUT as its file in OBJDIR; how many."""
    n = 0
    real = os.path.realpath(objdir)
    with open(out, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith("@@GCDA "):
                continue
            _, path, data = line.split(None, 2)
            if os.path.dirname(os.path.realpath(path)) != real:
                continue        # another object's, not compat_time's
            with open(path, "wb") as g:
                g.write(base64.b64decode(data.strip()))
            n += 1
    return n


def gcov(objdir, src):
    """(executed lines, lines, taken branches, branches, never-run lines)."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["gcov", "-b", "-o", objdir, os.path.join(objdir, src)],
                       cwd=tmp, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        path = os.path.join(tmp, src + ".gcov")
        if not os.path.exists(path):
            return None
        ran = lines = taken = branches = 0
        never = []
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("branch "):
                    branches += 1
                    m = re.search(r"taken (\d+)", line)
                    taken += bool(m and int(m.group(1)))
                    continue
                parts = line.split(":", 2)
                if len(parts) < 3:
                    continue
                count, num = parts[0].strip(), parts[1].strip()
                if count in ("-", "") or not num.isdigit() or num == "0":
                    continue
                lines += 1
                if count.startswith("#####") or count.startswith("====="):
                    never.append("%s:%s: %s" % (src, num,
                                                parts[2].rstrip("\n").strip()))
                else:
                    ran += 1
        return ran, lines, taken, branches, never


def pct(a, b):
    return 100.0 * a / b if b else 0.0


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: coverage.py OUT OBJDIR REPORT")
    out, objdir, report = sys.argv[1:]
    n = write_gcda(out, objdir)
    total = [0, 0, 0, 0]
    rows, never = [], []
    for src in module_sources(objdir):
        r = gcov(objdir, src) if n else None
        if r is None:
            continue
        for i in range(4):
            total[i] += r[i]
        rows.append("%-12s lines %5.1f%% (%d of %d), branches %5.1f%% "
                    "(%d of %d)" % (src, pct(r[0], r[1]), r[0], r[1],
                                    pct(r[2], r[3]), r[2], r[3]))
        never += r[4]
    with open(report, "w", encoding="utf-8") as f:
        f.write("# compat_time.ko under the e2e and its fuzzer\n")
        f.write("\n".join(rows) + "\n\n# lines no call ran\n")
        f.write("\n".join(never) + "\n")
    for row in rows:
        print("# coverage " + row)
    if not rows:
        print("not ok - coverage: no .gcda for compat_time.ko's sources "
              "(%d received)" % n)
        return 1
    lines = pct(total[0], total[1])
    ok = lines >= LINE_FLOOR
    print("%s - coverage of compat_time.ko by the e2e and fuzzer: lines "
          "%.1f%% (%d of %d, at least %.0f%%), branches %.1f%% (%d of %d); "
          "the %d lines never run are in %s"
          % ("ok" if ok else "not ok", lines, total[0], total[1], LINE_FLOOR,
             pct(total[2], total[3]), total[2], total[3], len(never), report))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
