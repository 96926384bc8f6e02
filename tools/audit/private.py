# SPDX-License-Identifier: GPL-2.0
"""Commands defined outside uapi headers, measured (ioctl_audit.py -p).

An out-of-tree driver often defines its commands in a .c file (user space
carries a copy of the text), and its compat definitions (FOO32, with
compat_* types) beside its compat handler.  With -p the audit measures
these too: for each such file a header is made that includes the uapi
headers the file includes, then the file's own definitions its commands
need: the macros and the top-level struct, union, enum and typedef
definitions their text names, and those these name in turn, in the order
of the file.  The header is measured as a uapi header is (probe.py): in
user space's view, then in the kernel's, whose compat types a compat
definition needs.

A file's tree is the nearest directory above it with an include/uapi
(validate.py puts a driver's .h files there, its .c files beside); a
quoted #include names the header beside the file or the one at the same
path under include/uapi; other includes that are no uapi header of the
tree (kernel headers) are left out.
"""

import os
import re

from paths import strip
from probe import uapi_of

ID = r"[A-Za-z_][A-Za-z0-9_]*"
_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"]+)[>"]', re.M)
_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(" + ID +
                     r")(?:[^\n]*\\\n)*[^\n]*", re.M)
_PREPRO = re.compile(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)
_TYPE = re.compile(r"\b(?:typedef\b|(?:struct|union|enum)[ \t\n]+" + ID +
                   r"[ \t\n]*\{|enum[ \t\n]*\{)")
_KEYWORDS = {"struct", "union", "enum", "typedef"}
# what may follow a type definition's "}" before its ";"
_ATTRS = re.compile(r"(?:\s*(?:__attribute__\s*\(\((?:[^()]|\([^()]*\))*"
                    r"\)\)|__\w+(?:\s*\([^()]*\))?))*\s*;$")


def root_of(path):
    """The tree of a file: the nearest directory above it with an
    include/uapi, else the file's own directory."""
    d = os.path.dirname(path) or "."
    while True:
        if os.path.isdir(os.path.join(d, "include", "uapi")):
            return d
        up = os.path.dirname(d)
        if up in ("", d):
            return os.path.dirname(path) or "."
        d = up


def _includes(path, text, root):
    """The include names of the tree's uapi headers that path includes."""
    out = []
    uapi = os.path.join(root, "include", "uapi")
    for kind, name in _INCLUDE.findall(text):
        # <uapi/linux/x.h> is include/uapi/linux/x.h, as -Iinclude has it
        cands = [os.path.join(uapi, name), os.path.join(root, "include",
                                                        name)]
        if kind == '"':
            near = os.path.normpath(os.path.join(os.path.dirname(path),
                                                 name))
            cands = [near, os.path.join(uapi, os.path.relpath(near, root))] \
                + cands
        for c in cands:
            u = uapi_of(c) if os.path.isfile(c) else None
            if u:
                if u[1] not in out:
                    out.append(u[1])
                break
    return out


def _used(s):
    """The names s uses: identifiers, and "struct x" for a tag."""
    return (set(re.findall(ID, s)) - _KEYWORDS) | set(
        "%s %s" % u for u in re.findall(r"\b(struct|union|enum)\s+(" + ID +
                                        ")", s))


def _end(t, i, stop=";"):
    """The position after the stop character (";", or "}" closing a
    brace open at i) that ends t[i:], braces balanced; len(t) if none."""
    depth = 0
    for j in range(i, len(t)):
        c = t[j]
        if c == stop and depth == 0:
            return j + 1
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
    return len(t)


def _definitions(text):
    """[(start, names, names used, text)] of text's macros and top-level
    type definitions, comments removed: a macro defines its name, a
    struct, union or enum its tag ("struct x") and an enum its constants,
    a typedef its name."""
    t, keep = strip(text), strip(text, literals=False)
    out = []
    for m in _DEFINE.finditer(t):
        out.append((m.start(), {m.group(1)},
                    _used(t[m.end(1):m.end()].replace("\\\n", " ")),
                    keep[m.start():m.end()]))
    code = _PREPRO.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), t)
    depth, i, last = 0, 0, 0
    for m in _TYPE.finditer(code):
        # the brace depth at m: top-level definitions only, each once
        depth += code.count("{", i, m.start()) - code.count("}", i,
                                                               m.start())
        i = m.start()
        if depth == 0 and m.start() >= last:
            last = _end(code, m.start())
            d = _type(code[m.start():last], keep[m.start():last])
            if d:
                out.append((m.start(),) + d)
    return sorted(out, key=lambda d: d[0])


def _type(s, decl):
    """(names, names used, text) of the type definition s (decl: its
    text), or None."""
    names = set()
    head = re.match(r"(?:typedef\s+)?(struct|union|enum)\s*(" + ID +
                    r")?\s*\{", s)
    if head and head.group(2):
        names.add("%s %s" % head.groups())
    if head and head.group(1) == "enum":
        body = s[s.find("{") + 1:s.rfind("}")]
        names |= set(re.findall(r"(?:^|,)\s*(" + ID + ")", body))
    if s.startswith("typedef"):
        m = re.search(r"\(\s*\*\s*(" + ID + r")\s*\)\s*\(|(" + ID +
                      r")\s*(?:\[[^\]]*\]\s*)*;$", s)
        if m:
            names.add(m.group(1) or m.group(2))
    else:
        # "struct x { ... } var ...;": the type without the variable;
        # attributes (__aligned(4), __packed) stay
        close = _end(s, s.find("{") + 1, "}")
        if not _ATTRS.match(s, close):
            decl = decl[:close] + ";"
    if not names:
        return None
    return names, _used(s), decl


def header(path, names, root, out):
    """Write into out (a directory) the header that measures the commands
    names of path; its absolute path."""
    with open(path, encoding="latin-1") as f:
        text = f.read()
    defs = _definitions(text)
    want, seen = set(names), set()
    while want - seen:
        n = (want - seen).pop()
        seen.add(n)
        for d in defs:
            if n in d[1]:
                want |= d[2]
    lines = ["/* %s, for tools/audit (private.py) */" % path]
    lines += ["#include <%s>" % i for i in _includes(path, text, root)]
    # errors name the file and line the definition has there
    lines += ['#line %d "%s"\n%s' % (text.count("\n", 0, d[0]) + 1,
                                     os.path.abspath(path), d[3])
              for d in defs if d[1] & seen]
    os.makedirs(out, exist_ok=True)
    h = os.path.join(os.path.abspath(out), "p%d.h" % len(os.listdir(out)))
    with open(h, "w") as f:
        f.write("\n".join(lines) + "\n")
    return h
