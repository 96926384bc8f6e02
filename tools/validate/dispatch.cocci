// SPDX-License-Identifier: GPL-2.0
/// Every member of every initialised struct that names a function, for
/// tools/validate/validate.py's dispatch section: one line each,
/// [TYPE, NAME, FILE, LINE, MEMBER, FUNCTION] in JSON.  "F" and "&F" are
/// the same entry, and so are ".M = F" and the GNU "M: F".
//
// Options: --no-includes

@initialize:python@
@@
import json

@ent@
identifier v, M, F;
type T;
position p;
@@

T v@p = { ..., .M = F, ... };

@script:python@
t << ent.T;
v << ent.v;
m << ent.M;
f << ent.F;
p << ent.p;
@@
print(json.dumps([str(t), str(v), p[0].file, int(p[0].line), str(m), str(f)]))

// (apart from the rule above: a disjunction in an initialiser of 50
// members took spatch minutes)
@entaddr@
identifier v, M, F;
type T;
position p;
@@

T v@p = { ..., .M = &F, ... };

@script:python@
t << entaddr.T;
v << entaddr.v;
m << entaddr.M;
f << entaddr.F;
p << entaddr.p;
@@
print(json.dumps([str(t), str(v), p[0].file, int(p[0].line), str(m), str(f)]))

// The GNU form, "member: value", of old drivers.
@entgnu@
identifier v, M, F;
type T;
position p;
@@

T v@p = { ..., M: F, ... };

@script:python@
t << entgnu.T;
v << entgnu.v;
m << entgnu.M;
f << entgnu.F;
p << entgnu.p;
@@
print(json.dumps([str(t), str(v), p[0].file, int(p[0].line), str(m), str(f)]))
