// The page's styles in two parts, and the check that keeps them apart (issue 33, the first
// load): style/main.css is inlined in index.html, for everything the main module draws (the
// loading shell, the setup screen, the top bar, notices, menus, confirm prompts);
// style/table.css is a stylesheet of its own (`table-<hash>.css`), for what only the chunks
// draw (the games' tables, how to play, share, the history's panel, the review, the phones'
// dialogs), loaded before the first view drawn from a chunk is shown (src/shell/chunk.rs)
// and, when the address opens a table, asked for by the page's early loader.
//
// Who draws a class is read from the build, not guessed: in a split build each chunk carries
// its own string data, so a class name the main module's code writes is in the main module's
// bytes, and one only a chunk writes is in that chunk's only. The class names are found in the
// app's source (src/**/*.rs: every string literal that is a list of class names, `class:name`
// directives, `class="…"` inside markup written as a string; index.html's loading shell), and
// each such literal is looked for in the built main module and in the chunks.
//
// A selector can match only where every class it requires is on the page, so it is
// - the shell's when all its classes are written by the main module (or index.html), or it
//   has none (`body`, `:root`);
// - the table's when one of its classes is written by chunks only (it cannot match before a
//   chunk has drawn);
// - unknown otherwise (a class written nowhere the check can see, e.g. made at run time).
// The check fails when a rule in style/table.css has a selector that is the shell's or
// unknown (the main module would draw it unstyled until a chunk loads), and when an inline
// rule has a selector that is the table's (the first load would carry it for nothing, and it
// would lose to the sheet's rules that were written before it: the sheet comes later in the
// page). `@keyframes` go with the rules that name them. Classes inside `:not(…)` are not
// required by their selector.
//
// What it cannot see errs toward the inline sheet: a main-module string that only spells a
// class ("seat", "status", "record": a key, a role) counts as the main module writing it, so
// `.seat`, `.status` and a few more stay inline though only a table draws them; a short word
// counts only at an address the main module's code or data names (not "grill" inside "on the
// grill!"). A class written from pieces the source does not show (a name made at run time) is
// unknown, and must stay inline. What the check cannot prove, the e2e tests look at: the
// setup screen with no table's sheet loaded, and each screen's computed styles.
//
// Run as a post-build step (scripts/post-build.mjs, after wasm-opt.mjs: the wasm's data is
// final) in a split build, and by hand: `node scripts/styles.mjs [dist] [--list]` (--list
// prints each class with who writes it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leb, sections } from './wasm-bytes.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
export const INLINE = ['style/main.css'];
export const LATE = 'style/table.css';

/// The rules of a style sheet, in order: `{ selector, body, at }` where `at` is the enclosing
/// at-rule's prelude (`@media (max-width: 720px)`) or '' at the top, and `{ keyframes, body }`.
export function rules(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length));
  const out = [];
  const walk = (from, to, at) => {
    let i = from;
    while (i < to) {
      const open = text.indexOf('{', i);
      if (open < 0 || open >= to) break;
      const prelude = text.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      for (; j < to && depth; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
      }
      const body = text.slice(open + 1, j - 1);
      if (/^@keyframes\s/.test(prelude)) out.push({ keyframes: prelude.split(/\s+/)[1], body, at });
      else if (/^@(media|container|supports)\b/.test(prelude)) walk(open + 1, j - 1, prelude);
      else if (prelude.startsWith('@')) throw new Error(`styles: an at-rule the check does not know: ${prelude}`);
      else out.push({ selector: prelude, body, at });
      i = j;
    }
  };
  walk(0, text.length, '');
  return out;
}

/// The selectors of a rule's selector list.
export const selectors = (list) => list.split(',').map((s) => s.trim()).filter(Boolean);

