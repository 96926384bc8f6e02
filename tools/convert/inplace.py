# SPDX-License-Identifier: GPL-2.0
"""inplace - convert the cases that copy a time-carrying argument, where
they are.

Where no handler gets a table (the dispatch runs through another file, a
worker with more arguments, a forward with a cast), a driver is converted
as upstream converted its own: in place.  Each switch with a case of a
converted command takes compat_time_cmd()'s number, and each whole copy
of the argument in such a case becomes compat_time_copy_from_user() or
compat_time_copy_to_user(), through a copy table (COMPAT_TIME_IOCTL_COPY()
entries) placed before the first function that uses it.  The rest of the
driver, its dispatch included, stays as it is.

A case is converted only when every use it makes of the argument is a
copy of the whole struct (copy_from_user(), copy_to_user(), or a local
function that does no more than one of them), or hands it to a helper:
a static function of the file whose pointer parameter is used only for
such copies.  The helper gets the command as a last parameter, which
its copies pass to compat_time_copy_*(), and each call and declaration
of it gets that too; a helper called from anywhere else, or that uses
the pointer otherwise (a get_user() of one member, at the native
offset), is refused.  Otherwise nothing is converted, and the message
names the file and line.  Which case a copy is in, and which switch
and variable a case belongs to, come from Coccinelle's parse tree
(tools/convert/parsed.py); the rest of the text is read with comments
and literals masked; what it cannot read surely is refused, never
guessed.
"""

import os
import re

from parsed import labels as label_records, placed

COPIES = {"copy_to_user": ("out", 0, 1, 2), "copy_from_user": ("in", 1, 0, 2)}
IDENT = re.compile(r"[A-Za-z_]\w*")
KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "do",
            "else"}


class Refused(Exception):
    """A case this reading cannot convert surely: (file:line message), and
    the command whose case it is, if one."""

    def __init__(self, msg, cmd=None):
        super().__init__(msg)
        self.cmd = cmd


def mask(text):
    """text with comments, string and character literals blanked (same
    length, newlines kept), so that offsets stay those of text."""
    out = list(text)
    for m in re.finditer(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"|"
                         r"'(?:\\.|[^'\\\n])*'|^[ \t]*#(?:[^\n]*\\\n)*[^\n]*",
                         text, re.S | re.M):
        for i in range(m.start(), m.end()):
            if out[i] != "\n":
                out[i] = " "
    return "".join(out)


class Blocks:
    """The brace blocks of a masked text: each "{"'s "}", and the block
    that holds each position."""

    def __init__(self, masked):
        self.pairs, self.parent, stack = {}, {}, []
        self.inner = [-1] * (len(masked) + 1)
        for i, ch in enumerate(masked):
            if ch == "{":
                self.parent[i] = stack[-1] if stack else -1
                stack.append(i)
            elif ch == "}":
                if not stack:
                    raise Refused("unbalanced braces")
                self.pairs[stack.pop()] = i
            self.inner[i] = stack[-1] if stack else -1
        if stack:
            raise Refused("unbalanced braces")

    def holding(self, pos):
        """The "{" of the innermost block holding pos (not its own
        brace), or -1."""
        o = self.inner[pos]
        return self.parent[o] if o == pos else o

    def top(self):
        return sorted(o for o, p in self.parent.items() if p == -1)


def closing_paren(masked, at):
    """The position of the ")" matching the "(" at at."""
    depth = 0
    for i in range(at, len(masked)):
        depth += {"(": 1, ")": -1}.get(masked[i], 0)
        if not depth:
            return i
    raise Refused("unbalanced parentheses")


def args_of(masked, at):
    """[(start, end)] of the top-level arguments of the call whose "(" is
    at at, and the position of its ")"."""
    end = closing_paren(masked, at)
    out, depth, start = [], 0, at + 1
    for i in range(at + 1, end):
        ch = masked[i]
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(
            ch, 0)
        if ch == "," and not depth:
            out.append((start, i))
            start = i + 1
    out.append((start, end))
    return out, end


