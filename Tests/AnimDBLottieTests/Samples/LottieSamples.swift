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
                    rotationOffset: ease.value(from: 0, to: 60, at: time) * .pi / 180
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
}
