#!/usr/bin/env python3
"""Writes Lottie fixtures with a third-party tool, the `lottie` Python package (python-lottie), for animdb's
import tests: files animdb did not write itself.

    make_lottie_fixtures.py OUT_DIR      (scripts/check-lottie.sh --fixtures runs it in its virtual environment)

Writes, all small and committed under Tests/AnimDBLottieTests/Fixtures/python-lottie/:
  shapes.json      a shape layer using python-lottie's object model: rectangle, rounded rectangle, ellipse,
                   polygon and star, a Bezier path, fill, stroke, linear gradient, a group transform; eased
                   (EaseIn, EaseOut, Sigmoid, custom Bezier) and hold (Jump) keyframes on layer and shape
                   properties, and a parented null layer;
  unsupported.json the same with things animdb skips: a mask, a trim path, an expression, a precomposition and
                   an image layer;
  views.json       what the importer maps exactly: a parented null, a rounded rectangle, a circle with in and out
                   points, a polygon, an ellipse on a late layer, a morphing path, eased and held keyframes;
  shapes.lottie    shapes.json as python-lottie's dotLottie (stored entries);
  deflated.lottie  the same archive re-packed with deflate by Python's zipfile;
  expected.json    python-lottie's own evaluation of animated properties at many frames, to compare with
                   animdb's keyframe evaluation.
"""

import json
import os
import sys
import zipfile

from lottie import objects
from lottie.exporters.core import export_lottie
from lottie.exporters.dot_lottie import export_dotlottie
from lottie.nvector import NVector
from lottie.objects import easing

FRAMES = 60


def shapes_animation():
    animation = objects.Animation(n_frames=FRAMES, framerate=30)
    animation.name = "python-lottie shapes"
    animation.width = 240
    animation.height = 200

    parent = objects.NullLayer()
    parent.name = "parent"
    parent.transform.position.value = NVector(120, 100)
    animation.add_layer(parent)

    layer = objects.ShapeLayer()
    layer.name = "shapes"
    layer.parent_index = parent.index
    animation.add_layer(layer)
    # Eased position, held opacity, linear rotation, sigmoid scale.
    layer.transform.position.add_keyframe(0, NVector(-40, 0), easing.EaseIn())
    layer.transform.position.add_keyframe(30, NVector(40, 0), easing.EaseOut())
    layer.transform.position.add_keyframe(FRAMES, NVector(0, 20))
    layer.transform.opacity.add_keyframe(0, 100, easing.Jump())
    layer.transform.opacity.add_keyframe(20, 50, easing.Jump())
    layer.transform.opacity.add_keyframe(40, 80)
    layer.transform.rotation.add_keyframe(0, 0)
    layer.transform.rotation.add_keyframe(FRAMES, 45)
    layer.transform.scale.add_keyframe(0, NVector(100, 100), easing.Sigmoid())
    layer.transform.scale.add_keyframe(FRAMES, NVector(150, 120))

    group = layer.add_shape(objects.Group())
    group.name = "box"
    rect = group.add_shape(objects.Rect(NVector(0, 0), NVector(60, 40)))
    rect.size.add_keyframe(0, NVector(60, 40), easing.Bezier(NVector(0.25, 0.1), NVector(0.25, 1)))
    rect.size.add_keyframe(FRAMES, NVector(100, 70))
    group.add_shape(objects.Rect(NVector(70, 0), NVector(40, 40), rounded=8))
    group.add_shape(objects.Ellipse(NVector(-70, 0), NVector(30, 50)))
    group.add_shape(objects.Fill(NVector(0.9, 0.3, 0.2)))
    stroke = group.add_shape(objects.Stroke(NVector(0.1, 0.1, 0.4), 3))
    stroke.width.add_keyframe(0, 3, easing.Jump())
    stroke.width.add_keyframe(30, 6)

    stars = layer.add_shape(objects.Group())
    stars.name = "stars"
    polygon = stars.add_shape(objects.Star())
    polygon.star_type = objects.StarType.Polygon
    polygon.position.value = NVector(0, 60)
    polygon.outer_radius.value = 20
    polygon.points.value = 6
    star = stars.add_shape(objects.Star())
    star.position.value = NVector(50, 60)
    star.outer_radius.value = 20
    star.inner_radius.value = 9
    star.points.value = 5
    star.rotation.add_keyframe(0, 0)
    star.rotation.add_keyframe(FRAMES, 72)
    gradient = stars.add_shape(objects.GradientFill())
    gradient.start_point.value = NVector(-20, 40)
    gradient.end_point.value = NVector(70, 80)
    gradient.colors.set_stops([(0, NVector(1, 0, 0)), (0.5, NVector(1, 1, 0)), (1, NVector(0, 0, 1))])

    path_group = layer.add_shape(objects.Group())
    path_group.name = "path"
    path = path_group.add_shape(objects.Path())

    def arch(top):
        bezier = objects.Bezier()
        bezier.add_point(NVector(-30, -60), NVector(0, 0), NVector(10, -10))
        bezier.add_point(NVector(0, top), NVector(-10, 0), NVector(10, 0))
        bezier.add_point(NVector(30, -60), NVector(-10, -10), NVector(0, 0))
        return bezier.close()

    first, second = arch(-80), arch(-40)
    path.shape.add_keyframe(0, first, easing.EaseOut())
    path.shape.add_keyframe(FRAMES, second)
    path_group.add_shape(objects.Fill(NVector(0.2, 0.6, 0.3)))
    return animation


