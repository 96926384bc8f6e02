// SPDX-License-Identifier: GPL-2.0-only
///
/// Convert the argument structs of time-carrying ioctls to y2038-safe
/// layouts and serve both layouts through compat_time.
///
/// Each "struct S" that is the argument of an _IOR/_IOW/_IOWR command
/// (by #define or in an enum) and carries struct timespec, struct timeval,
/// time_t or their kernel spellings, directly or in a nested struct, is
/// converted when the files hold a file_operations whose .unlocked_ioctl
/// handler F uses those commands (pass the driver's .c and .h files
/// together).  Then:
///  - in a header, S's time members keep their type for user space and get
///    a 64-bit one for the kernel, in #ifdef __KERNEL__ as videodev2.h
///    does: tools/convert/rewrite.py makes that edit from the plan this
///    script leaves in $CT_REWRITE_PLAN, since Coccinelle would move the
///    members' comments.  No command number changes for any program;
///  - in a .c file, S's time members become struct __kernel_timespec,
///    struct __kernel_sock_timeval or __s64;
///  - a command whose argument is a bare struct timeval/timespec gets the
///    kernel type in the kernel's branch of its #define (in a header),
///    and so do the handler's local copy and sizeof();
///  - F takes the argument as a kernel buffer ("void *karg"): its
///    copy_from_user()/copy_to_user() of the argument become memcpy().
///    If F also serves commands without time, its body becomes
///    __F(file, cmd, arg, karg), whose time cases (case labels it can
///    follow, using the argument only to copy it whole) take karg; the
///    table calls it through F_karg() with arg 0, and F(), the table's
///    .fallback, with karg NULL; F's other callers call __F();
///  - the descriptions of the structs, the command table, its
///    compat_time_table and COMPAT_TIME_DEFINE_IOCTL() are added before
///    the file_operations (by rewrite.py, from the plan), whose
///    .unlocked_ioctl and .compat_ioctl become the two functions that
///    hand the table to compat_time;
///  - nothing else: the table names its module (.owner = THIS_MODULE),
///    compat_time builds its layouts on its first call and frees them
///    when the module goes, so module_init/module_exit, probe and files
///    outside the driver stay as they are.
/// A handler its framework calls with the argument copied (RW_KDISPATCH:
/// usbfs, dvb_usercopy(), a v4l2 subdev's core .ioctl, .vidioc_default)
/// keeps its body; its table of COMPAT_TIME_IOCTL_KERNEL() entries is
/// handed, with the framework's buffer, to compat_time_kernel_ioctl() or
/// compat_time_native_kernel_ioctl() by a function with its prototype,
/// which takes its place.
/// Where no handler gets a table, the plan lists each time-carrying
/// struct for tools/convert/inplace.py, which converts the cases that
/// copy it where they are (compat_time_cmd() and compat_time_copy_*()).
/// Otherwise nothing changes, and a message names the reason and where.
///
/// Structs holding struct old_timespec32 or struct old_timeval32, or named
/// *_time32, are compat layouts already and are left alone, as is a member
/// that has a 64-bit twin of its name (the kernel branch of the edit
/// above): running it twice changes nothing.
/// Members it cannot describe (pointers, unions, bitfields, several
/// declarators in one declaration) get a TODO comment or are missing:
/// compat_time_register() refuses a description whose offsets or size
/// disagree with the compiler, and the table's first call fails.
///
// Confidence: Moderate
// Copyright: (C) 2026 The compat_time authors
// Options: --no-includes
//
// Keywords: ioctl, time_t, timespec, timeval, y2038, compat_time
//

virtual patch

@initialize:python@
@@
import os
import re
import sys

# The rules call ioctl_time_rewrite.py, beside this file, which spatch
# was given on its command line.
with open("/proc/self/cmdline", "rb") as cmdline:
	here = [a for a in cmdline.read().decode().split("\0")
		if a.endswith(".cocci")][0]
sys.path.insert(0, os.path.dirname(os.path.abspath(here)))
from ioctl_time_rewrite import *
rw_init()

// Collect: commands, members, structs, handlers.

@r_cmd depends on patch@
identifier F;
identifier M =~ "IO(R|W|WR)?(_BAD)?$";
expression list es;
position p;
@@

#define F@p M(es)

@script:python depends on patch@
f << r_cmd.F;
m << r_cmd.M;
es << r_cmd.es;
p << r_cmd.p;
@@
if IO_ANY.search(str(m)):
	coccinelle.rw_allcmds.add(str(f))
