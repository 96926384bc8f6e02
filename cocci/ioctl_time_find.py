# SPDX-License-Identifier: GPL-2.0-only
"""ioctl_time_find - the Python of ioctl_time_find.cocci.

The semantic patch's rules collect members, typedefs, commands, case
labels and copies into the coccinelle.ct_* lists (ct_init()), which
spatch merges over its workers; ct_finish() and ct_audit() resolve
them: which commands carry time, through which path, and where.
"""

import re

import coccilib.org
import coccilib.report
import coccinelle

from ioctl_time import IO_DIR, TIME_TYPES, group_end, last_arg, split, tokens


def ct_init():
    """The lists one run collects, merged over spatch's workers."""
    # (container, type text, member, file, line)
    coccinelle.ct_members = []
    # (typedef name, type text)
    coccinelle.ct_typedefs = []
    # (name, arg text, file, line, col, colend)
    coccinelle.ct_cmds = []
    # (name, file, line, col, colend)
    coccinelle.ct_consts = []
    # (name, file, line, col, colend)
    coccinelle.ct_cases = []
    # (name, replacement, file, line) of "#define name other"
    coccinelle.ct_aliases = []
    # (name, R|W|WR|?, by _IO* itself?)
    coccinelle.ct_dirs = []
    # audit: (name, file, line) registered
    coccinelle.ct_regs = []
    # audit: (name, file, line) in a table
    coccinelle.ct_tables = []
    # audit: (struct, file, line, member line, member col, member |
    # ":bitfield")
    coccinelle.ct_smem = []
    # (file, function, line, type) of a time buffer copied to or from user
    # space
    coccinelle.ct_copies = []
    # (name, file, line, function) of a case
    coccinelle.ct_case_fn = []
    # (function, read or write, type, file, line, column, column end)
    coccinelle.ct_records = []
    # context mode: ct_analyse() of the lists
    coccinelle.ct_ctx = None
    # ... and their lengths then
    coccinelle.ct_ctx_key = None


CT_DROP = {"const", "volatile", "__user", "__packed", "__kernel",
           "__iomem", "register", "static"}
CT_DROP_CALL = {"__attribute__", "__aligned", "__attribute",
                "__counted_by", "__nonstring"}
CT_SUFFIX = re.compile(r"^(.*?)(_TIME32|_TIME64|_OLD|_NEW|32|64)$")


def ct_skip_directives(toks):
    """Drop preprocessor lines that spatch flattens into a field list."""
    out, i = [], 0
    while i < len(toks):
        t = toks[i]
        if t in ("#ifdef", "#ifndef", "#undef"):
            i += 2
        elif t in ("#else", "#endif"):
            i += 1
        elif t in ("#if", "#elif", "#define", "#include", "#pragma"):
            # no end marker survives: stop at the next ';'-free
            # token that starts a declaration.
            i += 1
            while i < len(toks) and toks[i] not in (
                    "struct", "union", "enum", "__u8", "__u16",
                    "__u32", "__u64", "__s8", "__s16", "__s32",
                    "__s64", "int", "unsigned", "char", "long",
                    "short", "signed", "void", "time_t") \
                    and not toks[i].startswith("#"):
                i += 1
        else:
            out.append(t)
            i += 1
    return out


def ct_norm(toks):
    """Normalise a type: (base text, array?, pointer?, anon body)."""
    out, arr, ptr, body, i = [], False, False, None, 0
    while i < len(toks):
        t = toks[i]
        if t in CT_DROP_CALL:
            j = i + 1
            if j < len(toks) and toks[j] == "(":
                j = group_end(toks, j)
            i = j
            continue
        if t in CT_DROP:
            i += 1
            continue
        if t == "[":
            arr = True
            i = group_end(toks, i)
            continue
        if t == "{":
            j = group_end(toks, i)
            body = toks[i + 1:j - 1]
            i = j
            continue
        if t == "*" or t == "(":
            ptr = True
            break
        out.append(t)
        i += 1
    return " ".join(out), arr, ptr, body


