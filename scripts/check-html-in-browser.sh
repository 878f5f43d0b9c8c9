#!/usr/bin/env bash
# Renders demo timelines to HTML with the release build, loads each page in headless Chromium, and saves a
# screenshot beside it (and the DOM after the player script ran), so a person can look at what users see.
#
#   scripts/check-html-in-browser.sh [OUT_DIR]      (needs: apt-get install -y chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
    echo "error: no Chromium found; install it with 'apt-get install -y chromium'" >&2
    exit 1
fi
swift build -c release --product animdb >/dev/null
export ANIMDB_DB="$out/check.sqlite"
for timeline in shake-login morph-tap polygon-morph count-up; do
    .build/release/animdb render "$timeline" --out "$out/$timeline.html" --force >/dev/null
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,1400 \
        --virtual-time-budget=1500 --screenshot="$out/$timeline.png" "file://$out/$timeline.html" 2>/dev/null
    "$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=1500 --dump-dom \
        "file://$out/$timeline.html" 2>/dev/null >"$out/$timeline.dom.html"
    # The player script must have run: it fills in the time readout.
    grep -q 'id="animdb-time"' "$out/$timeline.dom.html" || { echo "error: $timeline: player markup missing" >&2; exit 1; }
    echo "$out/$timeline.png"
done
