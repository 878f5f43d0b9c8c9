import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A timeline's whole view as a Lottie animation: what `animdb render NAME --out FILE.lottie.json` writes.
///
/// A player showing frame k shows what `animdb play NAME --at k/fps` gives, because every number comes from the
/// evaluator's scenes at k / fps:
///
/// - Each node of the scene (content, background, text-field box) becomes a layer, followed from frame to frame by
///   the item that draws it. Its layout position is the layer's position; its opacity the layer's opacity.
/// - Each effect modifier around it (offset, scale, rotation, the shakes) becomes a null layer whose transform is
///   the effect's — anchor, position, scale and rotation — parented outwards in chain order, so a player composes
///   them exactly as SwiftUI applies modifiers.
/// - Outlines that are rectangles, rectangles with circular corners, ellipses and regular polygons (recognised from
///   the drawn path, frame by frame) become `rc`, `el` and `sr` items with keyframed parameters; every other
///   outline (trapezoids, waves, arcs, petals, continuous corners) becomes `sh` keyframes, held where the vertex
///   count changes. Fills, strokes (caps, joins, dashes) and linear gradients map directly; angular gradients
///   become 120 wedges under an alpha matte of the outline. Text becomes a text layer (font, size, colour,
///   justification) placed at its first baseline as `TextMetrics` lays it out.
/// - Every channel is keyframed from the evaluator's samples. Where one timing curve alone moves an item over a span
///   (`TimelineEvaluator.soloAnimations()`) and the channel's samples follow that curve exactly, the span is two
///   keyframes with the curve's Bézier easing; elsewhere it is baked at every frame (`LottieBaker`), held before
///   jumps.
public enum LottieExport {
    /// The animation of `evaluator`'s view over `duration` seconds at `frameRate` on a canvas of `size` (whole
    /// points), named `name`. Frames 0 through the first frame at or after `duration` are written.
    public static func animation(
        of evaluator: TimelineEvaluator, name: String, size: CGSize, frameRate: Double, duration: Double
    ) -> LottieAnimation {
        let frames = ExportFrames(evaluator: evaluator, size: size, frameRate: frameRate, duration: duration)
        let builder = ExportBuilder(frames: frames)
        for track in frames.tracks {
            if track.isText {
                builder.addText(track)
            } else {
                builder.addShape(track)
            }
        }
        return builder.animation(name: name)
    }

    /// The number of frames `animation(of:…)` writes for `duration` seconds at `frameRate`.
    public static func frameCount(duration: Double, frameRate: Double) -> Int {
        ExportFrames.lastFrame(duration: duration, frameRate: frameRate) + 1
    }
}

/// Collects an export's layers and turns sampled channels into Lottie properties.
final class ExportBuilder {
    let frames: ExportFrames
    let baker: LottieBaker
    /// Layers in drawing order (bottom first), each with the effect item whose null layer is its parent.
    private var layers: [(layer: LottieLayer, parent: Int?)] = []
    private(set) var fonts: [LottieFont] = []

    init(frames: ExportFrames) {
        self.frames = frames
        baker = LottieBaker(frameRate: frames.frameRate)
    }

    var view: ViewSpec { frames.view }
    var outPoint: Double { Double(frames.lastFrame + 1) }

    /// Adds layers in drawing order; the first is drawn first (under the others). Layers of a node the scene draws
    /// in one unbroken run of frames exist only for those frames (in and out points), so a player draws nothing
    /// where the view is not, as SwiftUI does once a removal ends; a node that comes back keeps its layers and is
    /// hidden by opacity between.
    func add(_ newLayers: [LottieLayer], parent: Int?, track: ExportFrames.Track) {
        var span: (first: Int, last: Int)?
        if let first = track.present.min(), let last = track.present.max(),
            track.present.count == last - first + 1
        {
            span = (first, last)
        }
        for var layer in newLayers {
            if let span {
                layer.inPoint = Double(span.first)
                layer.outPoint = Double(span.last + 1)
            }
            layers.append((layer, parent))
        }
    }

