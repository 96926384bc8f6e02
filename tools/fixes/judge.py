#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""judge.py [--arm|--only MODULE,...] FLAVOUR BEFORE AFTER

Print TAP lines for one kernel flavour from what tools/fixes/guest.sh
printed in the "before" boot (Debian's modules) and the "after" boot
(the patched ones).  Before, every i386 call that a patch fixes must fail
with the errno the bug gives (or, where the bug is a wrong value, answer
otherwise than x86_64, whose answer is the right one), and x86_64 must
succeed; after, every i386
call must return exactly what x86_64 returns, and x86_64 must return what
it returned before.  Controls (calls no patch touches) must work always.
--arm: the same for tools/fixes/arm.sh, armhf against arm64, on the ALSA
timer's, tun's and the PCM status's calls, and on btrfs's, which the audit predicts armhf
gets served in both boots (its layouts are arm64's); --only: i386
against x86_64 on the calls of those modules alone, but those 7.2 fixed
upstream (the series on 7.2, tools/fixes/linux-7.2.sh).  judge.py --upstream FLAVOUR OUT: one boot
of a newer kernel with its own modules (tools/fixes/linux-7.2.sh), each
call as the triage of that kernel says: fixed or live.
"""

import errno
import os
import re
import sys

# What an i386 caller gets from Debian's module where the call succeeds
# with another answer than x86_64's (patches/alsa-pcm: the PCM status's
# driver timestamp), in place of an errno: the same first word (the
# stream's state), the rest otherwise.
WRONG = 'another answer'
# ... and the answer x86_64 must give there (alsa.c pcm).
RIGHT = {'snd_pcm_status': 'state=RUNNING driver_htstamp=taken during the call'}


def wrong(r, x64):
    """Whether result r is WRONG beside x64's: it succeeds, in the same
    state, with another answer."""
    return bool(r and x64 and r[0] and r[2] != x64[2] and
                r[2].split()[:1] == x64[2].split()[:1])


def expect(want, r, x64):
    """Whether a 32-bit caller's result r is what want says, beside the
    native caller's x64, and what that is: x64's answer (want None),
    another answer (WRONG) or the errno want."""
    if want is None:
        return (bool(r and x64 and r[0] and r[2] == x64[2]),
                'returns what %s returns' % NATIVE)
    if want == WRONG:
        return wrong(r, x64), 'succeeds with %s than %s' % (WRONG, NATIVE)
    return bool(r and not r[0] and r[1] == want), 'fails with %s' % want


def show(r):
    """Result r, as a TAP line shows it."""
    if r is None:
        return 'no result'
    return r[1] if r[0] else 'fails with ' + r[1]


def shown(r, want):
    """Result r in brackets after what want says; an expected errno only
    where its message says more."""
    if r and not r[0] and r[1] == want:
        return '' if r[2] == want else ' (%s)' % r[2]
    return ' (%s)' % show(r)


# (tool, call, errno an i386 caller gets from Debian's module, WRONG, or
# None for a control).  The ioctl each call issues is in alsa.c and
# probe.c.
CALLS = [
    ('alsa-lib', 'snd_timer_query_open', None),
    ('alsa-lib', 'snd_timer_query_info', 'ENOTTY'),     # GINFO
    ('alsa-lib', 'snd_timer_query_status', 'ENOTTY'),   # GSTATUS
    ('alsa-lib', 'snd_timer_open', None),
    ('alsa-lib', 'snd_timer_info', None),               # INFO
    ('alsa-lib', 'snd_timer_status', 'ENOTTY'),         # STATUS
    ('alsa-lib', 'snd_pcm_open', None),
    ('alsa-lib', 'snd_pcm_hw_params', None),
    ('alsa-lib', 'snd_pcm_status', WRONG),              # STATUS_EXT
    ('btrfs-progs', 'btrfs subvolume show', 'ENOTTY'),  # GET_SUBVOL_INFO
    ('btrfs-progs', 'btrfs replace status', 'ENOTTY'),  # DEV_REPLACE
    ('probe', 'SNDRV_TIMER_IOCTL_GINFO', 'ENOTTY'),
    ('probe', 'SNDRV_TIMER_IOCTL_GSTATUS', 'ENOTTY'),
    ('probe', 'SNDRV_TIMER_IOCTL_STATUS', 'ENOTTY'),
    ('probe', 'BTRFS_IOC_GET_SUBVOL_INFO', 'ENOTTY'),
    ('probe', 'BTRFS_IOC_DEV_REPLACE', 'ENOTTY'),
    ('probe', 'TUNATTACHFILTER', 'EINVAL'),
    ('probe', 'TUNGETFILTER', 'EINVAL'),
    ('probe', 'TUNDETACHFILTER', 'EINVAL'),
]
I386 = {'alsa-lib': ['i386'], 'btrfs-progs': ['i386'],
        'probe': ['i386-t32', 'i386-t64']}


def table():
    """The modules of tools/fixes/modules, as the kernel names them, and
    whether each is proven on arm64."""
    rows = []
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           'modules')) as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith('#'):
                continue
            if len(w) != 3 or w[2] not in ('yes', 'no'):
                sys.exit('tools/fixes/modules: not "module series yes|no": '
                         + line.strip())
            rows.append((w[0].replace('-', '_'), w[2] == 'yes'))
    return rows


MODULES = [m for m, _ in table()]
ERRNO_OF = {os.strerror(e): name for e, name in errno.errorcode.items()}


def label(tool, call):
    if tool == 'probe':
        return 'ioctl ' + call
    if tool == 'alsa-lib':
        return 'alsa-lib %s()' % call
    return "btrfs-progs '%s'" % call


def btrfs_result(rc, text):
    """(ok, shown, compared) for one run of Debian's btrfs tool."""
    lines = [l for l in text if l.strip()]
    if rc != 0:
        errs = [l for l in lines if l.startswith('ERROR:')] or lines[-1:]
        msg = errs[-1] if errs else 'rc=%d, no output' % rc
        name = ERRNO_OF.get(msg.rsplit(': ', 1)[-1], 'rc=%d' % rc)
        return False, name, msg
    shown = []
    for l in lines:
        key, _, val = l.strip().partition(':')
        if key in ('Name', 'UUID', 'Creation time', 'Subvolume ID',
                   'Generation', 'Gen at creation', 'Parent ID', 'Flags'):
            shown.append('%s: %s' % (key, val.strip()))
    return True, '; '.join(shown) or ' '.join(l.strip() for l in lines), \
        '\n'.join(lines)


def parse(path):
    """{(tool, call, abi): (ok, shown, compared)} and {module: taint}."""
    res, taint, block = {}, {}, None
    try:
        text = open(path, errors='replace').read().splitlines()
    except OSError:
        text = []
    text.append('B end end rc=0')
    for line in text:
        m = re.match(r'^B (\S+) (.+) rc=(\d+)$', line)
        if m:
            if block and block[1].startswith('btrfs '):
                abi, tool, rc, out = block
                res[('btrfs-progs', tool, abi)] = btrfs_result(rc, out)
            block = (m.group(1), m.group(2), int(m.group(3)), [])
            continue
        m = re.match(r'^M (\S+) taint=(\S*)$', line)
        if m:
            taint[m.group(1)] = m.group(2)
        if not block or not line.startswith('| '):
            continue
        block[3].append(line[2:])
        m = re.match(r'^(\S+) (ok|err) ?(.*)$', line[2:])
        if m and not block[1].startswith('btrfs '):
            ok = m.group(2) == 'ok'
            res[(block[1], m.group(1), block[0])] = \
                (ok, m.group(3), m.group(3))
    return res, taint


def module_of(tool, call):
    """The module whose patch a call tests."""
    if call.startswith('snd_pcm_'):
        return 'snd_pcm'
    if tool == 'alsa-lib' or call.startswith('SNDRV_TIMER_'):
        return 'snd_timer'
    if call.startswith('TUN'):
        return 'tun'
    if tool == 'btrfs-progs' or call.startswith('BTRFS_'):
        return 'btrfs'
    raise ValueError('no module for %s %s: add it to module_of()' % (tool, call))


def only(modules, native, abis, fixed=()):
    """Judge the 32-bit abis against native on the calls of modules
    alone, the ones patched, but the calls named in fixed."""
    global NATIVE, CALLS, I386, MODULES
    NATIVE = native
    CALLS = [c for c in CALLS
             if module_of(c[0], c[1]) in modules and c[1] not in fixed]
    I386 = abis
    MODULES = modules


NATIVE = 'x86_64'

# The calls whose arguments have the same layout for armhf as for arm64
# (u64 is 8-aligned on both): served by Debian's module, no patch needed.
ARM_SAME_LAYOUT = ('btrfs subvolume show', 'btrfs replace status',
                   'BTRFS_IOC_GET_SUBVOL_INFO', 'BTRFS_IOC_DEV_REPLACE')


# What Debian's own 7.2 modules give an i386 caller, by the triage of
# tools/audit/linux-7.2-findings.md: fixed upstream (None: it gets what
# x86_64 gets) or live (the bug's errno, or WRONG).
UPSTREAM_72 = {
    'BTRFS_IOC_GET_SUBVOL_INFO': None, 'btrfs subvolume show': None,
}


def upstream(flavour, path):
    """--upstream: one boot with the kernel's own modules; each call the
    triage says is fixed gives i386 what it gives x86_64, each live one
    fails i386 with the bug's errno (or answers WRONG), and x86_64 always
    succeeds."""
    res, _ = parse(path)
    fails = 0
    for tool, call, want in CALLS:
        want = UPSTREAM_72.get(call, want)
        name = label(tool, call)
        x64 = res.get((tool, call, NATIVE))
        ok = bool(x64 and x64[0] and x64[2] == RIGHT.get(call, x64[2]))
        fails += not ok
        print('%s - %s Debian\'s: x86_64 %s succeeds (%s)' % (
            'ok' if ok else 'not ok', flavour, name,
            x64[1] if x64 else 'no result'))
        state = ('fixed' if call in UPSTREAM_72 else
                 'control' if want is None else 'live')
        for abi in I386[tool]:
            r = res.get((tool, call, abi))
            ok, what = expect(want, r, x64)
            fails += not ok
            print('%s - %s Debian\'s: %s %s %s, %s%s' % (
                'ok' if ok else 'not ok', flavour, abi, name, what, state,
                shown(r, want)))
    return 1 if fails else 0


def main():
    args = sys.argv[1:]
    if args and args[0] == '--upstream':
        return upstream(args[1], args[2])
    if args and args[0] == '--arm':
        same = [(t, c, None) for t, c, _ in CALLS if c in ARM_SAME_LAYOUT]
        only([m for m, arm64 in table() if arm64], 'arm64',
             {'alsa-lib': ['armhf', 'armhf-t64'], 'btrfs-progs': ['armhf'],
              'probe': ['armhf-t32', 'armhf-t64']})
        CALLS.extend(same)
        args = args[1:]
    elif args and args[0] == '--only':
        only(args[1].split(','), 'x86_64', I386, UPSTREAM_72)
        args = args[2:]
    flavour, before_path, after_path = args[:3]
    before, taint_b = parse(before_path)
    after, taint_a = parse(after_path)
    fails = 0

    def tap(ok, text):
        nonlocal fails
        fails += not ok
        print('%s - %s %s' % ('ok' if ok else 'not ok', flavour, text))

    got = ', '.join('%s=%s' % (m, taint_b.get(m, 'missing')) for m in MODULES)
    tap(all(taint_b.get(m) == '' for m in MODULES),
        "before: Debian's own %s loaded, untainted (%s)"
        % (', '.join(MODULES), got))
    for tool, call, want in CALLS:
        name = label(tool, call)
        x64 = before.get((tool, call, NATIVE))
        tap(bool(x64 and x64[0] and x64[2] == RIGHT.get(call, x64[2])),
            'before: %s %s succeeds (%s)' % (NATIVE, name, show(x64)))
        for abi in I386[tool]:
            r = before.get((tool, call, abi))
            ok, what = expect(want, r, x64)
            if want is None:
                what += (', the same layout, as the audit predicts'
                         if call in ARM_SAME_LAYOUT else ', a control')
            tap(ok, 'before: %s %s %s%s' % (abi, name, what, shown(r, want)))

    got = ', '.join('%s=%s' % (m, taint_a.get(m, 'missing')) for m in MODULES)
    tap(all('O' in taint_a.get(m, '') for m in MODULES),
        'after: patched %s loaded in place of '
        "Debian's, out-of-tree (%s)" % (', '.join(MODULES), got))
    for tool, call, want in CALLS:
        name = label(tool, call)
        x64 = after.get((tool, call, NATIVE))
        x64b = before.get((tool, call, NATIVE))
        for abi in I386[tool]:
            r = after.get((tool, call, abi))
            ok = bool(r and x64 and r[0] and x64[0] and r[2] == x64[2])
            tap(ok, 'after: %s %s returns what %s returns (%s)'
                % (abi, name, NATIVE, show(r) if ok else '%s: %s; %s: %s'
                   % (abi, show(r), NATIVE, show(x64))))
        ok = bool(x64 and x64b and x64[0] and x64 == x64b)
        tap(ok, 'after: %s %s unchanged, same as before (%s)'
            % (NATIVE, name, show(x64) if ok else 'before: %s; after: %s'
               % (show(x64b), show(x64))))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