if re.search(r"(^|_)IO$", str(m)) and len(tokens(es)) == 3 and \
		tokens(es)[1] == ",":
	# _IO(type, nr), not DRM_IO(DRM_COMMAND_BASE + nr)
	t, c, n = tokens(es)
	coccinelle.rw_nosize[str(f)] = (p[0].file, int(p[0].line), t, n)
if IO_SIZED.search(str(m)):
	rw_add_cmd(p[0].line, str(f), str(es))
	coccinelle.rw_cmd_pos.setdefault(str(f), (p[0].file, int(p[0].line)))

@script:python depends on patch@
@@
rw_lit_cmds()

@r_enum depends on patch@
identifier E;
expression X;
position p;
@@

enum { ..., E@p = X, ... };

@script:python depends on patch@
e << r_enum.E;
x << r_enum.X;
p << r_enum.p;
@@
rw_enum_cmd(p[0].line, str(e), str(x))

@r_enum_named depends on patch@
identifier N, E;
expression X;
position p;
@@

enum N { ..., E@p = X, ... };

@script:python depends on patch@
e << r_enum_named.E;
x << r_enum_named.X;
p << r_enum_named.p;
@@
rw_enum_cmd(p[0].line, str(e), str(x))

@r_mem depends on patch@
identifier S, x;
type T;
position p;
@@

struct S { ... T x@p; ... };

@script:python depends on patch@
s << r_mem.S;
t << r_mem.T;
x << r_mem.x;
p << r_mem.p;
@@
lst = coccinelle.rw_members.setdefault(str(s), [])
ent = (int(p[0].line), int(p[0].column), str(t), str(x))
if ent not in lst:
	lst.append(ent)

@r_typedef depends on patch@
type T, TD;
@@

typedef T TD;

@script:python depends on patch@
t << r_typedef.T;
td << r_typedef.TD;
@@
coccinelle.rw_typedefs.setdefault(str(td), str(t))

@r_struct depends on patch@
identifier S;
position p;
@@

struct S@p { ... };

@script:python depends on patch@
s << r_struct.S;
p << r_struct.p;
@@
coccinelle.rw_struct_pos.setdefault(str(s), (p[0].file, int(p[0].line)))

@r_tt depends on patch@
position p;
@@

#include <linux/time_types.h>@p

@script:python depends on patch@
p << r_tt.p;
@@
coccinelle.rw_tt_files.add(p[0].file)

@r_fops0 depends on patch@
identifier fo, F;
position p;
@@

struct file_operations fo = { ..., .unlocked_ioctl = F@p, ... };

@script:python depends on patch@
f << r_fops0.F;
p << r_fops0.p;
@@
coccinelle.rw_fops.setdefault(str(f), (p[0].file, int(p[0].line)))
coccinelle.rw_fholders.setdefault(str(f), set()).add(rw_pos(p))

// Handlers a framework calls with the argument copied (RW_KDISPATCH).
@r_kfops0 depends on patch@
type T;
identifier fo, F, M = {unlocked_ioctl, kernel_ioctl, ioctl, vidioc_default};
position p;
@@

T fo = { ..., .M = F@p, ... };

@script:python depends on patch@
t << r_kfops0.T;
m << r_kfops0.M;
f << r_kfops0.F;
p << r_kfops0.p;
@@
tag = rw_tag(rw_norm(t)[0])
if (tag, str(m)) in RW_KDISPATCH and str(f) not in coccinelle.rw_fops:
	coccinelle.rw_kfops.setdefault(str(f), (p[0].file, int(p[0].line),
						tag, str(m)))
	coccinelle.rw_kholders.setdefault(str(f), set()).add(rw_pos(p))

@r_ksig depends on patch@
identifier F : script:python() { str(F) in coccinelle.rw_kfops };
type T0, T2;
parameter list ps;
identifier b, c;
@@

T0 F(ps, T2 b, void *c) { ... }

@script:python depends on patch@
f << r_ksig.F;
t0 << r_ksig.T0;
ps << r_ksig.ps;
t2 << r_ksig.T2;
b << r_ksig.b;
c << r_ksig.c;
@@
# the context the framework passes (one or more parameters), then the
# command and the buffer
ctx = [re.match(r"^(.*?)\s*\b([A-Za-z_]\w*)$", x.strip())
       for x in str(ps).split(",") if x.strip()]
if ctx and all(ctx):
	coccinelle.rw_ksig[str(f)] = (str(t0), [(m.group(1), m.group(2))
						for m in ctx] +
				      [(str(t2), str(b)), ("void *", str(c))])