/// The classes a selector requires (not those inside `:not(…)`).
export function required(selector) {
  let s = selector;
  while (/:not\([^()]*\)/.test(s)) s = s.replace(/:not\([^()]*\)/g, '');
  return [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

/// The animations a rule's declarations name.
export const animations = (body) =>
  [...body.matchAll(/animation(?:-name)?\s*:\s*([^;]+)/g)].flatMap((m) => m[1].split(/[\s,]+/));

function walkFiles(dir, ext) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walkFiles(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/// Rust string literals of a source file, unescaped (plain "…" and raw r"…"/r#"…"#).
function literals(src) {
  const out = [];
  const re = /(?:b?r(#*)"([\s\S]*?)"\1)|"((?:[^"\\]|\\[\s\S])*)"|\/\/[^\n]*|'(?:[^'\\\n]|\\.){1,10}'/g;
  for (const m of src.matchAll(re)) {
    // Not an attribute other than the class (`data-testid=format!("seat-{i}")`).
    if (/\b(?:data|aria)-[\w-]+\s*=\s*(?:format!\(\s*)?$/.test(src.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (m[2] !== undefined) out.push(m[2]);
    else if (m[3] !== undefined)
      out.push(m[3].replace(/\\\n\s*/g, '').replace(/\\(["\\'n])/g, (_, c) => (c === 'n' ? '\n' : c)));
  }
  return out;
}

/// Where the app writes each class: for every class defined in `known`, the literal pieces
/// (the text between format placeholders) that write it, from the app's source.
export function writers(known) {
  const found = new Map();
  const add = (cls, piece) => {
    if (!known.has(cls)) return;
    if (!found.has(cls)) found.set(cls, new Set());
    found.get(cls).add(piece);
  };
  for (const file of walkFiles(join(root, 'src'), '.rs')) {
    const src = readFileSync(file, 'utf8');
    // `class:name=…` (tachys writes `name` as a string of its own).
    for (const m of src.matchAll(/\bclass:([a-z][\w-]*)\s*=/g)) add(m[1], m[1]);
    for (const lit of literals(src)) {
      const pieces = lit.split(/\{[^{}]*\}/);
      pieces.forEach((piece, i) => {
        // Markup written as a string: `class="…"` / `class='…'` inside it.
        for (const m of piece.matchAll(/class=["']([^"']*)["']?/g)) for (const c of m[1].split(/\s+/)) add(c, piece);
        // A list of class names: every word one (the last may be a prefix a placeholder
        // completes, `chart-s{}`), and one with a hyphen or all known (not "the board").
        const words = piece.split(/\s+/).filter(Boolean);
        const open = i < pieces.length - 1 && !/\s$/.test(piece);
        const whole = open ? words.slice(0, -1) : words;
        if (!words.length || !words.every((w) => /^[a-z][a-z0-9_-]*$/.test(w))) return;
        if (!words.some((w) => w.includes('-')) && !whole.every((w) => known.has(w))) return;
        for (const w of whole) add(w, piece);
        if (open) for (const c of known) if (c.startsWith(words.at(-1)) && c !== words.at(-1)) add(c, piece);
      });
    }
  }
  return found;
}

/// Classes the page's own markup and scripts write (index.html: the loading shell).
export function pageClasses(known) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const out = new Set();
  for (const m of html.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) out.add(c);
  for (const m of html.matchAll(/classList\.(?:add|remove|toggle)\(([^)]*)\)/g))
    for (const s of m[1].matchAll(/'([^']+)'/g)) out.add(s[1]);
  return new Set([...out].filter((c) => known.has(c)));
}

/// `i32.const n` as the code section writes it (signed LEB128).
function i32Const(n) {
  const out = [0x41];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(byte & 0x40)) || (n === -1 && byte & 0x40)) return Buffer.from([...out, byte]);
    out.push(byte | 0x80);
  }
}

/// A wasm module's code and its active data segments (their addresses in memory).
function codeAndData(bytes) {
  const segments = [];
  let code = Buffer.alloc(0);
  for (const { id, body, end } of sections(bytes)) {
    if (id === 10) code = bytes.subarray(body, end);
    if (id !== 11) continue;
    let [count, i] = leb(bytes, body);
    for (; count > 0; count--) {
      let flags;
      [flags, i] = leb(bytes, i);
      let addr = null;
      if (flags === 2) [, i] = leb(bytes, i);
      if (flags !== 1) {
        // `i32.const addr end`: the address as a signed LEB128.
        if (bytes[i++] !== 0x41) throw new Error('styles.mjs: a data segment not at a constant address');
        let shift = 0;
        let byte;
        addr = 0;
        do {
          byte = bytes[i++];
          addr |= (byte & 0x7f) << shift;
          shift += 7;
        } while (byte & 0x80);
        i++;
      }
      let length;
      [length, i] = leb(bytes, i);
      segments.push({ addr, start: i, end: i + length });
      i += length;
    }
  }
  return { bytes, code, segments };
}

/// The built main module and chunks of a split build in `dist`, or null for one module.
export function built(dist) {
  const files = readdirSync(dist).filter((f) => f.endsWith('.wasm'));
  const main = files.find((f) => /^pechvogel-web(-[0-9a-f]{16})?_bg\.wasm$/.test(f));
  const chunks = files.filter((f) => /^(split|chunk)_.*\.wasm$/.test(f));
  if (!main || !chunks.length) return null;
  return {
    main: codeAndData(readFileSync(join(dist, main))),
    chunks: Buffer.concat(chunks.map((f) => readFileSync(join(dist, f)))),
  };
}

/// Whether the main module's code or data refers to `text` as a string of its own: its bytes
/// in a data segment, at an address that an `i32.const` of the code or a pointer in the data
/// names. (The same letters inside another text, "grill" in "on the grill!", are not a class
/// the main module writes.)
function inMain(main, text) {
  // Markup, or a text this long, is not found inside another by chance.
  const distinct = text.includes('<') || text.length >= 12;
  const needle = Buffer.from(text, 'utf8');
  for (let at = main.bytes.indexOf(needle); at >= 0; at = main.bytes.indexOf(needle, at + 1)) {
    const seg = main.segments.find((s) => s.addr !== null && at >= s.start && at < s.end);
    if (!seg) continue;
    if (distinct) return true;
    const addr = seg.addr + at - seg.start;
    const pointer = Buffer.alloc(4);
    pointer.writeUInt32LE(addr);
    if (main.code.includes(i32Const(addr))) return true;
    if (main.segments.some((s) => main.bytes.subarray(s.start, s.end).includes(pointer))) return true;
  }
  return false;
}

/// Who writes each known class: 'main' (the main module or the page), 'chunk' (chunks only)
/// or undefined (nowhere seen).
export function whoWrites(known, wasm) {
  const who = new Map();
  for (const c of pageClasses(known)) who.set(c, 'main');
  for (const [cls, pieces] of writers(known)) {
    if (who.get(cls) === 'main') continue;
    for (const piece of pieces) {
      if (inMain(wasm.main, piece)) {
        who.set(cls, 'main');
        break;
      }
      if (wasm.chunks.includes(Buffer.from(piece, 'utf8'))) who.set(cls, 'chunk');
    }
  }
  return who;
}

/// 'shell', 'table' or 'unknown' for one selector (see the file's head).
export function owner(selector, who) {
  const classes = required(selector);
  if (classes.some((c) => who.get(c) === 'chunk')) return 'table';
  if (classes.every((c) => who.get(c) === 'main')) return 'shell';
  return 'unknown';
}

/// The check: a list of complaints (empty when the split holds).
export function check(who, read = (f) => readFileSync(join(root, f), 'utf8')) {
  const complaints = [];
  const late = rules(read(LATE));
  const inline = INLINE.flatMap((f) => rules(read(f)).map((r) => ({ ...r, file: f })));
  const where = (r) => `${r.at ? `${r.at} ` : ''}${r.selector.replace(/\s+/g, ' ')}`;
  for (const r of late.filter((r) => r.selector)) {
    const bad = selectors(r.selector).filter((s) => owner(s, who) !== 'table');
    if (bad.length)
      complaints.push(`${LATE}: ${where(r)}: ${bad.map((s) => `${s} (${owner(s, who)})`).join(', ')} can be drawn by the main module`);
  }
  // Each selector with its owner, a selector list too: a table's selector left inline would
  // lose to the table's sheet's rules written before it (the sheet comes later in the page).
  for (const r of inline.filter((r) => r.selector)) {
    const table = selectors(r.selector).filter((s) => owner(s, who) === 'table');
    if (table.length) complaints.push(`${r.file}: ${where(r)}: ${table.join(', ')} drawn by chunks only; it belongs in ${LATE}`);
  }
  // Keyframes follow their users: a table's animation is in the table's sheet.
  const users = (list, name) => list.filter((r) => r.selector && animations(r.body).includes(name));
  for (const k of late.filter((r) => r.keyframes)) {
    if (users(inline, k.keyframes).length) complaints.push(`${LATE}: @keyframes ${k.keyframes} is named by an inline rule`);
  }
  for (const k of inline.filter((r) => r.keyframes)) {
    const named = users(inline, k.keyframes);
    if (!named.length && users(late, k.keyframes).length)
      complaints.push(`${k.file}: @keyframes ${k.keyframes} is named only by ${LATE}`);
  }
  return complaints;
}

const cli = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (cli) {
  const args = process.argv.slice(2);
  const dist = process.env.TRUNK_STAGING_DIR || args.find((a) => !a.startsWith('--')) || 'dist';
  const wasm = built(dist);
  if (!wasm) {
    console.log('styles.mjs: a build of one module: who draws what cannot be read from it; not checked');
    process.exit(0);
  }
  const all = [...INLINE, LATE].flatMap((f) => rules(readFileSync(join(root, f), 'utf8')));
  const known = new Set(all.filter((r) => r.selector).flatMap((r) => selectors(r.selector).flatMap(required)));
  const who = whoWrites(known, wasm);
  if (args.includes('--list')) {
    for (const c of [...known].sort()) console.log(`${(who.get(c) || 'nowhere').padEnd(8)} ${c}`);
  }
  const complaints = check(who);
  for (const c of complaints) console.error(`styles.mjs: ${c}`);
  if (complaints.length) process.exit(1);
  const late = rules(readFileSync(join(root, LATE), 'utf8')).length;
  console.log(`styles.mjs: ${known.size} classes; the table's sheet (${late} rules) holds only what chunks draw`);
}
