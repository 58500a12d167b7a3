// `make size`: raw, gzip and brotli sizes of every file in dist/, and the budgets: the main
// .wasm at most 152 KB gzip, the whole first load at most 165 KB gzip (issue 33: each game's
// runner, engine, bots, views and examples, the live connection and the phones' dialogs, the
// history's keeper, referee and panel, the review, share, how to play and the sounds in
// chunks, and each words table's texts where they are used: 148.9 and 173.0 KB; the styles of
// what the chunks draw in the table's sheet, not inlined in the page: 164.2 KB; 316.0 and
// 335.1 KB in one module before). Exit 1 over budget, or
// when Rust's Unicode case tables are in the wasm. The budgets are what the build reaches, a
// little over; the goals (150 KB, 170 KB: the first screen's own code only) are printed beside
// them. A split build's chunks (`split_*.wasm`, `chunk_*.wasm`: fetched when first needed,
// scripts/rust.mjs) and the table's sheet (`table-<hash>.css`, style/table.css) are not part
// of the first load: each is listed with what it weighs.
// How the size got here, step by step: docs/perf-log.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dist = process.argv[2] || 'dist';
const KB = 1024;
// The main module holds the setup screen, the top bar, notices, the lobby and the history's
// door; everything behind a table or a button is a chunk (docs/perf-log.md).
const WASM_BUDGET = 152 * KB;
const WASM_GOAL = 150 * KB;
const FIRST_LOAD_BUDGET = 165 * KB;
const FIRST_LOAD_GOAL = 170 * KB;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(dist).sort();
if (files.length === 0) {
  console.error(`size: ${dist}/ is empty; run make dist first`);
  process.exit(1);
}
const rows = files.map((path) => {
  const body = readFileSync(path);
  return {
    name: relative(dist, path),
    body,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
});

// What the first visit downloads before the first screen: the page, its scripts, the main
// wasm and styles (not the service worker's later fetches of icons, the manifest and the
// chunks, which the browser gets lazily).
const isChunk = (name) => /^(split|chunk)_.*\.wasm$/.test(name);
// A game's bundle (scripts/bundle.mjs): its table's chunks in one file, asked for when the address
// opens that table; the same bytes as those chunks, so counted in neither total.
const isBundle = (name) => /^table_.*\.wasm$/.test(name);
// The table's sheet (style/table.css: what only the chunks draw) is asked for with a table's
// code or its first chunk, not by the setup screen.
const isTableSheet = (name) => /^table-[0-9a-f]{16}\.css$/.test(name);
const firstLoad = rows.filter(
  (r) =>
    /\.(html|js|wasm|css)$/.test(r.name) &&
    r.name !== 'sw.js' &&
    !isChunk(r.name) &&
    !isBundle(r.name) &&
    !isTableSheet(r.name),
);
const fmt = (n) => (n / KB).toFixed(1).padStart(8);
console.log(`${'file'.padEnd(44)}      raw KB  gzip KB  brotli KB`);
for (const r of rows) {
  console.log(`${r.name.padEnd(44)} ${fmt(r.raw)} ${fmt(r.gzip)} ${fmt(r.brotli)}`);
}
const sum = (key) => firstLoad.reduce((a, r) => a + r[key], 0);
console.log(`${'first load (html+js+main wasm)'.padEnd(44)} ${fmt(sum('raw'))} ${fmt(sum('gzip'))} ${fmt(sum('brotli'))}`);
const chunks = rows.filter((r) => isChunk(r.name));
if (chunks.length) {
  const total = (key) => chunks.reduce((a, r) => a + r[key], 0);
  console.log(`${`chunks (${chunks.length}, fetched when first needed)`.padEnd(44)} ${fmt(total('raw'))} ${fmt(total('gzip'))} ${fmt(total('brotli'))}`);
  for (const c of chunks) console.log(`chunk: ${c.name.replace(/-[0-9a-f]{16}\.wasm$/, '')} ${fmt(c.gzip).trim()} KB gzip`);
}
for (const s of rows.filter((r) => isTableSheet(r.name))) {
  console.log(`table sheet: ${s.name} (what the chunks draw; not in the first load) ${fmt(s.gzip).trim()} KB gzip`);
}
for (const p of rows.filter((r) => isBundle(r.name))) {
  console.log(`bundle: ${p.name.replace(/-[0-9a-f]{16}\.wasm$/, '')} (a table's chunks in one file) ${fmt(p.gzip).trim()} KB gzip`);
}

const wasm = rows.filter((r) => r.name.endsWith('.wasm'));
let ok = true;
for (const w of wasm.filter((r) => !isChunk(r.name) && !isBundle(r.name))) {
  const pass = w.gzip <= WASM_BUDGET;
  ok &&= pass;
  console.log(
    `budget: ${w.name} ${fmt(w.gzip).trim()} KB gzip <= ${WASM_BUDGET / KB} KB: ${pass ? 'ok' : 'OVER'}` +
      ` (goal ${WASM_GOAL / KB} KB: ${w.gzip <= WASM_GOAL ? 'met' : 'not yet'})`,
  );
}
// Rust's Unicode case tables (about 9 KB gzip) come in with one `to_uppercase` or
// `to_lowercase` anywhere the app reaches (ARCHITECTURE.md: the browser changes case, or
// ASCII does). Recognised by their first entries, `(µ, Μ), (ß, …)` and `(À, à), (Á, á)`.
const CASE_TABLES = ['b50000009c030000df00000000004000', 'c0000000e0000000c1000000e1000000'];
for (const w of wasm) {
  const found = CASE_TABLES.filter((hex) => w.body.includes(Buffer.from(hex, 'hex')));
  ok &&= found.length === 0;
  console.log(
    `std tables: ${w.name} ${found.length ? "HAS Rust's Unicode case tables (a to_uppercase/to_lowercase on a str or char)" : 'no Unicode case tables: ok'}`,
  );
}
const passLoad = sum('gzip') <= FIRST_LOAD_BUDGET;
ok &&= passLoad;
console.log(
  `budget: first load ${fmt(sum('gzip')).trim()} KB gzip <= ${FIRST_LOAD_BUDGET / KB} KB: ${passLoad ? 'ok' : 'OVER'}` +
    ` (goal ${FIRST_LOAD_GOAL / KB} KB: ${sum('gzip') <= FIRST_LOAD_GOAL ? 'met' : 'not yet'})`,
);
process.exit(ok ? 0 : 1);