def functions(masked, b):
    """[(name, params text, "{" position, start of its head)] of the
    file's function definitions: each top-level block after a ")"."""
    out, prev_end = [], 0
    for o in b.top():
        head = masked[prev_end:o].rstrip()
        if head.endswith(")"):
            close = prev_end + len(head) - 1
            depth, i = 0, close
            while i >= prev_end:
                depth += {")": 1, "(": -1}.get(masked[i], 0)
                if not depth:
                    break
                i -= 1
            name = IDENT.findall(masked[prev_end:i])
            if name and name[-1] not in KEYWORDS and \
                    not re.search(r"=\s*$", masked[prev_end:i]):
                # the head starts after the declaration before it
                at = max(prev_end, masked.rfind(";", prev_end, i) + 1)
                gap = masked[at:o]
                out.append((name[-1], masked[i + 1:close], o,
                            at + len(gap) - len(gap.lstrip())))
        prev_end = b.pairs[o] + 1
    return out


def wrappers(masked, b):
    """{name: (direction, user, kernel, size parameter indexes)} of the
    functions that do no more than one copy_to_user() or copy_from_user()
    of their own three parameters (isdn_ppp.c's set_arg())."""
    out = {}
    for name, params, o, _ in functions(masked, b):
        names = [IDENT.findall(p)[-1] if IDENT.findall(p) else ""
                 for p in params.split(",")]
        body = masked[o + 1:b.pairs[o]]
        calls = [m for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", body)
                 if m.group(1) not in KEYWORDS]
        if len(names) != 3 or len(calls) != 1 or \
                calls[0].group(1) not in COPIES:
            continue
        m = calls[0]
        spans, _ = args_of(body, m.end() - 1)
        got = [body[x:y].strip() for x, y in spans]
        how, u, k, n = COPIES[m.group(1)]
        if len(got) == 3 and sorted(got) == sorted(names) and \
                len(set(names)) == 3:
            out[name] = (how, names.index(got[u]), names.index(got[k]),
                         names.index(got[n]))
    return out


def user_idents(expr):
    """The identifiers of a user pointer expression, its casts left out:
    the last is the variable it copies through."""
    return IDENT.findall(re.sub(r"\([^()]*\)", " ", expr))


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


