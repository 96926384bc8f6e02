// SPDX-License-Identifier: GPL-2.0-only
///
/// Convert the argument struct of a time-carrying ioctl to its native
/// 64-bit time layout and describe it for compat_time.
///
/// For a "struct S" that is the argument of an _IOR/_IOW/_IOWR command
/// defined in the same file (by #define or in an enum) and that has a
/// member of type struct timespec, struct timeval, time_t,
/// __kernel_time_t, __kernel_old_time_t or struct __kernel_old_timeval
/// (also arrays of them):
///  - the member becomes struct __kernel_timespec,
///    struct __kernel_sock_timeval or __s64;
///  - S_ct_fields[] (one COMPAT_TIME_*() per member, in declaration
///    order) and S_ct_desc are added after the struct;
///  - S_ct_ioctls[], one COMPAT_TIME_IOCTL() per command on S, is added
///    after the last of those commands.  Its handlers are left NULL with a
///    TODO: write the native handler and merge the arrays into the
///    driver's compat_time table.
///
/// Structs holding struct old_timespec32 or struct old_timeval32 are
/// compat layouts already and are left alone, as is code that has no
/// legacy time type left (running it twice changes nothing).  Members it
/// cannot describe (pointers, unions, bitfields, several declarators in
/// one declaration) get a TODO comment or are missing: compat_time_register()
/// refuses a description whose offsets or size disagree with the compiler.
/// Nested structs get COMPAT_TIME_NESTED() naming <tag>_ct_desc, which must
/// exist (run it on the file defining that struct too).
///
// Confidence: Low
// Copyright: (C) 2026 The compat_time authors
// Options: --no-includes --include-headers
//
// Keywords: ioctl, time_t, timespec, timeval, y2038, compat_time
//

virtual patch

@initialize:python@
@@
import re

coccinelle.rw_cmds = {}		# (file, struct) -> [(line, cmd)]
coccinelle.rw_members = {}	# (file, struct) -> [(line, col, type, name)]
coccinelle.rw_have = set()	# (file, array name) already defined

RW_IOMACRO = re.compile(r"(^|_)IO(R|W|WR)(_BAD)?$")
RW_TOK = re.compile(r"[A-Za-z_]\w*|0[xX][0-9a-fA-F]+|\d+|'[^']*'|\S")
RW_LEGACY = {
	"struct timespec": "TIMESPEC", "struct timeval": "TIMEVAL",
	"struct __kernel_old_timeval": "TIMEVAL",
	"time_t": "TIME", "__kernel_time_t": "TIME",
	"__kernel_old_time_t": "TIME",
}
RW_COMPAT32 = {"struct old_timespec32", "struct old_timeval32"}
RW_NATIVE = {
	"struct __kernel_timespec": "TIMESPEC",
	"struct __kernel_sock_timeval": "TIMEVAL",
}
RW_S64 = {"__s64", "__u64", "s64", "u64", "long long", "signed long long",
	  "unsigned long long", "__le64", "__be64", "__aligned_u64",
	  "__aligned_s64", "int64_t", "uint64_t"}
RW_LONG = {"long": "LONG", "signed long": "LONG", "long int": "LONG",
	   "unsigned long": "ULONG", "unsigned long int": "ULONG",
	   "__kernel_long_t": "LONG", "__kernel_ulong_t": "ULONG"}
RW_BYTES = re.compile(r"^(__)?[su](8|16|32)$|^(__)?(le|be)(16|32)$|"
		      r"^(unsigned |signed )?(char|short|int|short int)$|"
		      r"^unsigned$|^bool$|^enum \w+$|^u?int(8|16|32)_t$|"
		      r"^compat_\w+$")
RW_PADNAME = re.compile(r"^_*(reserved|rsvd|resv|pad|padding|unused)\w*$")
RW_DROP = {"const", "volatile", "__user", "__packed"}

def rw_tokens(s):
	return RW_TOK.findall(str(s))

def rw_norm(ty):
	"""(base type text, array?, pointer?) of a member type."""
	out, arr, ptr, depth = [], False, False, 0
	for t in rw_tokens(ty):
		if t == "[":
			arr = True
			depth += 1
		elif t == "]":
			depth -= 1
		elif depth:
			continue
		elif t in ("*", "("):
			ptr = True
		elif t not in RW_DROP:
			out.append(t)
	return " ".join(out), arr, ptr

def rw_struct_arg(es):
	"""The struct tag named by the last macro argument, or None."""
	toks = rw_tokens(es)
	depth, start = 0, 0
	for i, t in enumerate(toks):
		if t in "([{":
			depth += 1
		elif t in ")]}":
			depth -= 1
		elif t == "," and depth == 0:
			start = i + 1
	last = toks[start:]
	if len(last) == 2 and last[0] == "struct":
		return last[1]
	return None

def rw_add_cmd(file, line, name, args):
	s = rw_struct_arg(args)
	if s:
		lst = coccinelle.rw_cmds.setdefault((file, s), [])
		if (int(line), name) not in lst:
			lst.append((int(line), name))

def rw_enum_cmd(file, line, name, value):
	toks = rw_tokens(value)
	if len(toks) > 3 and RW_IOMACRO.search(toks[0]) and toks[1] == "(":
		rw_add_cmd(file, line, name, " ".join(toks[2:-1]))

