// Runs examples/wasm_timing.rs (built for wasm32-unknown-unknown) under Node and prints the
// bots' decision times per level: node wasm_timing.mjs FILE.wasm [GAMES] [SEED]
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [file, games = "200", seed = "2024"] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(file), {
  env: { now_ms: () => performance.now() },
});
const { prepare_ms, run, quantile, over, solve } = instance.exports;
console.log(`prepare: ${prepare_ms().toFixed(1)} ms (once, at load)`);
let best = Infinity;
for (let k = 0; k < 100; k++) {
  const t = performance.now();
  solve(1);
  best = Math.min(best, performance.now() - t);
}
console.log(`a whole turn's solve: ${(1000 * best).toFixed(0)} us (best of 100)`);
const decisions = run(Number(games), Number(seed));
if (decisions === 0) throw new Error("a game failed");
for (const [i, level] of ["easy", "normal", "expert", "review (coach)"].entries()) {
  const us = (q) => (1000 * quantile(i, q)).toFixed(1);
  console.log(
    `${level}: median ${us(0.5)} us, 99% ${us(0.99)} us, 99.9% ${us(0.999)} us, max ${us(1)} us, ` +
      `${over(i, 1)} over 1 ms`,
  );
}
console.log(`${decisions} decisions in ${games} games (wasm, ${file.includes("/release/") ? "release" : "?"} build)`);