class Converter:
    """The in-place conversion of one .c file for commands cmds
    ({command: struct tag})."""

    def __init__(self, path, text, cmds, typedefs, tree):
        self.path, self.text, self.cmds = path, text, cmds
        # the file's case labels, each with its offsets here
        self.labels = placed(text, tree, path)
        self.typedefs = typedefs    # typedef name -> struct tag
        self.masked = mask(text)
        self.b = Blocks(self.masked)
        self.fns = functions(self.masked, self.b)
        self.wrappers = wrappers(self.masked, self.b)
        # a call of copy_{from,to}_user() or of one of those wrappers
        self.copy_call = re.compile(r"\b(%s)\s*\(" % "|".join(
            map(re.escape, list(COPIES) + list(self.wrappers))))
        # name -> (params text, "{" position, start of its head) of its
        # first definition
        self.fn_of_name = {}
        for f in self.fns:
            self.fn_of_name.setdefault(f[0], f[1:])
        self.edits = []             # (start, end, new text)
        self.used = set()           # commands converted here
        self.first_fn = None        # where the table goes
        self.helpers = {}           # helper -> (its struct tag, the
        #                             command parameter it gets)
        self.helper_calls = set()   # "(" of each call converted cases make

    def where(self, pos):
        return "%s:%d" % (self.path, line_of(self.text, pos))

    def switch_of(self, c):
        """The switch block holding label c, and its controlling
        identifier's span."""
        if not c["top"]:
            raise Refused("%s: its case is not at the top of a switch's "
                          "block" % self.where(c["pos"]))
        if c["on"] is None:
            raise Refused("%s: the switch takes %s, not a variable holding "
                          "the command" % (self.where(c["sw"]),
                                           " ".join(c["on_text"].split())))
        return c["sw"], c["span"], c["on"]

    def fn_of(self, pos):
        for name, params, o, start in self.fns:
            if o < pos < self.b.pairs[o]:
                return name, params, o, start
        raise Refused("%s: a case outside a function" % self.where(pos))

    def regions(self, sw):
        """[(labels [(name or None, position)], start, end)] of switch
        block sw's cases, fall-through labels together; a label nested
        in a block of the switch is refused where it falls in one."""
        mine = [c for c in self.labels if c["sw"] == sw and c["label"] != "}"]
        tops = sorted((c for c in mine if c["top"]), key=lambda c: c["pos"])
        out = []
        for i, c in enumerate(tops):
            if i + 1 < len(tops) and tops[i + 1]["group"] == c["group"]:
                continue
            group = [t for t in tops if t["group"] == c["group"]]
            stop = tops[i + 1]["pos"] if i + 1 < len(tops) else c["close"]
            inner = [d for d in mine if not d["top"] and
                     c["stop"] <= d["pos"] < stop]
            out.append(([(self.command(t), t["pos"]) for t in group],
                        c["stop"], stop, inner))
        return out

    def command(self, c):
        """The command label c names, or None (default, an expression)."""
        return None if c["label"] == "default" or \
            c["label"].startswith("case ") else c["label"]

    def decl_of(self, fn_text, var):
        """(struct tag, pointer?) var is declared with in fn_text, or
        (None, False)."""
        m = re.search(r"\b(?:struct\s+(\w+)|([A-Za-z_]\w*))\s*(\*?)\s*"
                      r"\b%s\b\s*[;=,\[)]" % re.escape(var), fn_text)
        if not m:
            return None, False
        return m.group(1) or self.typedefs.get(m.group(2)), bool(m.group(3))

    def whole(self, tag, fn_text, kernel, size):
        """Is this a copy of a whole struct tag: &x of a struct x, or a
        pointer x to one, and the size of that struct?"""
        k = re.match(r"^(&?)\s*([A-Za-z_]\w*)$", kernel)
        n = re.match(r"^sizeof\s*(?:\((.*)\)|\s(.*))$", size)
        if not k or not n:
            return False
        var, of = k.group(2), (n.group(1) or n.group(2)).replace(" ", "")
        kt, ptr = self.decl_of(fn_text, var)
        if kt != tag or ptr == bool(k.group(1)):
            return False
        return of in ("struct" + tag, "*" + var if ptr else var) or \
            self.typedefs.get(of) == tag

    def convert(self, table):
        """Collect the edits for every case of self.cmds, or raise
        Refused naming where."""
        done_switches = set()
        found = False
        for c in self.labels:
            if self.command(c) not in self.cmds:
                continue
            found = True
            try:
                self.label(c, table, done_switches)
            except Refused as r:
                r.cmd = r.cmd or c["label"]
                raise
        self.helpers_only_called()
        return found

    def label(self, c, table, done_switches):
        """The edits of the case labelled c, and of its switch."""
        cmd = c["label"]
        sw, span, var = self.switch_of(c)
        _, _, fo, start = self.fn_of(c["pos"])
        fn_text = self.masked[start:self.b.pairs[fo]]
        for group, rs, re_, inner in self.regions(sw):
            if not any(p == c["pos"] for _, p in group):
                continue
            others = [n or "default" for n, p in group
                      if n not in self.cmds]
            tags = set(self.cmds[n] for n, p in group
                       if n in self.cmds)
            if others or len(tags) > 1:
                raise Refused("%s: case %s shares its body with %s" % (
                    self.where(c["pos"]), cmd,
                    ", ".join(others) or "another struct's command"))
            if inner:
                raise Refused("%s: case %s holds the label of %s in a "
                              "block of its own" % (
                                  self.where(c["pos"]), cmd,
                                  inner[0]["label"]))
            self.case(tags.pop(), cmd, var, fn_text, rs, re_, table)
        if sw not in done_switches:
            done_switches.add(sw)
            self.edits.append((span[0], span[1], "compat_time_cmd(&%s, "
                               "%s)" % (table, var)))
        if self.first_fn is None or start < self.first_fn:
            self.first_fn = start
        self.used.add(cmd)

    def copies_in(self, tag, what, var, fn_text, rs, re_, table,
                  through=None):
        """The whole copies of struct tag in [rs, re_) (what names where,
        for messages), or only those through the user pointers named in
        through: the user pointers they copy through, and their edits to
        compat_time_copy_*() of command var."""
        users, copies = set(), []
        for c in self.copy_call.finditer(self.masked, rs, re_):
            at = c.end() - 1
            spans, end = args_of(self.masked, at)
            got = [self.text[a:b].strip() for a, b in spans]
            if c.group(1) in COPIES:
                how, u, k, n = COPIES[c.group(1)]
            else:
                how, u, k, n = self.wrappers[c.group(1)]
            if through is not None and len(got) == 3 and not (
                    set(user_idents(got[u])) & through):
                continue
            if len(got) != 3 or not self.whole(
                    tag, fn_text, " ".join(got[k].split()),
                    " ".join(got[n].split())):
                raise Refused("%s: %s() in %s: not a copy of the whole "
                              "struct %s" % (self.where(c.start()),
                                             c.group(1), what, tag))
            root = user_idents(got[u])
            if through is not None and (not root or root[-1] not in through):
                continue
            if not root:
                raise Refused("%s: %s() in %s: the user pointer is "
                              "not a variable" % (self.where(at), c.group(1),
                                                  what))
            users.add(root[-1])
            new = "compat_time_copy_%s(&%s, %s, %s, %s)" % (
                "to_user" if how == "out" else "from_user", table, var,
                got[u] if how == "out" else got[k],
                got[k] if how == "out" else got[u])
            a, b = c.start(), end + 1
            # "if ((r = copy(...)))", which checkpatch refuses on a line
            # the patch touches, as "r = copy(...);" and "if (r)"
            pre = re.search(r"\bif\s*\(\s*\(\s*([A-Za-z_]\w*)\s*=\s*$",
                            self.masked[:a])
            post = re.match(r"\s*\)\s*\)", self.masked[b:])
            if pre and post:
                indent = re.search(r"[ \t]*$", self.text[:pre.start()])
                new = "%s = %s;\n%sif (%s)" % (pre.group(1), new,
                                              indent.group(0), pre.group(1))
                a, b = pre.start(), b + post.end()
            copies.append((a, b, new))
        return users, copies

    def only_copies(self, users, spans, rs, re_, what, tag):
        """Refuse a use of a user pointer in [rs, re_) outside spans."""
        for u in users:
            for x in re.finditer(r"\b%s\b" % re.escape(u),
                                 self.masked[rs:re_]):
                p = rs + x.start()
                if not any(a <= p < b for a, b in spans):
                    raise Refused("%s: %s uses %s other than to copy "
                                  "the whole struct %s" % (
                                      self.where(p), what, u, tag))

    def case(self, tag, cmd, var, fn_text, rs, re_, table):
        """The edits of one case region [rs, re_) of command cmd."""
        what = "case " + cmd
        users, copies = self.copies_in(tag, what, var, fn_text, rs, re_,
                                       table)
        passed = self.helper_calls_in(tag, var, rs, re_, table)
        if not copies and not passed:
            raise Refused("%s: case %s copies no struct %s the rewrite can "
                          "see, and hands the argument to no function of "
                          "this file that does%s" % (
                              self.where(rs), cmd, tag,
                              self.sized_copy_before(rs)))
        self.only_copies(users, [(a, b) for a, b, _ in copies] + passed,
                         rs, re_, what, tag)
        self.edits += copies

    def sized_copy_before(self, rs):
        """Where the function of the case at rs copies its argument before
        the switch by the size the number encodes, for every command, as
        ", which ..." for the message of a case that copies nothing; or
        ""."""
        _, _, o, _ = self.fn_of(rs)
        sw = self.b.holding(rs)
        for c in self.copy_call.finditer(self.masked, o, max(o, sw)):
            _, end = args_of(self.masked, c.end() - 1)
            if "_IOC_SIZE" in self.masked[c.end():end]:
                return (": the function copies the argument before the "
                        "switch, at %s, by the size the number encodes, for "
                        "every command (%s), which the rewrite does not "
                        "convert" % (self.where(c.start()), " ".join(
                            self.text[c.start():end + 1].split())))
        return ""

    def helper_calls_in(self, tag, var, rs, re_, table):
        """The calls region [rs, re_) makes to helpers of struct tag
        (helper()): each passes command var on as a last argument.  The
        spans of those calls."""
        out = []
        for c in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", self.masked[rs:re_]):
            if c.group(1) not in self.fn_of_name or \
                    c.group(1) in COPIES or c.group(1) in self.wrappers or \
                    not self.helper(c.group(1), tag, table):
                continue
            at = rs + c.end() - 1
            _, end = args_of(self.masked, at)
            self.edits.append((end, end, ", " + var))
            self.helper_calls.add(at)
            out.append((at, end))
        return out

    def helper(self, name, tag, table):
        """Is function name a helper of struct tag: one whose pointer
        parameters are used only to copy a whole struct tag from or to
        user space?  If so it gets the command as a last parameter, and
        its copies become compat_time_copy_*() of it; if it copies
        another struct through one, or uses it otherwise, it is refused.
        A function that copies nothing through a parameter is none."""
        if name in self.helpers:
            if self.helpers[name][0] != tag:
                raise Refused("%s() copies struct %s, and a case of a "
                              "struct %s command calls it" % (
                                  name, self.helpers[name][0], tag))
            return True
        params, o, start = self.fn_of_name[name]
        body = (o + 1, self.b.pairs[o])
        fn_text = self.masked[start:body[1]]
        pnames = set(x[-1] for x in (IDENT.findall(p)
                                     for p in params.split(",")) if x)
        through = False
        for c in self.copy_call.finditer(self.masked, *body):
            spans, _ = args_of(self.masked, c.end() - 1)
            how = COPIES.get(c.group(1)) or self.wrappers[c.group(1)]
            if len(spans) == 3:
                root = user_idents(self.masked[slice(*spans[how[1]])])
                through |= bool(root) and root[-1] in pnames
        if not through:
            return False
        if not re.match(r"\s*static\b", self.masked[start:o]):
            raise Refused("%s: %s() copies a struct through its parameter "
                          "and is not static: another file may call it" %
                          (self.where(start), name))
        used = set(IDENT.findall(self.masked[start:body[1]]))
        param = next(n for n in ("cmd", "ioctl_cmd", "ct_cmd")
                     if n not in used)
        what = "%s(), which a case of a struct %s command calls," % (name,
                                                                     tag)
        users, copies = self.copies_in(tag, what, param, fn_text, *body,
                                       table, pnames)
        self.only_copies(users & pnames, [(a, b) for a, b, _ in copies],
                         body[0], body[1], what, tag)
        close = len(self.masked[:o].rstrip()) - 1
        self.edits += copies + [(close, close, ", unsigned int " + param)]
        self.helpers[name] = (tag, param)
        if self.first_fn is None or start < self.first_fn:
            self.first_fn = start
        return True

    def helpers_only_called(self):
        """Refuse a helper named anywhere but its definition, its
        declarations (which get the parameter too) and the calls the
        converted cases make."""
        for name, (tag, param) in self.helpers.items():
            fo = self.fn_of_name[name][1]
            for m in re.finditer(r"\b%s\b\s*" % re.escape(name), self.masked):
                if re.search(r"(\b(struct|union|enum)\s+|\.|->)\s*$",
                             self.masked[max(0, m.start() - 64):m.start()]):
                    continue                    # a tag or a member
                paren = m.end()                 # where its "(" would be
                if self.b.holding(m.start()) == -1:
                    if self.masked[paren:paren + 1] != "(":
                        raise Refused("%s: %s() is named outside a call" %
                                      (self.where(m.start()), name))
                    _, end = args_of(self.masked, paren)
                    if fo > end and not self.masked[end + 1:fo].strip():
                        continue                # the definition
                    if self.masked[end + 1:].lstrip().startswith(";"):
                        self.edits.append((end, end,
                                           ", unsigned int " + param))
                        continue                # a declaration
                    raise Refused("%s: %s() is named outside a call" %
                                  (self.where(m.start()), name))
                if paren not in self.helper_calls:
                    raise Refused("%s: %s() copies struct %s through its "
                                  "parameter, and is called here too, "
                                  "outside a case of its commands" % (
                                      self.where(m.start()), name, tag))

    def result(self, table):
        """The file with the edits, and table before the first function
        that uses it (before that function's leading comment)."""
        at = self.text.rfind("\n", 0, self.first_fn) + 1
        while at > 0:
            prev = self.text.rfind("\n", 0, at - 1) + 1
            if not self.text[prev:at].lstrip().startswith(("/*", "*", "//")):
                break
            at = prev
        out = self.text
        for a, b, new in sorted(self.edits + [(at, at, table)],
                                reverse=True):
            out = out[:a] + new + out[b:]
        return out


