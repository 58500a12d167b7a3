// Release builds, first of the post-build steps (scripts/post-build.mjs): optimizes the staged
// .wasm for size with binaryen's wasm-opt, after taking out the exports of a library the page
// never calls and ranking the functions for gzip (`rankFunctions`); then gives the imports
// short names in the wasm and its JS glue alike (`shortImports`).
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
import { leb, sections, toLeb } from './wasm-bytes.mjs';

/// Exports to drop: wasm-streams' classes (IntoUnderlyingSource, -ByteSource, -Sink).
const DEAD = [/^intounderlying/, /^__wbg_intounderlying/];

/// The passes, in order (each measured; see README "Size").
const PASSES = [
  '--low-memory-unused',
  '-ocimfs', '30',
  // Functions of up to 5 bytes inlined wherever they are called (binaryen's default is 2): the
  // browser compiles each function on its first call, on the page's thread, at a cost per
  // function, and a third of those the first button waits for were that small. 1,682 -> 1,493
  // functions compiled before the first button; 783.9 -> 780.2 KB raw, 300.5 -> 301.6 KB gzip
  // (4: 1,603 and 300.2 KB; 6: 1,457 and 303.3 KB; 10: 1,348 and 310.2 KB).
  '-aimfs', '5',
  '--merge-similar-functions',
  '--flatten', '--rereloop',
  '-Oz', '-Oz',
  // The functions in the order of the names `rankFunctions` gives them (see there).
  '--reorder-functions-by-name',
  // Sections no browser reads: which compiler made it, which features it was built with.
  '--strip-producers', '--strip-target-features',
  // PROFILE_NAMES=1: a build for profiling, whose functions keep their Rust names (after their
  // rank, so that the layout is the same) in the name section: a CPU profile of the page
  // then names the wasm functions it lists. Never for a build that is shipped.
  ...(process.env.PROFILE_NAMES ? ['-g'] : []),
];

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('wasm-opt.mjs: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
if (process.env.TRUNK_PROFILE !== 'release') {
  process.exit(0);
}
// The main module (rust.mjs names it `…_bg.wasm`) and, in a split build, its chunks.
const wasms = readdirSync(dir).filter((f) => f.endsWith('.wasm'));
const mains = wasms.filter((f) => f.endsWith('_bg.wasm'));
if (mains.length !== 1) {
  console.error(`wasm-opt.mjs: expected one main module (…_bg.wasm) in ${dir}, found ${mains.length}`);
  process.exit(1);
}
const file = join(dir, mains[0]);

/// A section with this id and content.
function section(id, content) {
  return Buffer.concat([Buffer.from([id]), toLeb(content.length), content]);
}

/// A module of these sections (the header is that of `bytes`).
function module(bytes, parts) {
  return Buffer.concat([bytes.subarray(0, 8), ...parts]);
}

/// The module without the exports whose names match DEAD; the names dropped.
function dropExports(bytes) {
  const dropped = [];
  const parts = sections(bytes).map(({ id, body, bytes: whole }) => {
    if (id !== 7) return whole;
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
    return section(7, Buffer.concat([toLeb(kept.length), ...kept]));
  });
  return [module(bytes, parts), dropped];
}

/// The module with its functions renamed to their rank in the order that compresses best:
/// by crate, then by size, then by their code. gzip finds repeats only within its last 32 KB,
/// and the linker lays functions out in no useful order, so a generic's many instances and a
/// crate's look-alike closures end up far apart. Side by side they compress: measured on the
/// release build, 337.0 -> 327.1 KB gzip (the raw size does not change). Tried on an earlier
/// module (10.8 KB saved this way): by crate and code 8.8 KB, by crate and name 8.3 KB, by
/// the whole name 5.7 KB, by size alone 2.0 KB, by code alone 1.1 KB. wasm-opt's
/// `--reorder-functions-by-name` lays the functions out by these names after its other
/// passes; the names themselves are not written out.
function rankFunctions(bytes) {
  const kept = [];
  const bodies = [];
  const names = new Map();
  let imported = 0;
  for (const { id, body, end, bytes: whole } of sections(bytes)) {
    if (id === 0) {
      const [len, name] = leb(bytes, body);
      if (bytes.subarray(name, name + len).toString('utf8') === 'name') {
        // Only the function names are read; the whole section is written anew below.
        for (let p = name + len; p < end; ) {
          const sub = bytes[p];
          const [subSize, subBody] = leb(bytes, p + 1);
          if (sub === 1) {
            let [count, q] = leb(bytes, subBody);
            for (let i = 0; i < count; i++) {
              const [index, q1] = leb(bytes, q);
              const [nameLen, q2] = leb(bytes, q1);
              names.set(index, bytes.subarray(q2, q2 + nameLen).toString('utf8'));
              q = q2 + nameLen;
            }
          }
          p = subBody + subSize;
        }
        continue;
      }
    }
    kept.push(whole);
    if (id === 2) imported = importedFunctions(bytes, body);
    if (id === 10) {
      let [count, p] = leb(bytes, body);
      for (let i = 0; i < count; i++) {
        const [len, code] = leb(bytes, p);
        bodies.push(bytes.subarray(code, code + len));
        p = code + len;
      }
    }
  }
  if (names.size === 0) return bytes;
  // `core::…`, `<alloc::… as …>`, `tachys::…`: the first path segment.
  const crate = (i) => (names.get(imported + i) || '').replace(/^[<&*\s]+/, '').split('::')[0];
  const order = bodies.map((_, i) => i);
  order.sort((a, b) => {
    const [ca, cb] = [crate(a), crate(b)];
    if (ca !== cb) return ca < cb ? -1 : 1;
    return bodies[a].length - bodies[b].length || Buffer.compare(bodies[a], bodies[b]);
  });
  const rank = new Array(bodies.length);
  order.forEach((f, r) => (rank[f] = r));
  const entries = [];
  for (let f = 0; f < imported + bodies.length; f++) {
    let name = f < imported ? `i${f}` : `f${String(rank[f - imported]).padStart(7, '0')}`;
    if (process.env.PROFILE_NAMES && names.has(f)) name += ` ${names.get(f)}`;
    entries.push(Buffer.concat([toLeb(f), toLeb(name.length), Buffer.from(name)]));
  }
  const functionNames = Buffer.concat([toLeb(imported + bodies.length), ...entries]);
  return module(bytes, [
    ...kept,
    section(0, Buffer.concat([wasmName('name'), section(1, functionNames)])),
  ]);
}

/// The entries of the import section whose body starts at `at`: module and field names, and
/// the bytes of what is imported (kind and description), as they stand.
function readImports(bytes, at) {
  let [count, p] = leb(bytes, at);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const names = [];
    for (let k = 0; k < 2; k++) {
      const [len, next] = leb(bytes, p);
      names.push(bytes.subarray(next, next + len).toString('utf8'));
      p = next + len;
    }
    const from = p;
    const kind = bytes[p++];
    if (kind === 0) {
      [, p] = leb(bytes, p); // type index
    } else if (kind === 1) {
      p++; // element type
      const [flags, next] = leb(bytes, p);
      [, p] = leb(bytes, next);
      if (flags & 1) [, p] = leb(bytes, p);
    } else if (kind === 2) {
      const [flags, next] = leb(bytes, p);
      [, p] = leb(bytes, next);
      if (flags & 1) [, p] = leb(bytes, p);
    } else if (kind === 3) {
      p += 2; // value type, mutability
    } else {
      throw new Error(`wasm-opt.mjs: unknown import kind ${kind}`);
    }
    entries.push({ module: names[0], field: names[1], kind, desc: bytes.subarray(from, p) });
  }
  return entries;
}

