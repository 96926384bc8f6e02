#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""corpus.py - the rewrite on real drivers we did not write.

Usage: tools/convert/corpus.py [--kdir KDIR] [NAME...]

For each driver in corpus/drivers/ (corpus.txt lists them, with the
time-carrying commands read from their source and the pairs upstream's
hand conversion added), on a copy:

  find       cocci/ioctl_time_find.cocci in report mode: the commands it
             reports, against those in corpus.txt
  rewrite    tools/convert/rewrite.py on the driver's files as one group:
             converted (a compat_time table in a .c) or what it said
  invariant  tools/convert/invariant.py on the copy before and after
  checkpatch the rewrite's patch, for a converted driver: checkpatch.pl
             --strict on its added lines (linux-source-6.1's, from the
             cache), clean or what it said
  build      the converted .c files with W=1 and sparse (C=2) against
             KDIR (Debian's 6.1 headers): clean, or the first error, which
             says why an old driver does not build there
  again      a second rewrite changes nothing

Prints TAP: one line per driver and step, "ok" when the step did what it
must (find: every command found; rewrite: converted; invariant: holds;
build: clean; again: no change).  A command find misses, a driver the
rewrite does not convert and so has nothing to build are "not ok" with a
TAP "# TODO" and the reason: known gaps, which make check shows and
counts apart.  An invariant that breaks, a tool that fails and a second
run that changes something are failures.
"""

import argparse
import functools
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import driver
import rewrite
import routes

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(os.path.dirname(os.path.dirname(HERE)), "corpus",
                      "drivers")
TIMEOUT = 120
# What an old driver needs to build against 6.1, outside its ioctls.
PORT = "port-6.1.patch"
CHECKPATCH = os.path.join(driver.CACHE, "linux-source-6.1", "scripts",
                          "checkpatch.pl")


class Tap:
    """TAP lines, numbered."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def line(self, ok, what, todo=None):
        self.n += 1
        self.failed += not ok and todo is None
        print("%sok %d - %s%s" % ("" if ok else "not ", self.n, what,
                                  " # TODO %s" % todo if todo else ""))
        sys.stdout.flush()


def corpus_list():
    """[(name, [commands], [pairs])] from corpus.txt."""
    out = []
    with open(os.path.join(CORPUS, "corpus.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, rest = line.split(":", 1)
            cmds, pairs = rest.split("|")
            out.append((name.strip(), cmds.split(), pairs.split()))
    return out


def run(argv, cwd, timeout=TIMEOUT):
    """(exit status, stdout, stderr); a timeout is status -1."""
    try:
        p = driver.run(argv, cwd, timeout)
    except subprocess.TimeoutExpired:
        return -1, "", "timed out after %d s" % timeout
    return p.returncode, p.stdout, p.stderr


def own_headers(top, kdir):
    """NOSTDINC_FLAGS that put the driver's headers (top/include/...)
    before the kernel's, so its converted uapi header is the one built
    with: top/include, for the kernel's <uapi/linux/foo.h>, and a
    directory of links for uapi headers the kernel has no
    include/linux/foo.h in front of (<linux/ppdev.h>)."""
    kernel = [os.path.join(k, "include") for k in
              (kdir, re.sub(r"-[^-]+$", "-common", kdir))]
    shadow = os.path.join(os.path.abspath(top), ".uapi-shadow")
    os.makedirs(shadow, exist_ok=True)
    flags = ["-nostdinc", "-I" + shadow]
    for inc in glob.glob(os.path.join(os.path.abspath(top), "**", "include"),
                         recursive=True):
        flags.append("-I" + inc)
        uapi = os.path.join(inc, "uapi")
        for d, _, hs in os.walk(uapi):
            for h in hs:
                rel = os.path.relpath(os.path.join(d, h), uapi)
                if any(os.path.exists(os.path.join(k, rel)) for k in kernel):
                    continue
                link = os.path.join(shadow, rel)
                os.makedirs(os.path.dirname(link), exist_ok=True)
                if not os.path.lexists(link):
                    os.symlink(os.path.join(d, h), link)
    return "NOSTDINC_FLAGS=" + " ".join(flags)


def build(top, objs, kdir, flags, arch="x86_64", kcflags=()):
    """Build objs, the .c files that hold a compat_time table, as modules
    against kdir (for arch, routes.CALLERS' names), with the driver's own
    headers and kcflags: None when clean, else the first error or
    warning."""
    d = os.path.dirname(os.path.join(top, objs[0]))
    with open(os.path.join(d, "Kbuild"), "w") as fh:
        fh.write("obj-m := %s\n" % " ".join(
            os.path.basename(o)[:-2] + ".o" for o in objs))
    shutil.rmtree(os.path.join(top, ".uapi-shadow"), ignore_errors=True)
    rc, out, err = run(["make", "-C", kdir, "M=" + d, "KCFLAGS=" + " ".join(
        ["-I" + os.path.join(driver.TOP, "include")] + list(kcflags)),
                        own_headers(top, kdir), "KBUILD_MODPOST_WARN=1"] +
                       routes.CROSS[arch] + flags + ["modules"], top,
                       timeout=600)
    bad = [l for l in (out + err).splitlines()
           if re.search(r"(error|warning):", l)]
    if rc or bad:
        return (bad[0] if bad else "make exited %d" % rc).replace(top + "/", "")
    return None


def ported_conversion(src, top, copies=False):
    """Corpus driver src copied to top, NAME/port-6.1.patch (what the old
    driver needs to build and run on 6.1, outside its time ioctls)
    applied, and converted (copies: in place, rewrite.py --copies):
    (None, the converted .c files), or (why not, [])."""
    shutil.copytree(src, top, ignore=shutil.ignore_patterns("qemu"))
    port = os.path.join(src, PORT)
    if os.path.exists(port):
        rc, out, err = run(["patch", "-s", "-p1", "--no-backup-if-mismatch",
                            "-i", port], top)
        if rc:
            return "%s does not apply: %s" % (PORT, (out + err).strip()), []
    rc, out, err = run([os.path.join(HERE, "rewrite.py"), "--in-place"] +
                       (["--copies"] if copies else []) +
                       driver.sources(top), top)
    objs = driver.converted(top)
    if rc not in rewrite.PATCH or not objs:
        return "with %s, not converted: %s" % (PORT, err.strip()), []
    return None, objs


def checkpatch(work):
    """None if the rewrite's patch (before/ to after/ in work) is
    checkpatch --strict clean on its added lines, else what it said."""
    rc, diff, err = run(["diff", "-ruN", "before", "after"], work)
    diff = re.sub(r"^(---|\+\+\+) (before|after)/(\S+).*$",
                  lambda m: "%s %s/%s" % (m.group(1), "a" if m.group(2) ==
                                          "before" else "b", m.group(3)),
                  diff, flags=re.M)
    diff = re.sub(r"^diff -ruN .*\n", "", diff, flags=re.M)
    with open(os.path.join(work, "rewrite.patch"), "w") as f:
        f.write(diff)
    rc, out, err = run([CHECKPATCH, "--strict", "--no-tree", "--no-signoff",
                        "--ignore", "COMMIT_MESSAGE", "--terse",
                        "rewrite.patch"], work)
    said = [l for l in out.splitlines()
            if re.search(r": (ERROR|WARNING|CHECK):", l)]
    if rc or said:
        return "; ".join(said) or (out + err).strip() or "exit %d" % rc
    return None


def prove_routes(tap, name, built, objs, cmds, kernels):
    """TAP lines: the converted driver built for each of kernels
    ([(arch, headers)]) with every function and object in a section of
    its own, and routes.py's proof that every caller reaches compat_time
    with each of cmds.  A cell served through an entry point routes.py
    does not follow yet (dvb's, v4l2's) is a known gap."""
    for arch, hdr in kernels:
        if isinstance(hdr, Exception):
            tap.line(False, "%s: every caller reaches compat_time on %s: %s"
                     % (name, arch, hdr))
            continue
        what = "%s: every caller reaches compat_time on %s (%s)" % (
            name, arch, os.path.basename(hdr))
        why = build(built, objs, hdr, [], arch, routes.KCFLAGS)
        if why:
            tap.line(False, what, "does not build: %s" % why)
            continue
        kos = [os.path.join(built, o[:-2] + ".ko") for o in objs]
        try:
            result = routes.prove(kos, routes.probe(hdr, arch), arch, cmds)
        except (routes.RoutesError, OSError) as e:
            tap.line(False, "%s: %s" % (what, e))
            continue
        bad = [c for c in result if not c[2]]
        gap = bad and all(routes.unfollowed(c[3]) for c in bad)
        tap.line(not bad, "%s: %d of %d cells served" % (
            what, len(result) - len(bad), len(result)),
            "an entry point routes.py does not follow yet: %s" % bad[0][3]
            if gap else None)
        for cmd, caller, served, how in result:
            print("#   %s %s: %s: %s" % (cmd, caller, "served" if served
                                         else "unserved", how))


def one(tap, name, cmds, pairs, kdir, keep):
    src = os.path.join(CORPUS, name)
    work = tempfile.mkdtemp(prefix="ct-corpus-%s." % name)
    try:
        before = os.path.join(work, "before")
        after = os.path.join(work, "after")
        shutil.copytree(src, before, ignore=shutil.ignore_patterns("qemu"))
        shutil.copytree(src, after, ignore=shutil.ignore_patterns("qemu"))
        files = driver.sources(after)

        rc, _, found, err = driver.find(after, files, TIMEOUT)
        missed = [c for c in cmds if c not in found]
        tap.line(rc == 0 and not missed, "%s: find: %d of %d commands" % (
            name, len(cmds) - len(missed), len(cmds)) +
            ("; upstream's pairs: %s" % " ".join(pairs) if pairs else ""),
            "missed %s" % " ".join(missed) if missed and rc == 0 else None)

        rc, out, err = run([os.path.join(HERE, "rewrite.py"), "--in-place"]
                           + files, after)
        said = [l.replace("ioctl_time_rewrite: ", "")
                for l in err.splitlines() if l.strip()]
        objs = driver.converted(after)
        converted = bool(objs)
        build_ready = False
        if rc not in rewrite.PATCH + rewrite.NO_PATCH or \
                (rc in rewrite.PATCH) != converted:
            tap.line(False, "%s: rewrite failed, exit %d%s: %s" % (
                name, rc, "" if converted else ", no table",
                " / ".join(said)))
        else:
            tap.line(converted, "%s: rewrite: %s" % (
                name, "converted" if converted else "not converted"),
                None if converted else
                (" / ".join(said) or "nothing said"))
            build_ready = converted

        rc, out, err = run([os.path.join(HERE, "invariant.py"), before,
                            after], work)
        verdict = out.strip().splitlines()[-1] if out.strip() else err
        tap.line(rc == 0, "%s: %s" % (name, verdict))
        for l in out.splitlines()[:-1]:
            if not l.startswith("note:"):
                print("# %s" % l)

        if build_ready:
            why = checkpatch(work)
            tap.line(why is None, "%s: the patch is checkpatch --strict "
                     "clean" % name, None)
            if why:
                print("# %s" % why)
            built, ported = after, None
            if os.path.exists(os.path.join(src, PORT)):
                built = os.path.join(work, "built")
                ported, objs = ported_conversion(src, built)
            for flags in (["W=1"], ["W=1", "C=2"]):
                why = ported or build(built, objs, kdir, flags)
                tap.line(why is None, "%s: builds with %s against %s%s" % (
                    name, " ".join(flags), os.path.basename(kdir),
                    " (with %s)" % PORT if built != after else ""), why)
            if not ported:
                prove_routes(tap, name, built, objs, cmds,
                             route_kernels(kdir))
        else:
            tap.line(False, "%s: build" % name,
                     "not converted, nothing to build")

        again = os.path.join(work, "again")
        shutil.copytree(after, again)
        rc, out, err = run([os.path.join(HERE, "rewrite.py"), "--in-place"]
                           + files, again)
        rc2, diff, _ = run(["diff", "-r", after, again], work)
        tap.line(rc in rewrite.NO_PATCH and rc2 == 0,
                 "%s: a second rewrite changes nothing (exit %d)" % (name, rc))
    finally:
        if keep:
            print("# %s: work in %s" % (name, work))
        else:
            shutil.rmtree(work)


# routes.kernels(), fetched once a run
route_kernels = functools.lru_cache()(routes.kernels)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    kdirs = sorted(glob.glob("/usr/src/linux-headers-6.1.*-amd64"))
    ap.add_argument("--kdir", default=kdirs[-1] if kdirs else None)
    ap.add_argument("--keep", action="store_true", help="keep work dirs")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    tap = Tap()
    for name, cmds, pairs in corpus_list():
        if not args.names or name in args.names:
            one(tap, name, cmds, pairs, args.kdir, args.keep)
    print("1..%d" % tap.n)
    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
