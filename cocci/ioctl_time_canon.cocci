// SPDX-License-Identifier: GPL-2.0
/// The spellings of one meaning that tools/convert/rewrite.py reads as
/// one, before the rewrite: an initialiser's "&fn" for a function of the
/// group is "fn", "case (X):" is "case X:", an integer type of a
/// function's parameter or result is spelled one way ("long int" and
/// "signed long" are "long"), a case label that names a macro the files
/// define once as another name is that name, a type named by a typedef
/// of a tagged struct is "struct tag", and a definition's result type on
/// the line above its name goes onto the name's line.  One line per
/// place, KIND FILE LINE COLUMN COLUMN_END LINE2 COLUMN2 COLUMN_END2
/// [TEXT] (columns from 0): for addr_fn the function name and the "&"
/// before it, for paren_case the label and its closing parenthesis, for
/// int_type the type twice and its tokens, for case_alias the label
/// twice and the name it stands for, for typedef_struct the type twice
/// and "TYPEDEF struct TAG", for type_line the type and the function's
/// name.  tools/convert/canon.py makes the edits, the rewrite
/// converts the canonical text, and canon.py merges the conversion back
/// into the driver as it was spelled.
//
// Options: --no-includes

@initialize:python@
@@
import json

fns = set()
addr = []
# {macro: [what each #define of it says]}, and the labels that name one
defines = {}
labels = []
# {typedef name: "struct tag"}, and the places types are spelled
typedefs = {}
types = []


def after(p, qs):
	"""The first of qs after p."""
	return min((q for q in qs if (int(q.line), int(q.column)) >=
		    (int(p.line_end), int(p.column_end))),
		   key=lambda q: (int(q.line), int(q.column)))


def before(p, qs):
	"""The last of qs before p."""
	return max((q for q in qs if (int(q.line), int(q.column)) <
		    (int(p.line), int(p.column))),
		   key=lambda q: (int(q.line), int(q.column)))


def site(kind, p, q, text=None):
	print(json.dumps([kind, p.file, int(p.line), int(p.column),
			  int(p.column_end), int(q.line), int(q.column),
			  int(q.column_end), text]))

@fdef@
identifier F;
@@

F(...) { ... }

@script:python@
f << fdef.F;
@@
fns.add(str(f))

@fdecl@
identifier F;
type R;
@@

R F(...);

@script:python@
f << fdecl.F;
@@
fns.add(str(f))

@a disable paren@
identifier v, M, F;
type T;
position p, q;
@@

T v = { ..., .M = &@q F@p, ... };

@script:python@
f << a.F;
p << a.p;
q << a.q;
@@
addr.extend((str(f), x, before(x, q)) for x in p)

// the same in a GNU "member: &fn" (both spellings at once)
@agnu disable paren@
identifier v, M, F;
type T;
position p, q;
@@

T v = { ..., M: &@q F@p, ... };

@script:python@
f << agnu.F;
p << agnu.p;
q << agnu.q;
@@
addr.extend((str(f), x, before(x, q)) for x in p)

@c disable paren@
expression E;
statement S;
position p, q;
@@

switch (...) { case (E@p)@q: S ... }

// A binding's positions come as lists, one per place: each label goes
// with the parenthesis closing it.
@script:python@
e << c.E;
p << c.p;
q << c.q;
@@
for x in p:
	site("paren_case", x, after(x, q))

// An initialiser's GNU "member: value", the form of old drivers, is
// ".member = value" (the colon's place is found on the line by canon.py).
@g@
identifier v, M;
expression E;
type T;
position p;
@@

T v = { ..., M@p: E, ... };

@script:python@
p << g.p;
m << g.M;
@@
for x in p:
	site("gnu_init", x, x, str(m))

// The types of functions' parameters and results, where the functions
// are defined and where they are declared.  (Each rule's script right
// after it: spatch carries a rule's bindings to the last rule that
// reads them, and four rules' bindings carried together ran out of
// stack on sound/core/pcm_native.c.)
@tparam@
identifier F, x;
type T;
position p;
@@

F(..., T@p x, ...) { ... }

@script:python@
t << tparam.T;
x << tparam.x;
p << tparam.p;
@@
for q in p:
	site("int_type", q, q, str(t))
types.extend((str(t), q) for q in p)

@tdparam@
identifier F, x;
type R, T;
position p;
@@

R F(..., T@p x, ...);

@script:python@
t << tdparam.T;
x << tdparam.x;
p << tdparam.p;
@@
for q in p:
	site("int_type", q, q, str(t))
types.extend((str(t), q) for q in p)

@tret@
identifier F;
type T;
position p;
@@