// Functions of an ioctl handler's shape, and the calls that pass three
// names on: a handler may only forward its arguments to a worker.

@r_param depends on patch@
identifier G, fp, cmd, arg;
@@

G(struct file *fp, unsigned int cmd, unsigned long arg) { ... }

@script:python depends on patch@
g << r_param.G;
fp << r_param.fp;
cmd << r_param.cmd;
arg << r_param.arg;
@@
coccinelle.rw_params[str(g)] = (str(fp), str(cmd), str(arg))
coccinelle.rw_argname[str(g)] = str(arg)

@r_call depends on patch@
identifier W, a, b, c;
position p;
@@

W(a, b, c)@p

@script:python depends on patch@
w << r_call.W;
a << r_call.a;
b << r_call.b;
c << r_call.c;
p << r_call.p;
@@
coccinelle.rw_calls.setdefault(p[0].current_element, []).append(
	(str(w), (str(a), str(b), str(c))))

// (by position: a path-wise match through applicom's ac_ioctl() does
// not end)
@r_refs depends on patch@
identifier C;
position p : script:python() { rw_ioctl_fn(p[0].current_element) };
@@

C@p

@script:python depends on patch@
c << r_refs.C;
p << r_refs.p;
@@
coccinelle.rw_frefs.setdefault(p[0].current_element, set()).add(str(c))

// A handler's commands are those of the function holding its cases.
@script:python depends on patch@
@@
for f in coccinelle.rw_fops:
	coccinelle.rw_refs[f] = coccinelle.rw_frefs.get(rw_body(f), set())
for f in coccinelle.rw_kfops:
	coccinelle.rw_refs[f] = coccinelle.rw_frefs.get(f, set())

@r_compat0 depends on patch@
identifier fo, r_fops0.F;
expression E;
@@

struct file_operations fo = { ..., .unlocked_ioctl = F, .compat_ioctl = E, ... };

@script:python depends on patch@
f << r_fops0.F;
e << r_compat0.E;
@@
coccinelle.rw_compat[str(f)] = str(e)

@r_defs depends on patch@
identifier G;
@@

G(...) { ... }

@script:python depends on patch@
g << r_defs.G;
@@
coccinelle.rw_defs.add(str(g))

// A handler that also serves commands without time keeps its body for
// them; its time cases must use the argument only to copy it whole.

@r_static depends on patch@
identifier G;
type T;
@@

static T G(...) { ... }

@script:python depends on patch@
g << r_static.G;
@@
coccinelle.rw_static.add(str(g))

// (By position, not through F's body: a path-wise match through a long
// handler with gotos does not end.)

@r_decl depends on patch@
identifier x;
type T;
expression e;
position p;
@@

T x@p = e;

@script:python depends on patch@
x << r_decl.x;
e << r_decl.e;
p << r_decl.p;
@@
coccinelle.rw_assign.setdefault(p[0].current_element, []).append(
	(str(x), tokens(e)))

@r_set depends on patch@
identifier x;
expression e;
position p, pe;
@@

x@p = e@pe

@script:python depends on patch@
x << r_set.x;
e << r_set.e;
p << r_set.p;
pe << r_set.pe;
@@
coccinelle.rw_assign.setdefault(p[0].current_element, []).append(
	(str(x), tokens(e)))
for q in pe:
	coccinelle.rw_rhs.append((q.file, int(q.line), int(q.column),
				  int(q.line_end), int(q.column_end)))

// The case labels, and the argument's uses in the time cases, by
// position: a use is in the case whose label is the nearest before it.

// Cases that copy a time buffer whatever their number says (a size-less
// number: lp's LPSETTIMEOUT), to say why they are not converted.

@r_fnpos depends on patch@
identifier G : script:python() { rw_ioctl_fn(G) };
position p;
@@

G@p(...) { ... }

@script:python depends on patch@
g << r_fnpos.G;
p << r_fnpos.p;
@@
rw_labels_of(str(g), p[0].file)

// (of the handler's argument itself, not of a pointer inside it)
@r_tcopy depends on patch@
struct timeval tv;
struct timespec ts;
identifier x : script:python() { rw_is_arg(x) };
expression S;
type T;
position pi, po, si, so;
@@

(
 copy_from_user(&tv@pi, x, S)
|
 copy_from_user(&tv@pi, (T)x, S)
|
 copy_to_user(x, &tv@po, S)
|
 copy_to_user((T)x, &tv@po, S)
|
 copy_from_user(&ts@si, x, S)
|
 copy_from_user(&ts@si, (T)x, S)
|
 copy_to_user(x, &ts@so, S)
|
 copy_to_user((T)x, &ts@so, S)
)

