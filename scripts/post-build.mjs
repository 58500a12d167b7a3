// Trunk post_build hook: the build's last steps, one after the other. Trunk starts every hook
// of a stage at once, and these read what the one before wrote: the app's Rust is built, split
// and bound to JS (rust.mjs, in place of Trunk's rust step), the glue's import names are
// shortened with the wasm's after wasm-opt (wasm-opt.mjs), the style sheets' split is checked
// against the built modules (styles.mjs), then the glue is minified
// (minify-glue.mjs), the files get their hashed names (names.mjs), each game's table chunks
// are bundled into one file (bundle.mjs), the page's Content Security Policy hashes its final
// inline scripts and styles (csp.mjs), and the service worker's cache is named after the files
// as they end up (sw.mjs).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
for (const step of ['rust.mjs', 'wasm-opt.mjs', 'styles.mjs', 'minify-glue.mjs', 'names.mjs', 'bundle.mjs', 'csp.mjs', 'sw.mjs']) {
  execFileSync('node', [join(here, step)], { stdio: 'inherit' });
}
