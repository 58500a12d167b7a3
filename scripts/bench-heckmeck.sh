#!/usr/bin/env bash
# Heckmeck bot strength and decision time: a benchmark to read, not a test to pass.
#
#   scripts/bench-heckmeck.sh                # 20,000 games per pairing
#   GAMES=2000 scripts/bench-heckmeck.sh     # a quick look
#
# Strength: 4 players, expert against three normal bots and normal against three easy bots;
# the lineup rotates over the seats from game to game. The win share of the stronger bot is
# printed with a 95% confidence interval (normal approximation) and its distance from the
# fair 25% in standard errors. (A tie on worms is won by the highest tile, as the rules say:
# dice-core's tally counts the game's own winners.)
# Decision time: every bot decision of GAMES/10 games of expert, normal, easy, normal on one
# core (--timing), per level: median, 99th percentile and maximum. The first decisions of a
# run also build the odds tables (a few milliseconds, once), which shows in the maximum.
#
# Built in the `sim` profile of Cargo.toml (opt-level 3), as scripts/bench-bots.sh does; and,
# if Node and the wasm32 target are installed, the decision times in WebAssembly too.
set -euo pipefail
cd "$(dirname "$0")/.."

GAMES=${GAMES:-20000}
SEED=${SEED:-2024}
TARGET=${CARGO_TARGET_DIR:-target}

echo "building (release) ..." >&2
cargo build -q --release -p pechvogel-cli
FAST="$TARGET/release/pechvogel"

HELPER=$(mktemp)
trap 'rm -f "$HELPER"' EXIT
cat >"$HELPER" <<'PY'
import json, math, sys

mode, label = sys.argv[1], sys.argv[2]
s = json.loads(sys.stdin.read())
if mode == "strength":
    g, p, fair = s["games"], s["win_share"][0], 1 / s["players"]
    se = math.sqrt(p * (1 - p) / g)
    print(f"{label}: {s['bots'][0]} wins {100 * p:.2f}% "
          f"(95% CI {100 * (p - 1.96 * se):.2f}%..{100 * (p + 1.96 * se):.2f}%, "
          f"{(p - fair) / se:.0f} standard errors above the fair {100 * fair:.0f}%) in {g} games")
    print("  win shares:  " + ", ".join(f"{b} {100 * w:.2f}%" for b, w in zip(s["bots"], s["win_share"])))
    print("  mean worms:  " + ", ".join(f"{b} {m:.2f}" for b, m in zip(s["bots"], s["mean_score"])))
    print(f"  mean turns {s['mean_turns']:.2f}; {s['games_per_sec']:,.0f} games/s")
else:
    for level, d in s["timing"].items():
        print(f"{level}: median {d['p50_us']:.1f} us, 99% {d['p99_us']:.1f} us, "
              f"99.9% {d['p999_us']:.1f} us, max {d['max_us']:.0f} us, mean {d['mean_us']:.1f} us "
              f"over {d['decisions']} decisions")
PY

echo "== Heckmeck strength (4 players, $GAMES games each, seed $SEED) =="
"$FAST" heckmeck simulate --players 4 --games "$GAMES" --seed "$SEED" \
    --bots expert,normal,normal,normal | python3 "$HELPER" strength "expert vs 3 normal"
"$FAST" heckmeck simulate --players 4 --games "$GAMES" --seed "$SEED" \
    --bots normal,easy,easy,easy | python3 "$HELPER" strength "normal vs 3 easy"

echo
echo "== Heckmeck decision time (one core, opt-level 3, $((GAMES / 10)) games of expert, normal, easy, normal) =="
"$FAST" heckmeck simulate --players 4 --games $((GAMES / 10)) --seed "$SEED" --threads 1 \
    --bots expert,normal,easy,normal --timing 2>&1 >/dev/null | python3 "$HELPER" timing ""

# The browser runs the bots as WebAssembly built in the release profile (optimised for size):
# the same decisions timed there, under Node, when Node and the wasm target are at hand.
if command -v node >/dev/null && rustup target list --installed 2>/dev/null | grep -q wasm32-unknown-unknown; then
    echo
    echo "== Heckmeck decision time in WebAssembly (release profile, Node, $((GAMES / 50)) games) =="
    cargo build -q --release --target wasm32-unknown-unknown -p heckmeck-bots --example wasm_timing
    node crates/heckmeck-bots/examples/wasm_timing.mjs \
        "$TARGET/wasm32-unknown-unknown/release/examples/wasm_timing.wasm" $((GAMES / 50)) "$SEED"
fi