@script:python depends on patch@
pi << r_tcopy.pi = [];
po << r_tcopy.po = [];
si << r_tcopy.si = [];
so << r_tcopy.so = [];
@@
for p, kind, d in ((pi, "timeval", "_IOC_WRITE"), (po, "timeval", "_IOC_READ"),
		   (si, "timespec", "_IOC_WRITE"), (so, "timespec", "_IOC_READ")):
	for q in p:
		coccinelle.rw_tcopies.append((q.file, q.current_element,
					      int(q.line), kind, d,
					      int(q.column)))

// A default: that uses the argument serves other commands with it.
@r_dflt depends on patch@
identifier F : script:python() { rw_is_body(F) };
identifier x : script:python() { rw_is_arg(x) };
position p;
@@

F(...) { <... switch (...) { default: <... x@p ...> } ...> }

@script:python depends on patch@
f << r_dflt.F;
p << r_dflt.p;
@@
coccinelle.rw_dflt.add(str(f))

@r_xuse depends on patch@
identifier x : script:python() { rw_is_arg(x) };
position p;
@@

x@p

@script:python depends on patch@
x << r_xuse.x;
p << r_xuse.p;
@@
rw_case_use(x, p)

@r_xcopy depends on patch@
identifier x : script:python() { rw_is_arg(x) };
expression E, S;
statement S1;
type T;
position p : script:python() { rw_in_time_case(p) };
@@

(
 if (copy_from_user(E, x@p, S)) S1
|
 if (copy_to_user(x@p, E, S)) S1
|
 if (copy_from_user(E, (T)x@p, S)) S1
|
 if (copy_to_user((T)x@p, E, S)) S1
)

@script:python depends on patch@
p << r_xcopy.p;
@@
rw_case_copy(p)

// Every function's declarations of the bare types: a declaration of
// more than one cannot be retyped in part.
@r_bdecl depends on patch@
identifier x;
initializer E;
position p;
@@

(
 struct timeval x@p;
|
 struct timeval x@p = E;
|
 struct timespec x@p;
|
 struct timespec x@p = E;
)

@script:python depends on patch@
p << r_bdecl.p;
@@
coccinelle.rw_bdecls.setdefault(p[0].current_element, set()).add(
	rw_pos(p)[:2])

// A time case may pass the argument on to a helper (snd-timer's status):
// the helper takes the kernel buffer too if it only copies it whole.
@r_xpass depends on patch@
identifier H;
identifier x : script:python() { rw_is_arg(x) };
expression list[n] es;
position p : script:python() { rw_in_time_case(p) };
@@

H(es, x@p, ...)

@script:python depends on patch@
h << r_xpass.H;
n << r_xpass.n;
p << r_xpass.p;
@@
coccinelle.rw_pass[rw_pos(p)] = (str(h), int(n))

@r_hparam depends on patch@
identifier H : script:python() { bool(rw_passes(H)) };
identifier y;
type T;
parameter list[n] ps;
@@

H(ps, T *y, ...) { ... }

@script:python depends on patch@
h << r_hparam.H;
y << r_hparam.y;
n << r_hparam.n;
@@
coccinelle.rw_hparams.setdefault(str(h), {})[int(n)] = str(y)

// (every reference: a call, or its address taken for a call elsewhere)
@r_hcall depends on patch && r_xpass@
identifier H : script:python() { bool(rw_passes(H)) };
position p;
@@

H@p

@script:python depends on patch@
h << r_hcall.H;
p << r_hcall.p;
@@
coccinelle.rw_hcalls.setdefault(str(h), set()).add(rw_pos(p))
coccinelle.rw_hcall_fn[rw_pos(p)] = p[0].current_element

@r_huse depends on patch && r_hparam@
identifier y : script:python() { rw_is_hparam(y) };
position p;
@@

y@p

@script:python depends on patch@
y << r_huse.y;
p << r_huse.p;
@@
if rw_hparam(p[0].current_element) == str(y):
	coccinelle.rw_huse.setdefault(p[0].current_element, set()).add(
		rw_pos(p))

@r_hcopy depends on patch@
identifier y : script:python() { rw_is_hparam(y) };
expression E, S;
statement S1;
position p;
@@

(
 if (copy_from_user(E, y@p, S)) S1
|
 if (copy_to_user(y@p, E, S)) S1
)

@script:python depends on patch@
p << r_hcopy.p;
@@
coccinelle.rw_hcopy.add(rw_pos(p))