    func addFont(_ font: LottieFont) {
        if !fonts.contains(where: { $0.name == font.name }) { fonts.append(font) }
    }

    /// A layer shown for the whole animation.
    func layer(_ name: String, transform: LottieTransform, content: LottieLayer.Content) -> LottieLayer {
        LottieLayer(index: 0, name: name, inPoint: 0, outPoint: outPoint, transform: transform, content: content)
    }

    // MARK: Effects

    /// The effect items that move something at some frame: each gets a null layer.
    lazy var nullItems: [Int] = {
        var items: Set<Int> = []
        for frame in frames.frames {
            for effect in frames.frame(Double(frame)).scene.effects where !effect.transform.isIdentity {
                items.insert(effect.item)
            }
        }
        return items.sorted()
    }()

    /// The null layer a node hangs from: its innermost effect that moves something.
    func parent(of node: SceneNode) -> Int? { node.effectItems.first { nullItems.contains($0) } }

    /// What the null layers above a node layer do at a frame position: the effect of its parent null, then of each
    /// null that one hangs from (`animation(name:)` chains them), innermost first.
    func parentTransform(of parent: Int?, at position: Double) -> CGAffineTransform {
        nullChain(from: parent).reduce(.identity) { $0.concatenating(effect($1, at: position).transform) }
    }

    /// The null layers a layer hangs from through `parent`, innermost first: each null hangs from the next effect
    /// outwards (the one place that chain is decided; `animation(name:)` parents the nulls by it).
    private func nullChain(from parent: Int?) -> ArraySlice<Int> {
        guard let parent, let start = nullItems.firstIndex(of: parent) else { return [] }
        return nullItems[start...]
    }

    private func effect(_ item: Int, at position: Double) -> SceneEffect {
        frames.frame(position).scene.effect(ofItem: item)
            ?? SceneEffect(item: item, effect: .identity, bounds: .zero)
    }

    /// The null layer of effect item `item`: the effect's anchor, its offset added to the position, its scale and
    /// rotation, exactly `ModifierEffect.transform(in:)`.
    private func nullLayer(_ item: Int) -> LottieLayer {
        func anchor(_ position: Double) -> CGPoint {
            let effect = self.effect(item, at: position)
            return effect.effect.anchorPoint(in: effect.bounds)
        }
        let transform = LottieTransform(
            anchor: vector { position in
                let point = anchor(position)
                return [Double(point.x), Double(point.y)]
            },
            position: .split(
                x: scalar { Double(anchor($0).x) + self.effect(item, at: $0).effect.offsetX },
                y: scalar { Double(anchor($0).y) + self.effect(item, at: $0).effect.offsetY }),
            scale: vector { position in
                let scale = self.effect(item, at: position).effect.scale * 100
                return [scale, scale]
            },
            rotation: scalar { self.effect(item, at: $0).effect.rotation.degrees })
        return layer(view.items[item].name, transform: transform, content: .null)
    }

    // MARK: Channels

    /// A scalar channel sampled at frame positions; `jumps` adds frames (whole or not) where it jumps to the ones
    /// found among the view's candidate jumps.
    func scalar(jumps: [Double] = [], _ value: @escaping (Double) -> Double) -> LottieProperty<Double> {
        let found = frames.jumps { [value($0)] }
        let keyframes: [LottieKeyframe<Double>] = baker.channelKeyframes(
            frames: frames.frames, jumps: Array(Set(found + jumps)).sorted(), spans: frames.spans, dimensions: 1,
            sample: { LottieBaker.Flat(numbers: [value($0)], signature: 1) }, rebuild: { $0.numbers.first ?? 0 })
        return .from(keyframes)
    }

    /// A vector channel (points, sizes, colours, gradient stops); vectors of different lengths hold.
    func vector(jumps: [Double] = [], _ value: @escaping (Double) -> [Double]) -> LottieProperty<[Double]> {
        let found = frames.jumps(in: value)
        let dimensions = value(0).count
        let keyframes: [LottieKeyframe<[Double]>] = baker.channelKeyframes(
            frames: frames.frames, jumps: Array(Set(found + jumps)).sorted(), spans: frames.spans,
            dimensions: dimensions,
            sample: { position in
                let numbers = value(position)
                return LottieBaker.Flat(numbers: numbers, signature: numbers.count)
            }, rebuild: { $0.numbers })
        return .from(keyframes)
    }