def ct_parse_body(toks):
    """Members of an inline struct/union body: list of (type toks, name)."""
    res = []
    for decl in split(ct_skip_directives(toks), ";"):
        if not decl:
            continue
        # type specifier: up to and including a {...} body if any
        if "{" in decl:
            b = decl.index("{")
            e = group_end(decl, b)
            spec, rest = decl[:e], decl[e:]
            dcls = split(rest, ",") or [[]]
            for d in dcls:
                name = ct_decl_name(d)
                res.append((spec + [t for t in d if t != name], name))
            continue
        dcls = split(decl, ",")
        first = dcls[0]
        name = ct_decl_name(first)
        if name is None:
            continue
        k = first.index(name)
        spec = first[:k]
        if spec and spec[-1] == "(":  # function pointer
            continue
        res.append((first[:k] + first[k + 1:], name))
        for d in dcls[1:]:
            n = ct_decl_name(d)
            if n:
                res.append((spec + [t for t in d if t != n], n))
    return res


def ct_decl_name(d):
    """The declared identifier of one declarator (None if anonymous)."""
    name = None
    for t in d:
        if t in ("[", ":", "="):
            break
        if t in CT_DROP_CALL:
            break
        if re.match(r"[A-Za-z_]\w*$", t) and t not in CT_DROP and \
           t not in ("struct", "union", "enum"):
            name = t
    return name


def ct_build():
    """Type table: container name -> list of (type tokens, member)."""
    types = {}
    for cont, ty, mem, f, l in sorted(coccinelle.ct_members,
                                      key=lambda m: (m[3], int(m[4]))):
        ent = (tuple(tokens(ty)), mem)
        lst = types.setdefault(cont, [])
        if ent not in lst:
            lst.append(ent)
    alias = {}
    for td, ty in coccinelle.ct_typedefs:
        base, arr, ptr, body = ct_norm(tokens(ty))
        if ptr:
            continue
        if body is not None:
            if base in ("struct", "union") and td not in types:
                types[td] = [(tuple(t), n)
                             for t, n in ct_parse_body(body)]
            if base in ("struct", "union"):
                continue
        alias.setdefault(td, set()).add((base, arr))
    return types, alias


CT_FNMACRO = re.compile(r"^[ \t]*[#][ \t]*define[ \t]+(\w+)[(]([^)]*)[)](.*[{].*)$",
                        re.M)
CT_ALIAS = re.compile(r"^[ \t]*[#][ \t]*define[ \t]+(\w+)[ \t]+(\w+)[ \t]*$",
                      re.M)
CT_MACRO_STRUCT = re.compile(r"\bstruct\s+(\w+)\s*\(([^()]*)\)\s*;")


def ct_raw_types(files, types):
    """Structs spatch could not parse, read from the text of the files:
    an attribute after the declarator of a member, a body made by a
    macro (struct __array_of_struct(msg, 0);), and the aliases of
    struct tags (define msgs msgs_0).  Adds to types the tags it does
    not hold."""
    texts, macros = [], {}
    for f in sorted(files):
        try:
            with open(f, errors="replace") as fh:
                text = fh.read()
        except OSError:
            continue
        text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", text, flags=re.S)
        text = text.replace("\\\n", " ")
        texts.append(text)
        for m in CT_FNMACRO.finditer(text):
            macros[m.group(1)] = ([a.strip() for a in
                                   m.group(2).split(",")], m.group(3))
        for m in CT_ALIAS.finditer(text):
            coccinelle.ct_macro.setdefault(m.group(1),
                                           set()).add(m.group(2))
    for text in texts:
        for m in CT_MACRO_STRUCT.finditer(text):
            params, body = macros.get(m.group(1), ([], ""))
            args = [a.strip() for a in m.group(2).split(",")]
            if not body or len(args) != len(params):
                continue
            for par, arg in zip(params, args):
                body = re.sub(r"\b%s\b" % re.escape(par), arg, body)
            text += "\nstruct %s;" % re.sub(r"\s*[#][#]\s*", "", body)
        toks = tokens(text)
        for i in range(len(toks) - 2):
            if toks[i] == "struct" and toks[i + 2] == "{" and \
               re.match(r"[A-Za-z_]\w*$", toks[i + 1]) and \
               "struct " + toks[i + 1] not in types:
                e = group_end(toks, i + 2)
                types["struct " + toks[i + 1]] = \
                    [(tuple(t), n) for t, n in
                     ct_parse_body(toks[i + 3:e - 1])]


