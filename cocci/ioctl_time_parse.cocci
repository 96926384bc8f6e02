// SPDX-License-Identifier: GPL-2.0
/// What Coccinelle's C parse tree says of a driver's files, for the
/// rewrite's decisions: which commands a handler serves and where (the
/// case labels), which structs have a layout attribute, and how each
/// function is defined.  Prints one JSON object per line.
///
/// Per struct or union a top-level declaration defines with a tag:
///   {"kind": "struct", "file": F, "struct": tag, "line": N, "at" and
///    "end": [line, column] of its declaration's first token and after
///    its last, "attrs": ["packed", "aligned", ...]}
/// the layout attributes its declaration's tokens name anywhere (after
/// its closing brace, before its tag, on a member, in a nested struct:
/// each moves some member), by their names without underscores.
///
/// Per function definition:
///   {"kind": "fn", "file": F, "fn": name, "line": N, "end": [line,
///    column] after its closing brace, "static": bool,
///    "head": its text before the name, "declared": bool (a prototype
///    of it among the file's declarations), "params": [{"text": as
///    written, "name": N or null, "struct": the tag of the struct it
///    points to, or null}]}
///
/// Per case label:
///   {"kind": "label", "file": F, "fn": function, "on": the switch's
///    variable, "switch": line of the switch, "label": L, "line": N,
///    "group": G, "falls_in": whether control reaches it from the code
///    before it (a statement that does not jump away, or another label),
///    "stmts_end": [line, column] where its statements end, up to the
///    next label, for a label at the top of its switch's body with no
///    preprocessor line among them (else null), ...}
/// and one per switch, with "label": "}" on the line of its closing
/// brace: code after it is in no case.  L is the command's name for
/// "case NAME:" and "case (NAME):", "default", or "case " and the
/// label's expression as written, without parentheses around it
/// ("case A ... B" for a range).  Labels with no statement between them
/// ("case A: case B:") share a group number.  A label belongs to the
/// innermost switch around it, at any depth, as in C.
///
/// Per initialiser or assignment of a member that a framework calls for
/// 32-bit callers instead of the native entry (.compat_ioctl32):
///   {"kind": "set", "file": F, "line": N, "member": M, "holder": the
///    object initialised, or null for an assignment, "type": its type
///    (null for an assignment), "value": the expression as written}
///
/// OCaml, not Python: only an OCaml script sees the parse tree.  The
/// files are parsed again here, with spatch's own macros, since the tree
/// a metavariable carries has no source lines.
///
// Confidence: High
// Options: --very-quiet --no-includes
// Requires: 1.1.1 and ocamlfind (Debian: ocaml-nox)

@initialize:ocaml@
@@

let ct_seen = Hashtbl.create 16
let ct_group = ref 0

let ct_json s =
  let b = Buffer.create (String.length s + 2) in
  Buffer.add_char b (Char.chr 34);
  String.iter (fun c ->
      match Char.code c with
      | 34 | 92 -> Buffer.add_char b (Char.chr 92); Buffer.add_char b c
      | n when n < 0x20 -> Buffer.add_string b (Printf.sprintf "\\u%04x" n)
      | _ -> Buffer.add_char b c) s;
  Buffer.add_char b (Char.chr 34);
  Buffer.contents b

let ct_read file =
  let ic = open_in_bin file in
  let s = really_input_string ic (in_channel_length ic) in
  close_in ic;
  s

(* the text of infos ii, first token to last, as written *)
let ct_slice src ii =
  match List.filter Ast_c.is_origintok ii with
  | [] -> ""
  | ii ->
      let a = List.fold_left (fun m i -> min m (Ast_c.pos_of_info i))
          max_int ii in
      let z = List.fold_left (fun m i ->
          max m (Ast_c.pos_of_info i + String.length (Ast_c.str_of_info i)))
          0 ii in
      String.sub src a (z - a)

(* the source text of expressions es, first token to last, as written
   (their tokens spelled out, where none comes from the file) *)
let ct_text src es =
  let ii = List.concat (List.map Lib_parsing_c.ii_of_expr es) in
  match ct_slice src ii with
  | "" -> String.concat " " (List.map Ast_c.str_of_info ii)
  | text -> text

