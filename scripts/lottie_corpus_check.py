#!/usr/bin/env python3
"""Compares animdb's import of every corpus file with rlottie's rendering of the file itself.

For each file of the corpus manifest (Tests/AnimDBLottieTests/Fixtures/corpus/MANIFEST.tsv):

  * rlottie renders FRAMES evenly spaced frames (first and last included), in a child process so that a file
    rlottie crashes on costs one row, not the run;
  * `animdb import-lottie FILE` runs in a store of its own (a copy of one made once), timed; its timelines are
    listed bottom layer first, and each is rendered at the same instants (`animdb render T --at k/fr`); the stills
    are composited in that order into one SVG (ids made unique per timeline) and rasterised by rsvg-convert;
  * the two are compared by shape-mask IoU and mean colour difference (0-255, where both are opaque), as
    scripts/lottie_check.py compares exports.

A file of several timelines (which cannot draw like rlottie: that needs one) is compared at fewer frames, at most
RENDERS_PER_FILE renders and at least two frames, which keeps the run to a few minutes on two cores.

A file *draws like rlottie* when it imports as one timeline whose frames all have IoU >= 0.95 and whose mean colour
difference is <= 8/255. The table has a row per file; the summary counts those files and groups the reasons for
the rest (refused, drew nothing, several timelines, shapes or colours off) with the features they use and what the
import left out. Import time is the whole command (process start, store open, read, plan, write); a probe of about
1 MB (the largest corpus files' layers in one composition) is timed too.

    lottie_corpus_check.py ANIMDB CORPUS_DIR OUT_DIR [--jobs 2] [--frames 10] [--size 240] [--only SUBSTRING]
                           [--min-ok N] [--images]

Exits 1 when fewer than --min-ok files draw like rlottie (a floor that only goes up), 0 otherwise.
"""

import argparse
import collections
import io
import json
import math
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import time

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lottie_corpus import animation_json, read_manifest  # noqa: E402

IOU_GOAL = 0.95
COLOUR_GOAL = 8.0
IMPORT_GOAL = 0.3  # seconds for a 1 MB file
RENDERS_PER_FILE = 30


# --- rlottie (in a child process) -----------------------------------------------------------------------------

def rlottie_child(json_path, width, height, frames, out_dir):
    """Renders `frames` of the file at width x height to OUT_DIR/FRAME.png; prints the frame count and rate."""
    from rlottie_python import LottieAnimation
    with open(json_path, encoding="utf-8") as handle:
        animation = LottieAnimation.from_data(handle.read())
    total = animation.lottie_animation_get_totalframe()
    rate = animation.lottie_animation_get_framerate()
    print(json.dumps({"frames": total, "rate": rate}))
    for frame in frames:
        if frame < total:
            image = animation.render_pillow_frame(frame_num=frame, width=width, height=height)
            image.save(os.path.join(out_dir, f"{frame}.png"))


def straight_rgba(image):
    """An RGBA image as straight (not premultiplied) RGBA, as rsvg-convert's PNGs are."""
    pixels = np.asarray(image.convert("RGBA")).astype(float)
    alpha = pixels[..., 3:4]
    pixels[..., :3] = np.where(alpha > 0, np.minimum(pixels[..., :3] * 255 / np.maximum(alpha, 1), 255), 0)
    return pixels.round().astype(np.uint8)


# --- animdb ---------------------------------------------------------------------------------------------------

def run(command, environment, timeout=120):
    try:
        return subprocess.run(command, env=environment, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(command, -1, "", f"timed out after {timeout} s")


SVG_OPEN = re.compile(r"<svg\b[^>]*>")


def composite(svgs, width, height):
    """The stills drawn in order into one SVG; each still's ids (and references to them) get its own prefix."""
    parts = []
    for number, svg in enumerate(svgs):
        body = SVG_OPEN.split(svg, 1)[-1].rsplit("</svg>", 1)[0]
        prefix = f"t{number}-"
        body = re.sub(r'\bid="', f'id="{prefix}', body)
        body = body.replace("url(#", f"url(#{prefix}").replace('href="#', f'href="#{prefix}')
        parts.append(f"<g>{body}</g>")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}">' + "".join(parts) + "</svg>")


def rasterise(svg, zoom):
    png = subprocess.run(["rsvg-convert", "--zoom", repr(zoom), "--format", "png"], input=svg.encode(),
                         capture_output=True, check=True).stdout
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))


