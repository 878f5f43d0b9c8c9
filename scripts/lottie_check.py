#!/usr/bin/env python3
"""Checks Lottie files with the Lottie ecosystem's own tools.

Reads a manifest (check.json) listing Lottie files, animdb's SVG stills of some of their frames, and the
expected transforms of their text layers. For each file it

  * validates the JSON against the Lottie Animation Community's schema (lottie-specs), reporting every error;
  * loads it with Samsung's rlottie (rlottie-python) and checks the frame count and rate;
  * renders each listed frame with rlottie and compares it with the still (rasterised by rsvg-convert, text
    removed since rlottie draws none) by shape-mask IoU (goal >= 0.97) and mean colour difference;
  * evaluates each text layer's transform from the JSON and compares it with the expectation, or (for exports of
    timelines) with the text of animdb's own still: placement, opacity, text, size and colour;
  * checks the dotLottie archive, when the manifest names one, with Python's zipfile.

Prints a table and exits 1 if anything fails.

    lottie_check.py CHECK_JSON [--images DIR] [--scale N]
"""

import argparse
import io
import json
import math
import os
import re
import subprocess
import sys
import zipfile

import jsonschema
import lottie_specs
import numpy as np
from PIL import Image
from rlottie_python import LottieAnimation

IOU_GOAL = 0.97
TEXT_TOLERANCE = 0.05  # points


# --- Schema --------------------------------------------------------------------------------------------------

def causes(error):
    """The errors behind a oneOf/anyOf failure, from the branch that was meant: branches whose type tag (`ty`)
    does not match are someone else's, and of the rest the one with the fewest errors is the closest."""
    if not error.context:
        return [error]
    branches = {}
    for sub in error.context:
        branches.setdefault(sub.schema_path[0], []).append(sub)

    def other_type(branch):
        return any(sub.validator in ("const", "enum", "not") and list(sub.relative_path)[-1:] == ["ty"]
                   for sub in branch)

    meant = [branch for branch in branches.values() if not other_type(branch)] or list(branches.values())
    return [cause for sub in min(meant, key=len) for cause in causes(sub)]


def schema_errors(document, validator):
    """Every schema error as 'path: message'."""
    errors = []
    for error in validator.iter_errors(document):
        for cause in causes(error):
            path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in cause.absolute_path).lstrip(".")
            errors.append(f"{path or '(root)'}: {cause.message[:160]}")
    return sorted(set(errors))


# --- Rendering -----------------------------------------------------------------------------------------------

TEXT_ELEMENT = re.compile(r"<text\b.*?</text>", re.DOTALL)


def rasterise_svg(path, scale):
    """The still as an RGBA array, without its text elements."""
    with open(path, encoding="utf-8") as handle:
        svg = TEXT_ELEMENT.sub("", handle.read())
    png = subprocess.run(
        ["rsvg-convert", "--zoom", str(scale), "--format", "png"],
        input=svg.encode(), capture_output=True, check=True).stdout
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))


def render_lottie(animation, frame, width, height):
    """rlottie's frame as straight (not premultiplied) RGBA, as rsvg-convert's PNGs are."""
    image = animation.render_pillow_frame(frame_num=frame, width=width, height=height)
    pixels = np.asarray(image.convert("RGBA")).astype(float)
    alpha = pixels[..., 3:4]
    pixels[..., :3] = np.where(alpha > 0, np.minimum(pixels[..., :3] * 255 / np.maximum(alpha, 1), 255), 0)
    return pixels.round().astype(np.uint8)


def iou(a, b):
    """Shape-mask intersection over union. A pixel is in the mask when it is at least half as opaque as what the
    still draws (half covered, for opaque paint; a translucent background counts at half its own opacity)."""
    opaque = np.percentile(b[..., 3], 99.5) if b[..., 3].any() else 255
    threshold = max(16, min(128, opaque / 2))
    mask_a = a[..., 3] >= threshold
    mask_b = b[..., 3] >= threshold
    union = np.logical_or(mask_a, mask_b).sum()
    return 1.0 if union == 0 else float(np.logical_and(mask_a, mask_b).sum()) / float(union)


