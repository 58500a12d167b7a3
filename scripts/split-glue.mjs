// What rust.mjs changes in `__wasm_split.js`, the chunks' loader wasm-split-cli writes, kept
// apart so that e2e/tests/build.spec.mjs can try it on text of its own.

/// `js` with the main module's exports that the chunks share listed in one order.
///
/// wasm-split-cli collects them in a hash map and writes them in its iteration order, which
/// changes from run to run (`const { memory, __indirect_function_table, … } =
/// initSync(…)`), so the same Rust gave a different loader on each build: a new hash for it
/// and for the glue that imports it, new CSP hashes and a new service worker cache, and a
/// returning visitor downloaded the glue and the main module again after a deploy that
/// changed nothing. Sorted here, the build's output depends only on its input. Returns
/// `undefined` when the loader's shape is not the one known here (the build stops then).
export function steadySharedImports(js) {
  const shared = /(const \{ )([^}]*)(\} = initSync\(undefined, undefined\);\s*Object\.assign\(sharedImports\.__wasm_split, \{ )([^}]*)(\}\);)/;
  const m = js.match(shared);
  if (!m) return undefined;
  const names = (list) =>
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .sort();
  const [destructured, assigned] = [names(m[2]), names(m[4])];
  if (destructured.join() !== assigned.join()) return undefined;
  const list = `${destructured.join(', ')} `;
  return js.replace(shared, (_, open, _destructured, middle) => `${open}${list}${middle}${list}});`);
}