/// How many functions the import section at `at` (its body) imports.
function importedFunctions(bytes, at) {
  return readImports(bytes, at).filter((e) => e.kind === 0).length;
}

/// A wasm name: its length, then its bytes.
function wasmName(text) {
  const utf8 = Buffer.from(text, 'utf8');
  return Buffer.concat([toLeb(utf8.length), utf8]);
}

/// The module and its JS glue with short import names. wasm-bindgen names every import after
/// the JS function behind it plus a hash (`__wbg_setAttribute_34bc…`) and puts each under the
/// glue's own file name (`./pechvogel-web-…_bg.js`): about 330 names, 10 KB of the module
/// and again of the glue, the hashes not compressible. The glue gives them to the module as
/// keys of one object literal, so renaming each key where both use it changes nothing else.
/// Measured on the release build: wasm 327.1 -> 322.9 KB gzip, the glue 6.9 -> 4.7 KB.
/// Every import of the glue's module must be found in the glue, or nothing is renamed.
function shortImports(bytes, glue) {
  let renamed = null;
  const parts = sections(bytes).map(({ id, body, bytes: whole }) => {
    if (id !== 2) return whole;
    const entries = readImports(bytes, body);
    const glueModule = entries.find((e) => /_bg\.js$/.test(e.module))?.module;
    const moduleKey = `${JSON.stringify(glueModule)}: import0`;
    const fields = new Map();
    for (const e of entries.filter((e) => e.module === glueModule)) {
      // `$` and base 36: no such name is in the glue already (it has no `$` names).
      fields.set(e.field, `$${fields.size.toString(36)}`);
    }
    const token = /\b(?:__wbg_|__wbindgen_)\w+\b/g;
    const found = new Set(glue.match(token) || []);
    const missing = [...fields.keys()].filter((f) => !found.has(f));
    if (!glueModule || glue.split(moduleKey).length !== 2 || missing.length > 0 || glue.includes('$0')) {
      throw new Error(
        `wasm-opt.mjs: the glue does not give the module its imports as expected ` +
          `(module ${glueModule}, missing ${missing.slice(0, 5).join(', ')})`,
      );
    }
    renamed = glue
      .replace(moduleKey, '"w": import0')
      .replace(token, (name) => fields.get(name) ?? name);
    return section(2, Buffer.concat([
      toLeb(entries.length),
      ...entries.map((e) => {
        const ours = e.module === glueModule;
        return Buffer.concat([
          wasmName(ours ? 'w' : e.module),
          wasmName(ours ? fields.get(e.field) : e.field),
          e.desc,
        ]);
      }),
    ]));
  });
  return [module(bytes, parts), renamed ?? glue];
}

