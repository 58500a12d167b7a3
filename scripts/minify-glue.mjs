// Release builds, a post-build step (scripts/post-build.mjs, after wasm-opt.mjs has shortened
// the glue's import names): minifies wasm-bindgen's JS glue and the page's loader with terser.
//
// Trunk's own minifier (`minify = "on_release"` in Trunk.toml, which does the page and its
// inline styles and scripts) cannot read the glue (an ES module with `export default`), so it
// leaves it as written. Terser keeps every export and every name the wasm imports (those are
// property names, which it does not rename) and drops the comments, the spaces and the long
// local names. Measured on the release build: the glue 9.0 -> 6.9 KB gzip.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('minify-glue.mjs: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
if (process.env.TRUNK_PROFILE !== 'release') {
  process.exit(0);
}
// The glue and, in a split build, the chunks' loader (__wasm_split.js): every script rust.mjs
// wrote (the service worker comes later).
const scripts = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'sw.js');
if (scripts.length === 0) {
  console.error(`minify-glue.mjs: no JS file in ${dir}`);
  process.exit(1);
}
// Each begins with V8's compile hint `//# allFunctionsCalledOnLoad` (Chromium 136 on; a
// comment elsewhere): the page calls most of their functions while the game starts, and V8
// otherwise compiles each function on its first call, on the page's thread, after a first
// lazy parse. With the hint it compiles them all with the script, off the page's thread as the
// script streams in. Measured (docs/perf-log.md, "the table's load path"): about 150 of the
// glue's functions compiled on the page's thread before the first button, 15 with the hint;
// the first button 0.90x as late, paired.
for (const script of scripts) {
  const path = join(dir, script);
  execFileSync('terser', [path, '--module', '--compress', '--mangle', '--output', path], {
    stdio: 'inherit',
  });
  writeFileSync(path, `//# allFunctionsCalledOnLoad\n${readFileSync(path, 'utf8')}`);
}

// The page's inline scripts. Trunk's minifier leaves a module script as written, comments and
// all, and the script at the top of the head (`data-early-loader`, the first script the page
// runs) too. Terser keeps the file names (strings, renamed later by names.mjs) and every
// global it reads; the early loader is a classic script, minified as one (its top-level
// names, none but its function's, would be the page's globals).
//
// The other classic scripts Trunk's minifier (minify-js) does minify, but not the same way
// twice: it names the variables it makes in a hash map's order (`let b=0,a=1` in one build,
// `let a=1,b=0` in the next), so the page, its policy's hashes and the service worker's cache
// name changed with every build of the same source. They are minified by terser from their
// text in the source page instead (the same scripts in the same order), which gives the same
// bytes for the same source. Their top-level names are globals the next script reads, and
// terser leaves them as they are.
const page = join(dir, 'index.html');
const html = readFileSync(page, 'utf8');
const inline = /(<script\b([^>]*)>)([\s\S]*?)(<\/script>)/g;
const source = [...readFileSync(new URL('../index.html', import.meta.url), 'utf8').matchAll(inline)];
const built = [...html.matchAll(inline)];
if (source.length !== built.length) {
  console.error(`minify-glue.mjs: the source page has ${source.length} scripts, the built page ${built.length}`);
  process.exit(1);
}
let n = 0;
const minified = html.replace(inline, (whole, open, attrs, body, close) => {
  const from = source[n++][3];
  const module = /\btype="?module"?/.test(attrs);
  // The early loader's map of chunks is written into the built page (rust.mjs).
  const text = module || /\bdata-early-loader\b/.test(attrs) ? body : from;
  const out = execFileSync('terser', [...(module ? ['--module'] : []), '--compress', '--mangle'], {
    input: text,
    encoding: 'utf8',
  });
  return `${open}${out.trim()}${close}`;
});
writeFileSync(page, minified);
