#!/usr/bin/env python3
"""The corpus of real Lottie files (Tests/AnimDBLottieTests/Fixtures/corpus): collecting it and listing what each
file uses.

    lottie_corpus.py collect MIRRORS CORPUS_DIR   copy the selection from git mirrors of the source repositories
                                                  (MIRRORS/OWNER+NAME/repo, as the fetch tool makes them) and write
                                                  CORPUS_DIR/MANIFEST.tsv
    lottie_corpus.py features CORPUS_DIR          recompute the manifest's size and features columns from the files

The selection is deterministic: from each source, the files of its folders that are Lottie JSON (or dotLottie) of
at most MAX_BYTES, with no external images, not byte-identical to a file already taken, then a spread over each
source's sizes (every k-th file in size order) up to the source's quota. airbnb/lottie-ios's test samples are not
taken on purpose: they stay a check nobody tunes to.

The manifest is tab-separated: file, repository, path, commit, licence, bytes, features (comma-separated, from
`features()`).
"""

import hashlib
import io
import json
import os
import re
import subprocess
import sys
import zipfile

MAX_BYTES = 120_000

# (short name, repository, licence, folders, quota, files left out and why)
SOURCES = [
    ("docs", "LottieFiles/lottie-docs", "CC-BY-4.0", ["docs/static/examples/"], 60, {}),
    ("android", "airbnb/lottie-android", "Apache-2.0", ["snapshot-tests/src/main/assets/Tests/"], 75, {
        # Eighteen copies of one file differing in a blend mode number; three stand for them.
        **{f"snapshot-tests/src/main/assets/Tests/LayerBlend_{n}.json": "near-duplicate" for n in range(3, 18)},
    }),
    ("android", "airbnb/lottie-android", "Apache-2.0", [
        "snapshot-tests/src/main/assets/lottiefiles/", "snapshot-tests/src/main/assets/Mobilo/",
        "snapshot-tests/src/main/assets/Logo/", "snapshot-tests/src/main/res/raw/", "sample/src/main/",
        "sample-compose/src/main/", "app-benchmark/src/main/res/raw/",
    ], 45, {}),
    # Its test/ folder holds crash reproductions, not animations.
    ("rlottie", "Samsung/rlottie", "MIT", ["example/resource/"], 50, {"test/": "crash reproductions"}),
    ("web", "airbnb/lottie-web", "MIT", ["test/animations/", "demo/"], 6, {}),
    ("dotlottie", "LottieFiles/dotlottie-rs", "MIT", ["dotlottie-rs/assets/animations/dotlottie/"], 8, {}),
]


def git(repo_dir, *arguments):
    return subprocess.run(["git", "-C", repo_dir, *arguments], capture_output=True, check=True).stdout


def safe_name(text):
    """`text` in the characters every file system and shell takes: [A-Za-z0-9._-], runs of others one `_`."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_")


def animation_json(data, path):
    """The Lottie JSON of a file: itself, or a dotLottie's first animation. None when it is neither."""
    if path.endswith(".lottie"):
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                names = sorted(n for n in archive.namelist() if n.startswith(("animations/", "a/"))
                               and n.endswith(".json"))
                if not names:
                    return None
                data = archive.read(names[0])
        except (zipfile.BadZipFile, KeyError, NotImplementedError):
            return None
    try:
        document = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        return None
    return document if isinstance(document, dict) and isinstance(document.get("layers"), list) else None


def external_images(document):
    """Whether an image asset points outside the file (not a data: URI, not embedded)."""
    for asset in document.get("assets") or []:
        if isinstance(asset, dict) and "p" in asset and "layers" not in asset:
            if asset.get("e") != 1 and not str(asset.get("p", "")).startswith("data:"):
                return True
    return False


def collect(mirrors, corpus):
    os.makedirs(corpus, exist_ok=True)
    for name in os.listdir(corpus):
        if name != "MANIFEST.tsv":
            os.remove(os.path.join(corpus, name))
    seen = set()
    names = set()
    rows = []
    for short, repository, licence, folders, quota, excluded in SOURCES:
        repo_dir = os.path.join(mirrors, repository.replace("/", "+"), "repo")
        commit = git(repo_dir, "rev-parse", "HEAD").decode().strip()
        listing = git(repo_dir, "ls-tree", "-r", "-l", "-z", "HEAD").decode("utf-8", "replace").split("\0")
        candidates = []
        for line in listing:
            if "\t" not in line:
                continue
            meta, path = line.split("\t", 1)
            size = meta.split()[3]
            if not size.isdigit() or int(size) > MAX_BYTES or int(size) == 0:
                continue
            if not path.endswith((".json", ".lottie")) or not any(path.startswith(f) for f in folders):
                continue
            if any(path == e or path.startswith(f + e) for e in excluded for f in folders):
                continue
            candidates.append((int(size), path))
        candidates.sort()
        usable = []
        for size, path in candidates:
            data = git(repo_dir, "show", f"HEAD:{path}")
            digest = hashlib.sha256(data).hexdigest()
            document = animation_json(data, path)
            if digest in seen or document is None or external_images(document):
                continue
            seen.add(digest)
            usable.append((size, path, data))
        # A spread over the sizes: every k-th file, so small and large files both stay.
        step = max(len(usable) / quota, 1)
        chosen = [usable[int(index * step)] for index in range(min(quota, len(usable)))]
        for size, path, data in chosen:
            base = safe_name(os.path.basename(path))
            name = f"{short}-{base}"
            if name in names or base == "data.json":
                name = f"{short}-{safe_name(os.path.basename(os.path.dirname(path)))}-{base}"
            names.add(name)
            with open(os.path.join(corpus, name), "wb") as handle:
                handle.write(data)
            rows.append([name, repository, path, commit, licence])
    write_manifest(corpus, rows)
    total = sum(os.path.getsize(os.path.join(corpus, row[0])) for row in rows)
    print(f"{len(rows)} files, {total} bytes", file=sys.stderr)


