#!/usr/bin/env bash
# Checks animdb's Lottie output with the Lottie ecosystem's own tools: the Lottie Animation Community's JSON
# schema (lottie-specs), Samsung's rlottie (rlottie-python) and rsvg-convert.
#
#  1. Every demo timeline, exported as a user does (`animdb render NAME --out NAME.lottie.json` and `.lottie`):
#     schema-valid, loaded by rlottie with the right frame count and rate, twelve frames rendered by rlottie and
#     compared with animdb's own stills of them (`animdb render NAME --at k/fps`, rasterised by rsvg-convert) by
#     shape-mask IoU (goal >= 0.97), text layers checked against the stills' text (rlottie draws no text), and the
#     dotLottie holding the same JSON.
#  2. The hand-built sample scenes of the format layer (the LottieSampleTests test), the same way.
#  3. The corpus of real files (Tests/AnimDBLottieTests/Fixtures/corpus): rlottie's rendering of each file at ten
#     frames against `animdb import-lottie` and `animdb render --at` of what it imported (scripts/lottie_corpus_check.py);
#     fails when fewer files draw like rlottie than the floor in scripts/lottie-corpus-floor.txt.
#
# Prints a table for each and exits 1 if anything fails.
#
#   scripts/check-lottie.sh [OUT_DIR]        (default .build/lottie-check; side-by-side PNGs in OUT_DIR/compare)
#   scripts/check-lottie.sh --corpus [DIR]   only the corpus, with a release build (whose import times are the
#                                            ones to quote; default DIR .build/lottie-corpus)
#   scripts/check-lottie.sh --fixtures       regenerate the python-lottie import fixtures in Tests/
#
# Needs python3 with venv, network access to PyPI, and apt for librsvg2-bin when rsvg-convert is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build/lottie-venv
requirements=scripts/lottie-requirements.txt

if ! command -v rsvg-convert >/dev/null 2>&1; then
    echo "Installing librsvg2-bin (rsvg-convert)…" >&2
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get install -y -qq librsvg2-bin >/dev/null 2>&1 \
        || { $sudo apt-get update -qq && $sudo apt-get install -y -qq librsvg2-bin; }
fi

# The virtual environment is rebuilt only when the pinned requirements change.
if [ ! -x "$venv/bin/python" ] || ! cmp -s "$requirements" "$venv/requirements.txt"; then
    echo "Creating $venv…" >&2
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi

if [ "${1:-}" = "--fixtures" ]; then
    exec "$venv/bin/python" scripts/make_lottie_fixtures.py Tests/AnimDBLottieTests/Fixtures/python-lottie
fi

[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
floor=$(tr -dc '0-9' < scripts/lottie-corpus-floor.txt)
corpus=Tests/AnimDBLottieTests/Fixtures/corpus

if [ "${1:-}" = "--corpus" ]; then
    out="${2:-.build/lottie-corpus}"
    mkdir -p "$out"
    echo "Building animdb (release)…" >&2
    swift build -c release --product animdb >/dev/null
    exec "$venv/bin/python" scripts/lottie_corpus_check.py "$(swift build -c release --show-bin-path)/animdb" \
        "$corpus" "$out" --min-ok "$floor"
fi

out="${1:-.build/lottie-check}"
rm -rf "$out/samples" "$out/demos" "$out/compare" "$out/corpus"
mkdir -p "$out/samples" "$out/demos" "$out/corpus"
out=$(cd "$out" && pwd)

echo "Building animdb and writing the sample scenes…" >&2
swift build --build-tests >/dev/null
ANIMDB_LOTTIE_SAMPLES="$out/samples" swift test --skip-build --filter LottieSampleTests >/dev/null

echo "Exporting the demo timelines…" >&2
"$venv/bin/python" scripts/lottie_demos.py "$(swift build --show-bin-path)/animdb" "$out/demos"

status=0
echo "Checking with lottie-specs, rlottie and rsvg-convert:" >&2
"$venv/bin/python" scripts/lottie_check.py "$out/demos/check.json" --images "$out/compare/demos" \
    --title "Demo timelines (animdb render NAME --out NAME.lottie.json)" \
    --known scripts/lottie-demo-known-gaps.txt || status=1
echo
"$venv/bin/python" scripts/lottie_check.py "$out/samples/check.json" --images "$out/compare/samples" \
    --title "Sample scenes (the format layer)" || status=1
echo
echo "Real files (the corpus) imported and rendered by animdb, against rlottie (debug build):"
"$venv/bin/python" scripts/lottie_corpus_check.py "$(swift build --show-bin-path)/animdb" "$corpus" "$out/corpus" \
    --min-ok "$floor" || status=1
exit $status