// What each whole copy of the argument (in a case) or of a helper's
// parameter is the size of: its memcpy() to or from the kernel buffer
// must not run past the command's struct.
@r_csize depends on patch@
identifier x : script:python() { rw_is_arg(x) or rw_is_hparam(x) };
type T, T1;
T v;
T *w;
expression E;
position p;
@@

(
 copy_from_user(&v, \(x@p\|(T1)x@p\), sizeof(v))
|
 copy_to_user(\(x@p\|(T1)x@p\), &v, sizeof(v))
|
 copy_from_user(w, \(x@p\|(T1)x@p\), sizeof(*w))
|
 copy_to_user(\(x@p\|(T1)x@p\), w, sizeof(*w))
|
 copy_from_user(E, \(x@p\|(T1)x@p\), sizeof(T))
|
 copy_to_user(\(x@p\|(T1)x@p\), E, sizeof(T))
)

@script:python depends on patch@
p << r_csize.p;
t << r_csize.T;
@@
coccinelle.rw_csize[rw_pos(p)] = rw_norm(t)[0]

@r_hout depends on patch@
identifier y : script:python() { rw_is_hparam(y) };
expression E, S;
position p;
@@

copy_to_user(y@p, E, S)

@script:python depends on patch@
p << r_hout.p;
@@
coccinelle.rw_hdir.setdefault(p[0].current_element, set()).add("out")

@r_hin depends on patch@
identifier y : script:python() { rw_is_hparam(y) };
expression E, S;
position p;
@@

copy_from_user(E, y@p, S)

@script:python depends on patch@
p << r_hin.p;
@@
coccinelle.rw_hdir.setdefault(p[0].current_element, set()).add("in")

// Plan: the driver's table, if its handler uses converted commands only.
// (A script rule that drops a match here would drop the later rules'
// matches too: the choice is a constraint instead.)

// Everything is collected: the plan is fixed from here on.
@script:python depends on patch@
@@
coccinelle.rw_memo = {}

// (Before any change, for positions in the files as they are.)
// The address of a member that becomes 64-bit, passed to a function
// that may take the old type (usbtest: do_gettimeofday(&p->duration)).
@script:python depends on patch@
@@
coccinelle.rw_tmembers = set(m[3] for s in rw_converted()
			     for m in rw_mems(s)
			     if rw_norm(m[2])[0] in LEGACY_TIME) \
	if rw_planned() else set()
# (a whole time_t takes any integer)
coccinelle.rw_tstructs = {}
for s in rw_converted() if rw_planned() else []:
	for m in rw_mems(s):
		if rw_norm(m[2])[0].startswith("struct ") and \
				rw_norm(m[2])[0] in LEGACY_TIME:
			coccinelle.rw_tstructs.setdefault(m[3], []).append(s)

@r_maddr depends on patch@
identifier fn, m : script:python() { str(m) in coccinelle.rw_tmembers };
expression E;
position p;
@@

(
 fn(..., &E->m@p, ...)
|
 fn(..., &E.m@p, ...)
)

@script:python depends on patch@
fn << r_maddr.fn;
m << r_maddr.m;
p << r_maddr.p;
@@
rw_say(str(m), "%s:%s: passes the address of member %s to %s(), and %s "
       "is 64-bit in the kernel now: check that %s() takes the new type" %
       (p[0].file, p[0].line, m, fn, m, fn))

// ... or assigned whole, from a value that may have the old type
// (snd-timer: status.tstamp = tu->tstamp, a struct timespec).
@r_mset depends on patch@
identifier m : script:python() { str(m) in coccinelle.rw_tstructs };
expression E, V;
position p;
@@

(
 E->m@p = V
|
 E.m@p = V
)

@script:python depends on patch@
m << r_mset.m;
v << r_mset.V;
p << r_mset.p;
@@
rw_say(str(m), "%s:%s: assigns %s to a member %s whole, and struct %s's %s "
       "is 64-bit in the kernel now: if it is that, check that %s has the "
       "new type" % (p[0].file, p[0].line, v, m,
		     " and ".join(coccinelle.rw_tstructs[str(m)]), m, v))

// A local copy that a bare command's body retypes, whose address goes
// to a function not defined here (getnstimeofday()): that function
// must take the new type.  Before the retyping, whose positions it needs.
@r_laddr depends on patch@
identifier B : script:python() { rw_bare_body(B) };
identifier fn : script:python() { str(fn) not in coccinelle.rw_defs and
				  str(fn) not in RW_COPIERS };
{struct timeval, struct timespec} v;
position p;
@@

 B(...) { <... fn(..., &v@p, ...) ...> }

