#!/usr/bin/env bash
# `make audit`: Lighthouse on the release build as a phone sees it (Moto G-class device,
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
LIGHTHOUSE=${LIGHTHOUSE:-lighthouse@12.8.2}
OUT=e2e/out/lighthouse
mkdir -p "$OUT"

node e2e/serve.mjs dist "$PORT" /pechvogel/ >/dev/null &
SERVER=$!
trap 'kill $SERVER 2>/dev/null' EXIT
for _ in $(seq 50); do
    curl -fs -o /dev/null "http://127.0.0.1:$PORT/pechvogel/" && break
    sleep 0.1
done

for method in simulate devtools; do
    CHROME_PATH=${CHROMIUM:-/usr/bin/chromium} npx --yes "$LIGHTHOUSE" \
        "http://127.0.0.1:$PORT/pechvogel/" \
        --chrome-flags="--headless=new --no-sandbox" \
        --form-factor=mobile --throttling-method="$method" \
        --output=json --output=html --output-path="$OUT/$method" --quiet
    python3 - "$OUT/$method.report.json" "$method" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
scores = ", ".join(f"{c['title'].lower()} {round(100 * c['score'])}" for c in r["categories"].values())
metrics = ", ".join(
    f"{key} {r['audits'][audit]['displayValue']}".replace("\xa0", " ")
    for key, audit in [("FCP", "first-contentful-paint"), ("LCP", "largest-contentful-paint"),
                       ("TBT", "total-blocking-time"), ("CLS", "cumulative-layout-shift"),
                       ("TTI", "interactive")])
print(f"{sys.argv[2]:>9} throttling: {scores}\n{'':>9}             {metrics}")
PY
done
echo "reports: $OUT/{simulate,devtools}.report.html"