def iou(a, reference):
    """Shape-mask IoU; a pixel is in a mask when at least half as opaque as what the reference draws."""
    opaque = np.percentile(reference[..., 3], 99.5) if reference[..., 3].any() else 255
    threshold = max(16, min(128, opaque / 2))
    mask_a, mask_b = a[..., 3] >= threshold, reference[..., 3] >= threshold
    union = np.logical_or(mask_a, mask_b).sum()
    return 1.0 if union == 0 else float(np.logical_and(mask_a, mask_b).sum()) / float(union)


def colour_difference(a, b):
    """Mean |RGB difference| (0-255) over pixels both draw nearly opaque."""
    solid = (a[..., 3] >= 250) & (b[..., 3] >= 250)
    return float(np.abs(a[..., :3].astype(float) - b[..., :3].astype(float))[solid].mean()) if solid.any() else 0.0


def fit(image, width, height):
    """`image` cropped or padded (transparent) to width x height, top-left aligned."""
    out = np.zeros((height, width, 4), dtype=np.uint8)
    h, w = min(height, image.shape[0]), min(width, image.shape[1])
    out[:h, :w] = image[:h, :w]
    return out


SKIP_LINE = re.compile(r"^\s*(\S+): (.*)$")


def feature_of(line):
    """A left-out line without its JSON path and names: 'layers[2].masksProperties: masks' -> 'masks'."""
    match = SKIP_LINE.match(line)
    text = match.group(2) if match else line.strip()
    text = re.sub(r"'[^']*'", "'…'", text)
    return re.sub(r"\d+", "N", text)


