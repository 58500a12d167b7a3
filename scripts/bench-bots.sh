#!/usr/bin/env bash
# Bot strength and simulator speed: a benchmark to read, not a test to pass.
#
#   scripts/bench-bots.sh            # 20,000 games per pairing, 200,000 for speed
#   GAMES=2000 SPEED_GAMES=20000 scripts/bench-bots.sh   # a quick look
#
# Strength: 4 players, expert against three normal bots and normal against three easy bots;
# the lineup rotates over the seats from game to game. The win share of the stronger bot is
# printed with a 95% confidence interval (normal approximation; ties, which share a win,
# only narrow it) and its distance from the fair 25% in standard errors.
# Speed: games per second for four normal bots on one core (--threads 1) and on all cores
# (median, slowest and fastest of RUNS runs),
# and the mean time of one decision per level (--timing, which itself costs a little).
#
# The workspace's release profile is the fast native build (opt-level 3), what a user gets
# from `cargo build --release`; the browser's `web` profile is tuned for size (opt-level "z").
# The simulator is measured in both (the second built natively in <target>/web).
set -euo pipefail
cd "$(dirname "$0")/.."

GAMES=${GAMES:-20000}
SPEED_GAMES=${SPEED_GAMES:-200000}
SEED=${SEED:-2024}
# Speed runs per figure: shared machines are noisy, so the median of several is quoted.
RUNS=${RUNS:-5}
TARGET=${CARGO_TARGET_DIR:-target}

echo "building (release, and the browser's size profile natively) ..." >&2
cargo build -q --release -p pechvogel-cli
cargo build -q -p pechvogel-cli --profile web
FAST="$TARGET/release/pechvogel"
SMALL="$TARGET/web/pechvogel"

# The JSON lines are read by a small Python helper.
HELPER=$(mktemp)
trap 'rm -f "$HELPER"' EXIT
cat >"$HELPER" <<'PY'
import json, math, sys

mode, label = sys.argv[1], sys.argv[2]
s = json.loads(sys.stdin.read()) if mode != "speed" else None
if mode == "strength":
    g, p, fair = s["games"], s["win_share"][0], 1 / s["players"]
    se = math.sqrt(p * (1 - p) / g)
    print(f"{label}: {s['bots'][0]} wins {100 * p:.2f}% "
          f"(95% CI {100 * (p - 1.96 * se):.2f}%..{100 * (p + 1.96 * se):.2f}%, "
          f"{(p - fair) / se:.0f} standard errors above the fair {100 * fair:.0f}%) in {g} games")
    print("  win shares:  " + ", ".join(f"{b} {100 * w:.2f}%" for b, w in zip(s["bots"], s["win_share"])))
    print("  mean scores: " + ", ".join(f"{b} {m:.2f}" for b, m in zip(s["bots"], s["mean_score"])))
    print(f"  mean turns {s['mean_turns']:.2f}; {s['games_per_sec']:,.0f} games/s")
elif mode == "speed":
    # One JSON object per line, one line per run.
    rates = sorted(json.loads(line)["games_per_sec"] for line in sys.stdin.read().splitlines() if line.strip())
    mid = rates[len(rates) // 2]
    print(f"{label}: median {mid:,.0f} games/s (slowest {rates[0]:,.0f}, fastest {rates[-1]:,.0f}, "
          f"{len(rates)} runs)")
else:
    for level, d in s["timing"].items():
        print(f"{level}: mean {d['mean_us']:.2f} us, median {d['p50_us']:.2f} us, "
              f"99% {d['p99_us']:.1f} us, 99.9% {d['p999_us']:.1f} us, max {d['max_us']:.0f} us "
              f"over {d['decisions']} decisions")
PY

summarize() { python3 "$HELPER" strength "$1"; }

speed() { # label, binary, extra args
    local label=$1 bin=$2
    shift 2
    for _ in $(seq "$RUNS"); do
        "$bin" simulate --players 4 --games "$SPEED_GAMES" --seed "$SEED" \
            --bots normal,normal,normal,normal "$@"
        echo
    done | python3 "$HELPER" speed "$label"
}

echo "== strength (4 players, $GAMES games each, seed $SEED) =="
"$FAST" simulate --players 4 --games "$GAMES" --seed "$SEED" --bots expert,normal,normal,normal |
    summarize "expert vs 3 normal"
"$FAST" simulate --players 4 --games "$GAMES" --seed "$SEED" --bots normal,easy,easy,easy |
    summarize "normal vs 3 easy"

echo
echo "== speed (4 normal bots, $SPEED_GAMES games, $(nproc) cores) =="
speed "release (opt-level 3), one core" "$FAST" --threads 1
speed "release (opt-level 3), all cores" "$FAST"
speed "web profile (opt-level z), one core" "$SMALL" --threads 1
speed "web profile (opt-level z), all cores" "$SMALL"

echo
echo "== decision time (one core, opt-level 3, $((GAMES / 10)) games of expert, normal, easy, normal) =="
"$FAST" simulate --players 4 --games $((GAMES / 10)) --seed "$SEED" --threads 1 \
    --bots expert,normal,easy,normal --timing 2>&1 >/dev/null | python3 "$HELPER" timing ""

echo
# Heckmeck's bots: a script of its own, with the same GAMES and SEED.
GAMES="$GAMES" SEED="$SEED" scripts/bench-heckmeck.sh