def ct_unresolved(types, arg):
    """Is arg a struct tag (or an alias of one) with no members known?"""
    toks = tokens(arg)
    if len(toks) != 2 or toks[0] != "struct":
        return False
    tags = {toks[1]} | coccinelle.ct_macro.get(toks[1], set())
    return not any("struct " + t in types for t in tags)


def ct_paths(types, alias, toks, path, seen, depth=0, ptrs=0):
    """All (path, time type) reachable from a type given as tokens; with
    ptrs, through up to that many members that point to more ("->" in
    the path: a data pointer, not a function's)."""
    base, arr, ptr, body = ct_norm(list(toks))
    if ptr and ptrs and depth and "*" in toks and "(" not in toks:
        return [(p.replace("->.", "->"), tt) for p, tt in ct_paths(
            types, alias, toks[:toks.index("*")], path + "->", seen,
            depth + 1, ptrs - 1)]
    if ptr or depth > 12:
        return []
    suffix = "[]" if arr else ""
    if base in TIME_TYPES:
        return [(path + suffix, base)]
    members = None
    if body is not None:
        members = ct_parse_body(body)
    elif base in types:
        if base in seen:
            return []
        seen = seen | {base}
        members = types[base]
    if members is not None:
        out = []
        for mt, mn in members:
            out += ct_paths(types, alias, mt,
                            path + suffix + ("." + mn if mn else ""),
                            seen, depth + 1, ptrs)
        return out
    m = re.match(r"^(struct|union) (\w+)$", base)
    if m and base not in types and base not in seen and \
       m.group(2) in coccinelle.ct_macro:
        out = []
        for tag in sorted(coccinelle.ct_macro[m.group(2)]):
            out += ct_paths(types, alias, [m.group(1), tag] +
                            (["[", "]"] if arr else []),
                            path, seen | {base}, depth + 1, ptrs)
        return out
    if base in alias and base not in seen:
        out = []
        for ab, aarr in sorted(alias[base]):
            out += ct_paths(types, alias, ab.split() +
                            (["[", "]"] if aarr else []),
                            path + suffix, seen | {base}, depth + 1, ptrs)
        return out
    return []


def ct_dedup(seq):
    """seq without repeats, in order (linear: whole-tree runs merge
    hundreds of thousands of records)."""
    out, seen = [], set()
    for x in seq:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


class CtPos:
    def __init__(self, f, l, c, ce):
        self.file, self.line, self.column, self.column_end = f, l, c, ce


def ct_enum_cmd(e, x, p):
    toks = tokens(str(x))
    if len(toks) > 3 and IO_DIR.search(toks[0]) and toks[1] == "(" \
       and toks[-1] == ")":
        coccinelle.ct_cmds.append((str(e),
                                   " ".join(last_arg(" ".join(toks[2:-1]))),
                                   p[0].file, p[0].line, p[0].column,
                                   p[0].column_end))
        coccinelle.ct_dirs.append((str(e),
                                   ct_dir(toks[0], " ".join(toks[2:-1])),
                                   ct_is_plain(toks[0])))


def ct_is_plain(macro):
    return re.match(r"^_IO(R|W|WR|C)(_BAD)?$", str(macro)) is not None


def ct_dir(macro, args):
    """R, W or WR from an _IOR/_IOW/_IOWR-style macro name, or from the
    direction argument of _IOC(); "?" when it cannot be told."""
    m = re.search(r"IO(WR|R|W)(_BAD)?$", str(macro))
    if m:
        return m.group(1)
    d = "".join(split(tokens(args), ",")[0]) if args else ""
    r, w = "_IOC_READ" in d, "_IOC_WRITE" in d
    return "WR" if r and w else "R" if r else "W" if w else "?"