@script:python depends on patch@
fn << r_laddr.fn;
v << r_laddr.v;
p << r_laddr.p;
@@
rw_say(str(fn), "%s:%s: passes the address of %s to %s(), and %s takes the "
       "kernel's 64-bit type now: check that %s() takes the new type" %
       (p[0].file, p[0].line, v, fn, v, fn))

// ... or that memcpy() fills from, or copies into, another object, whose
// type the compiler does not compare (it may be the old one).
@r_lcopy depends on patch@
identifier B : script:python() { rw_bare_body(B) };
{struct timeval, struct timespec} v;
expression E, S;
position p;
@@

 B(...) { <... \(memcpy(&v@p, E, S)\|memcpy(E, &v@p, S)\) ...> }

@script:python depends on patch@
v << r_lcopy.v;
p << r_lcopy.p;
@@
rw_say(str(v), "%s:%s: memcpy() to or from %s, which takes the kernel's "
       "64-bit type now: check that the other side has it too" %
       (p[0].file, p[0].line, v))

// The file_operations, or what holds a kernel-buffer handler.
@r_fops depends on patch@
identifier F : script:python() { rw_plan_ok(F) };
identifier fo, M = {unlocked_ioctl, kernel_ioctl, ioctl, vidioc_default};
type T;
@@

T fo = { ..., .M = F, ... };

@script:python r_plan depends on patch@
fops << r_fops.fo;
f << r_fops.F;
t << r_fops.T;
m << r_fops.M;
tbl;
uioc;
cioc;
@@
kd = coccinelle.rw_kfops.get(str(f))
if kd:
	where = (kd[2], kd[3])
else:
	where = ("file_operations", "unlocked_ioctl")
if (rw_tag(rw_norm(t)[0]), str(m)) != where or \
		str(f) in coccinelle.rw_planned_fns:
	cocci.include_match(False)
elif kd:
	coccinelle.rw_planned_fns.add(str(f))
	coccinelle.tbl, coccinelle.uioc = rw_kplan(str(f), str(fops))
	coccinelle.cioc = coccinelle.uioc
else:
	coccinelle.rw_planned_fns.add(str(f))
	coccinelle.tbl, coccinelle.uioc, coccinelle.cioc = \
		rw_fplan(str(f), str(fops))

// A split function's time cases take the kernel buffer (first of the
// changes: the copies' positions do not survive others).
@depends on patch@
identifier worker : script:python() { rw_split(worker) };
identifier x;
expression E, S;
statement S1;
type T;
position r_xcopy.p;
@@

 worker(...) { <...
(
- if (copy_from_user(E, x@p, S)) S1
+ memcpy(E, karg, S);
|
- if (copy_to_user(x@p, E, S)) S1
+ memcpy(karg, E, S);
|
- if (copy_from_user(E, (T)x@p, S)) S1
+ memcpy(E, karg, S);
|
- if (copy_to_user((T)x@p, E, S)) S1
+ memcpy(karg, E, S);
)
 ...> }

// A helper the time cases pass the argument to takes the kernel buffer:
// its pointer parameter loses __user, its copies become memcpy(), and
// the cases pass it karg.  (The parameter is known by its name.)
@r_hsig depends on patch@
identifier H : script:python() { rw_planned() and rw_helper_ok(H) };
identifier y : script:python() { rw_is_hparam(y) };
type T;
attribute name __user;
@@

 H(...,
- T __user *y
+ T *y
  , ...) { ... }

@depends on patch@
identifier r_hsig.H, r_hsig.y;
expression E, S;
statement S1;
@@

 H(...) { <...
(
- if (copy_to_user(y, E, S)) S1
+ memcpy(y, E, S);
|
- if (copy_from_user(E, y, S)) S1
+ memcpy(E, y, S);
)
 ...> }

@depends on patch@
identifier B : script:python() { rw_split(B) or rw_own(B) };
identifier r_hsig.H;
identifier x : script:python() { rw_is_arg(x) };
expression list es;
@@

 B(...) { <...
 H(es,
-  x
+  karg
  , ...)
 ...> }

// A helper others call too keeps its name for them, around __H(), which
// the time cases call (rewrite.py adds the new H after __H).
@depends on patch@
identifier B : script:python() { rw_split(B) or rw_own(B) };
identifier H : script:python() { rw_planned() and rw_helper_ok(H) and
				 rw_helper_kept(H) };
fresh identifier NH = "__" ## H;
expression list es;
@@

 B(...) { <...
- H(es)
+ NH(es)
 ...> }

