// A post-build step (scripts/post-build.mjs, once the files have their hashed names and before
// csp.mjs hashes the page): each game's table chunks in one file, its bundle, which the page's
// early loader (the script at the top of index.html's head) asks for when the address opens
// that game's table, instead of the dozen chunk files one by one.
//
// Why: a table needs 13 chunk files (the game's own and the code it shares with the other
// game and the features), and each request, response and streamed compile costs the page's
// thread a few ms at 4x CPU whatever the file's size (16 requests took 59 ms in one trace).
// Measured in docs/perf-log.md ("the table's load path"): the first button 0.84-0.88x as late,
// paired, from the code's request to the first button 836 -> 731 ms.
//
// A bundle is a wasm module of custom sections only, one per chunk, named after the chunk's file
// and holding its bytes: `.wasm`, so that servers compress it as they compress the chunks
// (GitHub Pages compresses by type; a `.bin` would travel raw), and tools that read every
// `.wasm` of the build read it as a module. The page does not compile it: the map in the early
// loader gives each chunk's place in the bundle (`[file, offset, length]`), and the loader
// compiles each slice. The chunk files stay: a feature's chunks, the other game's, and the
// loader's fallback when a bundle cannot be had (offline with an older cache, say) come from them.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toLeb } from './wasm-bytes.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('bundle.mjs: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
const page = join(dir, 'index.html');
const html = readFileSync(page, 'utf8');

// The map rust.mjs wrote into the early loader (`[[id, tag, ...files], ...]`, the files since
// renamed by names.mjs): the array literal that starts at the first `[[`, read to its matching
// bracket (file names hold no brackets).
const script = html.match(/<script\b[^>]*\bdata-early-loader\b[^>]*>[\s\S]*?<\/script>/);
if (!script) {
  console.error('bundle.mjs: index.html has no script with data-early-loader');
  process.exit(1);
}
const start = script.index + script[0].indexOf('[[');
let map = [];
let end = start;
if (start >= script.index) {
  let depth = 0;
  do {
    if (html[end] === '[') depth++;
    if (html[end] === ']') depth--;
    end++;
  } while (depth > 0 && end < html.length);
  map = JSON.parse(html.slice(start, end));
}
const valid = (g) => Array.isArray(g) && typeof g[0] === 'string' && typeof g[1] === 'number' && g.slice(2).every((f) => /^[\w.-]+\.wasm$/.test(f));
if (!map.every(valid)) {
  console.error('bundle.mjs: the map of chunks in index.html is not [[id, tag, ...files], ...]');
  process.exit(1);
}
if (map.length === 0) {
  console.log('bundle.mjs: no map of chunks (a build of one module): nothing to bundle');
  process.exit(0);
}

const bundled = map.map(([id, tag, ...files]) => {
  const parts = [Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])];
  let at = 8;
  const places = [];
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    const name = Buffer.from(file, 'utf8');
    const head = Buffer.concat([Buffer.from([0x00]), toLeb(toLeb(name.length).length + name.length + bytes.length), toLeb(name.length), name]);
    parts.push(head, bytes);
    at += head.length;
    places.push([file, at, bytes.length]);
    at += bytes.length;
  }
  const bundle = Buffer.concat(parts);
  const name = `table_${id}-${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}.wasm`;
  writeFileSync(join(dir, name), bundle);
  console.log(`bundle.mjs: ${name}: ${files.length} chunks, ${bundle.length} bytes`);
  return [id, tag, name, ...places];
});
writeFileSync(page, html.slice(0, start) + JSON.stringify(bundled) + html.slice(end));