def rw_field(s, ty, name):
	"""One initialiser line for member name of struct s."""
	base, arr, ptr = rw_norm(ty)
	t = "struct " + s
	if ptr:
		return "/* TODO: %s is a pointer: not describable */" % name
	if base in RW_LEGACY:
		return "COMPAT_TIME_%s(%s, %s, 0)," % (RW_LEGACY[base], t, name)
	if base in RW_NATIVE:
		return "COMPAT_TIME_%s(%s, %s, 0)," % (RW_NATIVE[base], t, name)
	if base in RW_S64:
		return "COMPAT_TIME_S64(%s, %s, 0)," % (t, name)
	if base in RW_LONG:
		return "COMPAT_TIME_%s(%s, %s, 0)," % (RW_LONG[base], t, name)
	if RW_BYTES.match(base):
		if RW_PADNAME.match(name):
			return "COMPAT_TIME_PAD(%s, %s)," % (t, name)
		return "COMPAT_TIME_BYTES(%s, %s)," % (t, name)
	m = re.match(r"^struct (\w+)$", base)
	if m:
		return "COMPAT_TIME_NESTED(%s, %s, 0, struct %s, %s_ct_desc)," \
			% (t, name, m.group(1), m.group(1))
	if "{" in base or base.startswith("union"):
		return "/* TODO: %s is a union or inline struct */" % name
	return "COMPAT_TIME_BYTES(%s, %s), /* TODO: check %s */" \
		% (t, name, base)

@r_cmd depends on patch@
identifier F;
identifier M =~ "IO(R|W|WR)(_BAD)?$";
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
if RW_IOMACRO.search(str(m)):
	rw_add_cmd(p[0].file, p[0].line, str(f), str(es))

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
rw_enum_cmd(p[0].file, p[0].line, str(e), str(x))

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
rw_enum_cmd(p[0].file, p[0].line, str(e), str(x))

@r_have depends on patch@
identifier A;
position p;
@@

struct compat_time_field A@p[] = { ... };

@script:python depends on patch@
a << r_have.A;
p << r_have.p;
@@
coccinelle.rw_have.add((p[0].file, str(a)))

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
lst = coccinelle.rw_members.setdefault((p[0].file, str(s)), [])
ent = (int(p[0].line), int(p[0].column), str(t), str(x))
if ent not in lst:
	lst.append(ent)

@r_struct depends on patch@
identifier S;
position p;
@@

struct S@p { ... };

@script:python r_mk depends on patch@
s << r_struct.S;
p << r_struct.p;
ns;
fields;
dinit;
@@
key = (p[0].file, str(s))
mems = sorted(coccinelle.rw_members.get(key, []))
types = set(rw_norm(m[2])[0] for m in mems)
if key not in coccinelle.rw_cmds or not mems or \
   not (types & set(RW_LEGACY)) or (types & RW_COMPAT32) or \
   (p[0].file, str(s) + "_ct_fields") in coccinelle.rw_have:
	cocci.include_match(False)
else:
	lines = [rw_field(str(s), m[2], m[3]) for m in mems]
	coccinelle.ns = str(s)
	coccinelle.fields = "\n\t".join(lines)
	coccinelle.dinit = "\n\tCOMPAT_TIME_STRUCT(struct %s, %s_ct_fields)" % (s, s)

@script:python r_tbl depends on patch@
s << r_mk.ns;
p << r_struct.p;
f;
tbl;
@@
key = (p[0].file, str(s))
cmds = sorted(coccinelle.rw_cmds[key])
coccinelle.f = cmds[-1][1]
coccinelle.tbl = "\n\t".join(
	"COMPAT_TIME_IOCTL(%s, %s_ct_desc, NULL), /* TODO: handler */"
	% (c, s) for l, c in cmds)

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

@depends on patch@
identifier r_mk.ns, r_mk.fields, r_mk.dinit;
fresh identifier arr = ns ## "_ct_fields";
fresh identifier desc = ns ## "_ct_desc";
@@

struct ns { ... };
+
+/* compat_time: generated description, check it */
+static const struct compat_time_field arr[] = {
+	fields
+};
+
+static const struct compat_time_struct desc =
+	dinit;

@depends on patch@
identifier r_mk.ns, r_tbl.f, r_tbl.tbl;
fresh identifier ioctls = ns ## "_ct_ioctls";
expression list es;
identifier M;
@@

#define f M(es)
+
+/* compat_time: generated commands, add them to the driver's table */
+static const struct compat_time_ioctl ioctls[] = {
+	tbl
+};

@depends on patch@
identifier r_mk.ns, r_tbl.f, r_tbl.tbl;
fresh identifier ioctls = ns ## "_ct_ioctls";
expression X;
@@

enum { ..., f = X, ... };
+
+/* compat_time: generated commands, add them to the driver's table */
+static const struct compat_time_ioctl ioctls[] = {
+	tbl
+};

@depends on patch@
identifier r_mk.ns, r_tbl.f, r_tbl.tbl;
fresh identifier ioctls = ns ## "_ct_ioctls";
identifier N;
expression X;
@@

enum N { ..., f = X, ... };
+
+/* compat_time: generated commands, add them to the driver's table */
+static const struct compat_time_ioctl ioctls[] = {
+	tbl
+};