@depends on patch@
identifier H : script:python() { rw_planned() and rw_helper_ok(H) and
				 rw_helper_kept(H) };
fresh identifier NH = "__" ## H;
parameter list ps;
@@

- H(ps)
+ NH(ps)
  { ... }

@script:python depends on patch@
@@
for h in sorted(coccinelle.rw_hparams) if rw_planned() else []:
	if rw_helper_ok(h) and rw_helper_kept(h):
		coccinelle.rw_tables.append({"file": rw_helper_proto(h)["file"],
					     "after": "__" + h,
					     "text": rw_helper_wrap(h)})

// The handler: its own if it serves the table's commands only, else its
// body is kept for all, as __F(), and the time cases take the kernel
// buffer.

@r_own depends on patch && r_plan@
identifier F : script:python() { rw_own(F) };
@@

F(...) { ... }

// Structs in .c files are the kernel's own: their members are retyped.

@r_mk depends on patch@
identifier ns : script:python() { rw_retype_here(ns) };
@@

struct ns { ... };

// One rule per type and shape: a disjunction rewrites one member only.

@depends on patch@
identifier r_mk.ns, x;
@@

struct ns { ...
- struct timespec x;
+ struct __kernel_timespec x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
@@

struct ns { ...
- struct timespec x[N];
+ struct __kernel_timespec x[N];
  ... };

@depends on patch@
identifier r_mk.ns, x;
@@

struct ns { ...
- struct __kernel_old_timespec x;
+ struct __kernel_timespec x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
@@

struct ns { ...
- struct __kernel_old_timespec x[N];
+ struct __kernel_timespec x[N];
  ... };

@depends on patch@
identifier r_mk.ns, x;
@@

struct ns { ...
- struct timeval x;
+ struct __kernel_sock_timeval x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
@@

struct ns { ...
- struct timeval x[N];
+ struct __kernel_sock_timeval x[N];
  ... };

@depends on patch@
identifier r_mk.ns, x;
@@

struct ns { ...
- struct __kernel_old_timeval x;
+ struct __kernel_sock_timeval x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
@@

struct ns { ...
- struct __kernel_old_timeval x[N];
+ struct __kernel_sock_timeval x[N];
  ... };

@depends on patch@
identifier r_mk.ns, x;
typedef __s64, time_t;
@@

struct ns { ...
- time_t x;
+ __s64 x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
typedef __s64, time_t;
@@

struct ns { ...
- time_t x[N];
+ __s64 x[N];
  ... };

@depends on patch@
identifier r_mk.ns, x;
typedef __s64, __kernel_time_t;
@@

struct ns { ...
- __kernel_time_t x;
+ __s64 x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
typedef __s64, __kernel_time_t;
@@

struct ns { ...
- __kernel_time_t x[N];
+ __s64 x[N];
  ... };

@depends on patch@
identifier r_mk.ns, x;
typedef __s64, __kernel_old_time_t;
@@

struct ns { ...
- __kernel_old_time_t x;
+ __s64 x;
  ... };

@depends on patch@
identifier r_mk.ns, x;
expression N;
typedef __s64, __kernel_old_time_t;
@@

struct ns { ...
- __kernel_old_time_t x[N];
+ __s64 x[N];
  ... };

// The new members' types, for user space too.

@depends on patch@
position p : script:python() { rw_planned() and p[0].file.endswith(".c")
			       and rw_wants_time_types(p[0].file) };
@@

 #include <linux/types.h>@p
+#include <linux/time_types.h>

// With a driver table: the handler takes a kernel buffer...

@r_sig depends on patch && r_own@
identifier r_own.F, fp, cmd, arg;
@@

 F(struct file *fp, unsigned int cmd,
-  unsigned long arg
+  void *karg
  ) { ... }

@r_argp depends on patch@
identifier r_own.F, r_sig.arg, argp;
type T;
@@

 F(...) {
 ...
- T argp = (T)arg;
 ...
 }

@depends on patch@
identifier r_own.F, r_argp.argp;
expression E, S;
@@

 F(...) { <...
(
- if (copy_from_user(E, argp, S))
-	return -EFAULT;
+ memcpy(E, karg, S);
|
- if (copy_to_user(argp, E, S))
-	return -EFAULT;
+ memcpy(karg, E, S);
)
 ...> }

@depends on patch@
identifier r_own.F, r_sig.arg;
expression E, S;
type T;
@@

