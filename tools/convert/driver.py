# SPDX-License-Identifier: GPL-2.0
"""driver - one driver's files, as the find mode and the rewrite see them.

Shared by tools/convert/corpus.py and tools/validate/validate.py: the
driver's sources, the commands cocci/ioctl_time_find.cocci reports in
them, the .c files the rewrite gave a compat_time table, running the
tools under a time limit, and Debian's kernels from the cache.
"""

import glob
import os
import re
import signal
import subprocess

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
FIND = os.path.join(TOP, "cocci", "ioctl_time_find.cocci")
FETCH = os.path.join(TOP, "tools", "qemu", "fetch-kernel.sh")
# make check's cache: Debian's kernels and headers, linux-source-6.1.
CACHE = os.environ.get("COMPAT_TIME_CACHE") or \
    os.path.expanduser("~/.cache/compat_time")
# What the rewrite adds to a .c file it converts: a compat_time table's
# definition.
TABLE = re.compile(r"^static struct compat_time_table (\w+) = \{", re.M)
# A report line names its command after "file:line:col: " (or "case ").
COMMAND = re.compile(r": (?:case )?([A-Z_][A-Z0-9_]*):")


def run(argv, cwd, timeout):
    """subprocess.run(argv, capture_output=True, text=True) in a process
    group of its own, all of which a timeout kills: rewrite.py's spatch
    outlived rewrite.py and ran on for an hour.  Raises
    subprocess.TimeoutExpired as subprocess.run does."""
    with subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True,
                          errors="replace", start_new_session=True) as p:
        try:
            out, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            raise
    return subprocess.CompletedProcess(argv, p.returncode, out, err)


def fetch_kernel(flavour, timeout=900):
    """{KVER, IMAGE, MODDIR, HEADERS} of Debian's kernel FLAVOUR (6.1,
    6.12), fetched into the cache by tools/qemu/fetch-kernel.sh (a
    download the first time), as the QEMU harness has it.  Raises
    RuntimeError saying why not."""
    try:
        p = run([FETCH, flavour, os.path.join(CACHE, "kernels")], TOP,
                timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise RuntimeError(str(e))
    if p.returncode:
        raise RuntimeError((p.stderr.strip().splitlines() or
                            ["exit %d" % p.returncode])[-1])
    return dict(w.split("=", 1) for w in p.stdout.split() if "=" in w)


def sources(top):
    """The .c and .h files under top, relative to it, sorted."""
    return sorted(os.path.relpath(p, top) for p in
                  glob.glob(os.path.join(top, "**", "*.[ch]"),
                            recursive=True) if os.path.isfile(p))


def find(top, files, timeout):
    """The find script in report mode on files (relative to top), as one
    group: (exit status, its report, the command names it reports,
    stderr).  Exit status -1 when it timed out."""
    try:
        p = run(["spatch", "--very-quiet", "--no-includes",
                 "--include-headers", "--sp-file", FIND, "-D", "report"] +
                files, top, timeout)
    except subprocess.TimeoutExpired:
        return -1, "", set(), "spatch timed out after %d s" % timeout
    return p.returncode, p.stdout, set(COMMAND.findall(p.stdout)), p.stderr


def converted(top):
    """The .c files under top (relative) that hold a compat_time table."""
    out = []
    for f in sources(top):
        if f.endswith(".c"):
            with open(os.path.join(top, f), errors="replace") as fh:
                if TABLE.search(fh.read()):
                    out.append(f)
    return out