def ct_audit(members, typedefs, cmds, dirs, cases, aliases, regs, tables,
             smem):
    """Audit mode: the records tools/audit/ioctl_audit.py reads, one per
    line, tab-separated (see tools/audit/extract.py)."""
    analysis = ct_analyse(members, typedefs, cmds, [], [], aliases)[7]
    out = []
    dirof = dict((n, (d, p)) for l in dirs for n, d, p in l)
    for name, arg, f, l, c, ce in ct_dedup([x for l in cmds for x in l]):
        # wrappers (DRM_IOWR, ...) are left out: their subsystems
        # dispatch by _IOC_NR through tables of their own
        d, plain = dirof.get(name, ("?", False))
        if d != "?" and plain:
            out.append((f, int(l), "D", name, d, ct_pretty(arg)))
            for a, (path, tt) in analysis.get(name, []):
                if path:
                    out.append((f, int(l), "P", name, path, tt))
    for name, f, l, c, ce, how in ct_dedup([x for l in cases for x in l]):
        out.append((f, int(l), "S", name, "case"))
    for name, f, l in ct_dedup([x for l in regs for x in l]):
        out.append((f, int(l), "S", name, "compat_time"))
    for name, f, l in ct_dedup([x for l in tables for x in l]):
        out.append((f, int(l), "S", name, "table"))
    for name, target, f, l in ct_dedup([x for l in aliases for x in l]):
        if f.endswith(".h"):
            out.append((f, int(l), "A", name, target))
    structs = {}
    for st, f, l, ml, mc, mem in ct_dedup([x for l in smem for x in l]):
        if not f.endswith(".h"):
            continue
        ent = structs.setdefault((f, int(l), st), [])
        if mem and (int(ml), int(mc), mem) not in ent:
            ent.append((int(ml), int(mc), mem))
    for (f, l, st), mems in structs.items():
        names = [m for ml, mc, m in sorted(
            mems) if not m.endswith(":bitfield")]
        seen = []
        for m in names:
            if m not in seen:
                seen.append(m)
        bitf = any(m.endswith(":bitfield") for ml, mc, m in mems)
        out.append((f, l, "T", st, "ok:bitfield-skipped" if bitf else "ok",
                    " ".join(seen)))
    for rec in sorted(out, key=lambda r: (r[0], r[1], r[2], r[3:])):
        f, l, kind = rec[0], rec[1], rec[2]
        if kind == "D":
            fields = (rec[3], f, str(l), rec[4], rec[5])
        elif kind == "S":
            fields = (rec[3], f, str(l), rec[4])
        elif kind == "A":
            fields = (rec[3], f, str(l), rec[4])
        elif kind == "P":
            fields = (rec[3], rec[4], rec[5])
        else:
            fields = (rec[3], f, str(l), rec[4], rec[5])
        print("\t".join((kind,) + fields))


def ct_pretty(text):
    """Type text as written in C: no blanks around brackets."""
    return re.sub(r" ?([\[\]]) ?", r"\1", text).strip()


CT_PLAIN = re.compile(r"^((__)?[su](8|16|32|64)|(__)?(le|be)(16|32|64)|"
                      r"(unsigned |signed )?(char|short|int|long|long long)( int)?|"
                      r"unsigned|bool|_Bool|void|float|double|u?int(8|16|32|64)_t|"
                      r"__aligned_[su]64|size_t|enum \w+)$")


def ct_add_member(cont, ty, mem, f, l):
    """Record a member; plain scalars can hold no time: keep them out
    of the lists merged at the end (whole-tree runs)."""
    base = ct_norm(tokens(ty))[0]
    if CT_PLAIN.match(base):
        return
    coccinelle.ct_members.append((cont, ty, mem, f, l))


