import AnimDBEngine
import AnimDBGeometry
import Foundation

@testable import AnimDBLottie

/// One hand-built scene: its Lottie document, animdb's still of any frame, and what its text layers should show.
struct LottieSample {
    /// What a text layer's transform should be at a frame: the affine matrix `[a, b, c, d, tx, ty]` mapping layer
    /// coordinates to the canvas, and the opacity (0…1).
    struct TextExpectation {
        var frame: Int
        var layer: String
        var matrix: [Double]
        var opacity: Double
    }

    var name: String
    var summary: String
    var animation: LottieAnimation
    var still: (Int) -> String
    var text: [TextExpectation] = []
    /// Frames whose stills the checker compares (at least ten, including every hold).
    var frames: [Int]
}

/// The sample scenes that prove the Lottie pipeline end to end before the timeline mapping exists: each exercises
/// one part of the format (eased, held and baked keyframes, split positions, every geometry, per-frame paths,
/// gradients, the angular stand-in, mattes, parenting and text).
enum LottieSamples {
    static let frameRate = 30.0
    static let lastFrame = 30
    static let size = 200
    static let center = CGPoint(x: 100, y: 100)
    static let frames = Array(Set(stride(from: 0, through: lastFrame, by: 3)).union([10, 12, 20])).sorted()

    static func all() -> [LottieSample] {
        [
            rectEased(), roundedRectTimingCurve(), ellipseSpring(), polystarHold(), polygonPath(), petalPath(),
            waveStroke(), dashedPath(), gradientFill(), angularWedges(), angularRadial(), textShake(),
        ]
    }

    static func time(_ frame: Int) -> Double { Double(frame) / frameRate }

    static func animation(_ name: String, _ layers: [LottieLayer], fonts: [LottieFont] = []) -> LottieAnimation {
        LottieAnimation(
            name: name, frameRate: frameRate, outPoint: Double(lastFrame + 1), width: size, height: size,
            layers: layers, fonts: fonts)
    }

    static func layer(
        _ index: Int, _ name: String, transform: LottieTransform, parent: Int? = nil, _ items: [LottieShapeItem]
    ) -> LottieLayer {
        LottieLayer(
            index: index, name: name, parent: parent, inPoint: 0, outPoint: Double(lastFrame + 1),
            transform: transform, content: .shapes([LottieShapeItem(name: name, .group(items + [transformItem]))]))
    }

    static let transformItem = LottieShapeItem(.transform(.identity))
    static let centered = LottieTransform(position: .combined(.fixed([100, 100])))

    static func still(_ body: [String], defs: [String] = []) -> String {
        SampleSVG.document(width: size, height: size, defs: defs, body: body)
    }

    static func keyframes<Value: LottieValue>(_ animation: Animation, from: Value, to: Value, at time: Double = 0)
        -> [LottieKeyframe<Value>]
    {
        let segment = LottieEasing.timingSegment(of: animation)!
        return LottieEasing.keyframes(from: from, to: to, at: time, segment: segment, frameRate: frameRate)
    }

    // MARK: - Geometry and keyframes

    /// A rectangle whose size eases in and out (two exact keyframes) and whose opacity jumps (a hold).
    static func rectEased() -> LottieSample {
        let ease = Animation.easeInOut(duration: 1)
        let opacity = LottieProperty<Double>.animated([
            LottieKeyframe(time: 0, value: 100, hold: true), LottieKeyframe(time: 12, value: 60),
        ])
        let transform = LottieTransform(position: .combined(.fixed([100, 100])), opacity: opacity)
        let rect = LottieShapeItem(
            .rectangle(
                position: .fixed([0, 0]), size: .animated(keyframes(ease, from: [60.0, 40], to: [160, 120])),
                roundness: .fixed(0)))
        return LottieSample(
            name: "rect-eased", summary: "rc, easeInOut size (2 keyframes), held opacity",
            animation: animation(
                "rect-eased", [layer(1, "rect", transform: transform, [rect, LottiePaint.fill(.blue)])]),
            still: { frame in
                let width = ease.value(from: 60, to: 160, at: time(frame))
                let height = ease.value(from: 40, to: 120, at: time(frame))
                let path = Path(CGRect(x: 100 - width / 2, y: 100 - height / 2, width: width, height: height))
                return still([
                    SampleSVG.group(opacity: frame < 12 ? 1 : 0.6, [SampleSVG.path(path, fill: SampleSVG.hex(.blue))])
                ])
            }, frames: frames)
    }

