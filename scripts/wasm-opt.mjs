// Trunk post_build hook (release builds): optimizes the staged .wasm for size with binaryen's
// wasm-opt, after taking out the exports of a library the page never calls.
//
// Why here and not Trunk's own wasm-opt step: Leptos always builds its server-function
// client (server_fn's "browser" feature), which brings wasm-streams, whose three stream
// adapters are `#[wasm_bindgen]` classes. wasm-bindgen exports their methods, and exports are
// roots: wasm-opt keeps them and everything they reach (futures, stream glue). A static site
// with no server never constructs them, but that can only be said after wasm-bindgen has
// written the module and before wasm-opt runs, which is this hook's job. The JS glue keeps
// the (unused) classes; only their methods would miss their exports, and nothing calls them.
//
// Measured on the release build (both games): 250.3 -> 249.2 KB gzip.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/// Exports to drop: wasm-streams' classes (IntoUnderlyingSource, -ByteSource, -Sink).
const DEAD = [/^intounderlying/, /^__wbg_intounderlying/];

/// The passes, in order (each measured; see README "Size").
const PASSES = [
  '--low-memory-unused',
  '-ocimfs', '30',
  '--merge-similar-functions',
  '--flatten', '--rereloop',
  '-Oz', '-Oz',
  // Sections no browser reads: which compiler made it, which features it was built with.
  '--strip-producers', '--strip-target-features',
];

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('wasm-opt.mjs: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
if (process.env.TRUNK_PROFILE !== 'release') {
  process.exit(0);
}
const wasms = readdirSync(dir).filter((f) => f.endsWith('.wasm'));
if (wasms.length !== 1) {
  console.error(`wasm-opt.mjs: expected one .wasm in ${dir}, found ${wasms.length}`);
  process.exit(1);
}
const file = join(dir, wasms[0]);

/// Reads an unsigned LEB128 number at `at`: [value, next offset].
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/// `n` as unsigned LEB128.
function toLeb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

/// The module without the exports whose names match DEAD; the names dropped.
function dropExports(bytes) {
  const parts = [bytes.subarray(0, 8)];
  const dropped = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    let section = bytes.subarray(at, body + size);
    if (id === 7) {
      const [count, first] = leb(bytes, body);
      const kept = [];
      let e = first;
      for (let i = 0; i < count; i++) {
        const [len, name] = leb(bytes, e);
        const text = bytes.subarray(name, name + len).toString('utf8');
        const [, next] = leb(bytes, name + len + 1);
        if (DEAD.some((re) => re.test(text))) dropped.push(text);
        else kept.push(bytes.subarray(e, next));
        e = next;
      }
      const content = Buffer.concat([toLeb(kept.length), ...kept]);
      section = Buffer.concat([Buffer.from([7]), toLeb(content.length), content]);
    }
    parts.push(section);
    at = body + size;
  }
  return [Buffer.concat(parts), dropped];
}

const before = statSync(file).size;
const [trimmed, dropped] = dropExports(readFileSync(file));
writeFileSync(file, trimmed);
execFileSync('wasm-opt', [file, ...PASSES, '-o', file], { stdio: 'inherit' });
console.log(
  `wasm-opt.mjs: ${wasms[0]} ${before} -> ${statSync(file).size} bytes; ` +
    `dropped ${dropped.length} unused exports (${dropped.join(', ') || 'none'})`,
);
