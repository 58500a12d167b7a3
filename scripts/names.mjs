// A post-build step (scripts/post-build.mjs, once the wasm and the scripts are final, before
// csp.mjs hashes the page): gives the files rust.mjs wrote names with their content's hash, so
// a new build is never mixed with a browser's cached copy of an old one, and writes the new
// names where the files are named (the page's loader, the glue, the chunks' loader).
//
// The glue and the chunks' loader (__wasm_split.js) import each other, so neither can carry a
// hash of the other's final text: they and the main module share one hash, of all three.
// Each chunk is named after its own content.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const BIN = 'pechvogel-web';
const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('names.mjs: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
const hash = (...bodies) => {
  const h = createHash('sha256');
  for (const b of bodies) h.update(b);
  return h.digest('hex').slice(0, 16);
};
const read = (f) => readFileSync(join(dir, f));

const names = new Map();
const chunks = readdirSync(dir).filter((f) => /^(split|chunk)_.*\.wasm$/.test(f));
for (const c of chunks) names.set(c, c.replace(/\.wasm$/, `-${hash(read(c))}.wasm`));
const linker = existsSync(join(dir, '__wasm_split.js')) ? ['__wasm_split.js'] : [];
const shared = hash(...[`${BIN}_bg.wasm`, `${BIN}.js`, ...linker].map(read));
names.set(`${BIN}_bg.wasm`, `${BIN}-${shared}_bg.wasm`);
names.set(`${BIN}.js`, `${BIN}-${shared}.js`);
if (linker.length) names.set('__wasm_split.js', `__wasm_split-${shared}.js`);

// Each old name as a whole file name: after `./`, `/` or a quote, before a quote, and not a
// key of an object: the glue gives the main module its imports under the module names the
// wasm asks for (`"./__wasm_split.js": import1`), which stay as they are.
const rename = (text) => {
  for (const [from, to] of names) {
    const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(?<=["'\`/])${escaped}(?=["'\`])(?!["'\`]\\s*:)`, 'g'), to);
  }
  return text;
};
for (const f of ['index.html', `${BIN}.js`, ...linker]) {
  const text = read(f).toString('utf8');
  const renamed = rename(text);
  if (f === 'index.html' && !renamed.includes(names.get(`${BIN}.js`))) {
    console.error(`names.mjs: index.html does not load ${BIN}.js`);
    process.exit(1);
  }
  writeFileSync(join(dir, f), renamed);
}
for (const [from, to] of names) renameSync(join(dir, from), join(dir, to));
console.log(`names.mjs: ${[...names.values()].join(', ')}`);