def colour_difference(a, b):
    """Mean absolute RGB difference (0-255) over pixels both draw fully opaque."""
    solid = (a[..., 3] >= 250) & (b[..., 3] >= 250)
    if not solid.any():
        return 0.0
    return float(np.abs(a[..., :3].astype(float) - b[..., :3].astype(float))[solid].mean())


def side_by_side(lottie, still, path):
    """rlottie's frame on the left, animdb's still on the right, on white."""
    height = max(lottie.shape[0], still.shape[0])
    canvas = Image.new("RGBA", (lottie.shape[1] + still.shape[1] + 8, height), "white")
    for offset, image in ((0, lottie), (lottie.shape[1] + 8, still)):
        layer = Image.fromarray(image, "RGBA")
        canvas.alpha_composite(layer, (offset, 0))
    canvas.convert("RGB").save(path)


# --- Evaluating properties the way a player does -------------------------------------------------------------

def bezier_ease(progress, x1, y1, x2, y2):
    """The y of the easing Bézier (0,0),(x1,y1),(x2,y2),(1,1) where its x is `progress` (bisection)."""
    def axis(s, p1, p2):
        return 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s * s * p2 + s ** 3
    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if axis(middle, min(max(x1, 0), 1), min(max(x2, 0), 1)) < progress:
            low = middle
        else:
            high = middle
    return axis((low + high) / 2, y1, y2)


def as_list(value):
    return list(value) if isinstance(value, list) else [value]


def property_value(prop, frame, default):
    """A property's value at `frame` as a list of numbers."""
    if prop is None:
        return list(default)
    if not prop.get("a"):
        return as_list(prop["k"])
    keyframes = prop["k"]
    if frame <= keyframes[0]["t"]:
        return as_list(keyframes[0]["s"])
    for current, following in zip(keyframes, keyframes[1:]):
        if current["t"] <= frame < following["t"]:
            start = as_list(current["s"])
            if current.get("h"):
                return start
            end = as_list(following.get("s", current.get("e", start)))
            progress = (frame - current["t"]) / (following["t"] - current["t"])
            out, into = current.get("o"), current.get("i")
            values = []
            for d, (a, b) in enumerate(zip(start, end)):
                amount = progress
                if out and into:
                    pick = lambda v: as_list(v)[min(d, len(as_list(v)) - 1)]
                    amount = bezier_ease(progress, pick(out["x"]), pick(out["y"]), pick(into["x"]), pick(into["y"]))
                values.append(a + (b - a) * amount)
            return values
    return as_list(keyframes[-1].get("s", keyframes[-2].get("e") if len(keyframes) > 1 else [0]))


def layer_matrix(layer, frame):
    """The layer transform as [a, b, c, d, tx, ty]: translate(p) . rotate(r) . scale(s) . translate(-a)."""
    ks = layer.get("ks", {})
    position = ks.get("p")
    if position and position.get("s") is True:
        p = [property_value(position["x"], frame, [0])[0], property_value(position["y"], frame, [0])[0]]
    else:
        p = property_value(position, frame, [0, 0])
    anchor = property_value(ks.get("a"), frame, [0, 0])
    scale = [v / 100 for v in property_value(ks.get("s"), frame, [100, 100])]
    angle = math.radians(property_value(ks.get("r"), frame, [0])[0])
    cos, sin = math.cos(angle), math.sin(angle)
    a, b, c, d = cos * scale[0], sin * scale[0], -sin * scale[1], cos * scale[1]
    return [a, b, c, d, p[0] - (a * anchor[0] + c * anchor[1]), p[1] - (b * anchor[0] + d * anchor[1])]


def concatenate(parent, child):
    """parent . child for [a, b, c, d, tx, ty] matrices."""
    a, b, c, d, tx, ty = parent
    ca, cb, cc, cd, ctx, cty = child
    return [a * ca + c * cb, b * ca + d * cb, a * cc + c * cd, b * cc + d * cd,
            a * ctx + c * cty + tx, b * ctx + d * cty + ty]