    /// A stroked rounded rectangle moved along x by an overshooting, delayed timing curve (split position).
    static func roundedRectTimingCurve() -> LottieSample {
        let curve = Animation.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.8).delay(0.1)
        let transform = LottieTransform(
            position: .split(x: .animated(keyframes(curve, from: 60.0, to: 140)), y: .fixed(100)))
        let style = LottieStrokeStyle(width: .fixed(8), cap: .butt, join: .round)
        let items = [
            LottieShapeItem(.rectangle(position: .fixed([0, 0]), size: .fixed([100, 70]), roundness: .fixed(20))),
            LottiePaint.stroke(.orange, style: style),
        ]
        return LottieSample(
            name: "rounded-rect-timing-curve", summary: "rc with roundness, stroke, timingCurve x (split position)",
            animation: animation("rounded-rect-timing-curve", [layer(1, "box", transform: transform, items)]),
            still: { frame in
                let x = curve.value(from: 60, to: 140, at: time(frame))
                let path = Path(roundedRect: CGRect(x: x - 50, y: 65, width: 100, height: 70), cornerRadius: 20)
                let stroke = SampleSVG.Stroke(color: .orange, width: 8, join: "round")
                return still([SampleSVG.path(path, fill: nil, stroke: stroke)])
            }, frames: frames)
    }

    /// An ellipse scaled by a bouncy spring: baked, one keyframe per frame where needed.
    static func ellipseSpring() -> LottieSample {
        let spring = Animation.spring(duration: 0.6, bounce: 0.4)
        let scale = LottieBaker(frameRate: frameRate).keyframes(frames: 0...lastFrame) { frame in
            let value = spring.value(from: 40, to: 100, at: frame / frameRate)
            return [value, value]
        }
        let transform = LottieTransform(position: .combined(.fixed([100, 100])), scale: .from(scale))
        let items = [
            LottieShapeItem(.ellipse(position: .fixed([0, 0]), size: .fixed([120, 80]))), LottiePaint.fill(.green),
        ]
        return LottieSample(
            name: "ellipse-spring", summary: "el, spring scale baked at 30 fps",
            animation: animation("ellipse-spring", [layer(1, "ellipse", transform: transform, items)]),
            still: { frame in
                let scale = spring.value(from: 40, to: 100, at: time(frame)) / 100
                let ellipse = Path(ellipseIn: CGRect(x: 40, y: 60, width: 120, height: 80))
                return still([
                    SampleSVG.group(
                        anchor: center, scale: scale, [SampleSVG.path(ellipse, fill: SampleSVG.hex(.green))])
                ])
            }, frames: frames)
    }

    /// A polygon whose point count is held (5, then 6 at frame 10, then 8 at 20) while it turns linearly.
    static func polystarHold() -> LottieSample {
        let points = LottieProperty<Double>.animated([
            LottieKeyframe(time: 0, value: 5, hold: true), LottieKeyframe(time: 10, value: 6, hold: true),
            LottieKeyframe(time: 20, value: 8),
        ])
        let rotation = LottieProperty<Double>.animated([
            LottieKeyframe(time: 0, value: 0), LottieKeyframe(time: Double(lastFrame), value: 90),
        ])
        let polygon = LottiePolystar.regularPolygon(
            position: .fixed([0, 0]), points: points, rotation: rotation, outerRadius: .fixed(70))!
        let items = [LottieShapeItem(.polystar(polygon.polystar)), LottiePaint.fill(.purple)]
        let group = LottieShapeItem(
            name: "polygon", .group(items + [LottieShapeItem(.transform(polygon.groupTransform))]))
        return LottieSample(
            name: "polystar-hold", summary: "sr polygon (as a star), held point count, linear rotation",
            animation: animation(
                "polystar-hold",
                [
                    LottieLayer(
                        index: 1, name: "polygon", inPoint: 0, outPoint: Double(lastFrame + 1), transform: centered,
                        content: .shapes([group]))
                ]),
            still: { frame in
                let sides = frame < 10 ? 5.0 : frame < 20 ? 6 : 8
                let polygon = Polygon(sides: sides, rotation: .degrees(90 * Double(frame) / Double(lastFrame)))
                let path = polygon.path(in: CGRect(x: 30, y: 30, width: 140, height: 140))
                return still([SampleSVG.path(path, fill: SampleSVG.hex(.purple))])
            }, frames: frames)
    }

    // MARK: - Shapes with their own path math (per-frame `sh` keyframes)

    static func pathSample(
        name: String, summary: String, path: @escaping (Double) -> Path, paint: LottieShapeItem, fill: String?,
        stroke: SampleSVG.Stroke? = nil
    ) -> LottieSample {
        let shapes = LottieBaker(frameRate: frameRate).pathShapes(frames: 0...lastFrame) { path($0 / frameRate) }
        let items = shapes.map { LottieShapeItem(.path($0)) } + [paint]
        return LottieSample(
            name: name, summary: summary,
            animation: animation(name, [layer(1, name, transform: .identity, items)]),
            still: { frame in still([SampleSVG.path(path(time(frame)), fill: fill, stroke: stroke)]) },
            frames: frames)
    }

    /// The article polygon with fractional sides 3 → 8: its vertex count changes, so its keyframes hold there.
    static func polygonPath() -> LottieSample {
        let sides = Animation.linear(duration: 1)
        return pathSample(
            name: "polygon-path", summary: "sh per frame, held where the vertex count changes",
            path: { time in
                Polygon(sides: sides.value(from: 3, to: 8.5, at: time)).path(
                    in: CGRect(x: 30, y: 30, width: 140, height: 140))
            }, paint: LottiePaint.fill(.pink), fill: SampleSVG.hex(.pink))
    }

    /// Petals drawn with quadratic curves, one subpath each; their number grows from 4 to 6.
    static func petalPath() -> LottieSample {
        let ease = Animation.easeInOut(duration: 1)
        return pathSample(
            name: "petal-path", summary: "sh per subpath from quad curves, subpath count 4 → 6",
            path: { time in
                Petal(
                    petalCount: ease.value(from: 4, to: 6.5, at: time), innerRadius: 45, outerRadius: 80,
                    rotationOffset: .degrees(ease.value(from: 0, to: 60, at: time))
                ).path(in: CGRect(x: 0, y: 0, width: 200, height: 200))
            }, paint: LottiePaint.fill(.orange), fill: SampleSVG.hex(.orange))
    }

    /// An open wave, stroked with round caps, its phase running a full turn.
    static func waveStroke() -> LottieSample {
        let style = LottieStrokeStyle(width: .fixed(6), cap: .round, join: .round)
        return pathSample(
            name: "wave-stroke", summary: "open sh, stroke with round caps and joins",
            path: { time in
                Wave(amplitude: 30, frequency: 2, phase: 2 * .pi * time).path(
                    in: CGRect(x: 20, y: 40, width: 160, height: 120)
                )
                .offsetBy(dx: 20, dy: 0)
            }, paint: LottiePaint.stroke(.blue, style: style), fill: nil,
            stroke: SampleSVG.Stroke(color: .blue, width: 6, cap: "round", join: "round"))
    }

    /// A rectangular outline (a path, so the dashes start where SwiftUI's do) with marching dashes: the dash
    /// offset runs linearly through one pattern. Axis-aligned on purpose: rlottie measures slanted and curved
    /// segments approximately (alpha-max-plus-beta-min, up to 7 % long), so its dashes drift along them.
    static func dashedPath() -> LottieSample {
        let outline = Path(CGRect(x: 30, y: 50, width: 140, height: 100))
        let offset = LottieProperty<Double>.animated([
            LottieKeyframe(time: 0, value: 0), LottieKeyframe(time: Double(lastFrame), value: 18),
        ])
        let style = LottieStrokeStyle(
            width: .fixed(5), join: .round, dashes: [.fixed(12), .fixed(6)], dashOffset: offset)
        let items = LottieBezier.shapes(from: outline).map { LottieShapeItem(.path(.fixed($0))) }
        return LottieSample(
            name: "dashed-path", summary: "sh, dashed stroke with a moving dash offset",
            animation: animation(
                "dashed-path",
                [layer(1, "dashed", transform: .identity, items + [LottiePaint.stroke(.purple, style: style)])]),
            still: { frame in
                let stroke = SampleSVG.Stroke(
                    color: .purple, width: 5, join: "round", dash: [12, 6],
                    dashOffset: 18 * Double(frame) / Double(lastFrame))
                return still([SampleSVG.path(outline, fill: nil, stroke: stroke)])
            }, frames: frames)
    }

    // MARK: - Paints

    static let gradientStops: [(Double, Color)] = [(0, .red), (0.5, .yellow), (1, .blue)]

    /// A circle with a three-stop linear gradient, the layer turning with an ease (exact).
    static func gradientFill() -> LottieSample {
        let ease = Animation.easeInOut(duration: 1)
        let stops = gradientStops.map { LottieGradientStop(location: $0.0, color: $0.1) }
        let transform = LottieTransform(
            position: .combined(.fixed([100, 100])), rotation: .animated(keyframes(ease, from: 0.0, to: 180)))
        let items = [
            LottieShapeItem(.ellipse(position: .fixed([0, 0]), size: .fixed([140, 140]))),
            LottiePaint.linearGradientFill(stops, from: LottiePoint(x: -70, y: -70), to: LottiePoint(x: 70, y: 70)),
        ]
        return LottieSample(
            name: "gradient-fill", summary: "gf linear, 3 stops, eased layer rotation",
            animation: animation("gradient-fill", [layer(1, "disc", transform: transform, items)]),
            still: { frame in
                let gradient = SampleSVG.linearGradient(
                    id: "g", stops: gradientStops, from: CGPoint(x: 30, y: 30), to: CGPoint(x: 170, y: 170))
                let disc = Path(ellipseIn: CGRect(x: 30, y: 30, width: 140, height: 140))
                return still(
                    [
                        SampleSVG.group(
                            anchor: center, rotation: ease.value(from: 0, to: 180, at: time(frame)),
                            [SampleSVG.path(disc, fill: "url(#g)")])
                    ], defs: [gradient])
            }, frames: frames)
    }

    /// The angular gradient red → green → blue → red around the centre, starting at 3 o'clock, clockwise.
    static func angularColor(_ angle: Double) -> Color {
        var turn = angle / (2 * .pi)
        turn -= turn.rounded(.down)
        let stops: [(Double, Color)] = [(0, .red), (1.0 / 3, .green), (2.0 / 3, .blue), (1, .red)]
        for index in 1..<stops.count where turn <= stops[index].0 {
            let (a, b) = (stops[index - 1], stops[index])
            let f = (turn - a.0) / (b.0 - a.0)
            return Color(
                red: a.1.red + (b.1.red - a.1.red) * f, green: a.1.green + (b.1.green - a.1.green) * f,
                blue: a.1.blue + (b.1.blue - a.1.blue) * f)
        }
        return .red
    }

    static let angularBox = CGRect(x: 25, y: 45, width: 150, height: 110)

    /// animdb's still of an angular gradient in the rounded box: 720 half-degree wedges, clipped.
    static func angularStill(scale: Double) -> String {
        let box = Path(roundedRect: angularBox, cornerRadius: 24)
        let reach = 120.0
        var wedges: [String] = []
        for index in 0..<720 {
            let from = Double(index) * .pi / 360
            let to = from + .pi / 360 * 1.5
            var wedge = Path()
            wedge.addLines([
                center, CGPoint(x: 100 + reach * cos(from), y: 100 + reach * sin(from)),
                CGPoint(x: 100 + reach * cos(to), y: 100 + reach * sin(to)),
            ])
            wedge.closeSubpath()
            wedges.append(SampleSVG.path(wedge, fill: SampleSVG.hex(angularColor(from + .pi / 720))))
        }
        let clipped = "<g clip-path=\"url(#box)\">\n" + wedges.joined(separator: "\n") + "\n</g>"
        return still(
            [SampleSVG.group(anchor: center, scale: scale, [clipped])], defs: [SampleSVG.clipPath(id: "box", box)])
    }

    static let angularScale = Animation.linear(duration: 1)

    static func angularTransform() -> LottieTransform {
        LottieTransform(
            position: .combined(.fixed([100, 100])),
            scale: .animated(keyframes(angularScale, from: [70.0, 70], to: [100, 100])))
    }

    static let angularShape = LottieShapeItem(
        .rectangle(position: .fixed([0, 0]), size: .fixed([150, 110]), roundness: .fixed(24)))

    /// The chosen stand-in: wedges clipped to the shape by an alpha matte.
    static func angularWedges() -> LottieSample {
        let wedges = LottieAngularGradient.wedges(center: LottiePoint(x: 0, y: 0), radius: 95, startAngle: 0) {
            angularColor($0)
        }
        let source = layer(1, "shape", transform: angularTransform(), [angularShape, LottiePaint.fill(.white)])
        let content = LottieLayer(
            index: 2, name: "wedges", inPoint: 0, outPoint: Double(lastFrame + 1), transform: angularTransform(),
            content: .shapes(wedges))
        return LottieSample(
            name: "angular-wedges", summary: "angular gradient: 120 wedges under an alpha matte",
            animation: animation("angular-wedges", LottieMatte.clip(content, to: source)),
            still: { angularStill(scale: angularScale.value(from: 0.7, to: 1, at: time($0))) }, frames: frames)
    }

    /// The rejected stand-in, kept to measure against: a radial gradient with the same stops.
    static func angularRadial() -> LottieSample {
        let stops = [(0.0, Color.red), (1.0 / 3, .green), (2.0 / 3, .blue), (1, .red)].map {
            LottieGradientStop(location: $0.0, color: $0.1)
        }
        let (count, numbers) = LottiePaint.gradientNumbers(stops)
        let radial = LottieShapeItem(
            .gradientFill(
                LottieGradient(
                    kind: .radial, start: .fixed([0, 0]), end: .fixed([95, 0]), colorStopCount: count,
                    stops: .fixed(numbers)), opacity: .fixed(100), rule: .nonZero))
        return LottieSample(
            name: "angular-radial", summary: "angular gradient: radial stand-in (rejected)",
            animation: animation(
                "angular-radial", [layer(1, "shape", transform: angularTransform(), [angularShape, radial])]),
            still: { angularStill(scale: angularScale.value(from: 0.7, to: 1, at: time($0))) }, frames: frames)
    }

    // MARK: - Text and parenting

    /// A text field shaking sideways (sin of a linear shake count: baked), drawn by a box and a text layer that
    /// both follow a null parent.
    static func textShake() -> LottieSample {
        let shakes = Animation.linear(duration: 1)
        func offset(_ time: Double) -> Double { sin(shakes.value(from: 0, to: 3, at: time) * 2 * .pi) * 10 }
        let x = LottieBaker(frameRate: frameRate).scalarKeyframes(frames: 0...lastFrame) {
            100 + offset($0 / frameRate)
        }
        let parent = LottieLayer(
            index: 1, name: "shake", inPoint: 0, outPoint: Double(lastFrame + 1),
            transform: LottieTransform(position: .split(x: .from(x), y: .fixed(100))), content: .null)
        let box = layer(
            2, "box", transform: .identity, parent: 1,
            [
                LottieShapeItem(.rectangle(position: .fixed([0, 0]), size: .fixed([140, 44]), roundness: .fixed(8))),
                // Lottie draws the items listed first on top: the stroke goes over the fill, as in SVG.
                LottiePaint.stroke(.gray, style: LottieStrokeStyle(width: .fixed(2))), LottiePaint.fill(.white),
            ])
        let document = LottieTextDocument(text: "Shake me!", fontName: "Helvetica", size: 18, fillColor: [0, 0, 0])
        let label = LottieLayer(
            index: 3, name: "label", parent: 1, inPoint: 0, outPoint: Double(lastFrame + 1),
            transform: LottieTransform(position: .combined(.fixed([0, 6]))), content: .text(LottieText(document)))
        return LottieSample(
            name: "text-shake", summary: "null parent, baked shake, text layer (transform checked from JSON)",
            animation: animation(
                "text-shake", [label, box, parent], fonts: [LottieFont(name: "Helvetica", family: "Helvetica")]),
            still: { frame in
                let box = Path(roundedRect: CGRect(x: 30, y: 78, width: 140, height: 44), cornerRadius: 8)
                return still([
                    SampleSVG.group(
                        offset: CGPoint(x: offset(time(frame)), y: 0),
                        [
                            SampleSVG.path(box, fill: "#ffffff", stroke: SampleSVG.Stroke(color: .gray, width: 2)),
                            SampleSVG.text("Shake me!", at: CGPoint(x: 100, y: 106), size: 18, color: .black),
                        ])
                ])
            },
            text: frames.map { frame in
                LottieSample.TextExpectation(
                    frame: frame, layer: "label", matrix: [1, 0, 0, 1, 100 + offset(time(frame)), 106], opacity: 1)
            }, frames: frames)
    }
}
