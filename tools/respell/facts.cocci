// SPDX-License-Identifier: GPL-2.0
/// What a converted driver does, read as C, for tools/respell/check.py
/// to compare a driver's conversion with that of its respellings: the
/// functions each initialiser names, every call of compat_time's API
/// with its arguments, and each function's number of parameters (the
/// case labels of each function come from cocci/ioctl_time_parse.cocci's
/// parse tree).  One line per fact; the isomorphisms make "F" and "&F",
/// "X" and "(X)" one, and the rules ".M = F" and the GNU "M: F".
//
// Options: --no-includes

@initialize:python@
@@
facts = set()


@init@
identifier v, M;
identifier F;
type T;
@@

T v = { ..., .M = F, ... };

@script:python@
v << init.v;
m << init.M;
f << init.F;
@@
facts.add("init %s.%s = %s" % (v, m, f))

// (apart from the rule above: a disjunction in an initialiser of 50
// members took spatch minutes)
@addr@
identifier v, M;
identifier F;
type T;
@@

T v = { ..., .M = &F, ... };

@script:python@
v << addr.v;
m << addr.M;
f << addr.F;
@@
facts.add("init %s.%s = %s" % (v, m, f))

// The GNU form, "member: F", of old drivers.
@gnu@
identifier v, M;
identifier F;
type T;
@@

T v = { ..., M: F, ... };

@script:python@
v << gnu.v;
m << gnu.M;
f << gnu.F;
@@
facts.add("init %s.%s = %s" % (v, m, f))

@gnuaddr@
identifier v, M;
identifier F;
type T;
@@

T v = { ..., M: &F, ... };

@script:python@
v << gnuaddr.v;
m << gnuaddr.M;
f << gnuaddr.F;
@@
facts.add("init %s.%s = %s" % (v, m, f))

@api@
identifier F =~ "^(compat_time_|COMPAT_TIME_)";
expression list es;
position p;
@@

F@p(es)

@script:python@
f << api.F;
es << api.es;
p << api.p;
@@
facts.add("call %s: %s(%s)" % (p[0].current_element, f, es))

// Parameters by number: their types' spellings ("long int", "unsigned")
// are the respellings.
@fn@
identifier F;
parameter list[n] ps;
@@

F(ps) { ... }

@script:python@
f << fn.F;
n << fn.n;
@@
facts.add("def %s(%s parameters)" % (f, n))

@finalize:python@
@@
for f in sorted(facts):
	print(f)