def world_matrix(layers, layer, frame):
    matrix = layer_matrix(layer, frame)
    seen = set()
    while "parent" in layer and layer["parent"] not in seen:
        seen.add(layer["parent"])
        layer = next(item for item in layers if item.get("ind") == layer["parent"])
        matrix = concatenate(layer_matrix(layer, frame), matrix)
    return matrix


# --- Text in animdb's stills --------------------------------------------------------------------------------

TRANSFORM = re.compile(r"(translate|rotate|scale|matrix)\(([^)]*)\)")


def parse_transform(text):
    """An SVG transform list as [a, b, c, d, tx, ty]."""
    matrix = [1, 0, 0, 1, 0, 0]
    for name, arguments in TRANSFORM.findall(text or ""):
        values = [float(v) for v in re.split(r"[ ,]+", arguments.strip()) if v]
        if name == "translate":
            step = [1, 0, 0, 1, values[0], values[1] if len(values) > 1 else 0]
        elif name == "rotate":
            angle = math.radians(values[0])
            step = [math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle), 0, 0]
        elif name == "scale":
            step = [values[0], 0, 0, values[1] if len(values) > 1 else values[0], 0, 0]
        else:
            step = values
        matrix = concatenate(matrix, step)
    return matrix


def still_texts(path):
    """Every text element of a still, in drawing order: its first line's alignment point as a matrix (the group
    transforms, then the line's x and y), its opacity (groups' and fill's), lines, size and fill colour."""
    import xml.etree.ElementTree as ElementTree
    namespace = "{http://www.w3.org/2000/svg}"
    texts = []

    def walk(element, matrix, opacity):
        matrix = concatenate(matrix, parse_transform(element.get("transform")))
        opacity *= float(element.get("opacity", 1))
        if element.tag == namespace + "text":
            lines = element.findall(namespace + "tspan")
            first = lines[0]
            fill = element.get("fill", "#000000")
            texts.append({
                "matrix": concatenate(matrix, [1, 0, 0, 1, float(first.get("x", 0)), float(first.get("y", 0))]),
                "opacity": opacity * float(element.get("fill-opacity", 1)),
                "text": "\r".join(line.text or "" for line in lines),
                "size": float(element.get("font-size")),
                "color": [int(fill[i:i + 2], 16) / 255 for i in (1, 3, 5)] if fill.startswith("#") else None,
            })
            return
        for child in element:
            walk(child, matrix, opacity)

    walk(ElementTree.parse(path).getroot(), [1, 0, 0, 1, 0, 0], 1.0)
    return texts


def text_layers(document, frame):
    """The text layers shown at `frame`, in drawing order, with their document then."""
    layers = []
    for layer in reversed(document["layers"]):
        if layer.get("ty") != 5 or not (layer.get("ip", 0) <= frame < layer.get("op", frame + 1)):
            continue
        keyframes = layer["t"]["d"]["k"]
        shown = [k for k in keyframes if k["t"] <= frame] or keyframes[:1]
        layers.append((layer, shown[-1]["s"]))
    return layers


def text_problems(document, base, stills):
    """Each still's text against the text layers at its frame: placement (the layer's matrix, parents included),
    opacity, text, size and colour. Returns the largest placement difference and the problems."""
    worst, problems = 0.0, []
    for still in stills:
        frame = int(still["frame"])
        expected = still_texts(os.path.join(base, still["svg"]))
        shown = text_layers(document, frame)
        if len(expected) != len(shown):
            problems.append(f"frame {frame}: {len(shown)} text layers, the still has {len(expected)} texts")
            continue
        for want, (layer, text) in zip(expected, shown):
            matrix = world_matrix(document["layers"], layer, frame)
            opacity = property_value(layer.get("ks", {}).get("o"), frame, [100])[0] / 100
            # The still rounds coordinates to 3 decimals and opacity to 4.
            worst = max([worst, abs(opacity - want["opacity"])] + [abs(x - y) for x, y in zip(matrix, want["matrix"])])
            if text["t"] != want["text"]:
                problems.append(f"frame {frame}: text {text['t']!r}, the still shows {want['text']!r}")
            if abs(text["s"] - want["size"]) > 1e-6:
                problems.append(f"frame {frame}: font size {text['s']}, the still's {want['size']}")
            if want["color"] and max(abs(x - y) for x, y in zip(text["fc"], want["color"])) > 1 / 255:
                problems.append(f"frame {frame}: colour {text['fc']}, the still's {want['color']}")
    return worst, problems


