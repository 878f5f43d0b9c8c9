#!/usr/bin/env bash
# Renders demo timelines to HTML with the release build, loads each page in headless Chromium, and checks that the
# inline player script runs: a copy of the page scrubs to near the middle of the timeline (as a user dragging the
# slider; the nearest position whose frame differs from frame 0), and the DOM Chromium dumps afterwards must show the time readout, every channel (path data, transforms,
# text) of the frame at that time and only that frame's group, all read independently from the page's frame data.
# The static page shows frame 0 and "0.00 s", so nothing passes unless the player script ran. A screenshot of each
# page is saved too.
#
#   scripts/check-html-in-browser.sh [OUT_DIR]      (needs: apt-get install -y chromium; python3)
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
# A fresh store, seeded with this build's demo library.
rm -f "$out/check.sqlite" "$out/check.sqlite-wal" "$out/check.sqlite-shm"
export ANIMDB_DB="$out/check.sqlite"
for timeline in shake-login shake-me arc-demo wave-demo polygon-morph flower-loading morph-tap count-up; do
    page="$out/$timeline.html"
    .build/release/animdb render "$timeline" --out "$page" --force >/dev/null
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,1400 \
        --virtual-time-budget=1500 --screenshot="$out/$timeline.png" "file://$page" 2>/dev/null
    # A copy of the page that scrubs, as the input event a user's drag fires, to the slider position nearest the
    # middle whose frame differs from frame 0 (so a page whose player never ran cannot pass). Prints the position.
    value=$(python3 - "$page" "$out/$timeline.scrub.html" <<'EOF'
import json, re, sys
page, target = sys.argv[1:3]
html = open(page, encoding="utf-8").read()
assert html.count("</body>") == 1, "the page must have one </body>"
data = json.loads(re.search(r'<script type="application/json" id="animdb-frames">(.*?)</script>', html, re.S).group(1))
times = data["times"]
def frame(value):
    elapsed = value / 1000 * (times[-1] - times[0])
    return max(i for i, t in enumerate(times) if t <= times[0] + elapsed)
def looks(index):
    run = next(r for r, item in enumerate(data["runs"]) if index < item["end"])
    start = data["runs"][run]["start"]
    return run, [c["values"][index - start] for c in data["channels"] if c["run"] == run]
candidates = sorted(range(1, 1000), key=lambda v: (abs(v - 500), v))
value = next((v for v in candidates if looks(frame(v)) != looks(0)), None)
if value is None:
    sys.exit(f"error: {page}: every frame looks like frame 0; nothing to check")
script = ('<script>(function () { var s = document.getElementById("animdb-scrubber"); s.value = %d;\n'
          's.dispatchEvent(new Event("input")); })();</script>' % value)
open(target, "w", encoding="utf-8").write(html.replace("</body>", script + "\n</body>"))
print(value)
EOF
)
    "$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=1500 --dump-dom \
        "file://$out/$timeline.scrub.html" 2>/dev/null >"$out/$timeline.dom.html"
    python3 - "$timeline" "$out/$timeline.dom.html" "$value" <<'EOF'
import html.parser, json, sys
name, dump, value = sys.argv[1], sys.argv[2], int(sys.argv[3])

class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.attributes, self.text, self.current = {}, {}, None
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.attributes[attrs["id"]] = attrs
            self.current = attrs["id"]
            self.text[self.current] = ""
    def handle_endtag(self, tag):
        self.current = None
    def handle_data(self, data):
        if self.current:
            self.text[self.current] += data

dom = Page()
dom.feed(open(dump, encoding="utf-8").read())
data = json.loads(dom.text["animdb-frames"])
times = data["times"]
start, duration = times[0], times[-1] - times[0]
# What the player must show after the scrub: elapsed = value / 1000 * duration, the last frame at or before it, and
# the run (a stretch of frames with one structure) holding that frame.
elapsed = value / 1000 * duration
index = max(i for i, t in enumerate(times) if t <= start + elapsed)
runs = data["runs"]
run = 0
while run + 1 < len(runs) and index >= runs[run]["end"]:
    run += 1
failures = []
readout = dom.text.get("animdb-time", "")
if abs(float(readout.split()[0]) - (start + elapsed)) > 0.0051:
    failures.append(f"time readout {readout!r}, expected {start + elapsed:.3f} s")
checked = [c for c in data["channels"] if c["run"] == run]
first = {c["id"] + " " + c["attribute"]: c["values"][0] for c in data["channels"] if c["run"] == 0}
changed = run != 0 or any(
    c["values"][index - runs[run]["start"]] != first.get(c["id"] + " " + c["attribute"]) for c in checked)
if not changed:
    failures.append(f"frame {index} looks like frame 0, so this check could not tell whether the player ran")
for channel in checked:
    expected = channel["values"][index - runs[run]["start"]]
    shown = dom.attributes.get(channel["id"], {}).get(channel["attribute"])
    if shown != expected:
        failures.append(f"#{channel['id']} {channel['attribute']}={shown!r}, expected frame {index}'s {expected!r}")
for number, other in enumerate(runs):
    if other.get("id"):
        hidden = "display:none" in dom.attributes.get(other["id"], {}).get("style", "").replace(" ", "")
        if hidden == (number == run):
            failures.append(f"run #{other['id']} is {'hidden' if hidden else 'shown'} at frame {index}")
if failures:
    sys.exit(f"error: {name}: the player did not show the scrubbed frame: " + "; ".join(failures))
print(f"{name}: scrubbed to {start + elapsed:.3f} s, frame {index} of {len(times)} shown")
EOF
    echo "$out/$timeline.png"
done
