// SPDX-License-Identifier: GPL-2.0-only
///
/// Find ioctl commands whose argument carries a time type, and the case
/// labels that dispatch them.
///
/// An argument carries time when its type is, or contains through nested
/// structs, unions, typedefs or arrays, one of time_t, __kernel_time_t,
/// __kernel_old_time_t, struct timeval, struct timespec,
/// struct __kernel_old_timeval, struct old_timespec32 or
/// struct old_timeval32.  Such a command has a different number and layout
/// for 32-bit-time, 64-bit-time and compat callers; see compat_time.h.
///
/// Commands are found in "#define FOO _IOR/_IOW/_IOWR(type, nr, ARG)"
/// (also split over several lines, and through wrappers whose name ends in
/// IOR/IOW/IOWR such as DRM_IOWR, whose last argument is the type) and in
/// enumerators "FOO = _IOWR(...)".  Struct, union and typedef definitions
/// are collected from every file processed and resolved at the end, so run
/// it over headers and sources together (--include-headers).
///
/// Commands named *_TIME32, *_TIME64, *_OLD, *_NEW, *32 or *64 that have a
/// sibling (FOO32/FOO64, FOO_OLD/FOO_NEW, FOO_TIME32/FOO) are reported as
/// a converted pair, as is the base name of such a pair: they are done,
/// not work.
///
/// Report lines: file:line:col-col: NAME: <type> <.path> is <time type>
///
/// A file_operations' .read or .write that copies a struct carrying time
/// to or from user space is reported too, at the copy: read() and write()
/// records have no number to tell their layouts apart.
///
// Confidence: Medium
// Copyright: (C) 2026 The compat_time authors
// Options: --no-includes --include-headers
//
// Keywords: ioctl, time_t, timespec, timeval, y2038
//

virtual report
virtual org
virtual context
virtual audit

@initialize:python@
@@
import os
import re
import sys

# The rules call ioctl_time_find.py, beside this file, which spatch was
# given on its command line.
with open("/proc/self/cmdline", "rb") as cmdline:
	here = [a for a in cmdline.read().decode().split("\0")
		if a.endswith(".cocci")][0]
sys.path.insert(0, os.path.dirname(os.path.abspath(here)))
from ioctl_time_find import *
ct_init()

@m_struct depends on report || org || context || audit@
identifier I, x;
type T;
position p;
@@

struct I { ... T x@p; ... };

@script:python depends on report || org || context || audit@
i << m_struct.I;
t << m_struct.T;
x << m_struct.x;
p << m_struct.p;
@@
ct_add_member("struct " + str(i), str(t), str(x), p[0].file, p[0].line)

@m_union depends on report || org || context || audit@
identifier I, x;
type T;
position p;
@@

union I { ... T x@p; ... };

@script:python depends on report || org || context || audit@
i << m_union.I;
t << m_union.T;
x << m_union.x;
p << m_union.p;
@@
ct_add_member("union " + str(i), str(t), str(x), p[0].file, p[0].line)

@m_typedef depends on report || org || context || audit@
type T, TD;
@@

typedef T TD;

@script:python depends on report || org || context || audit@
t << m_typedef.T;
td << m_typedef.TD;
@@
coccinelle.ct_typedefs.append((str(td), str(t)))

@c_define depends on report || org || context || audit@
identifier F;
identifier M =~ "IO(R|W|WR|C)(_BAD)?$";
expression list es;
position p;
@@

#define F@p M(es)

@script:python depends on report || org || context || audit@
f << c_define.F;
m << c_define.M;
es << c_define.es;
p << c_define.p;
@@
if IO_DIR.search(m):
	coccinelle.ct_cmds.append((f, " ".join(last_arg(str(es))), p[0].file,
				   p[0].line, p[0].column, p[0].column_end))
	coccinelle.ct_dirs.append((f, ct_dir(m, str(es)), ct_is_plain(m)))

@c_enum depends on report || org || context || audit@
identifier E;
expression X;
position p;
@@

enum { ..., E@p = X, ... };

@script:python depends on report || org || context || audit@
e << c_enum.E;
x << c_enum.X;
p << c_enum.p;
@@
ct_enum_cmd(e, x, p)

@c_enum_named depends on report || org || context || audit@
identifier N, E;
expression X;
position p;
@@

enum N { ..., E@p = X, ... };

@script:python depends on report || org || context || audit@
e << c_enum_named.E;
x << c_enum_named.X;
p << c_enum_named.p;
@@
ct_enum_cmd(e, x, p)

@c_alias depends on report || org || context || audit@
identifier F, G;
position p;
@@