def text_difference(document, expectations):
    """The largest difference between expected and evaluated text-layer matrices and opacities."""
    worst = 0.0
    for expected in expectations:
        layer = next(item for item in document["layers"] if item.get("nm") == expected["layer"])
        matrix = world_matrix(document["layers"], layer, expected["frame"])
        opacity = property_value(layer.get("ks", {}).get("o"), expected["frame"], [100])[0] / 100
        worst = max([worst, abs(opacity - expected["opacity"])] +
                    [abs(x - y) for x, y in zip(matrix, expected["matrix"])])
    return worst


# --- The check -----------------------------------------------------------------------------------------------

def check_animation(entry, base, validator, scale, images):
    path = os.path.join(base, entry["lottie"])
    with open(path, "rb") as handle:
        raw = handle.read()
    document = json.loads(raw)
    result = {"name": entry["name"], "bytes": len(raw), "problems": []}
    result["schema"] = schema_errors(document, validator)
    if result["schema"]:
        result["problems"].append(f"{len(result['schema'])} schema errors")

    animation = LottieAnimation.from_data(raw.decode("utf-8"))
    frames = animation.lottie_animation_get_totalframe()
    rate = animation.lottie_animation_get_framerate()
    # rlottie counts the out point as a frame: op − ip + 1.
    expected_frames = int(round(entry["frameCount"])) + 1
    result["rlottie"] = f"{frames} @ {rate:g}"
    if frames != expected_frames or abs(rate - entry["frameRate"]) > 1e-9:
        result["problems"].append(f"rlottie sees {frames} frames at {rate:g} fps, expected {expected_frames} at "
                                  f"{entry['frameRate']:g}")

    width, height = int(document["w"] * scale), int(document["h"] * scale)
    result["frames"] = []
    for still in entry["stills"]:
        rendered = render_lottie(animation, int(still["frame"]), width, height)
        reference = rasterise_svg(os.path.join(base, still["svg"]), scale)
        score = iou(rendered, reference)
        result["frames"].append((int(still["frame"]), score, colour_difference(rendered, reference)))
        if images:
            side_by_side(rendered, reference, os.path.join(images, f"{entry['name']}@{int(still['frame'])}.png"))
    low = [f"{frame}: {score:.4f}" for frame, score, _ in result["frames"] if score < IOU_GOAL]
    if low:
        result["problems"].append("IoU below goal at " + ", ".join(low))

    result["text"] = text_difference(document, entry["text"]) if entry.get("text") else None
    if entry.get("textFromStills") and any(layer.get("ty") == 5 for layer in document["layers"]):
        result["text"], problems = text_problems(document, base, entry["stills"])
        result["problems"] += problems
    if result["text"] is not None and result["text"] > TEXT_TOLERANCE:
        result["problems"].append(f"text layer transform off by {result['text']:.4f}")
    if entry.get("dotLottieMatches") is False:
        result["problems"].append("its dotLottie does not hold the same JSON")
    return result


