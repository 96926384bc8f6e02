# SPDX-License-Identifier: GPL-2.0
"""members - a struct's member names, read from its text.

The rewrite's descriptions come from Coccinelle's parse of the files,
and Coccinelle takes a name for a typedef once any file of the run uses
it as one (a macro's "type *node"): a member "enum e type;" then goes
unseen, and a description without it would copy nothing of it.  The
text says which members there are; a description that leaves one out
is refused.
"""

import re

COMMENTS = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
CPP = re.compile(r"^[ \t]*#.*?(?<!\\)$", re.M | re.S)
NAME = re.compile(r"[A-Za-z_]\w*")
# A member a description names: COMPAT_TIME_KIND(struct S, member, ...).
DESCRIBED = re.compile(r"COMPAT_TIME_\w+\(\s*struct\s+(\w+)\s*,\s*(\w+)")
FIELDS = re.compile(r"struct compat_time_field \w+\[\] = \{(.*?)\n\};", re.S)


def body(text, tag):
    """The text between the braces of struct tag's definition in text,
    and the offset of "struct tag", or (None, None)."""
    for m in re.finditer(r"\bstruct\s+%s\s*\{" % re.escape(tag), text):
        depth, i = 1, m.end()
        while depth and i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        if not depth:
            return text[m.end():i - 1], m.start()
    return None, None


def declared(decl):
    """The member names one declaration (without its ';') declares."""
    decl = decl.strip()
    if not decl:
        return []
    if "}" in decl:                     # an inline struct or union
        decl = "int " + decl[decl.rindex("}") + 1:]
    names = []
    for i, d in enumerate(decl.split(",")):
        d = re.sub(r"\[[^\]]*\]", "", d)             # arrays
        d = re.sub(r":\s*\w+\s*$", "", d).strip()    # bit-fields
        fn = re.search(r"\(\s*\*\s*(\w+)\s*\)", d)   # function pointers
        words = NAME.findall(d)
        if fn:
            names.append(fn.group(1))
        elif words and (i or len(words) > 1):
            names.append(words[-1])
    return names


def members(text, tag):
    """{name: line} of struct tag's members in text (both branches of an
    #ifdef count), or None when text does not define it."""
    inner, at = body(text, tag)
    if inner is None:
        return None
    start = text.count("\n", 0, at) + 1
    inner = CPP.sub("", COMMENTS.sub(lambda m: "\n" * m.group(0).count("\n"),
                                     inner))
    out, depth, decl, line = {}, 0, [], start
    for ch in inner:
        line += ch == "\n"
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if ch == ";" and not depth:
            for n in declared("".join(decl)):
                out.setdefault(n, line)
            decl = []
        else:
            decl.append(ch)
    return out


def undescribed(tables, texts):
    """["file:line: struct S: member m ..."] for each member of a struct
    a generated description leaves out; tables are the texts the rewrite
    adds, texts {file: text} the group's files as they were."""
    said = []
    for table in tables:
        for fields in FIELDS.findall(table):
            got = DESCRIBED.findall(fields)
            if not got:
                continue
            tag = got[0][0]
            for f, text in sorted(texts.items()):
                have = members(text, tag)
                if have is None:
                    continue
                for name in sorted(set(have) - set(n for _, n in got),
                                   key=have.get):
                    said.append("%s:%d: struct %s: member %s is not in its "
                                "description (Coccinelle did not see it: a "
                                "name it takes for a typedef elsewhere in "
                                "the files?)" % (f, have[name], tag, name))
                break
    return said