#define F@p G

@script:python depends on report || org || context || audit@
f << c_alias.F;
g << c_alias.G;
p << c_alias.p;
@@
coccinelle.ct_aliases.append((str(f), str(g), p[0].file, p[0].line))

@c_const depends on report || org || context@
identifier F =~ "(_TIME32|_TIME64|_OLD|_NEW|32|64)$";
expression E;
position p;
@@

#define F@p E

@script:python depends on report || org || context@
f << c_const.F;
p << c_const.p;
@@
coccinelle.ct_consts.append((f, p[0].file, p[0].line, p[0].column,
			     p[0].column_end))

// "case C: ..." alone misses a label followed by a { block }.
@c_case depends on report || org || audit@
identifier C =~ "^[A-Z_][A-Z0-9_]*$";
statement S;
position p;
@@

switch (...) { case C@p: S ... }

@script:python depends on report || org || context || audit@
c << c_case.C;
p << c_case.p;
@@
coccinelle.ct_cases.append((c, p[0].file, p[0].line, p[0].column,
			    p[0].column_end, "case"))
coccinelle.ct_case_fn.append((c, p[0].file, int(p[0].line),
			      p[0].current_element))

// A case that copies a time buffer to or from user space, whatever its
// number says: a size-less number (lp's LPSETTIMEOUT) carries time too.
// (Only in files that declare such a buffer or take its size: typed
// matching everywhere costs a whole-tree run a third more.)
@c_tv_decl depends on report || org@
identifier x;
@@

struct timeval x;

@c_tv_size depends on report || org@
@@

sizeof(struct timeval)

@c_copy_tv depends on (report || org) && (c_tv_decl || c_tv_size)@
struct timeval tv;
expression E, S;
position p;
@@

(
 copy_from_user(&tv@p, E, S)
|
 copy_to_user(E, &tv@p, S)
|
 copy_from_user(E, S, sizeof(struct timeval)@p)
|
 copy_to_user(E, S, sizeof(struct timeval)@p)
)

@script:python depends on report || org@
p << c_copy_tv.p;
@@
coccinelle.ct_copies.append((p[0].file, p[0].current_element,
			     int(p[0].line), "struct timeval"))

@c_ts_decl depends on report || org@
identifier x;
@@

struct timespec x;

@c_ts_size depends on report || org@
@@

sizeof(struct timespec)

@c_copy_ts depends on (report || org) && (c_ts_decl || c_ts_size)@
struct timespec ts;
expression E, S;
position p;
@@

(
 copy_from_user(&ts@p, E, S)
|
 copy_to_user(E, &ts@p, S)
|
 copy_from_user(E, S, sizeof(struct timespec)@p)
|
 copy_to_user(E, S, sizeof(struct timespec)@p)
)

@script:python depends on report || org@
p << c_copy_ts.p;
@@
coccinelle.ct_copies.append((p[0].file, p[0].current_element,
			     int(p[0].line), "struct timespec"))

// read() and write(): the records a file_operations' .read or .write
// copies to or from user space, whose time no number names.
@c_rw_op depends on report || org@
identifier v, M = {read, write}, F;
@@

struct file_operations v = { ..., .M = \(F\|&F\), ... };

@c_rw_copy depends on c_rw_op@
identifier c_rw_op.F;
type T;
T x;
T *y;
expression E, S;
position p;
@@

F(...) { <+...
(
 copy_to_user(E, &x@p, S)
|
 copy_from_user(&x@p, E, S)
|
 copy_to_user(E, y@p, S)
|
 copy_from_user(y@p, E, S)
|
 copy_to_user(E, S, sizeof(T)@p)
|
 copy_from_user(E, S, sizeof(T)@p)
)
...+> }

@script:python depends on report || org@
m << c_rw_op.M;
f << c_rw_op.F;
t << c_rw_copy.T;
p << c_rw_copy.p;
@@
coccinelle.ct_records.append((str(f), str(m), str(t), p[0].file,
			      int(p[0].line), p[0].column, p[0].column_end))

// "if (cmd == FOO)": the variable's name says it holds a command.
@c_cmp depends on report || org || audit@
identifier C =~ "^[A-Z_][A-Z0-9_]*$";
identifier V =~ "(^|_)(cmd|command|request|req|ioctl|code|nr)$";
position p;
@@

(
 V == C@p
|
 C@p == V
)

@script:python depends on report || org || context || audit@
c << c_cmp.C;
v << c_cmp.V;
p << c_cmp.p;
@@
coccinelle.ct_cases.append((c, p[0].file, p[0].line, p[0].column,
			    p[0].column_end, str(v) + " =="))