T@p F(...) { ... }

@script:python@
t << tret.T;
f << tret.F;
p << tret.p;
@@
for q in p:
	site("int_type", q, q, str(t))

@tdret@
identifier F;
type T;
position p;
@@

T@p F(...);

@script:python@
t << tdret.T;
f << tdret.F;
p << tdret.p;
@@
for q in p:
	site("int_type", q, q, str(t))

// Macros the files define as another name, and case labels that are a
// name.
@macro@
identifier M, N;
@@

#define M N

@script:python@
m << macro.M;
n << macro.N;
@@
defines.setdefault(str(m), []).append(str(n))

@nlabel@
identifier L;
statement S;
position p;
@@

switch (...) { case L@p: S ... }

@script:python@
l << nlabel.L;
p << nlabel.p;
@@
labels.extend((str(l), x) for x in p)

// Typedefs of tagged structs, and where types are spelled: in
// declarations, parameters, members, sizeof, casts and ioctl numbers.
@tdef@
identifier s;
type N;
position p;
@@

typedef struct s N@p;

@script:python@
s << tdef.s;
n << tdef.N;
p << tdef.p;
@@
typedefs[str(n)] = "struct %s" % s
for q in p:
	site("typedef_decl", q, q, str(s))

@tdefbody@
identifier s;
type N;
@@

typedef struct s { ... } N;

@script:python@
s << tdefbody.s;
n << tdefbody.N;
@@
typedefs[str(n)] = "struct %s" % s

@tdecl@
type T;
identifier x;
position p;
@@

T@p x;

@script:python@
t << tdecl.T;
p << tdecl.p;
@@
types.extend((str(t), q) for q in p)

@tinit@
type T;
identifier x;
expression E;
position p;
@@

T@p x = E;

@script:python@
t << tinit.T;
p << tinit.p;
@@
types.extend((str(t), q) for q in p)

@tinitlist@
type T;
identifier x;
position p;
@@

T@p x = { ... };

@script:python@
t << tinitlist.T;
p << tinitlist.p;
@@
types.extend((str(t), q) for q in p)

@tsize@
type T;
position p;
@@

sizeof(T@p)

@script:python@
t << tsize.T;
p << tsize.p;
@@
types.extend((str(t), q) for q in p)

@tcast@
type T;
expression E;
position p;
@@

 (T@p)E

@script:python@
t << tcast.T;
p << tcast.p;
@@
types.extend((str(t), q) for q in p)

@tfield@
identifier s, x;
type T;
position p;
@@

struct s { ... T@p x; ... };

@script:python@
t << tfield.T;
p << tfield.p;
@@
types.extend((str(t), q) for q in p)

@tanonfield@
identifier x;
type T, N;
position p;
@@

typedef struct { ... T@p x; ... } N;

@script:python@
t << tanonfield.T;
p << tanonfield.p;
@@
types.extend((str(t), q) for q in p)

@tioc@
identifier IOC =~ "^_IO(R|W|WR)(_BAD)?$";
expression E1, E2;
type T;
position p;
@@

IOC(E1, E2, T@p)

@script:python@
t << tioc.T;
nr << tioc.E2;
p << tioc.p;
@@
types.extend((str(t), q) for q in p)

// (a typedef's name there may be parsed as an expression)
@tiocname@
identifier IOC =~ "^_IO(R|W|WR)(_BAD)?$";
expression E1, E2;
identifier N;
position p;
@@

IOC(E1, E2, N@p)

@script:python@
n << tiocname.N;
nr << tiocname.E2;
p << tiocname.p;
@@
types.extend((str(n), q) for q in p)

// A definition's result type on the line above its name.
@tline@
identifier F;
type T;
position p, f;
@@

T@p F@f(...) { ... }

@script:python@
t << tline.T;
fn << tline.F;
p << tline.p;
f << tline.f;
@@
for x in p:
	y = after(x, f)
	if int(y.line) == int(x.line_end) + 1:
		site("type_line", x, y, str(t))

// "&fn" only for a function: "&var" is not "var"; a label only for a
// macro defined once, as a name; a type only for a typedef's name.
@finalize:python@
@@
for f, p, q in addr:
	if f in fns:
		site("addr_fn", p, q)
for l, p in labels:
	if len(set(defines.get(l, ()))) == 1 and len(defines[l]) == 1:
		site("case_alias", p, p, defines[l][0])
for t, p in types:
	name = [w for w in t.replace("*", " ").split()
		if w not in ("const", "volatile")][:1]
	if name and name[0] in typedefs:
		site("typedef_struct", p, p, "%s %s" % (name[0],
							typedefs[name[0]]))
