// SPDX-License-Identifier: GPL-2.0
/// The 32-bit entry points of a converted driver, wired by
/// tools/convert/rewrite.py, whatever the initialisers' spelling ("F" or
/// "&F", C99 or GNU "member: F", members in any order, one line or
/// many); a file_operations with a .compat_ioctl keeps it.
///
/// -D copy -D entry=ENTRY: a copy table's (a driver converted in place):
/// each file_operations with an .unlocked_ioctl and no .compat_ioctl
/// gets ".compat_ioctl = ENTRY," after its .unlocked_ioctl.
///
/// -D framework: a framework's entry that serves 32-bit callers too once
/// named as .compat_ioctl (dvb_generic_ioctl(): dvb_usercopy() copies
/// the argument, and the kernel table translates it), for each
/// file_operations that the holder of a converted kernel-buffer handler
/// (a dvb_device with .kernel_ioctl = *_ct_ioctl) names in its .fops.
///
/// -D place -D held_by=NAME: where the table of the handler NAME holds
/// goes, and whether a .compat_ioctl is there (below).
///
/// -D twin -D held_by=NAME -D member=MEMBER -D entry=ENTRY: the ops NAME,
/// whose .ioctl is a converted kernel-buffer handler's, gets ".MEMBER =
/// ENTRY," under CONFIG_COMPAT after it (a v4l2 subdev's core
/// .compat_ioctl32); one it had already now holds ENTRY, which calls it.
/// Prints "twin NAME" where it wired one.
///
/// -D unused -D fn=FN: a struct timeval or timespec local of FN that
/// nothing uses any more goes (a case rewrite.py dropped used it).
///
/// Prints, one line each, "fops NAME" for every file_operations
/// initialiser of the file, "holder NAME" for each file_operations a
/// holder names, and "wired NAME" for each that got the entry point.
//
// Options: --no-includes

virtual copy
virtual framework
virtual place
virtual twin
virtual unused

@fops depends on copy || framework@
identifier fo;
@@

struct file_operations fo = { ... };

@script:python@
fo << fops.fo;
@@
print("fops %s" % fo)

@has@
identifier fo;
expression E;
position p;
@@

struct file_operations fo@p = { ..., .compat_ioctl = E, ... };

@hasgnu@
identifier fo;
expression E;
position p;
@@

struct file_operations fo@p = { ..., compat_ioctl: E, ... };

@wire depends on copy@
identifier fo, virtual.entry;
expression U;
position p != {has.p, hasgnu.p};
@@

struct file_operations fo@p = { ...,
  .unlocked_ioctl = U,
+ .compat_ioctl = entry,
  ... };

@script:python@
fo << wire.fo;
@@
print("wired %s" % fo)

// The GNU form keeps its members; ours is a C99 one, which GCC takes
// beside them.
@wiregnu depends on copy@
identifier fo, virtual.entry;
expression U;
position p != {has.p, hasgnu.p};
@@

struct file_operations fo@p = { ...,
  unlocked_ioctl: U,
+ .compat_ioctl = entry,
  ... };

@script:python@
fo << wiregnu.fo;
@@
print("wired %s" % fo)

@holder depends on framework@
identifier h, X;
identifier K =~ "_ct_ioctl$";
type T;
@@

(
T h = { ..., .fops = &X, ..., .kernel_ioctl = K, ... };
|
T h = { ..., .kernel_ioctl = K, ..., .fops = &X, ... };
)

@script:python@
fo << holder.X;
@@
print("holder %s" % fo)

@wireframework depends on framework@
identifier holder.X;
identifier F = {dvb_generic_ioctl};
position p != {has.p, hasgnu.p};
@@

struct file_operations X@p = { ...,
  .unlocked_ioctl = F,
+ .compat_ioctl = F,
  ... };

@script:python@
fo << holder.X;
p << wireframework.p;
@@
print("wired %s" % fo)

// -D place -D held_by=NAME: where the table goes, before the definition of
// NAME (the struct that holds the handler: "decl LINE"), and whether it
// is a file_operations with a .compat_ioctl ("compat"); run with and
// without --undefined CONFIG_COMPAT, the second says whether that
// member is there only with CONFIG_COMPAT.
@decl depends on place@
identifier virtual.held_by;
type T;
position p;
@@

T held_by@p = { ... };

@script:python@
p << decl.p;
@@
print("decl %s" % p[0].line)

@cond depends on place@
identifier virtual.held_by;
expression E;
@@

struct file_operations held_by = { ..., .compat_ioctl = E, ... };

@script:python depends on cond@
@@
print("compat yes")

// a member under #ifdef CONFIG_COMPAT is there in one of the two parses
@twinhas depends on twin@
identifier virtual.held_by, virtual.member;
type T;
expression E;
@@

T held_by = { ..., .member = E, ... };

@twinown depends on twin@
identifier virtual.held_by, virtual.member, virtual.entry;
type T;
expression E;
@@

T held_by = { ..., .member =
- E
+ entry
  , ... };

@script:python@
fo << virtual.held_by;
t << twinown.T;
@@
print("twin %s" % fo)

@twinadd depends on twin && !twinhas@
identifier virtual.held_by, virtual.member, virtual.entry;
type T;
expression U;
@@

T held_by = { ...,
  .ioctl = U,
+#ifdef CONFIG_COMPAT
+ .member = entry,
+#endif
  ... };

@script:python@
fo << virtual.held_by;
t << twinadd.T;
@@
print("twin %s" % fo)

// (unused) a struct timeval or timespec local of function fn that
// nothing uses any more: its case went (rewrite.py's dropcase)
@unused_local depends on unused@
identifier virtual.fn;
identifier x;
@@

fn(...) {
... when any
(
- struct timeval x;
|
- struct timespec x;
)
... when != x
}
