#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""showcase.py STOCK HAND SHOWCASE - judge the showcase differential.

Each file is a guest's output from tools/fixes/showcase.sh: "N ABI NAME
NUMBER" for each ABI's command numbers, then "C ABI NUMBER STATE BUFFER
ret=R errno=E bytes=HEX" for each call timerdiff.c made, and "R ABI MODE
STEP ret=R errno=E tsok=T bytes=HEX" for each read() of tread records
(MODE old or t64, a record's time masked; tsok=1 when every time read was
a valid one), then "A ABI MODE LINE" for what tools/fixes/alsa.c printed,
linked against Debian's alsa-lib (MODE timer or tread).  HAND (the
hand-written compat code with patches/alsa-timer) may differ from STOCK
(Debian's snd-timer) only by what those fixes change, and SHOWCASE
(compat_time) from HAND only by what the showcase patch's commit message
says changes for callers: each difference must match one documented
change, and each documented change must be seen.  Prints TAP, one line
per caller and command, then one per documented change; exit status 0
only if every line is ok.
"""

import sys

# What timerdiff.c puts in each buffer before the call: the system
# timer's struct snd_timer_id, then 0xa5.
TID = bytes.fromhex("01000000" "00000000" "ffffffff" "00000000" "00000000")
NR = {0x03: "GINFO", 0x04: "GPARAMS", 0x05: "GSTATUS", 0x11: "INFO",
      0x14: "STATUS"}


# The 64-bit callers; the others are 32-bit or x32.
NATIVE = ("x86_64", "arm64")


def native(abi):
    return abi in NATIVE


def sent(who, abi_kind, name):
    """Whether an ABI of ABI_KIND ("native" or "t32") has NAME's number."""
    for w in who:
        abi, what = w.split()
        if what == name and (native(abi) if abi_kind == "native"
                             else abi.endswith("-t32")):
            return True
    return False


def filled(n):
    return (TID + b"\xa5" * max(0, n - len(TID)))[:n].hex()


def nr(number):
    return number & 0xff


def size(number):
    return (number >> 16) & 0x3fff


class Call:
    def __init__(self, abi, number, state, kind, fields):
        self.abi, self.number, self.state, self.kind = (abi, number, state,
                                                        kind)
        f = dict(x.split("=", 1) for x in fields)
        self.ret, self.errno, self.bytes = f["ret"], f["errno"], f["bytes"]

    def answer(self):
        return (self.ret, self.errno, self.bytes)

    def untouched(self):
        """Nothing written: the buffer as timerdiff.c filled it, or none."""
        return self.bytes in ("-", filled(len(self.bytes) // 2))


class Read:
    def __init__(self, abi, mode, step, fields):
        self.abi, self.mode, self.step = abi, mode, step
        f = dict(x.split("=", 1) for x in fields)
        self.ret, self.errno, self.tsok, self.bytes = (
            int(f["ret"]), f["errno"], f["tsok"], f["bytes"])

    def answer(self):
        return (self.ret, self.errno, self.tsok, self.bytes)

    def record(self):
        """This ABI's struct snd_timer_tread size (good reads have room
        for two)."""
        return len(self.bytes) // 4


def load(path):
    names, calls = {}, {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            w = line.split()
            if len(w) == 4 and w[0] == "N":
                names.setdefault(int(w[3], 16), []).append("%s %s" % (w[1],
                                                                      w[2]))
            elif len(w) == 8 and w[0] == "C":
                c = Call(w[1], int(w[2], 16), w[3], w[4], w[5:])
                calls[(c.abi, c.number, c.state, c.kind)] = c
            elif len(w) == 8 and w[0] == "R":
                r = Read(w[1], w[2], w[3], w[4:])
                calls[("read", r.abi, r.mode, r.step)] = r
            elif len(w) >= 4 and w[0] == "A":
                calls.setdefault(("alsa", w[1], w[2]), []).append(
                    " ".join(w[3:]))
    return names, calls


# (name, what the documentation says, predicate(old, new, who)): who
# lists the ABIs whose number the call sent, as "ABI NAME".
FIXES = [
    ("STATUS", "a 32-bit caller's STATUS, ENOTTY before (alsa-timer 1)",
     lambda o, n, w: nr(o.number) == 0x14 and not native(o.abi) and
     o.errno == "ENOTTY"),
    ("GINFO", "a 32-bit caller's 32-bit GINFO and GSTATUS, ENOTTY before "
     "(alsa-timer 2-3)",
     lambda o, n, w: nr(o.number) in (0x03, 0x05) and not native(o.abi)
     and o.errno == "ENOTTY"),
]
SHOWCASE = [
    ("EBADFD", "INFO and STATUS on an unbound file report EFAULT for a "
     "buffer that cannot be written, where they reported EBADFD",
     lambda o, n, w: nr(o.number) in (0x11, 0x14) and
     o.state == "unbound" and o.kind in ("bad", "short") and
     o.errno == "EBADFD" and n.errno == "EFAULT"),
    ("partial", "a buffer too short for the result fails with EFAULT with "
     "nothing written, where part of the result was written",
     lambda o, n, w: o.kind == "short" and o.errno == n.errno == "EFAULT"
     and not o.untouched() and n.untouched()),
    ("GPARAMS", "a 32-bit GPARAMS argument is read whole: a buffer "
     "shorter than its number says fails with EFAULT, where only tid, "
     "period_num and period_den were read",
     lambda o, n, w: nr(o.number) == 0x04 and not native(o.abi) and
     o.kind == "short" and o.errno != "EFAULT" and n.errno == "EFAULT" and
     n.untouched()),
    ("STATUS32", "a 64-bit caller that sends the 32-bit time STATUS "
     "number gets ENOTTY",
     lambda o, n, w: native(o.abi) and sent(w, "t32", "STATUS") and
     n.errno == "ENOTTY" and n.untouched()),
    ("native", "a 32-bit or x32 caller that sends the 64-bit GPARAMS or "
     "INFO number gets the 64-bit layout, as it did the 64-bit GINFO and "
     "GSTATUS, where it got ENOTTY",
     lambda o, n, w: nr(o.number) in (0x04, 0x11) and not native(o.abi)
     and sent(w, "native", NR[nr(o.number)]) and o.errno == "ENOTTY"),
]


def records(group):
    """The records a group's reads returned, before and after its "bad"
    step, as hex (the size each read's bytes say)."""
    out = ([], [])
    for step in READ_STEPS:
        r = group[step]
        if step == "bad" or r.ret <= 0:
            continue
        size = r.ret if r.ret < r.record() else 32 if r.mode == "t64" \
            else r.record()
        out[step not in ("short",)].extend(
            r.bytes[i:i + 2 * size] for i in range(0, 2 * r.ret, 2 * size))
    return out


def kept(og, ng):
    """The steps explained by a record kept after the faulting read: new
    returns, after it, the record old lost, then what old returned."""
    ob, oa = records(og)
    nb, na = records(ng)
    if ob == nb and na[1:] == oa and len(na) == len(oa) + 1:
        return set(("good", "again"))
    return set()


# read() of tread records, in timerdiff.c's order: (name, what the
# documentation says, the ABI it needs in the boot to be seen,
# explained(old group, new group) -> the steps it explains).
READ_STEPS = ("short", "bad", "good", "again")
READ_SHOWCASE = [
    ("tread-x32", "an x32 process's TREAD_OLD records are its own struct "
     "snd_timer_tread (32 bytes, 64-bit time), where they were 16-byte "
     "records with 32-bit time", "x32",
     lambda og, ng: set(READ_STEPS) if og["short"].abi == "x32" and
     og["short"].mode == "old" else set()),
    ("tread-kept", "a tread record read into a buffer that cannot be "
     "written stays queued and the next read returns it, where it was "
     "lost", None, kept),
]


def judge_reads(label, old, new, rules):
    """TAP lines for the tread reads of new against old, one per caller
    and mode; every time read must be a valid one."""
    out, seen = [], set()
    keys = [k for k in old if k[0] == "read"]
    abis = set(k[1] for k in keys)
    for abi, mode in sorted(set(k[1:3] for k in keys)):
        og = dict((s, old.get(("read", abi, mode, s))) for s in READ_STEPS)
        ng = dict((s, new.get(("read", abi, mode, s))) for s in READ_STEPS)
        bad = ["%s: no answer" % s for s in READ_STEPS
               if og[s] is None or ng[s] is None]
        if bad:
            out.append("not ok - %s: %s %s: %s" % (label, abi, mode,
                                                  "; ".join(bad)))
            continue
        bad = ["%s: a record's time is not a valid one" % s
               for s in READ_STEPS if "0" in (og[s].tsok, ng[s].tsok)]
        differ = set(s for s in READ_STEPS
                     if og[s].answer() != ng[s].answer())
        why = set()
        for name, _, _, explained in rules:
            steps = explained(og, ng) & differ
            if steps:
                why.add(name)
                differ -= steps
        seen |= why
        bad += ["%s: ret=%d %s %s, was ret=%d %s %s" % (
            s, ng[s].ret, ng[s].errno, ng[s].bytes[:64], og[s].ret,
            og[s].errno, og[s].bytes[:64]) for s in READ_STEPS
            if s in differ]
        what = "%s reads tread records after TREAD%s" % (
            abi, "_OLD" if mode == "old" else "64")
        same = sum(og[s].answer() == ng[s].answer() for s in READ_STEPS)
        if bad:
            out.append("not ok - %s: %s: %s" % (label, what, "; ".join(bad)))
        else:
            out.append("ok - %s: %s: %d reads identical%s" % (
                label, what, same, ", %d differ as documented (%s)" % (
                    len(READ_STEPS) - same, ", ".join(sorted(why))) if why
                else ""))
    for name, text, needs, _ in rules:
        if needs and needs not in abis:
            continue
        out.append("%s - %s: documented change %s seen: %s" % (
            "ok" if name in seen else "not ok", label, name, text))
    return out


def judge_alsa(label, old, new, modes):
    """TAP lines for what Debian's alsa-lib printed (alsa.c) in new against
    old, for each build and each of modes: the same lines, and every call
    ok in new."""
    out = []
    for key in sorted(k for k in new if k[0] == "alsa" and k[2] in modes):
        _, abi, mode = key
        lines, was = new[key], old.get(key, [])
        what = "Debian's %s alsa-lib, alsa.c %s" % (abi, mode)
        bad = [l for l in lines if l.split()[1:2] != ["ok"] and
               l != "rc=0"]
        if lines != was:
            out.append("not ok - %s: %s: %s, was %s" % (
                label, what, "; ".join(lines), "; ".join(was)))
        elif bad or not lines:
            out.append("not ok - %s: %s: %s" % (label, what,
                                                "; ".join(lines)))
        else:
            out.append("ok - %s: %s: %d lines identical, every call ok "
                       "(%s)" % (label, what, len(lines), lines[-1]))
    return out


def judge(label, old, new, rules, names):
    """TAP lines for new against old; each difference must match a rule."""
    out, seen = [], set()
    groups = {}
    for key in sorted(k for k in old if k[0] not in ("read", "alsa")):
        groups.setdefault(key[:2], []).append(key)
    for (abi, number), keys in sorted(groups.items()):
        same, why, bad = 0, set(), []
        for k in keys:
            o, n = old[k], new.get(k)
            if n is None:
                bad.append("%s %s: no answer" % k[2:])
            elif o.answer() == n.answer():
                same += 1
            else:
                who = names.get(o.number, [])
                rule = next((r for r in rules if r[2](o, n, who)), None)
                if rule:
                    why.add(rule[0])
                    seen.add(rule[0])
                else:
                    bad.append("%s %s: %s, was %s" % (
                        k[2], k[3], " ".join(n.answer())[:80],
                        " ".join(o.answer())[:80]))
        what = "%s sends %s (%#010x)" % (
            abi, " = ".join(names.get(number, ["no ABI's"])), number)
        if bad:
            out.append("not ok - %s: %s: %s" % (label, what, "; ".join(bad)))
        else:
            out.append("ok - %s: %s: %d calls identical%s" % (
                label, what, same, ", %d differ as documented (%s)" % (
                    len(keys) - same, ", ".join(sorted(why))) if why else ""))
    for name, text, _ in rules:
        out.append("%s - %s: documented change %s seen: %s" % (
            "ok" if name in seen else "not ok", label, name, text))
    return out


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: showcase.py STOCK HAND SHOWCASE")
    (names, stock), (_, hand), (_, showcase) = map(load, sys.argv[1:])
    if not stock or set(stock) != set(hand) or set(hand) != set(showcase):
        print("not ok - the three boots made the same calls "
              "(%d, %d, %d)" % (len(stock), len(hand), len(showcase)))
        return 1
    if not any(k[0] == "read" for k in stock):
        print("not ok - the boots read tread records")
        return 1
    lines = judge("hand vs stock", stock, hand, FIXES, names)
    lines += judge_reads("hand vs stock", stock, hand, [])
    lines += judge("showcase vs hand", hand, showcase, SHOWCASE, names)
    lines += judge_reads("showcase vs hand", hand, showcase, READ_SHOWCASE)
    if not any(k[0] == "alsa" for k in showcase):
        lines.append("not ok - the boots ran Debian's alsa-lib")
    # the fixes make the timer calls differ from stock (make fixes)
    lines += judge_alsa("hand vs stock", stock, hand, ("tread",))
    lines += judge_alsa("showcase vs hand", hand, showcase,
                        ("timer", "tread"))
    print("\n".join(lines))
    failed = sum(x.startswith("not ok") for x in lines)
    print("# showcase: %d calls per boot, %d checks, %d failed" % (
        len(stock), len(lines), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