def table_text(name, descs, cmds):
    """The copy table: the descriptions, then its commands."""
    ioctls = re.sub(r"_table$", "_ioctls", name)
    lines = ["static const struct compat_time_ioctl %s[] = {" % ioctls]
    lines += ["\tCOMPAT_TIME_IOCTL_COPY(%s, %s_ct_desc)," % (c, t)
              for c, t in cmds]
    lines += ["};", "", "static struct compat_time_table %s = {" % name,
              "\t.ioctls = %s," % ioctls,
              "\t.nr_ioctls = ARRAY_SIZE(%s)," % ioctls,
              "\t.owner = THIS_MODULE,", "};", "", ""]
    return descs + "\n" + "\n".join(lines)


def unique_descs(entries):
    """The descriptions of entries' structs, each struct once."""
    blocks_, seen = [], set()
    for e in entries:
        for b in re.split(r"\n(?=static const struct compat_time_field )",
                          e["descs"]):
            m = re.match(r"static const struct compat_time_field (\w+)", b)
            if m and m.group(1) not in seen:
                seen.add(m.group(1))
                blocks_.append(b.rstrip("\n") + "\n")
    head = "/* compat_time: generated by tools/convert/inplace.py, check it */"
    return head + "\n" + "\n".join(blocks_)


def typedefs_of(texts):
    """{typedef name: struct tag} written in the files."""
    out = {}
    for t in texts.values():
        for m in re.finditer(r"\btypedef\s+struct\s+(\w+)\s*(?:\{[^{}]*\})?"
                             r"\s*(\w+)\s*;", mask(t)):
            out[m.group(2)] = m.group(1)
    return out