const before = statSync(file).size;
const [trimmed, dropped] = dropExports(readFileSync(file));
writeFileSync(file, rankFunctions(trimmed));
execFileSync('wasm-opt', [file, ...PASSES, '-o', file], { stdio: 'inherit' });
// After wasm-opt, which may drop imports nothing calls.
const gluePath = file.replace(/_bg\.wasm$/, '.js');
const [short, glue] = shortImports(readFileSync(file), readFileSync(gluePath, 'utf8'));
writeFileSync(file, short);
writeFileSync(gluePath, glue);
console.log(
  `wasm-opt.mjs: ${mains[0]} ${before} -> ${statSync(file).size} bytes; ` +
    `dropped ${dropped.length} unused exports (${dropped.join(', ') || 'none'})`,
);
// The chunks of a split build: the same passes. A chunk exports nothing; it imports the main
// module's memory, table and stack pointer and puts its functions into the table's slots
// the main module left empty for them (wasm-opt keeps an imported table's writes as they are).
// Its imports are the main module's exports, which wasm-opt does not rename.
for (const chunk of wasms.filter((f) => f !== mains[0])) {
  const path = join(dir, chunk);
  const size = statSync(path).size;
  writeFileSync(path, rankFunctions(readFileSync(path)));
  execFileSync('wasm-opt', [path, ...PASSES, '-o', path], { stdio: 'inherit' });
  console.log(`wasm-opt.mjs: ${chunk} ${size} -> ${statSync(path).size} bytes`);
}