def ct_analyse(members, typedefs, cmds, consts, cases, aliases, raw=False):
    """Resolve the collected lists (one per worker): the commands,
    constants and uses, and describe(name), None for no time.  With raw,
    structs spatch could not parse are read from the text (the audit has
    its own text extractor for those)."""
    coccinelle.ct_macro = {}
    for l in aliases:
        for f, g, _, _ in l:
            coccinelle.ct_macro.setdefault(f, set()).add(g)
    coccinelle.ct_members = [x for l in members for x in l]
    coccinelle.ct_typedefs = [x for l in typedefs for x in l]
    all_cmds = ct_dedup([x for l in cmds for x in l])
    all_consts = ct_dedup([x for l in consts for x in l])
    all_cases = ct_dedup([x for l in cases for x in l])

    types, alias = ct_build()
    if raw:
        ct_raw_types(set(c[2] for c in all_cmds
                         if ct_unresolved(types, c[1])), types)

    # every name that is defined as a command or a suffixed constant
    defined = {}
    for c in all_cmds:
        defined.setdefault(c[0], True)
    for c in all_consts:
        defined.setdefault(c[0], False)
    is_cmd = set(c[0] for c in all_cmds)

    def siblings(name):
        """Names that form a converted pair with name, if defined."""
        cands = []
        m = CT_SUFFIX.match(name)
        if m:
            b, s = m.group(1), m.group(2)
            other = {"_TIME32": ["_TIME64", ""], "_TIME64": ["_TIME32", ""],
                     "_OLD": ["_NEW"], "_NEW": ["_OLD"],
                     "32": ["64"], "64": ["32"]}[s]
            cands += [b + o for o in other]
        # a base name is converted when its *_TIME32/*_TIME64 or
        # both halves of a 32/64 or _OLD/_NEW pair exist
        for grp in (("_TIME32",), ("_TIME64",), ("32", "64"),
                    ("_OLD", "_NEW")):
            if all(name + g in defined for g in grp):
                cands += [name + g for g in grp]
        sib = [c for c in cands if c in defined and c != name]
        # a pair counts if one of its two names is an ioctl command
        return sorted(set(c for c in sib if c in is_cmd or name in is_cmd))

    analysis, pointed, behind = {}, {}, {}
    for name, arg, f, l, c, ce in all_cmds:
        toks = tokens(arg)
        paths = ct_dedup(ct_paths(types, alias, toks, "", frozenset()))
        analysis.setdefault(name, [])
        arg = ct_pretty(arg)
        for x in paths:
            if (arg, x) not in analysis[name]:
                analysis[name].append((arg, x))
        # _IOR(m, n, T *): the number encodes a pointer, the time is in T
        encoded = len(toks) > 1 and toks[-1] == "*"
        if encoded:
            for x in ct_dedup(ct_paths(types, alias, toks[:-1], "*",
                                       frozenset())):
                pointed.setdefault(name, []).append((arg, x))
        # time behind a member that points to more (a list of messages)
        for x in ct_dedup(ct_paths(types, alias, toks[:-1] if encoded
                                   else toks, "*" if encoded else "",
                                   frozenset(), ptrs=1)):
            if "->" in x[0]:
                behind.setdefault(name, []).append((arg, x))

    def pointers(name):
        """Where name's time sits behind a member that points to it."""
        return ", ".join(
            "%s points to %s" % (path[:-2], tt) if path.endswith("->") else
            "%s is %s" % (path, tt) for _, (path, tt) in behind.get(name, []))

    def describe(name):
        sib = siblings(name)
        if sib:
            return "converted pair with " + ", ".join(sib)
        res = analysis.get(name)
        if not res and not pointed.get(name) and behind.get(name):
            return "its argument (%s) points to time its number does not " \
                "encode: %s; time32 and time64 callers send one number " \
                "with two layouts, so it needs a new number, or time in " \
                "the argument itself" % (behind[name][0][0], pointers(name))
        if not res and pointed.get(name):
            return "its number encodes a pointer (%s) to time: %s; " \
                "time32 and time64 callers send one number with two " \
                "layouts, so it needs a new number" % (
                    pointed[name][0][0], ", ".join(
                        "%s is %s" % (path, tt) for _, (path, tt) in
                        pointed[name]))
        if not res:
            return None
        bytype = {}
        for arg, (path, tt) in res:
            bytype.setdefault(arg, []).append(
                (path or "itself") + " is " + tt)
        return "; ".join(a + " " + ", ".join(bytype[a]) for a in bytype) + \
            ("; and behind a pointer: " + pointers(name)
             if behind.get(name) else "")

    return all_cmds, all_consts, all_cases, defined, is_cmd, siblings, \
        describe, analysis


