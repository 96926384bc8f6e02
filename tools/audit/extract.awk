# SPDX-License-Identifier: GPL-2.0
#
# extract.awk - the text extractor of ioctl-audit.sh.  Reads the .c/.h files
# given as arguments and writes three tab-separated record kinds to stdout:
#
#   D <name> <file> <line> <dir> <arg>     ioctl command definition
#   S <label> <file> <line> <kind>         a "case LABEL:" or "cmd == LABEL"
#                                          (kind=case) or a
#                                          compat_time registration
#                                          (kind=compat_time)
#   A <alias> <file> <line> <target>       "#define alias target" in a header
#   T <struct> <file> <line> <status> <members...>
#                                          top-level members of a struct
#                                          defined in a header; status is
#                                          "ok" or "complex:<why>"
#
# Definitions recognised (after comments are removed and backslash-continued
# lines are joined; <file>:<line> is the first physical line):
#   #define NAME _IOR(type, nr, ARG)      (also _IOW, _IOWR; optional "(")
#   NAME = _IOR(type, nr, ARG)            (enum / assignment form)
# Function-like macros (#define NAME(x) _IOW(...)) and _IOC()/_IO() are not
# recognised: they have no fixed argument type.

function flush_logical(   s) {
	if (logical == "")
		return
	s = logical
	logical = ""
	handle(s, lstart)
}

# split the argument list that starts right after "(" at s[pos]; returns the
# number of top-level comma-separated args in A[], or 0 if unbalanced.
function split_args(s, pos, A,   depth, i, c, cur, n) {
	depth = 1; cur = ""; n = 0
	for (i = pos; i <= length(s); i++) {
		c = substr(s, i, 1)
		if (c == "(" || c == "[") depth++
		else if (c == ")" || c == "]") {
			depth--
			if (depth == 0) {
				A[++n] = trim(cur)
				return n
			}
		} else if (c == "," && depth == 1) {
			A[++n] = trim(cur); cur = ""; continue
		}
		cur = cur c
	}
	return 0
}

function trim(s) {
	gsub(/^[ \t]+|[ \t]+$/, "", s)
	gsub(/[ \t]+/, " ", s)
	return s
}