    /// A shape channel; shapes that cannot morph into the next (vertex count, closedness) hold.
    func bezier(jumps: [Double] = [], _ value: @escaping (Double) -> LottieBezier) -> LottieProperty<LottieBezier> {
        func flat(_ shape: LottieBezier) -> LottieBaker.Flat {
            var numbers: [Double] = []
            numbers.reserveCapacity(shape.vertices.count * 6)
            for index in shape.vertices.indices {
                for point in [shape.vertices[index], shape.inTangents[index], shape.outTangents[index]] {
                    numbers.append(point.x)
                    numbers.append(point.y)
                }
            }
            return LottieBaker.Flat(numbers: numbers, signature: shape.vertices.count * 2 + (shape.closed ? 1 : 0))
        }
        let found = frames.jumps { flat(value($0)).numbers }
        let keyframes: [LottieKeyframe<LottieBezier>] = baker.channelKeyframes(
            frames: frames.frames, jumps: Array(Set(found + jumps)).sorted(), spans: frames.spans, dimensions: 1,
            sample: { flat(value($0)) },
            rebuild: { flat in
                var vertices: [LottiePoint] = []
                var inTangents: [LottiePoint] = []
                var outTangents: [LottiePoint] = []
                var index = 0
                let numbers = flat.numbers
                while index + 5 < numbers.count {
                    vertices.append(LottiePoint(x: numbers[index], y: numbers[index + 1]))
                    inTangents.append(LottiePoint(x: numbers[index + 2], y: numbers[index + 3]))
                    outTangents.append(LottiePoint(x: numbers[index + 4], y: numbers[index + 5]))
                    index += 6
                }
                return LottieBezier(
                    closed: flat.signature % 2 == 1, vertices: vertices, inTangents: inTangents,
                    outTangents: outTangents)
            })
        return .from(keyframes)
    }

    /// A channel that holds each value until the next (a count, a visibility): keyframes only where it changes.
    func held(_ value: (Int) -> Double) -> LottieProperty<Double> {
        var keyframes: [LottieKeyframe<Double>] = []
        for frame in frames.frames {
            let current = value(frame)
            if keyframes.last?.value != current {
                keyframes.append(LottieKeyframe(time: Double(frame), value: current, hold: true))
            }
        }
        if !keyframes.isEmpty { keyframes[keyframes.count - 1].hold = false }
        return .from(keyframes)
    }

    /// Whole frames at which `changes(frame)` is true, as jumps (the frame before holds).
    func wholeFrameJumps(_ changes: (Int) -> Bool) -> [Double] {
        frames.frames.dropFirst().filter(changes).map(Double.init)
    }

    // MARK: The document

    func animation(name: String) -> LottieAnimation {
        // Lottie lists layers top first; null layers (not drawn) go last.
        let drawn = layers.reversed()
        var all: [LottieLayer] = drawn.map(\.layer)
        var nullIndex: [Int: Int] = [:]
        for item in nullItems {
            nullIndex[item] = all.count + 1
            all.append(nullLayer(item))
        }
        for index in all.indices { all[index].index = index + 1 }
        for (offset, entry) in drawn.enumerated() {
            all[offset].parent = entry.parent.flatMap { nullIndex[$0] }
        }
        for position in nullItems.indices {
            // Each null hangs from the next effect outwards.
            let outer = nullChain(from: nullItems[position]).dropFirst().first
            all[drawn.count + position].parent = outer.flatMap { nullIndex[$0] }
        }
        return LottieAnimation(
            name: name, frameRate: frames.frameRate, inPoint: 0, outPoint: outPoint, width: Int(frames.size.width),
            height: Int(frames.size.height), layers: all, fonts: fonts)
    }
}