def shared(done, entries):
    """The entries done whose structs (they and those they nest) another
    entry, not done, holds too: converting them would move its kernel
    layout."""
    left = [e for e in entries if e not in done]
    return [e for e in done
            if any(set(e["structs"]) & set(f["structs"]) for f in left)]


def convert(texts, entries, tree):
    """convert_once() until no converted struct is shared with one left
    as it is: those are left too, said.  tree: what the group's parse
    tree says (parsed.py)."""
    said, drop = [], []
    while True:
        news, done, more = convert_once(texts, entries, drop, tree)
        bad = shared(done, entries)
        if not bad:
            return news, done, said + more
        for e in bad:
            drop.append(e["inplace"])
            said.append(("struct " + e["inplace"], "%s:%d: struct %s: it, "
                         "or a struct it holds, is in the argument of a "
                         "command left as it is; converting it would move "
                         "that one's kernel layout: not converted in place"
                         % (e["file"], e["line"], e["inplace"])))


def convert_once(texts, entries, drop, tree):
    """{name: new text} of the .c files the plan's entries (the rewrite's
    "inplace" plan) convert in place, the entries converted, and what it
    says: (the command or struct it is about, or None; file:line and
    why) for what it could not convert."""
    said, news, done = [], {}, []
    typedefs = typedefs_of(texts)
    usable = {}
    cased = {}      # .c file -> the commands its case labels name
    for c in label_records(tree):
        if c["file"].endswith(".c") and c["file"] in texts:
            cased.setdefault(c["file"], set()).add(c["label"])
    for e in entries:
        if e["inplace"] in drop or not any(
                set(e["cmds"]) & cmds for cmds in cased.values()):
            continue
        if e["why"]:
            said.append(("struct " + e["inplace"], "%s:%d: struct %s: %s: "
                         "a pointer array, union or type whose 32-bit layout "
                         "these files do not show, or a layout attribute: "
                         "not converted in place" % (
                             e["file"], e["line"], e["inplace"], e["why"])))
        else:
            usable.update({c: e["inplace"] for c in e["cmds"]})
    for name, text in sorted(texts.items()):
        if not name.endswith(".c"):
            continue
        if not cased.get(name, set()) & set(usable):
            continue
        stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(name))[0])
        table = "%s_ct_table" % stem
        try:
            conv = Converter(name, text, usable, typedefs, tree)
            if not conv.convert(table):
                continue
        except Refused as r:
            said.append((r.cmd, "%s: not converted in place" % r))
            continue
        used = [e for e in entries if set(e["cmds"]) & conv.used]
        cmds = [(c, usable[c]) for e in used for c in e["cmds"]
                if c in conv.used]
        news[name] = conv.result(table_text(table, unique_descs(used),
                                            cmds))
        done += [e for e in used if e not in done]
    return news, done, said
