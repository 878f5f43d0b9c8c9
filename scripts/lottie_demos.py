#!/usr/bin/env python3
"""Exports every demo timeline of a fresh animdb store as Lottie, the way a user does, and writes the manifest
scripts/lottie_check.py checks.

For each timeline of `animdb list timelines`:
  * `animdb render NAME --out NAME.lottie.json` (the render defaults: 60 fps, one pass, the timeline's stage) and
    `animdb render NAME --out NAME.lottie` (dotLottie);
  * `animdb render NAME --at k/60 --out NAME@k.svg` for twelve frames k spread over the animation (first and last
    included): animdb's own stills of the frames a player shows;
  * the manifest entry: the files, frame rate and count, the stills, and `textFromStills` (text layers are checked
    against the text of the stills: rlottie draws no text).

    lottie_demos.py ANIMDB OUT_DIR     (writes OUT_DIR/check.json)
"""

import json
import os
import subprocess
import sys
import zipfile


def run(animdb, environment, *arguments):
    return subprocess.run([animdb, *arguments], env=environment, capture_output=True, text=True, check=True).stdout


def main():
    animdb, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    environment = dict(os.environ, ANIMDB_DB=os.path.join(out, "demo.sqlite"), ANIMDB_AUTHOR="check-lottie")
    listed = json.loads(run(animdb, environment, "list", "timelines", "--format", "json"))
    names = sorted(entry["name"] for entry in listed)
    entries = []
    for name in names:
        lottie = f"{name}.lottie.json"
        run(animdb, environment, "render", name, "--out", os.path.join(out, lottie), "--force")
        run(animdb, environment, "render", name, "--out", os.path.join(out, f"{name}.lottie"), "--force")
        with open(os.path.join(out, lottie), "rb") as handle:
            document = json.load(handle)
        rate, last = document["fr"], int(document["op"]) - 1
        frames = sorted({round(last * index / 11) for index in range(12)})
        stills = []
        for frame in frames:
            svg = f"{name}@{frame}.svg"
            # repr() is the shortest text that reads back as the same double, so --at is exactly frame / rate.
            run(animdb, environment, "render", name, "--at", repr(frame / rate), "--out", os.path.join(out, svg),
                "--width", str(document["w"]), "--height", str(document["h"]), "--force")
            stills.append({"frame": frame, "svg": svg})
        with zipfile.ZipFile(os.path.join(out, f"{name}.lottie")) as archive:
            archived = archive.read(f"animations/{name}.json")
        with open(os.path.join(out, lottie), "rb") as handle:
            same = archived == handle.read()
        entries.append({
            "name": name, "summary": f"animdb render {name}", "lottie": lottie, "frameRate": rate,
            "frameCount": document["op"] - document["ip"], "stills": stills, "text": [], "textFromStills": True,
            "dotLottieMatches": same,
        })
    with open(os.path.join(out, "check.json"), "w", encoding="utf-8") as handle:
        json.dump({"animations": entries}, handle, indent=1)
    print(f"exported {len(entries)} demo timelines to {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