def check_dotlottie(path, entries, base):
    """Problems with the dotLottie archive: unreadable, or not holding exactly the checked animations."""
    problems = []
    with zipfile.ZipFile(path) as archive:
        if archive.testzip() is not None:
            problems.append("a CRC check failed")
        manifest = json.loads(archive.read("manifest.json"))
        ids = [animation["id"] for animation in manifest["animations"]]
        if ids != [entry["name"] for entry in entries]:
            problems.append(f"manifest lists {ids}")
        for entry in entries:
            with open(os.path.join(base, entry["lottie"]), "rb") as handle:
                if archive.read(f"animations/{entry['name']}.json") != handle.read():
                    problems.append(f"animations/{entry['name']}.json differs from {entry['lottie']}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("manifest")
    parser.add_argument("--images", help="write rlottie/still side-by-side PNGs here")
    parser.add_argument("--scale", type=float, default=2, help="render at this multiple of the canvas size")
    parser.add_argument("--title", default="", help="a line printed above the table")
    parser.add_argument("--known", help="a file of 'name: reason' lines: animations known not to draw as rlottie "
                        "does (the tests' LottieKnownGaps); one that now does is a failure, so the line goes")
    arguments = parser.parse_args()

    base = os.path.dirname(os.path.abspath(arguments.manifest))
    with open(arguments.manifest, encoding="utf-8") as handle:
        manifest = json.load(handle)
    if arguments.images:
        os.makedirs(arguments.images, exist_ok=True)
    schema = lottie_specs.load_specs()
    validator = jsonschema.validators.validator_for(schema)(schema)

    results = [check_animation(entry, base, validator, arguments.scale, arguments.images)
               for entry in manifest["animations"]]

    if arguments.title:
        print(arguments.title)
    header = f"{'animation':<28} {'bytes':>8} {'schema':>6} {'rlottie':>9} {'IoU min':>8} {'IoU mean':>8} " \
             f"{'colour':>7} {'text':>7}  result"
    print(header)
    print("-" * len(header))
    for result in results:
        scores = [score for _, score, _ in result["frames"]]
        colour = sum(c for _, _, c in result["frames"]) / max(len(result["frames"]), 1)
        text = "-" if result["text"] is None else f"{result['text']:.4f}"
        print(f"{result['name']:<28} {result['bytes']:>8} {len(result['schema']):>6} {result['rlottie']:>9} "
              f"{min(scores):>8.4f} {sum(scores) / len(scores):>8.4f} {colour:>7.2f} {text:>7}  "
              f"{'ok' if not result['problems'] else 'FAIL'}")
    print()
    print("IoU per frame (frame: IoU):")
    for result in results:
        print(f"  {result['name']}: " + ", ".join(f"{frame}: {score:.4f}" for frame, score, _ in result["frames"]))
    failures = [(result["name"], problem) for result in results for problem in result["problems"]]
    for result in results:
        for error in result["schema"]:
            print(f"  schema {result['name']}: {error}")
    if manifest.get("dotLottie"):
        problems = check_dotlottie(os.path.join(base, manifest["dotLottie"]), manifest["animations"], base)
        size = os.path.getsize(os.path.join(base, manifest["dotLottie"]))
        print(f"\ndotLottie {manifest['dotLottie']}: {size} bytes, {'ok' if not problems else 'FAIL'}")
        failures += [(manifest["dotLottie"], problem) for problem in problems]
    print("\ncolour: mean |RGB difference| (0-255) where both are opaque; text: largest text-layer transform or "
          "opacity difference")
    known = {}
    if arguments.known:
        with open(arguments.known, encoding="utf-8") as handle:
            for line in handle:
                if line.strip() and not line.startswith("#"):
                    name, _, reason = line.partition(":")
                    known[name.strip()] = reason.strip()
    for name, reason in known.items():
        result = next((r for r in results if r["name"] == name), None)
        if result is not None and not result["problems"]:
            failures.append((name, f"now draws as rlottie does: remove it from {arguments.known}"))
    for name, problem in failures:
        if name in known and not problem.startswith("now draws"):
            print(f"KNOWN {name}: {problem} ({known[name]})")
        else:
            print(f"FAIL {name}: {problem}")
    return 1 if any(name not in known or problem.startswith("now draws") for name, problem in failures) else 0


if __name__ == "__main__":
    sys.exit(main())
