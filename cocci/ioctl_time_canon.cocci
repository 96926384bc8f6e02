// SPDX-License-Identifier: GPL-2.0
/// The spellings of one meaning that tools/convert/rewrite.py reads as
/// one, before the rewrite: an initialiser's "&fn" for a function of the
/// group is "fn", "case (X):" is "case X:", and an integer type of a
/// function's parameter or result is spelled one way ("long int" and
/// "signed long" are "long").  One line per place, KIND FILE LINE COLUMN
/// COLUMN_END LINE2 COLUMN2 COLUMN_END2 [TYPE] (columns from 0): for
/// addr_fn the function name and the "&" before it, for paren_case the
/// label and its closing parenthesis, for int_type the type twice and
/// its tokens.  tools/convert/canon.py makes the edits, the rewrite
/// converts the canonical text, and canon.py merges the conversion back
/// into the driver as it was spelled.
//
// Options: --no-includes

@initialize:python@
@@
import json

fns = set()
addr = []


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

// "&fn" only for a function: "&var" is not "var".
@finalize:python@
@@
for f, p, q in addr:
	if f in fns:
		site("addr_fn", p, q)