let ct_set p m holder t e =
  let p = List.hd p in
  let opt = function None -> "null" | Some s -> ct_json s in
  Printf.printf
    "{\"kind\": \"set\", \"file\": %s, \"line\": %d, \"member\": %s, \"holder\": %s, \"type\": %s, \"value\": %s}\n"
    (ct_json p.Coccilib.file) p.Coccilib.line (ct_json m) (opt holder)
    (opt t) (ct_json e)

(* the name a label or switch gives: NAME for NAME and (NAME) *)
let rec ct_name e =
  match Ast_c.unwrap_expr e with
  | Ast_c.Ident n -> Some (Ast_c.str_of_name n)
  | Ast_c.ParenExpr e -> ct_name e
  | _ -> None

(* e without the parentheses around it, which change nothing *)
let rec ct_unparen e =
  match Ast_c.unwrap_expr e with
  | Ast_c.ParenExpr e -> ct_unparen e
  | _ -> e

let ct_line st =
  match Ast_c.get_ii_st_take_care st with
  | i :: _ -> Ast_c.line_of_info i
  | [] -> 0

let ct_at i = Printf.sprintf "[%d, %d]" (Ast_c.line_of_info i) (Ast_c.col_of_info i)

(* where info i ends *)
let ct_after i =
  Printf.sprintf "[%d, %d]" (Ast_c.line_of_info i)
    (Ast_c.col_of_info i + String.length (Ast_c.str_of_info i))

let ct_span e =
  match List.filter Ast_c.is_origintok (Lib_parsing_c.ii_of_expr e) with
  | [] -> "null"
  | ii ->
      let by f = List.fold_left (fun m i -> if f (Ast_c.pos_of_info i)
                                     (Ast_c.pos_of_info m) then i else m)
          (List.hd ii) ii in
      Printf.sprintf "[%s, %s]" (ct_at (by (<))) (ct_after (by (>)))