def check_file(task):
    row, corpus, out, animdb, template, frame_count, size, images = task
    name, features = row[0], row[6]
    work = os.path.join(out, "work", name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    result = {"file": name, "bytes": int(row[5]), "features": features, "frames": [], "timelines": [],
              "skipped": [], "reason": None}
    with open(os.path.join(corpus, name), "rb") as handle:
        data = handle.read()
    document = animation_json(data, name)
    json_path = os.path.join(work, "animation.json")
    with open(json_path, "w", encoding="utf-8") as handle:
        json.dump(document, handle)
    width, height = max(int(document.get("w", 1)), 1), max(int(document.get("h", 1)), 1)
    zoom = size / max(width, height)
    pixels_w, pixels_h = max(round(width * zoom), 1), max(round(height * zoom), 1)
    rate = float(document.get("fr", 30) or 30)
    span = max(int(math.ceil(float(document.get("op", 1)) - float(document.get("ip", 0)))), 1)
    frames = sorted({round((span - 1) * index / max(frame_count - 1, 1)) for index in range(frame_count)})

    child = run([sys.executable, os.path.abspath(__file__), "--rlottie", json_path, str(pixels_w), str(pixels_h),
                 ",".join(map(str, frames)), work], dict(os.environ))
    if child.returncode != 0 or not child.stdout.strip():
        result["reason"] = "rlottie cannot render it"
    else:
        info = json.loads(child.stdout.strip().splitlines()[0])
        if info["frames"] <= 0:
            result["reason"] = "rlottie cannot render it"

    environment = dict(os.environ, ANIMDB_DB=os.path.join(work, "store.sqlite"), ANIMDB_AUTHOR="corpus")
    shutil.copy(template, os.path.join(work, "store.sqlite"))
    started = time.perf_counter()
    imported = run([animdb, "import-lottie", os.path.join(corpus, name), "--name", "c"], environment)
    result["seconds"] = time.perf_counter() - started
    lines = imported.stdout.splitlines()
    result["timelines"] = [line.split(" ")[2].rstrip(":") for line in lines if line.startswith("created timeline ")]
    if "left out or drawn differently:" in lines:
        result["skipped"] = lines[lines.index("left out or drawn differently:") + 1:]
    else:
        # A refusal lists what was left out on stderr, indented, before its error line.
        result["skipped"] = [line for line in imported.stderr.splitlines() if line.startswith("  ")]
    if imported.returncode != 0:
        error = (imported.stderr.strip().splitlines() or ["no message"])[-1]
        result["error"] = error
        if result["reason"] is None:
            result["reason"] = ("draws nothing animdb imports" if "draws nothing" in error
                                else "refused: " + re.sub(r"'[^']*'", "'…'", error.removeprefix("Error: "))[:90])
        return result
    if result["reason"]:
        return result

    # Several timelines: fewer frames, evenly spread, the first and last kept.
    keep = max(2, min(len(frames), RENDERS_PER_FILE // max(len(result["timelines"]), 1)))
    if keep < len(frames):
        frames = sorted({frames[round(index * (len(frames) - 1) / (keep - 1))] for index in range(keep)})
    for frame in frames:
        path = os.path.join(work, f"{frame}.png")
        if not os.path.exists(path):
            continue
        reference = straight_rgba(Image.open(path))
        svgs = []
        for timeline in result["timelines"]:
            svg_path = os.path.join(work, f"{timeline}@{frame}.svg")
            rendered = run([animdb, "render", timeline, "--at", repr(frame / rate), "--width", str(width),
                            "--height", str(height), "--out", svg_path, "--force"], environment)
            if rendered.returncode != 0:
                result["reason"] = "render failed: " + (rendered.stderr.strip().splitlines() or ["?"])[-1][:80]
                return result
            with open(svg_path, encoding="utf-8") as handle:
                svgs.append(handle.read())
        drawn = fit(rasterise(composite(svgs, width, height), zoom), reference.shape[1], reference.shape[0])
        result["frames"].append((frame, iou(drawn, reference), colour_difference(drawn, reference)))
        if images:
            canvas = Image.new("RGBA", (reference.shape[1] * 2 + 8, reference.shape[0]), "white")
            canvas.alpha_composite(Image.fromarray(reference, "RGBA"), (0, 0))
            canvas.alpha_composite(Image.fromarray(drawn, "RGBA"), (reference.shape[1] + 8, 0))
            canvas.convert("RGB").save(os.path.join(out, "compare", f"{name}@{frame}.png"))
    if not result["frames"]:
        result["reason"] = "rlottie rendered no frame"
        return result
    worst = min(score for _, score, _ in result["frames"])
    colour = sum(c for _, _, c in result["frames"]) / len(result["frames"])
    if len(result["timelines"]) != 1:
        result["reason"] = "several timelines (draws like rlottie composited)" if (
            worst >= IOU_GOAL and colour <= COLOUR_GOAL) else "several timelines (drawn differently)"
    elif worst < IOU_GOAL:
        result["reason"] = "shapes differ (IoU < 0.95)"
    elif colour > COLOUR_GOAL:
        result["reason"] = "colours differ (> 8/255)"
    shutil.rmtree(work, ignore_errors=True)
    return result


# --- The 1 MB probe -------------------------------------------------------------------------------------------

def probe(corpus, rows, target, path):
    """One composition of about `target` bytes: the layers of the largest corpus files without precompositions,
    renumbered so that parents stay within their file's copy."""
    documents = []
    for row in sorted(rows, key=lambda r: -int(r[5])):
        document = animation_json(open(os.path.join(corpus, row[0]), "rb").read(), row[0])
        if document and not document.get("assets") and all(layer.get("ty") in (3, 4) for layer in document["layers"]):
            documents.append(document)
        if len(documents) == 4:
            break
    base = dict(documents[0], layers=[], nm="probe")
    size, copy = 0, 0
    while size < target:
        for document in documents:
            offset = (copy + 1) * 100_000
            for layer in document["layers"]:
                layer = dict(layer, ind=layer.get("ind", 0) + offset)
                if "parent" in layer:
                    layer["parent"] += offset
                base["layers"].append(layer)
            copy += 1
        size = len(json.dumps(base))
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(base, handle)
    return size


# --- Report ---------------------------------------------------------------------------------------------------

def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--rlottie":
        _, _, json_path, width, height, frames, out_dir = sys.argv
        rlottie_child(json_path, int(width), int(height), [int(f) for f in frames.split(",")], out_dir)
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("animdb")
    parser.add_argument("corpus")
    parser.add_argument("out")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--frames", type=int, default=10)
    parser.add_argument("--size", type=int, default=240, help="longest side of the compared images, pixels")
    parser.add_argument("--only", help="only files whose name contains this")
    parser.add_argument("--min-ok", type=int, default=0, help="fail when fewer files draw like rlottie")
    parser.add_argument("--images", action="store_true", help="write side-by-side PNGs to OUT/compare")
    parser.add_argument("--json", help="also write the results here")
    arguments = parser.parse_args()

    animdb, corpus, out = (os.path.abspath(p) for p in (arguments.animdb, arguments.corpus, arguments.out))
    shutil.rmtree(os.path.join(out, "work"), ignore_errors=True)
    os.makedirs(os.path.join(out, "work"), exist_ok=True)
    if arguments.images:
        os.makedirs(os.path.join(out, "compare"), exist_ok=True)
    rows = read_manifest(corpus)
    if arguments.only:
        rows = [row for row in rows if arguments.only in row[0]]
    # One store made once (the demo library is seeded on first use), copied for each file.
    template = os.path.join(out, "template.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(template + suffix):
            os.remove(template + suffix)
    run([animdb, "list", "timelines"], dict(os.environ, ANIMDB_DB=template))

    started = time.perf_counter()
    tasks = [(row, corpus, out, animdb, template, arguments.frames, arguments.size, arguments.images)
             for row in sorted(rows, key=lambda r: -int(r[5]))]
    with multiprocessing.Pool(arguments.jobs) as pool:
        results = sorted(pool.map(check_file, tasks, chunksize=1), key=lambda r: r["file"])
    elapsed = time.perf_counter() - started

    header = (f"{'file':<58} {'bytes':>7} {'import s':>8} {'tl':>3} {'left out':>8} {'frames':>6} {'IoU min':>7} "
              f"{'IoU mean':>8} {'colour':>6}  result")
    print(header)
    print("-" * len(header))
    for r in results:
        scores = [s for _, s, _ in r["frames"]]
        colour = sum(c for _, _, c in r["frames"]) / len(r["frames"]) if r["frames"] else None
        print(f"{r['file'][:58]:<58} {r['bytes']:>7} {r.get('seconds', 0):>8.3f} {len(r['timelines']):>3} "
              f"{len(r['skipped']):>8} {len(scores):>6} " + (f"{min(scores):>7.4f} {sum(scores) / len(scores):>8.4f} {colour:>6.2f}"
                                            if scores else f"{'-':>7} {'-':>8} {'-':>6}")
              + f"  {'ok' if r['reason'] is None else r['reason']}")

    ok = [r for r in results if r["reason"] is None]
    print(f"\n{len(ok)} of {len(results)} files import as one timeline that draws like rlottie "
          f"(IoU >= {IOU_GOAL} at every one of up to {arguments.frames} frames, mean colour difference <= "
          f"{COLOUR_GOAL:g}/255).")
    reasons = collections.Counter(r["reason"] for r in results if r["reason"])
    print("\nThe rest, by reason:")
    for reason, count in reasons.most_common():
        files = [r for r in results if r["reason"] == reason]
        uses = collections.Counter(f for r in files for f in r["features"].split(",") if f != "-")
        print(f"  {count:>4}  {reason}")
        print(f"        using: " + ", ".join(f"{f} {n}" for f, n in uses.most_common(8)))
    left_out = collections.Counter()
    for r in results:
        for feature in set(feature_of(line) for line in r["skipped"]):
            left_out[feature] += 1
    print("\nWhat the import left out or drew differently, by the number of files:")
    for feature, count in left_out.most_common(25):
        print(f"  {count:>4}  {feature[:110]}")

    imported = [r for r in results if "seconds" in r]
    slowest = max(imported, key=lambda r: r["seconds"] / max(r["bytes"], 1))
    total_bytes = sum(r["bytes"] for r in imported)
    total_seconds = sum(r["seconds"] for r in imported)
    print(f"\nImport time: {total_seconds:.2f} s for {total_bytes / 1e6:.2f} MB in {len(imported)} files "
          f"(median {sorted(r['seconds'] for r in imported)[len(imported) // 2]:.3f} s, slowest per byte "
          f"{slowest['file']} {slowest['seconds']:.3f} s for {slowest['bytes']} bytes).")
    probe_path = os.path.join(out, "work", "probe-1MB.json")
    probe_bytes = probe(corpus, read_manifest(corpus), 1_000_000, probe_path)
    timings = []
    for attempt in range(2):
        store = os.path.join(out, "work", f"probe{attempt}.sqlite")
        shutil.copy(template, store)
        started_probe = time.perf_counter()
        outcome = run([animdb, "import-lottie", probe_path, "--name", "probe"], dict(os.environ, ANIMDB_DB=store))
        timings.append(time.perf_counter() - started_probe)
    best = min(timings)
    outcome_text = "imported" if outcome.returncode == 0 else (outcome.stderr.strip().splitlines() or ["?"])[-1][:100]
    print(f"1 MB probe ({probe_bytes} bytes, import-lottie, best of 2): {best:.3f} s "
          f"(goal {IMPORT_GOAL} s): {outcome_text}")
    print(f"\nChecked in {elapsed:.0f} s with {arguments.jobs} jobs.")
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1)
    if len(ok) < arguments.min_ok:
        print(f"FAIL: {len(ok)} files draw like rlottie, fewer than the floor of {arguments.min_ok}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
