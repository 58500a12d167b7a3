// The build's own output: the same source gives the same files. Two places did not: the
// chunks' loader wasm-split-cli writes (scripts/split-glue.mjs) and the page's classic
// scripts as Trunk's minifier wrote them (scripts/minify-glue.mjs).
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { steadySharedImports } from '../../scripts/split-glue.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

// The lines wasm-split-cli writes, with the shared exports in the order given.
const loader = (names) => `let sharedImports = undefined;
function getSharedImports() {
    if (sharedImports === undefined) {
        sharedImports = { __wasm_split: {  } };
        const { ${names.join(', ')},  } = initSync(undefined, undefined);
        Object.assign(sharedImports.__wasm_split, { ${names.join(', ')},  });
    }
    return sharedImports;
}
`;

test("the chunks' loader lists the shared exports in one order, whatever order the splitter wrote", () => {
  const orders = [
    ['__indirect_function_table', 'memory', '__wasm_split_shared0'],
    ['memory', '__wasm_split_shared0', '__indirect_function_table'],
    ['__wasm_split_shared0', 'memory', '__indirect_function_table'],
  ];
  const written = orders.map((o) => steadySharedImports(loader(o)));
  for (const w of written) expect(w).toBe(written[0]);
  expect(written[0]).toContain('const { __indirect_function_table, __wasm_split_shared0, memory } = initSync(undefined, undefined);');
  expect(written[0]).toContain('Object.assign(sharedImports.__wasm_split, { __indirect_function_table, __wasm_split_shared0, memory });');
  // A shape it does not know, or two lists that differ, stop the build instead.
  expect(steadySharedImports('const { memory } = somethingElse();')).toBeUndefined();
  expect(steadySharedImports(loader(['memory']).replace('{ memory,  });', '{ memory, extra });'))).toBeUndefined();
});

test("the built loader names the main module's shared exports sorted", () => {
  const file = readdirSync(dist).find((f) => /^__wasm_split-[0-9a-f]{16}\.js$/.test(f));
  expect(file, 'a split build in dist/').toBeTruthy();
  const js = readFileSync(`${dist}${file}`, 'utf8');
  // Minified: `const{__indirect_function_table:a,memory:b,…}=f(void 0,void 0)`.
  const list = js.match(/const\{([^}]*)\}=\w+\(void 0,void 0\)/);
  expect(list, 'the shared exports taken from the main module').toBeTruthy();
  const names = list[1].split(',').map((p) => p.split(':')[0]);
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort());
});

test("the page's classic scripts are terser's minification of their source", async () => {
  const inline = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  const source = [...readFileSync(new URL('../../index.html', import.meta.url), 'utf8').matchAll(inline)];
  const built = [...readFileSync(`${dist}index.html`, 'utf8').matchAll(inline)];
  expect(built.length).toBe(source.length);
  let classic = 0;
  for (const [i, [, attrs, body]] of source.entries()) {
    if (/\btype="?module"?|\bdata-early-loader\b/.test(attrs)) continue;
    classic++;
    const { code } = await minify(body, { compress: true, mangle: true });
    expect(built[i][2], `script ${i}`).toBe(code.trim());
  }
  // The language's words and the failed start's notice.
  expect(classic).toBe(2);
});
