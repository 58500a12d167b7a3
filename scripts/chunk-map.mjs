// The map from each game to the chunk files its table needs, for the page's loader (issue 33):
// when the address opens a table, index.html starts fetching them beside the main module, and
// the chunks' loader (__wasm_split.js) takes those responses instead of asking again. Used by
// rust.mjs once the module is split; everything comes from the build itself:
//
// - the games and their order: the custom section `pechvogel.offered` of the linked module
//   (src/offered.rs writes the registry's ids into it; the first is the game `?seats=` without
//   `&game=` opens);
// - each split and the chunk files it needs: what wasm-split-cli wrote into __wasm_split.js
//   (every `__wasm_split_load_<split>` loads `split_<split>.wasm` after the shared
//   `chunk_<n>.wasm` files it names);
// - a game's splits: those whose name is the game's id or starts with it and `_`
//   (`split_pechvogel_views`, `split_heckmeck`), so renaming or adding a game's chunks needs
//   no change here;
// - a shared link's game tag (`#g=`, `#t=`): dice-core's `link::tag`, the low byte of the
//   CRC-16/CCITT-FALSE of the id, computed here so the page needs no CRC of its own.

import { leb, sections } from './wasm-bytes.mjs';

/** The bytes of the custom section `name` of a wasm module, or null. */
export function customSection(wasm, name) {
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('chunk-map.mjs: not a wasm module');
  for (const { id, body, end } of sections(wasm)) {
    if (id !== 0) continue;
    const [length, at] = leb(wasm, body);
    if (wasm.toString('utf8', at, at + length) === name) return wasm.subarray(at + length, end);
  }
  return null;
}

/** The games on offer, in order, from the linked module (src/offered.rs). */
export function offeredGames(wasm) {
  const section = customSection(wasm, 'pechvogel.offered');
  if (!section || section.length === 0) {
    throw new Error('chunk-map.mjs: the linked module has no pechvogel.offered section (src/main.rs)');
  }
  return section.toString('utf8').split('\n');
}

/**
 * Each split of __wasm_split.js (as wasm-split-cli writes it, before any minifier) with the
 * files it loads: its shared chunks first, then its own file (none for an empty split).
 */
export function splitFiles(js) {
  const file = (body) => body.match(/fetch\(new URL\("\.\/([^"]+\.wasm)"/)?.[1];
  const chunks = new Map();
  for (const [, name, body] of js.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?)\n, \[\]\);/g)) {
    const f = file(body);
    chunks.set(name, f ? [f] : []);
  }
  const splits = new Map();
  const loaders = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(([\s\S]*?)\n?, \[([^\]]*)\]\)\);/g;
  for (const [, split, body, deps] of js.matchAll(loaders)) {
    const needs = deps.split(',').map((d) => d.trim()).filter(Boolean);
    for (const d of needs) {
      if (!chunks.has(d)) throw new Error(`chunk-map.mjs: split ${split} needs ${d}, which __wasm_split.js does not define`);
    }
    const own = file(body);
    splits.set(split, [...needs.flatMap((d) => chunks.get(d)), ...(own ? [own] : [])]);
  }
  const declared = (js.match(/export const __wasm_split_load_/g) || []).length;
  if (declared !== splits.size) {
    throw new Error(`chunk-map.mjs: __wasm_split.js declares ${declared} splits, ${splits.size} read (its format changed?)`);
  }
  return splits;
}

/** dice-core's `link::tag`: the byte that names a game in a link. */
export function tag(id) {
  let crc = 0xffff;
  for (const b of Buffer.from(id, 'utf8')) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc & 0xff;
}

/**
 * The page's map: each game on offer, in order, as `[id, link tag, ...the files its splits
 * need]` (arrays rather than objects: the page carries it).
 */
export function gameChunks(games, splits) {
  return games.map((id) => {
    const files = new Set();
    for (const [split, needs] of splits) {
      if (split === id || split.startsWith(`${id}_`)) needs.forEach((f) => files.add(f));
    }
    return [id, tag(id), ...files];
  });
}