// Context mode: every definition and use of a command not converted yet.

@depends on context@
identifier F : script:python() { ct_ctx_hit(F) };
identifier M =~ "IO(R|W|WR|C)(_BAD)?$";
expression list es;
@@

*#define F M(es)

@depends on context@
identifier C : script:python() { ct_ctx_hit(C) };
@@

*C

// Audit mode: registrations and struct members for tools/audit.

@a_reg depends on audit@
identifier C;
expression list es;
position p;
@@

COMPAT_TIME_IOCTL(C@p, es)

@script:python depends on audit@
c << a_reg.C;
p << a_reg.p;
@@
coccinelle.ct_regs.append((str(c), p[0].file, p[0].line))

@a_cat depends on audit@
identifier C;
expression list es;
position p;
symbol IOCTL;
@@

COMPAT_TIME_CATALOG(IOCTL, C@p, es)

@script:python depends on audit@
c << a_cat.C;
p << a_cat.p;
@@
coccinelle.ct_regs.append((str(c), p[0].file, p[0].line))

// A command in a static table ({ FOO32, FOO } maps): dispatched by it.
@a_tbl depends on audit@
identifier C =~ "^[A-Z_][A-Z0-9_]*$";
identifier I;
type T;
position p;
@@

(
T I[] = { ..., { ..., C@p, ... }, ... };
|
T I[] = { ..., C@p, ... };
)

@script:python depends on audit@
c << a_tbl.C;
p << a_tbl.p;
@@
coccinelle.ct_tables.append((str(c), p[0].file, p[0].line))

@a_struct depends on audit@
identifier I;
position ps;
@@

struct I@ps { ... };

@script:python depends on audit@
i << a_struct.I;
ps << a_struct.ps;
@@
coccinelle.ct_smem.append((str(i), ps[0].file, ps[0].line, 0, 0, ""))

@a_mem depends on audit@
identifier I, x;
type T;
position ps, p;
@@

struct I@ps { ... T x@p; ... };

@script:python depends on audit@
i << a_mem.I;
x << a_mem.x;
ps << a_mem.ps;
p << a_mem.p;
@@
coccinelle.ct_smem.append((str(i), ps[0].file, ps[0].line, p[0].line,
			   p[0].column, str(x)))

@a_anon depends on audit@
identifier I, x;
type T;
position ps, p;
@@

struct I@ps { ...
(
  union { ... T x@p; ... };
|
  struct { ... T x@p; ... };
)
  ... };

@script:python depends on audit@
i << a_anon.I;
x << a_anon.x;
ps << a_anon.ps;
p << a_anon.p;
@@
coccinelle.ct_smem.append((str(i), ps[0].file, ps[0].line, p[0].line,
			   p[0].column, str(x)))

@a_bitfield depends on audit@
identifier I, x;
type T;
expression E;
position ps, p;
@@

struct I@ps { ... T x@p : E; ... };

@script:python depends on audit@
i << a_bitfield.I;
x << a_bitfield.x;
ps << a_bitfield.ps;
p << a_bitfield.p;
@@
coccinelle.ct_smem.append((str(i), ps[0].file, ps[0].line, p[0].line,
			   p[0].column, str(x) + ":bitfield"))

@finalize:python depends on audit@
members << merge.ct_members;
typedefs << merge.ct_typedefs;
cmds << merge.ct_cmds;
dirs << merge.ct_dirs;
cases << merge.ct_cases;
aliases << merge.ct_aliases;
regs << merge.ct_regs;
tables << merge.ct_tables;
smem << merge.ct_smem;
@@
ct_audit(members, typedefs, cmds, dirs, cases, aliases, regs, tables, smem)

@finalize:python depends on report@
members << merge.ct_members;
typedefs << merge.ct_typedefs;
cmds << merge.ct_cmds;
consts << merge.ct_consts;
cases << merge.ct_cases;
aliases << merge.ct_aliases;
copies << merge.ct_copies;
case_fn << merge.ct_case_fn;
records << merge.ct_records;
@@
ct_finish(members, typedefs, cmds, consts, cases, aliases, copies, case_fn,
	  "report", records)

@finalize:python depends on org@
members << merge.ct_members;
typedefs << merge.ct_typedefs;
cmds << merge.ct_cmds;
consts << merge.ct_consts;
cases << merge.ct_cases;
aliases << merge.ct_aliases;
copies << merge.ct_copies;
case_fn << merge.ct_case_fn;
records << merge.ct_records;
@@
ct_finish(members, typedefs, cmds, consts, cases, aliases, copies, case_fn,
	  "org", records)
