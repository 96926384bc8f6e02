// SPDX-License-Identifier: GPL-2.0
/// Where a driver's C can be respelled without changing its meaning.
/// tools/respell/respell.py runs this over a driver's .c files and
/// makes each edit at the position Coccinelle parsed.  One line per
/// site: KIND FILE LINE COLUMN COLUMN_END [TEXT], columns from 0.
//
// Options: --no-includes

@initialize:python@
@@
import json

rs_fns = set()
rs_declared = set()
rs_static = set()
rs_init = []
rs_defs = []


def rs_site(kind, p, text=None):
	print(json.dumps([kind, p.file, int(p.line), int(p.column),
			  int(p.column_end), text]))

// Functions defined or declared in the files, the static ones apart.
@fdef@
identifier F;
type R;
parameter list ps;
position q;
@@

R@q F(ps) { ... }

@script:python@
f << fdef.F;
r << fdef.R;
ps << fdef.ps;
q << fdef.q;
@@
rs_fns.add(str(f))
rs_defs.append((str(f), str(r), str(ps), q[0]))
rs_site("line_break", q[0], str(f))

@sdef@
identifier F;
type R;
parameter list ps;
@@

static R F(ps) { ... }

@script:python@
f << sdef.F;
@@
rs_static.add(str(f))

@fdecl@
identifier F;
type R;
parameter list ps;
@@

R F(ps);

@script:python@
f << fdecl.F;
@@
rs_fns.add(str(f))
rs_declared.add(str(f))

// ".M = F" in an initialiser: ".M = &F" when F is a function; and
// the initialiser's members in the other order.
@init disable paren@
identifier v, M, F;
type T;
position p;
@@

T v = { ..., .M = F@p, ... };

@script:python@
v << init.v;
f << init.F;
p << init.p;
@@
rs_init.extend((str(f), q) for q in p)
for q in p:
	rs_site("init_order", q, str(v))

// ".M = E" in an initialiser: the GNU "M: E" of old drivers.
@gnu@
identifier v, M;
expression E;
type T;
position p;
@@

T v = { ..., .M@p = E, ... };

@script:python@
m << gnu.M;
p << gnu.p;
@@
for q in p:
	rs_site("gnu_init", q, str(m))

// "case E:": "case (E):".
@label disable paren@
expression E;
statement S;
position p;
@@

switch (...) { case E@p: S ... }

@script:python@
p << label.p;
@@
for q in p:
	rs_site("paren_case", q)
	rs_site("case_macro", q)
	rs_site("case_join", q)

// "struct S" where the files use it: a typedef name for it.
@su@
identifier s;
position p;
@@

struct s@p

@script:python@
s << su.s;
p << su.p;
@@
for q in p:
	rs_site("typedef_struct", q, str(s))

// "sizeof(X)": "sizeof (X)".
@sz@
expression E;
type T;
position p;
@@

(
sizeof@p(T)
|
sizeof@p(E)
)

@script:python@
p << sz.p;
@@
for q in p:
	rs_site("sizeof_space", q)

// The types of a function definition's parameters and result, for
// "unsigned" (for "unsigned int") and "long int" (for "long").
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
	rs_site("type", q, str(t))

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
	rs_site("type", q, str(t))

// What needs every file seen: "&F" for the functions, and a prototype
// before the definition of each function an initialiser names.
@finalize:python@
@@
for f, p in rs_init:
	if f in rs_fns:
		rs_site("addr_fn", p)
named = set(f for f, p in rs_init)
for f, r, ps, q in rs_defs:
	if f in named and f not in rs_declared:
		rs_site("prototype", q, "%s%s %s(%s);" % (
			"static " if f in rs_static else "", r, f, ps))