def views_animation():
    """Everything the importer maps exactly, in python-lottie's object model: a parented null whose rotation eases,
    a rounded rectangle whose size and corner radius ease (Bezier) in a group with a uniformly scaled, fading
    transform, a circle moving on a sigmoid and shown only between its in and out points, a polygon turning, an
    ellipse on a layer that starts late, and a Bezier path morphing (same vertex count) with a round-capped stroke;
    held (Jump) keyframes on opacity."""
    animation = objects.Animation(n_frames=45, framerate=30)
    animation.name = "python-lottie views"
    animation.width = 240
    animation.height = 200

    parent = objects.NullLayer()
    parent.name = "pivot"
    parent.transform.position.value = NVector(120, 100)
    parent.transform.rotation.add_keyframe(0, 0, easing.EaseIn())
    parent.transform.rotation.add_keyframe(45, 30)
    animation.add_layer(parent)

    card = objects.ShapeLayer()
    card.name = "card"
    card.parent_index = parent.index
    animation.add_layer(card)
    group = card.add_shape(objects.Group())
    group.name = "box"
    rect = group.add_shape(objects.Rect(NVector(0, 0), NVector(80, 50), rounded=6))
    rect.size.add_keyframe(0, NVector(80, 50), easing.Bezier(NVector(0.3, 0), NVector(0.2, 1.4)))
    rect.size.add_keyframe(30, NVector(110, 60))
    rect.rounded.add_keyframe(0, 6, easing.EaseOut())
    rect.rounded.add_keyframe(30, 14)
    group.add_shape(objects.Fill(NVector(0.2, 0.4, 0.9)))
    group.transform.scale.add_keyframe(10, NVector(100, 100), easing.Sigmoid())
    group.transform.scale.add_keyframe(40, NVector(70, 70))
    group.transform.opacity.add_keyframe(0, 100, easing.Jump())
    group.transform.opacity.add_keyframe(20, 60)

    dot = objects.ShapeLayer()
    dot.name = "dot"
    dot.in_point = 10
    dot.out_point = 40
    animation.add_layer(dot)
    circle = dot.add_shape(objects.Ellipse(NVector(0, 0), NVector(24, 24)))
    circle.position.add_keyframe(10, NVector(30, 30), easing.Sigmoid())
    circle.position.add_keyframe(40, NVector(200, 40))
    dot.add_shape(objects.Fill(NVector(0.9, 0.2, 0.3)))

    hexagon = objects.ShapeLayer()
    hexagon.name = "hex"
    animation.add_layer(hexagon)
    polygon = hexagon.add_shape(objects.Star())
    polygon.star_type = objects.StarType.Polygon
    polygon.position.value = NVector(50, 160)
    polygon.outer_radius.value = 25
    polygon.points.value = 6
    polygon.rotation.add_keyframe(0, 0)
    polygon.rotation.add_keyframe(45, 60)
    hexagon.add_shape(objects.Fill(NVector(0.3, 0.7, 0.4)))

    blob = objects.ShapeLayer()
    blob.name = "blob"
    blob.start_time = 5
    animation.add_layer(blob)
    ellipse = blob.add_shape(objects.Ellipse(NVector(190, 160), NVector(60, 30)))
    ellipse.size.add_keyframe(0, NVector(60, 30), easing.EaseOut())
    ellipse.size.add_keyframe(20, NVector(40, 50))
    blob.add_shape(objects.Fill(NVector(0.95, 0.7, 0.1)))
    blob.transform.opacity.add_keyframe(0, 100, easing.Jump())
    blob.transform.opacity.add_keyframe(15, 40, easing.Jump())
    blob.transform.opacity.add_keyframe(30, 90)

    arch = objects.ShapeLayer()
    arch.name = "arch"
    animation.add_layer(arch)
    path = arch.add_shape(objects.Path())

    def bend(top):
        bezier = objects.Bezier()
        bezier.add_point(NVector(80, 40), NVector(0, 0), NVector(10, -20))
        bezier.add_point(NVector(120, top), NVector(-20, 0), NVector(20, 0))
        bezier.add_point(NVector(160, 40), NVector(-10, -20), NVector(0, 0))
        return bezier

    path.shape.add_keyframe(0, bend(10), easing.EaseOut())
    path.shape.add_keyframe(45, bend(30))
    stroke = arch.add_shape(objects.Stroke(NVector(0.4, 0.2, 0.6), 5))
    stroke.line_cap = objects.LineCap.Round
    stroke.width.add_keyframe(0, 5, easing.EaseIn())
    stroke.width.add_keyframe(45, 9)
    return animation


