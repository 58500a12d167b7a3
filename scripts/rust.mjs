// The first post-build step (scripts/post-build.mjs): the app's Rust, built, split and bound
// to JS. It takes the place of Trunk's rust step (index.html has no `rel="rust"` link), because
// splitting the module into chunks must happen between linking and wasm-bindgen, where Trunk
// has no hook (issue 33):
//
// 1. cargo links the app (`--bin pechvogel-web`, the `web` profile in release builds). Split
//    (unless SPLIT=0), it builds with the `split` feature (the functions `in_chunk!` declares import their
//    bodies from a placeholder module, src/shell/chunk.rs) and links with `--emit-relocs`,
//    only for this one crate (`cargo rustc -- …`), so nothing else is rebuilt.
// 2. Split: `wasm-split-cli` (crate wasm_split_cli_support, the version of the helpers Leptos
//    uses) moves each chunk's functions, and what only they reach, into `split_<chunk>.wasm`
//    (code shared by chunks only goes to `chunk_<n>.wasm`), and writes `__wasm_split.js`,
//    which fetches them on the first call.
//    The exports the chunks share are listed in one order (scripts/split-glue.mjs), so that the
//    same Rust gives the same files.
// 3. wasm-bindgen writes the JS glue for the main module (`--keep-lld-exports`: the chunks
//    import the main module's memory, table and stack pointer by the linker's names).
//
// 4. The page's map from each game to the chunk files its table needs (scripts/chunk-map.mjs
//    says from where), written into the script at the top of index.html's head (in place of
//    the string '@chunk-map@'), which fetches them (with the main module and its glue) and
//    compiles them as they arrive when the address opens a table; __wasm_split.js then takes
//    those modules (`window.chunkPreloads`) instead of asking again.
//
// It writes pechvogel-web_bg.wasm, pechvogel-web.js and (split) __wasm_split.js and the chunks
// into the staging directory under these plain names; wasm-opt.mjs optimizes every .wasm,
// minify-glue.mjs every script, and names.mjs gives each file its content's hash.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameChunks, offeredGames, splitFiles } from './chunk-map.mjs';
import { steadySharedImports } from './split-glue.mjs';

const BIN = 'pechvogel-web';
const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('rust.mjs: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
const release = process.env.TRUNK_PROFILE === 'release';
// Split unless SPLIT=0 (the Makefile's default is SPLIT=1).
const split = process.env.SPLIT !== '0';

const cargo = [
  'rustc',
  '--profile', release ? 'web' : 'dev',
  '--target', 'wasm32-unknown-unknown',
  '--bin', BIN,
  '--message-format', 'json-render-diagnostics',
];
if (split) cargo.push('--features', 'split', '--', '-Clink-args=--emit-relocs');
const messages = execFileSync('cargo', cargo, {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 256 * 1024 * 1024,
});
// The linked module, as cargo names it (wherever the target directory is).
const linked = messages
  .split('\n')
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l))
  .filter((m) => m.reason === 'compiler-artifact' && m.target?.name === BIN)
  .flatMap((m) => m.filenames)
  .find((f) => f.endsWith('.wasm'));
if (!linked) {
  console.error(`rust.mjs: cargo built no ${BIN}.wasm`);
  process.exit(1);
}

const work = join(dir, '.rust');
rmSync(work, { recursive: true, force: true });
mkdirSync(work);
let main = linked;
// Each game with the chunk files its table needs (none in a build of one module).
let map = [];
if (split) {
  const out = join(work, 'split');
  execFileSync('wasm-split-cli', [linked, out, '--target', 'web', '--out-name', BIN], {
    stdio: 'inherit',
  });
  main = join(out, `${BIN}.wasm`);
  // A chunk is fetched beside the chunks it needs; when one of those fails first, the load
  // gives up without awaiting the chunk's own request, whose failure then reached the page
  // as an unhandled rejection (the load itself reports its failure to the Rust caller). The
  // request's failure is marked handled where it is made; awaiting it still throws.
  //
  // The page's loader may have asked for a chunk already and compiled it (index.html,
  // `chunkPreloads`: its address to the module's promise): that module is taken, once (a
  // Retry after a failure asks the network again).
  const linker = join(out, '__wasm_split.js');
  const js = steadySharedImports(readFileSync(linker, 'utf8'));
  if (js === undefined) {
    console.error("rust.mjs: __wasm_split.js takes the main module's shared exports in a way this script does not know");
    process.exit(1);
  }
  map = gameChunks(offeredGames(readFileSync(linked)), splitFiles(js));
  const made = /const src = fetch\((new URL\([^)]*\))\);/g;
  if (!made.test(js)) {
    console.error('rust.mjs: __wasm_split.js fetches its chunks in a way this script does not know');
    process.exit(1);
  }
  const instantiates = /WebAssembly\.instantiateStreaming\(src, imports\)/g;
  if ((js.match(instantiates) || []).length !== (js.match(made) || []).length) {
    console.error('rust.mjs: __wasm_split.js instantiates its chunks in a way this script does not know');
    process.exit(1);
  }
  // Every chunk is compiled as it arrives and then instantiated (what instantiateStreaming
  // does in one call), so a preloaded module and a fetched one take the same path.
  const early = `
function chunkSource(url) {
    const asked = self.chunkPreloads || {};
    const module = asked[url.href];
    delete asked[url.href];
    return module || WebAssembly.compileStreaming(fetch(url));
}
`;
  writeFileSync(
    linker,
    js
      .replace(made, (_, url) => `const src = chunkSource(${url});\n    src.catch(() => {});`)
      .replace(instantiates, 'WebAssembly.instantiate(await src, imports)') + early,
  );
  for (const f of readdirSync(out).filter((f) => f !== `${BIN}.wasm`)) {
    copyFileSync(join(out, f), join(dir, f));
  }
}
const bound = join(work, 'bindgen');
execFileSync(
  'wasm-bindgen',
  [
    main,
    '--out-dir', bound,
    '--out-name', BIN,
    '--target', 'web',
    '--no-typescript',
    ...(split ? ['--keep-lld-exports'] : []),
  ],
  { stdio: 'inherit' },
);
for (const f of [`${BIN}_bg.wasm`, `${BIN}.js`]) copyFileSync(join(bound, f), join(dir, f));
rmSync(work, { recursive: true, force: true });
const page = join(dir, 'index.html');
// The map's place in the page: a string in the script at the top of the head (a string, which
// any minifier keeps as it is but for its quotes, where a comment beside a literal might go).
const placeholder = /(["'`])@chunk-map@\1/g;
const html = readFileSync(page, 'utf8');
if (!html.match(placeholder)) {
  console.error("rust.mjs: index.html has no '@chunk-map@' for the map of chunks");
  process.exit(1);
}
writeFileSync(page, html.replace(placeholder, () => JSON.stringify(map)));
const chunks = readdirSync(dir).filter((f) => f.endsWith('.wasm') && f !== `${BIN}_bg.wasm`);
console.log(`rust.mjs: ${split ? `split into the main module and ${chunks.length} chunks` : 'one module (SPLIT=0)'}`);
for (const [id, , ...files] of map) console.log(`rust.mjs: a table of ${id} needs ${files.join(', ') || 'no chunk'}`);
