#!/usr/bin/env bash
# `make audit`: Lighthouse 13 on the release build as a phone sees it (Moto G-class device,
# slow 4G, CPU slowed 4x), served gzipped under /pechvogel/ like GitHub Pages. Prints the four
# category scores and the load metrics, both with Lighthouse's simulated throttling (what
# PageSpeed Insights reports) and with throttling applied in the browser (what a phone would
# really see), and keeps the full reports in e2e/out/lighthouse/.
#
# Lighthouse is a large npm package, so it is not part of `make test` (axe, the engine of its
# accessibility audit, runs there on every screen: e2e/tests/a11y.spec.mjs). This fetches it
# with npx the first time.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${AUDIT_PORT:-4175}
LIGHTHOUSE=${LIGHTHOUSE:-lighthouse@13.5.0}
OUT=e2e/out/lighthouse
mkdir -p "$OUT"

node e2e/serve.mjs dist "$PORT" /pechvogel/ >/dev/null &
SERVER=$!
trap 'kill $SERVER 2>/dev/null' EXIT
for _ in $(seq 50); do
    curl -fs -o /dev/null "http://127.0.0.1:$PORT/pechvogel/" && break
    sleep 0.1
done

# Lighthouse's simulated load varies from run to run (when the app's first task lands), so
# each method runs RUNS times; every run is printed, then the median of each figure.
RUNS=${RUNS:-3}
for method in simulate devtools; do
    for run in $(seq "$RUNS"); do
        CHROME_PATH=${CHROMIUM:-/usr/bin/chromium} npx --yes "$LIGHTHOUSE" \
            "http://127.0.0.1:$PORT/pechvogel/" \
            --chrome-flags="--headless=new --no-sandbox" \
            --form-factor=mobile --throttling-method="$method" \
            --output=json --output=html --output-path="$OUT/$method-$run" --quiet
    done
    python3 - "$OUT" "$method" "$RUNS" <<'PY'
import json, statistics, sys
out, method, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
reports = [json.load(open(f"{out}/{method}-{i}.report.json")) for i in range(1, runs + 1)]
metrics = [("FCP", "first-contentful-paint", "s"), ("LCP", "largest-contentful-paint", "s"),
           ("TBT", "total-blocking-time", "ms"), ("CLS", "cumulative-layout-shift", ""),
           ("TTI", "interactive", "s")]
def line(r):
    scores = ", ".join(f"{c['title'].lower()} {round(100 * c['score'])}" for c in r["categories"].values())
    values = ", ".join(f"{k} {r['audits'][a]['displayValue']}".replace("\xa0", " ") for k, a, _ in metrics)
    return scores, values
for i, r in enumerate(reports, 1):
    scores, values = line(r)
    print(f"{method:>9} run {i}: {scores}\n{'':>16}{values}")
med = lambda xs: statistics.median(xs)
perf = med([r["categories"]["performance"]["score"] for r in reports])
vals = []
for k, a, unit in metrics:
    v = med([r["audits"][a]["numericValue"] for r in reports])
    vals.append(f"{k} {v / 1000:.1f} s" if unit == "s" else f"{k} {v:.0f} ms" if unit == "ms" else f"{k} {v:.3f}")
print(f"{method:>9} median: performance {round(100 * perf)}; " + ", ".join(vals))
PY
done
echo "reports: $OUT/{simulate,devtools}-N.report.html"