def unsupported_animation():
    animation = shapes_animation()
    animation.name = "python-lottie unsupported"
    layer = animation.layers[1]
    mask = objects.Mask(objects.Bezier())
    layer.masks = [mask]
    layer.shapes.insert(0, objects.Trim())
    layer.transform.rotation.expression = "time * 90"
    animation.assets.append(objects.Precomp())
    animation.assets[0].id = "comp"
    precomp = objects.PreCompLayer("comp")
    animation.add_layer(precomp)
    image = objects.ImageLayer()
    animation.add_layer(image)
    return animation


def evaluations(animation):
    """python-lottie's own values of animated properties at frames on and between keyframes."""
    layer = animation.layers[1]
    properties = {
        "layers[1].ks.p": layer.transform.position,
        "layers[1].ks.o": layer.transform.opacity,
        "layers[1].ks.r": layer.transform.rotation,
        "layers[1].ks.s": layer.transform.scale,
        "layers[1].shapes[0].it[0].s": layer.shapes[0].shapes[0].size,
        "layers[1].shapes[0].it[4].w": layer.shapes[0].shapes[4].width,
        "layers[1].shapes[1].it[1].r": layer.shapes[1].shapes[1].rotation,
    }
    frames = [0, 1, 5, 7.5, 10, 15, 19.5, 20, 22, 29, 30, 31, 40, 45.25, 59, 60, 70]
    result = {}
    for name, prop in properties.items():
        values = {}
        for frame in frames:
            value = prop.get_value(frame)
            values[repr(float(frame))] = list(value) if isinstance(value, NVector) else [value]
        result[name] = values
    return result


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Tests/AnimDBLottieTests/Fixtures/python-lottie"
    os.makedirs(out, exist_ok=True)
    shapes = shapes_animation()
    export_lottie(shapes, os.path.join(out, "shapes.json"))
    export_lottie(unsupported_animation(), os.path.join(out, "unsupported.json"))
    export_lottie(views_animation(), os.path.join(out, "views.json"))
    export_dotlottie(shapes, os.path.join(out, "shapes.lottie"), id="shapes")
    with zipfile.ZipFile(os.path.join(out, "shapes.lottie")) as stored, \
            zipfile.ZipFile(os.path.join(out, "deflated.lottie"), "w", zipfile.ZIP_DEFLATED) as deflated:
        for name in stored.namelist():
            # A fixed date, so regenerating gives the same bytes.
            deflated.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), stored.read(name),
                              compress_type=zipfile.ZIP_DEFLATED)
    with open(os.path.join(out, "expected.json"), "w", encoding="utf-8") as handle:
        json.dump(evaluations(shapes), handle, indent=1, sort_keys=True)
        handle.write("\n")
    print(f"wrote fixtures to {out}")


if __name__ == "__main__":
    main()