# --- Features ------------------------------------------------------------------------------------------------

LAYER_TYPES = {0: "precomps", 1: "solids", 2: "images", 3: "nulls", 5: "text", 6: "audio", 13: "camera"}
SHAPE_FEATURES = {"tm": "trim", "mm": "merge-paths", "rp": "repeaters", "rd": "round-corners", "op": "offset-path",
                  "pb": "pucker-bloat", "tw": "twist", "zz": "zig-zag"}


def features(document):
    """What a file uses, as short names: layer kinds, parenting, mattes, masks, shape modifiers, gradients, …"""
    found = set()

    def walk_value(value):
        if isinstance(value, dict):
            if isinstance(value.get("x"), str) and "k" in value:
                found.add("expressions")
            if value.get("a") == 1 and isinstance(value.get("k"), list):
                for keyframe in value["k"]:
                    if isinstance(keyframe, dict):
                        if keyframe.get("h") == 1:
                            found.add("holds")
                        for key in ("to", "ti"):
                            if isinstance(keyframe.get(key), list) and any(
                                    isinstance(n, (int, float)) and n != 0 for n in keyframe[key]):
                                found.add("spatial-keyframes")
            for member in value.values():
                walk_value(member)
        elif isinstance(value, list):
            for element in value:
                walk_value(element)

    def walk_shapes(items):
        for item in items if isinstance(items, list) else []:
            if not isinstance(item, dict):
                continue
            kind = item.get("ty")
            if kind in SHAPE_FEATURES:
                found.add(SHAPE_FEATURES[kind])
            if kind in ("gf", "gs"):
                found.add("radial-gradients" if item.get("t") == 2 else "gradients")
            if kind == "sr":
                found.add("stars" if item.get("sy") == 1 else "polygons")
            if kind == "st" and item.get("d"):
                found.add("dashes")
            if kind in ("fl", "gf") and item.get("r") == 2:
                found.add("even-odd")
            if kind == "gr":
                walk_shapes(item.get("it"))

    def walk_layers(layers):
        for layer in layers if isinstance(layers, list) else []:
            if not isinstance(layer, dict):
                continue
            kind = layer.get("ty")
            if kind in LAYER_TYPES:
                found.add(LAYER_TYPES[kind])
            if layer.get("parent") is not None:
                found.add("parenting")
            if layer.get("tt") or layer.get("td") or layer.get("tp") is not None:
                found.add("mattes")
            if layer.get("masksProperties"):
                found.add("masks")
            if layer.get("ef"):
                found.add("effects")
            if layer.get("tm") is not None:
                found.add("time-remap")
            if layer.get("sr", 1) != 1:
                found.add("time-stretch")
            if layer.get("bm", 0) not in (0, None):
                found.add("blend-modes")
            if layer.get("ao") == 1:
                found.add("auto-orient")
            if layer.get("ddd") == 1:
                found.add("3d")
            transform = layer.get("ks") or {}
            skew = transform.get("sk") if isinstance(transform, dict) else None
            if isinstance(skew, dict) and (skew.get("a") == 1 or skew.get("k") not in (0, [0], None)):
                found.add("skew")
            if isinstance(transform, dict) and isinstance(transform.get("s"), dict) and not transform["s"].get("a"):
                scale = transform["s"].get("k")
                if isinstance(scale, list) and len(scale) >= 2 and scale[0] != scale[1]:
                    found.add("non-uniform-scale")
            if kind == 5 and isinstance(layer.get("t"), dict) and layer["t"].get("a"):
                found.add("text-animators")
            walk_shapes(layer.get("shapes"))

    walk_layers(document.get("layers"))
    for asset in document.get("assets") or []:
        if isinstance(asset, dict):
            walk_layers(asset.get("layers"))
            if "p" in asset and "layers" not in asset:
                found.add("images")
    if document.get("chars"):
        found.add("glyphs")
    walk_value(document)
    return sorted(found)


def write_manifest(corpus, rows):
    lines = ["file\trepository\tpath\tcommit\tlicence\tbytes\tfeatures"]
    for name, repository, path, commit, licence, *_ in sorted(rows):
        with open(os.path.join(corpus, name), "rb") as handle:
            data = handle.read()
        document = animation_json(data, name)
        used = ",".join(features(document)) if document is not None else "?"
        lines.append("\t".join([name, repository, path, commit, licence, str(len(data)), used or "-"]))
    with open(os.path.join(corpus, "MANIFEST.tsv"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")


def read_manifest(corpus):
    with open(os.path.join(corpus, "MANIFEST.tsv"), encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    return [line.split("\t") for line in lines[1:] if line]


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "collect":
        collect(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "features":
        write_manifest(sys.argv[2], read_manifest(sys.argv[2]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