(* a switch: what the labels' records share *)
type ct_switch = { file : string; fn : string; on : string option;
                   on_text : string; on_span : string; line : int;
                   brace : string; close : string }

let ct_emit sw label st_ii group top falls stmts_end =
  let at, colon = match st_ii with
    | [i] -> i, i
    | i :: rest -> i, List.hd (List.rev rest)
    | [] -> failwith "a label with no token" in
  Printf.printf
    "{\"kind\": \"label\", \"file\": %s, \"fn\": %s, \"on\": %s, \"on_text\": %s, \"on_span\": %s, \"switch\": %d, \"brace\": %s, \"close\": %s, \"label\": %s, \"line\": %d, \"at\": %s, \"end\": %s, \"group\": %d, \"top\": %b, \"falls_in\": %b, \"stmts_end\": %s}\n"
    (ct_json sw.file) (ct_json sw.fn)
    (match sw.on with Some n -> ct_json n | None -> "null")
    (ct_json sw.on_text) sw.on_span sw.line sw.brace sw.close
    (ct_json label) (Ast_c.line_of_info at) (ct_at at) (ct_after colon)
    group top falls stmts_end

let ct_label src st =
  match Ast_c.unwrap st with
  | Ast_c.Labeled (Ast_c.Case (e, _)) ->
      Some (match ct_name e with
          | Some n -> n
          | None -> "case " ^ ct_text src [ct_unparen e])
  | Ast_c.Labeled (Ast_c.CaseRange (e1, e2, _)) ->
      Some ("case " ^ ct_text src [ct_unparen e1] ^ " ... " ^
            ct_text src [ct_unparen e2])
  | Ast_c.Labeled (Ast_c.Default _) -> Some "default"
  | _ -> None

let ct_body_of st =
  match Ast_c.unwrap st with
  | Ast_c.Labeled (Ast_c.Case (_, s)) | Ast_c.Labeled (Ast_c.Default s)
  | Ast_c.Labeled (Ast_c.CaseRange (_, _, s)) -> Some s
  | _ -> None

(* whether control cannot go on past statement st: a break, continue,
   goto or return, last in it *)
let rec ct_jumps st =
  match Ast_c.unwrap st with
  | Ast_c.Jump _ -> true
  | Ast_c.Labeled (Ast_c.Case (_, s)) | Ast_c.Labeled (Ast_c.Default s)
  | Ast_c.Labeled (Ast_c.CaseRange (_, _, s)) -> ct_jumps s
  | Ast_c.Compound l ->
      (match List.rev l with
       | Ast_c.StmtElem s :: _ -> ct_jumps s
       | _ -> false)
  | _ -> false

(* the first token of each label at the top of compound list l, and of
   each label it leads straight to, each with whether control reaches it
   from the code before it: a label that leads to another does, and a
   statement does unless it jumps away; the first label of a list is
   reached only through its label (after an #ifdef: unknown, so yes) *)
let rec ct_tops src l =
  let rec walk before = function
    | [] -> []
    | Ast_c.StmtElem st :: rest ->
        let stmts = ct_stmts_end src st rest in
        let rec chain falls st =
          match ct_label src st, ct_body_of st with
          | Some _, Some b ->
              (Ast_c.pos_of_info (List.hd (Ast_c.get_ii_st_take_care st)),
               (falls, stmts)) :: chain true b
          | _ -> [] in
        List.append (chain before st) (walk (not (ct_jumps st)) rest)
    | Ast_c.IfdefStmt2 (_, ls) :: rest ->
        List.append (List.concat (List.map (ct_tops src) ls))
          (walk true rest)
    | _ :: rest -> walk true rest in
  walk false l

(* where the statements of label statement st end: its own, and those
   after it in rest up to the next label; preprocessor lines may come
   between the last of them and that label, not among them ("null") *)
and ct_stmts_end src st rest =
  let is_label = function
    | Ast_c.StmtElem s -> ct_label src s <> None
    | Ast_c.IfdefStmt2 (_, (Ast_c.StmtElem s :: _) :: _) ->
        ct_label src s <> None
    | _ -> false in
  let rec directives = function
    | [] -> true
    | x :: more when is_label x -> ignore more; true
    | Ast_c.StmtElem _ :: _ | Ast_c.IfdefStmt2 _ :: _ -> false
    | _ :: more -> directives more in
  let rec upto last = function
    | Ast_c.StmtElem s :: more when ct_label src s = None -> upto s more
    | x :: _ when is_label x -> Some last
    | [] -> Some last
    | more -> if directives more then Some last else None in
  let rec innermost s =
    match ct_body_of s with
    | Some b -> innermost b
    | None -> s in
  match upto st rest with
  | None -> "null"
  | Some last ->
      (match List.filter Ast_c.is_origintok
               (Lib_parsing_c.ii_of_stmt (innermost last)) with
       | i :: ii ->
           ct_after (List.fold_left (fun m j ->
               if Ast_c.pos_of_info j > Ast_c.pos_of_info m then j else m)
               i ii)
       | [] -> "null")

(* the labels of switch sw's body, not those of a switch nested in it *)
let ct_labels src sw body =
  let tops = match Ast_c.unwrap body with
    | Ast_c.Compound l -> ct_tops src l
    | _ -> [] in
  let chained = ref None in
  let v = { Visitor_c.default_visitor_c with
            Visitor_c.kstatement = (fun (k, _) st ->
                match Ast_c.unwrap st, ct_label src st with
                | Ast_c.Selection (Ast_c.Switch _), _ -> chained := None
                | _, Some l ->
                    let g = match !chained with
                      | Some g -> g
                      | None -> incr ct_group; !ct_group in
                    let ii = Ast_c.get_ii_st_take_care st in
                    let top = List.assoc_opt (Ast_c.pos_of_info (List.hd ii))
                        tops in
                    ct_emit sw l ii g (top <> None)
                      (match top with Some (f, _) -> f | None -> true)
                      (match top with Some (_, e) -> e | None -> "null");
                    chained := (match ct_body_of st with
                        | Some s when ct_label src s <> None -> Some g
                        | _ -> None);
                    k st
                | _ -> chained := None; k st) } in
  Visitor_c.vk_statement v body;
  match Ast_c.get_ii_st_take_care body with
  | [_; rb] -> ct_emit sw "}" [rb] 0 false true "null"
  | _ -> ()

(* the layout attributes tokens toks name: __packed, __aligned(n) and
   the like (a macro's name, "__" first), or packed and aligned inside
   __attribute__((...)); a member named packed is none *)
let ct_attrs toks =
  let bare s =
    let n = String.length s in
    let a = ref 0 and z = ref n in
    while !a < n && s.[!a] = '_' do incr a done;
    while !z > !a && s.[!z - 1] = '_' do decr z done;
    String.sub s !a (!z - !a) in
  let found = ref [] and depth = ref 0 and opened = ref false in
  let see inside s =
    if (inside || String.length s > 2 && String.sub s 0 2 = "__") &&
       List.mem (bare s) ["packed"; "aligned"] then
      found := bare s :: !found in
  List.iter (fun t ->
      match t with
      | Parser_c.Tattribute _ | Parser_c.TattributeNoarg _
      | Parser_c.TMacroGccEndAttr _ -> opened := true
      | Parser_c.TOPar _ when !opened || !depth > 0 ->
          opened := false; incr depth
      | Parser_c.TCPar _ when !depth > 0 -> decr depth
      | Parser_c.TIdent (s, _) | Parser_c.TMacroAttr (s, _)
      | Parser_c.TMacroAttrArgs (s, _) | Parser_c.TMacroEndAttr (s, _)
      | Parser_c.TMacroEndAttrArgs (s, _) -> see (!depth > 0) s
      | Parser_c.TCommentCpp (_, i) -> see (!depth > 0) (Ast_c.str_of_info i)
      | _ -> ()) toks;
  List.sort_uniq compare !found

let ct_structs file program =
  List.iter (fun (top, (_, toks)) ->
      match top with
      | Ast_c.Declaration (Ast_c.DeclList (l, _)) ->
          List.iter (fun (d, _) ->
              match Ast_c.unwrap (snd d.Ast_c.v_type),
                    Ast_c.get_ii_typeC_take_care (snd d.Ast_c.v_type) with
              | Ast_c.StructUnion (_, Some tag, _), (_ :: name :: _) ->
                  let ii = List.filter Ast_c.is_origintok
                      (Lib_parsing_c.ii_of_toplevel top) in
                  let by f = List.fold_left (fun m i ->
                      if f (Ast_c.pos_of_info i) (Ast_c.pos_of_info m)
                      then i else m) name ii in
                  Printf.printf
                    "{\"kind\": \"struct\", \"file\": %s, \"struct\": %s, \"line\": %d, \"at\": %s, \"end\": %s, \"attrs\": [%s]}\n"
                    (ct_json file) (ct_json tag) (Ast_c.line_of_info name)
                    (ct_at (by (<))) (ct_after (by (>)))
                    (String.concat ", " (List.map ct_json (ct_attrs toks)))
              | _ -> ()) l
      | _ -> ()) program

(* the names the file's top-level declarations declare as functions *)
let ct_prototypes program =
  List.concat (List.map (fun (top, _) ->
      match top with
      | Ast_c.Declaration (Ast_c.DeclList (l, _)) ->
          List.filter_map (fun (d, _) ->
              match d.Ast_c.v_namei, Ast_c.unwrap (snd d.Ast_c.v_type) with
              | Some (n, _), Ast_c.FunctionType _ -> Some (Ast_c.str_of_name n)
              | _ -> None) l
      | _ -> []) program)

(* the tag of the struct type t points to *)
let rec ct_pointee t =
  match Ast_c.unwrap (snd t) with
  | Ast_c.Pointer t' ->
      (match Ast_c.unwrap (snd t') with
       | Ast_c.StructUnionName (Ast_c.Struct, tag) -> Some tag
       | Ast_c.StructUnion (Ast_c.Struct, Some tag, _) -> Some tag
       | _ -> None)
  | Ast_c.ParenType t -> ct_pointee t
  | _ -> None

let ct_opt = function Some s -> ct_json s | None -> "null"

let ct_function src file protos d =
  let def = fst d in
  let fn = Ast_c.str_of_name def.Ast_c.f_name in
  let at = Ast_c.pos_of_info (Ast_c.info_of_name def.Ast_c.f_name) in
  let ii = List.filter Ast_c.is_origintok (Lib_parsing_c.ii_of_def d) in
  let start = List.fold_left (fun m i -> min m (Ast_c.pos_of_info i)) at ii in
  let (_, (params, _)) = def.Ast_c.f_type in
  let param (p, _) =
    Printf.sprintf "{\"text\": %s, \"name\": %s, \"struct\": %s}"
      (ct_json (ct_slice src (Lib_parsing_c.ii_of_param p)))
      (ct_opt (match p.Ast_c.p_namei with
           | Some n -> Some (Ast_c.str_of_name n) | None -> None))
      (ct_opt (ct_pointee p.Ast_c.p_type)) in
  let last = List.fold_left (fun m i ->
      if Ast_c.pos_of_info i > Ast_c.pos_of_info m then i else m)
      (Ast_c.info_of_name def.Ast_c.f_name) ii in
  Printf.printf
    "{\"kind\": \"fn\", \"file\": %s, \"fn\": %s, \"line\": %d, \"end\": %s, \"static\": %b, \"head\": %s, \"declared\": %b, \"params\": [%s]}\n"
    (ct_json file) (ct_json fn)
    (Ast_c.line_of_info (Ast_c.info_of_name def.Ast_c.f_name))
    (ct_after last)
    (fst def.Ast_c.f_storage = Ast_c.Sto Ast_c.Static)
    (ct_json (String.sub src start (at - start)))
    (List.mem fn protos)
    (String.concat ", " (List.map param params))

let ct_cases file =
  let src = ct_read file in
  let (program, _) = Parse_c.parse_c_and_cpp false false file in
  let protos = ct_prototypes program in
  ct_structs file program;
  List.iter (fun (top, _) ->
      match top with
      | Ast_c.Definition ((def, _) as d) ->
          ct_function src file protos d;
          let fn = Ast_c.str_of_name def.Ast_c.f_name in
          let v = { Visitor_c.default_visitor_c with
                    Visitor_c.kstatement = (fun (k, _) st ->
                        (match Ast_c.unwrap st with
                         | Ast_c.Selection (Ast_c.Switch (e, body)) ->
                             let brace, close =
                               match Ast_c.get_ii_st_take_care body with
                               | [lb; rb] -> ct_at lb, ct_at rb
                               | _ -> "null", "null" in
                             ct_labels src
                               { file; fn; on = ct_name e;
                                 on_text = ct_text src [e];
                                 on_span = (match ct_name e with
                                     | Some _ -> ct_span (ct_unparen e)
                                     | None -> "null");
                                 line = ct_line st; brace; close } body
                         | _ -> ());
                        k st) } in
          Visitor_c.vk_toplevel v top
      | _ -> ()) program

let ct_once file =
  if not (Hashtbl.mem ct_seen file) then
    (Hashtbl.add ct_seen file (); ct_cases file)

// Each file is read once, at the first function or struct definition
// found in it.
@r_fn@
identifier f;
position p;
@@

f@p(...) { ... }

@script:ocaml@
p << r_fn.p;
@@

ct_once (List.hd p).Coccilib.file

@r_struct@
identifier s;
position p;
@@

struct s@p { ... };

@script:ocaml@
p << r_struct.p;
@@

ct_once (List.hd p).Coccilib.file

@r_typedef@
identifier s;
type t;
position p;
@@

typedef struct s@p { ... } t;

@script:ocaml@
p << r_typedef.p;
@@

ct_once (List.hd p).Coccilib.file

// Where a framework's 32-bit entry is set (RW_KCOMPAT's members).
@r_init_member@
type T;
identifier fo, M = {compat_ioctl32};
expression E;
position p;
@@

T fo = { ..., .M = E@p, ... };

@script:ocaml@
t << r_init_member.T;
fo << r_init_member.fo;
m << r_init_member.M;
e << r_init_member.E;
p << r_init_member.p;
@@

ct_set p m (Some fo) (Some t) e

@r_set_member@
expression X, E;
identifier M = {compat_ioctl32};
position p;
@@

(
X.M = E@p
|
X->M = E@p
)

@script:ocaml@
m << r_set_member.M;
e << r_set_member.E;
p << r_set_member.p;
@@

ct_set p m None None e