 F(...) { <...
(
- if (copy_from_user(E, (T)arg, S))
-	return -EFAULT;
+ memcpy(E, karg, S);
|
- if (copy_to_user((T)arg, E, S))
-	return -EFAULT;
+ memcpy(karg, E, S);
)
 ...> }

// ... or its body becomes __F(), serving both, and its time cases take
// the kernel buffer (they use the argument for nothing else) ...

@depends on patch exists@
identifier B : script:python() { rw_split(B) };
fresh identifier NB = script:python(B) { rw_new_name(B) };
identifier fp, cmd, arg;
@@

- B(struct file *fp, unsigned int cmd, unsigned long arg)
+ NB(struct file *fp, unsigned int cmd, unsigned long arg, void *karg)
  { ... when any
  }

// A forwarding handler hands karg on to its worker's body.
@depends on patch@
identifier NF : script:python() { rw_split_fwd(NF) };
identifier W : script:python() { rw_split(W) };
fresh identifier NW = script:python(W) { rw_new_name(W) };
expression E1, E2, E3;
@@

 NF(...) { <...
- W(E1, E2, E3)
+ NW(E1, E2, E3, karg)
 ...> }

// F, the table's .fallback, comes with the table; its callers call __F().
@depends on patch@
identifier B : script:python() { rw_split(B) };
fresh identifier NB = script:python(B) { rw_new_name(B) };
expression E1, E2, E3;
@@

- B(E1, E2, E3)
+ NB(E1, E2, E3, NULL)

// A helper the cases hand their local copy to takes it in the kernel's
// type too (lp_set_timeout()).
@r_helper_tv depends on patch@
identifier B : script:python() { rw_bare_body(B) };
identifier H;
struct timeval v;
@@

 B(...) { <... H(..., &v, ...) ...> }

@depends on patch@
identifier r_helper_tv.H, x;
@@

 H(...,
- struct timeval *x
+ struct __kernel_sock_timeval *x
  , ...) { ... }

@r_helper_ts depends on patch@
identifier B : script:python() { rw_bare_body(B) };
identifier H;
struct timespec v;
@@

 B(...) { <... H(..., &v, ...) ...> }

@depends on patch@
identifier r_helper_ts.H, x;
@@

 H(...,
- struct timespec *x
+ struct __kernel_timespec *x
  , ...) { ... }

// A bare argument's local copy and size take the kernel's type, in the
// function holding the cases (a .c file has no user space to keep).
@depends on patch@
identifier B : script:python() { rw_bare_body(B) };
identifier x;
initializer E;
@@

 B(...) { <...
(
- struct timeval x;
+ struct __kernel_sock_timeval x;
|
- struct timespec x;
+ struct __kernel_timespec x;
|
- struct timeval x
+ struct __kernel_sock_timeval x
  = E;
|
- struct timespec x
+ struct __kernel_timespec x
  = E;
)
 ...> }

@depends on patch@
identifier B : script:python() { rw_bare_body(B) };
@@

 B(...) { <...
(
- sizeof(struct timeval)
+ sizeof(struct __kernel_sock_timeval)
|
- sizeof(struct timespec)
+ sizeof(struct __kernel_timespec)
)
 ...> }

// A user pointer only the time cases used is gone with them.
@depends on patch@
identifier worker : script:python() { rw_split_worker(worker) };
identifier x : script:python() { rw_is_arg(x) };
type T;
expression E;
@@

 worker(...) {
 ... when != x
- T x = E;
 ... when != x
 }

// ... the file_operations call compat_time ...

@depends on patch@
identifier r_fops.fo, r_fops.F, r_fops.M, r_plan.uioc;
type r_fops.T;
@@

T fo = { ...,
- .M = F,
+ .M = uioc,
  ... };

@r_hascompat depends on patch@
identifier r_fops.fo;
expression E;
@@

struct file_operations fo = { ..., .compat_ioctl = E, ... };

@depends on patch@
identifier r_fops.fo, r_plan.cioc;
expression r_hascompat.E;
@@

struct file_operations fo = { ...,
- .compat_ioctl = E,
+ .compat_ioctl = cioc,
  ... };

@depends on patch && !r_hascompat@
identifier r_fops.fo, r_plan.uioc, r_plan.cioc;
@@

struct file_operations fo = { ...,
  .unlocked_ioctl = uioc,
+ .compat_ioctl = cioc,
  ... };

// ... through the table, described before them (by rewrite.py, from
// the plan).

// The table needs no registration: compat_time builds it on its first
// call and frees it when the module goes.  (rewrite.py includes
// <linux/compat_time.h> in each file that gets a table.)

// Why nothing was converted, and the header plan for rewrite.py.

@finalize:python depends on patch@
@@
rw_finish()