def ct_ctx_hit(name):
    """Context mode: is name a command with time, not converted yet?
    Decided on what was collected so far (the files before it in the
    group), so give a driver's headers and sources as one group."""
    key = (len(coccinelle.ct_members), len(coccinelle.ct_cmds),
           len(coccinelle.ct_typedefs), len(coccinelle.ct_aliases))
    if coccinelle.ct_ctx_key != key:
        coccinelle.ct_ctx_key = key
        coccinelle.ct_ctx = ct_analyse(
            [coccinelle.ct_members], [coccinelle.ct_typedefs],
            [coccinelle.ct_cmds], [coccinelle.ct_consts], [],
            [coccinelle.ct_aliases])
    describe, siblings = coccinelle.ct_ctx[6], coccinelle.ct_ctx[5]
    name = str(name)
    if name not in coccinelle.ct_ctx[3]:
        name = next((t for t in sorted(coccinelle.ct_macro.get(name, ()))
                     if t in coccinelle.ct_ctx[3]), name)
    return bool(describe(name)) and not siblings(name)


def ct_copied(copies, case_fn):
    """{(case name, file, line): time type} of the case labels nearest
    before a copy of a time buffer in the same function (the lists are
    one per worker)."""
    labels = {}
    for c in [c for w in case_fn for c in w]:
        labels.setdefault((c[1], c[3]), []).append(c)
    out = {}
    for f, fn, l, ty in [c for w in copies for c in w]:
        near = [c for c in labels.get((f, fn), []) if c[2] <= l]
        if near:
            c = max(near, key=lambda c: c[2])
            out[(c[0], f, c[2])] = ty
    return out


def ct_finish(members, typedefs, cmds, consts, cases, aliases, copies,
              case_fn, mode, records=()):
    all_cmds, all_consts, all_cases, defined, is_cmd, siblings, describe, \
        analysis = ct_analyse(members, typedefs, cmds, consts, cases, aliases,
                              raw=True)
    types, alias = ct_build()
    copied = ct_copied(copies, case_fn)
    out = []
    for name, arg, f, l, c, ce in all_cmds:
        d = describe(name)
        if d:
            out.append((f, int(l), int(c), ce, name + ": " + d))
    for name, f, l, c, ce in all_consts:
        if name in is_cmd:
            continue
        sib = siblings(name)
        if sib:
            out.append((f, int(l), int(c), ce,
                        name + ": converted pair with " + ", ".join(sib)))
    for name, f, l, c, ce, how in all_cases:
        d = None
        if name in defined:
            d = describe(name)
        else:
            for tgt in sorted(coccinelle.ct_macro.get(name, ())):
                if tgt in defined and describe(tgt):
                    d = "alias of " + tgt + ": " + describe(tgt)
                    break
        if d:
            out.append((f, int(l), int(c), ce,
                        "%s %s: %s" % (how, name, d)))
        elif how == "case" and (name, f, int(l)) in copied:
            out.append((f, int(l), int(c), ce,
                        "case %s: copies %s to or from user space"
                        "%s" % (name, copied[(name, f, int(l))],
                                "" if name in is_cmd else
                                ", its number encoding no time type")))

    for fn, op, ty, f, l, c, ce in ct_dedup(x for r in records for x in r):
        paths = ct_dedup(ct_paths(types, alias, tokens(ty), "", frozenset()))
        if paths:
            out.append((f, int(l), int(c), ce,
                        "%s() (.%s): copies %s %s user space: a %s() "
                        "record with time (%s), whose layout no number "
                        "names" % (fn, op, ct_pretty(ty),
                                   "to" if op == "read" else "from", op,
                                   ", ".join("%s is %s" % (p or "itself", tt)
                                             for p, tt in paths))))
    for f, l, c, ce, msg in sorted(set(out)):
        pos = CtPos(f, str(l), str(c), ce)
        if mode == "report":
            coccilib.report.print_report(pos, msg)
        else:
            coccilib.org.print_todo(pos, msg)
