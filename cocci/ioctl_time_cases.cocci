// SPDX-License-Identifier: GPL-2.0
/// The case labels of every switch on a function's parameter, read from
/// Coccinelle's C parse tree: which commands a handler serves, and where.
///
/// Prints one JSON object per line, per label:
///   {"file": F, "fn": function, "on": the switch's variable,
///    "switch": line of the switch, "label": L, "line": N, "group": G}
/// and one per switch, with "label": "}" on the line of its closing
/// brace: code after it is in no case.  L is the command's name for
/// "case NAME:" and "case (NAME):", "default", or "case " and the
/// label's text as written.  Labels with no statement between them
/// ("case A: case B:") share a group number.  A label belongs to the
/// innermost switch around it, at any depth, as in C.
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

(* the source text of expressions es, first token to last, as written *)
let ct_text src es =
  let ii = List.filter Ast_c.is_origintok
      (List.concat (List.map Lib_parsing_c.ii_of_expr es)) in
  match ii with
  | [] -> String.concat " " (List.map Ast_c.str_of_info
                               (List.concat (List.map Lib_parsing_c.ii_of_expr es)))
  | _ ->
      let a = List.fold_left (fun m i -> min m (Ast_c.pos_of_info i))
          max_int ii in
      let z = List.fold_left (fun m i ->
          max m (Ast_c.pos_of_info i + String.length (Ast_c.str_of_info i)))
          0 ii in
      String.sub src a (z - a)

(* the name a label or switch gives: NAME for NAME and (NAME) *)
let rec ct_name e =
  match Ast_c.unwrap_expr e with
  | Ast_c.Ident n -> Some (Ast_c.str_of_name n)
  | Ast_c.ParenExpr e -> ct_name e
  | _ -> None

let ct_line st =
  match Ast_c.get_ii_st_take_care st with
  | i :: _ -> Ast_c.line_of_info i
  | [] -> 0

let ct_emit file fn on sw label line group =
  Printf.printf
    "{\"file\": %s, \"fn\": %s, \"on\": %s, \"switch\": %d, \"label\": %s, \"line\": %d, \"group\": %d}\n"
    (ct_json file) (ct_json fn) (ct_json on) sw (ct_json label) line group

(* the labels of switch body, not those of a switch nested in it *)
let ct_labels src file fn on sw body =
  let chained = ref None in
  let label st =
    match Ast_c.unwrap st with
    | Ast_c.Labeled (Ast_c.Case (e, _)) ->
        Some (match ct_name e with
            | Some n -> n
            | None -> "case " ^ ct_text src [e])
    | Ast_c.Labeled (Ast_c.CaseRange (e1, e2, _)) ->
        Some ("case " ^ ct_text src [e1; e2])
    | Ast_c.Labeled (Ast_c.Default _) -> Some "default"
    | _ -> None in
  let body_of st =
    match Ast_c.unwrap st with
    | Ast_c.Labeled (Ast_c.Case (_, s)) | Ast_c.Labeled (Ast_c.Default s)
    | Ast_c.Labeled (Ast_c.CaseRange (_, _, s)) -> Some s
    | _ -> None in
  let v = { Visitor_c.default_visitor_c with
            Visitor_c.kstatement = (fun (k, _) st ->
                match Ast_c.unwrap st, label st with
                | Ast_c.Selection (Ast_c.Switch _), _ -> chained := None
                | _, Some l ->
                    let g = match !chained with
                      | Some g -> g
                      | None -> incr ct_group; !ct_group in
                    ct_emit file fn on sw l (ct_line st) g;
                    chained := (match body_of st with
                        | Some s when label s <> None -> Some g
                        | _ -> None);
                    k st
                | _ -> chained := None; k st) } in
  Visitor_c.vk_statement v body;
  match Ast_c.unwrap body, Ast_c.get_ii_st_take_care body with
  | Ast_c.Compound _, [_; rb] ->
      ct_emit file fn on sw "}" (Ast_c.line_of_info rb) 0
  | _ -> ()

let ct_cases file =
  let src = ct_read file in
  let (program, _) = Parse_c.parse_c_and_cpp false false file in
  List.iter (fun (top, _) ->
      match top with
      | Ast_c.Definition (def, _) ->
          let fn = Ast_c.str_of_name def.Ast_c.f_name in
          let v = { Visitor_c.default_visitor_c with
                    Visitor_c.kstatement = (fun (k, _) st ->
                        (match Ast_c.unwrap st with
                         | Ast_c.Selection (Ast_c.Switch (e, body)) ->
                             (match ct_name e with
                              | Some on ->
                                  ct_labels src file fn on (ct_line st) body
                              | None -> ())
                         | _ -> ());
                        k st) } in
          Visitor_c.vk_toplevel v top
      | _ -> ()) program

let ct_once file =
  if not (Hashtbl.mem ct_seen file) then
    (Hashtbl.add ct_seen file (); ct_cases file)

@r_fn@
identifier f;
position p;
@@

f@p(...) { ... }

@script:ocaml@
p << r_fn.p;
@@

ct_once (List.hd p).Coccilib.file