function handle(s, ln,   name, rest, dir, n, A, p) {
	if (match(s, /^[ \t]*#[ \t]*define[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]+\(?[ \t]*_IO(WR|R|W)[ \t]*\(/)) {
		rest = s
		sub(/^[ \t]*#[ \t]*define[ \t]+/, "", rest)
		name = rest; sub(/[^A-Za-z0-9_].*$/, "", name)
	} else if (match(s, /(^|[^A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]*[ \t]*=[ \t]*\(?[ \t]*_IO(WR|R|W)[ \t]*\(/)) {
		rest = substr(s, RSTART, RLENGTH)
		sub(/^[^A-Za-z_]/, "", rest)
		name = rest; sub(/[^A-Za-z0-9_].*$/, "", name)
		rest = substr(s, RSTART)
	} else
		return
	p = match(rest, /_IO(WR|R|W)[ \t]*\(/)
	dir = substr(rest, RSTART + 3, RLENGTH - 3); sub(/[ \t]*\($/, "", dir)
	n = split_args(rest, RSTART + RLENGTH, A)
	if (n != 3 || A[3] == "")
		return
	printf "D\t%s\t%s\t%d\t%s\t%s\n", name, FILENAME, ln, dir, A[3]
}

# ---- struct member extraction (headers only) ----------------------------
# A tiny tokenizer-driven parser for "struct NAME { ... };" bodies.
function tokenize(s, T,   n, t) {
	n = 0
	while (s != "") {
		if (match(s, /^[ \t]+/)) { s = substr(s, RLENGTH + 1); continue }
		if (match(s, /^[A-Za-z_][A-Za-z0-9_]*/) || match(s, /^[0-9][A-Za-z0-9_]*/)) {
			T[++n] = substr(s, 1, RLENGTH); s = substr(s, RLENGTH + 1); continue
		}
		T[++n] = substr(s, 1, 1); s = substr(s, 2)
	}
	return n
}

# decl tokens for the current aggregate level: D_tok[lvl] (space-joined)
function decl_names(decl, lvl,   n, T, i, parts, np, j, d, nm, t, pd) {
	# strip attributes
	gsub(/__attribute__ *\( *\((\([^()]*\)|[^()])*\) *\)/, "", decl)
	gsub(/__aligned *\([^()]*\)/, "", decl)
	gsub(/(^| )(__packed|__user|__force|__iomem|const|volatile)( |$)/, " ", decl)
	if (decl ~ /^ *$/) return
	# array dimensions may hold sizeof(...) expressions: drop them first
	while (match(decl, /\[[^\[\]]*\]/)) decl = substr(decl, 1, RSTART - 1) " " substr(decl, RSTART + RLENGTH)
	if (decl ~ /\(/) { complex = complex ? complex : "parenthesised declarator"; return }
	# split on top-level commas; the first part carries the type
	np = split(decl, parts, ",")
	for (j = 1; j <= np; j++) {
		d = parts[j]
		if (d ~ /:/) { bitf = 1; continue }      # bit-field: offsetof() impossible
		sub(/\[.*$/, "", d)                         # arrays
		gsub(/[*]/, " ", d)
		n = split(d, T, " ")
		if (n == 0) continue
		nm = T[n]
		if (j == 1 && n < 2) { complex = complex ? complex : "untyped declaration"; continue }
		if (nm !~ /^[A-Za-z_][A-Za-z0-9_]*$/) continue
		M[lvl] = M[lvl] " " nm
	}
}

function struct_feed(s,   n, T, i, t, lvl) {
	n = tokenize(s, T)
	for (i = 1; i <= n; i++) {
		t = T[i]
		if (sdepth == 0) {
			# waiting for the "{" after "struct NAME"
			if (t == "{") { sdepth = 1; M[1] = ""; cur[1] = ""; after[1] = 0; continue }
			if (t == ";" || t == "(" || t == ")") { sname = ""; return } # declaration/use only
			continue
		}
		lvl = sdepth
		if (t == "{") {
			sdepth++; M[sdepth] = ""; cur[sdepth] = ""; after[sdepth] = 0
			cur[lvl] = ""         # "union", "struct tag" before "{" dropped
			continue
		}
		if (t == "}") {
			if (sdepth == 1) {
				printf "T\t%s\t%s\t%d\t%s\t%s\n", sname, FILENAME, sline, \
					complex ? "complex:" complex : (bitf ? "ok:bitfield-skipped" : "ok"), trim(M[1])
				sname = ""; sdepth = 0
				return
			}
			sdepth--
			# inner aggregate closed: remember its members in case it is anonymous
			pend[sdepth] = M[sdepth + 1]
			after[sdepth] = 1; cur[sdepth] = ""
			continue
		}
		if (t == ";") {
			if (after[lvl]) {
				if (trim(cur[lvl]) == "" || cur[lvl] ~ /^ *(__attribute__|__packed|__aligned)/) {
					M[lvl] = M[lvl] pend[lvl]        # anonymous: members are ours
				} else
					decl_names("x " cur[lvl], lvl)   # "} name[...];"
				after[lvl] = 0
			} else
				decl_names(cur[lvl], lvl)
			cur[lvl] = ""
			continue
		}
		cur[lvl] = cur[lvl] (cur[lvl] == "" ? "" : " ") t
	}
}

FNR == 1 {
	flush_logical()
	incomment = 0; logical = ""; sname = ""; sdepth = 0
	isheader = (FILENAME ~ /\.h$/)
}

{
	line = $0
	# strip comments, keeping state across lines
	out = ""
	while (line != "") {
		if (incomment) {
			p = index(line, "*/")
			if (p == 0) { line = ""; break }
			line = substr(line, p + 2); incomment = 0; out = out " "
			continue
		}
		p = index(line, "/*"); q = index(line, "//")
		if (q && (!p || q < p)) { out = out substr(line, 1, q - 1); line = ""; break }
		if (!p) { out = out line; line = ""; break }
		out = out substr(line, 1, p - 1); line = substr(line, p + 2); incomment = 1
	}
	# join continuation lines
	if (logical == "") lstart = FNR
	if (out ~ /\\[ \t]*$/) {
		sub(/\\[ \t]*$/, "", out)
		logical = logical out " "
	} else {
		logical = logical out
		flush_logical()
	}

	# served-by: "case LABEL:" (several per line possible) and registrations
	s = out
	while (match(s, /(^|[^A-Za-z0-9_])case[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*:/)) {
		lab = substr(s, RSTART, RLENGTH)
		sub(/^[^A-Za-z0-9_]?case[ \t]+/, "", lab); sub(/[ \t]*:$/, "", lab)
		printf "S\t%s\t%s\t%d\tcase\n", lab, FILENAME, FNR
		s = substr(s, RSTART + RLENGTH)
	}
	if (out !~ /^[ \t]*#[ \t]*define/) {
		s = out
		# "if (cmd == NAME)" dispatch counts like a case label
		while (match(s, /[A-Za-z_][A-Za-z0-9_]*[ \t]*==[ \t]*[A-Z_][A-Z0-9_]*/)) {
			lab = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
			if (lab !~ /^(cmd|command|ioctl_cmd|request|req|nr)[ \t]*==/) continue
			sub(/^.*==[ \t]*/, "", lab)
			printf "S\t%s\t%s\t%d\tcase\n", lab, FILENAME, FNR
		}
		s = out
		if (match(s, /COMPAT_TIME_IOCTL[ \t]*\([ \t]*[A-Za-z_][A-Za-z0-9_]*/)) {
			lab = substr(s, RSTART, RLENGTH); sub(/^COMPAT_TIME_IOCTL[ \t]*\([ \t]*/, "", lab)
			printf "S\t%s\t%s\t%d\tcompat_time\n", lab, FILENAME, FNR
		}
		if (match(s, /COMPAT_TIME_CATALOG[ \t]*\([ \t]*IOCTL[ \t]*,[ \t]*[A-Za-z_][A-Za-z0-9_]*/)) {
			lab = substr(s, RSTART, RLENGTH); sub(/^.*,[ \t]*/, "", lab)
			printf "S\t%s\t%s\t%d\tcompat_time\n", lab, FILENAME, FNR
		}
	}

	# "#define a b" aliases (struct tags renamed by the preprocessor)
	if (isheader && match(out, /^[ \t]*#[ \t]*define[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*$/)) {
		split(out, W, /[ \t]+/); k = (W[1] == "" ? 1 : 0)
		printf "A\t%s\t%s\t%d\t%s\n", W[k + 2 + (W[k + 1] == "#" ? 1 : 0)], FILENAME, FNR, W[k + 3 + (W[k + 1] == "#" ? 1 : 0)]
	}

	# struct bodies (headers only; preprocessor lines ignored, so both
	# branches of an #ifdef contribute member names - duplicates removed later)
	if (isheader && out !~ /^[ \t]*#/) {
		s = out
		if (sname == "" && match(s, /(^|[^A-Za-z0-9_])struct[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*(\{|$)/)) {
			sname = substr(s, RSTART, RLENGTH)
			sub(/^[^A-Za-z0-9_]?struct[ \t]+/, "", sname); sub(/[ \t]*\{?$/, "", sname)
			sline = FNR; sdepth = 0; complex = ""; bitf = 0
			delete M; delete cur; delete after; delete pend
			s = substr(s, RSTART + RLENGTH - (s ~ /\{/ ? 1 : 0))
			if (substr(s, length(s)) != "{" && s !~ /\{/) s = ""
		}
		if (sname != "")
			struct_feed(s)
	}
}

END { flush_logical() }
