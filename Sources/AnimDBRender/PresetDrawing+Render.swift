import AnimDBEngine
import AnimDBGeometry
import Foundation

extension SVGWriter {
    /// A still SVG of one catalog drawing: a shape's path painted with `style`, or a modifier's effect applied to
    /// `content`.
    public static func drawing(
        _ drawing: PresetDrawing, viewBox: CGRect, style: RenderStyle = .filled, content: ContentBox = .textField
    ) -> String {
        switch drawing {
        case .path(let path): shape(path, viewBox: viewBox, style: style)
        case .effect(let effect): self.effect(effect, content: content, viewBox: viewBox, background: style.background)
        }
    }

    /// An animated SVG of catalog drawings sampled over time (see `animatedShape` and `animatedEffect`).
    /// - Precondition: All frames are the same kind (all paths or all effects), in ascending time order.
    public static func animated(
        _ frames: [TimedFrame<PresetDrawing>], viewBox: CGRect, style: RenderStyle = .filled,
        content: ContentBox = .textField, playback: SVGPlayback = SVGPlayback()
    ) -> String {
        switch PresetFrames(frames) {
        case .paths(let paths):
            animatedShape(paths, viewBox: viewBox, style: style, playback: playback)
        case .effects(let effects):
            animatedEffect(
                effects, content: content, viewBox: viewBox, background: style.background, playback: playback)
        }
    }
}

extension HTMLPreview.Animation {
    /// The player animation for catalog drawings sampled over time.
    /// - Precondition: All frames are the same kind (all paths or all effects).
    public init(
        frames: [TimedFrame<PresetDrawing>], viewBox: CGRect, style: RenderStyle = .filled,
        content: ContentBox = .textField
    ) {
        switch PresetFrames(frames) {
        case .paths(let paths): self = .shape(frames: paths, viewBox: viewBox, style: style)
        case .effects(let effects): self = .effect(frames: effects, content: content, viewBox: viewBox)
        }
    }
}

extension TerminalCanvas {
    /// Draws one catalog drawing with `viewBox` fitted to the canvas: a shape's path (filled or outlined), or
    /// `content`'s box and text moved, scaled and rotated by the effect. Terminals have no transparency, so an
    /// effect with opacity below 0.5 draws nothing.
    public mutating func draw(
        _ drawing: PresetDrawing, in viewBox: CGRect, content: ContentBox = .textField, filled: Bool = true
    ) {
        switch drawing {
        case .path(let path):
            drawPath(path, in: viewBox, filled: filled)
        case .effect(let effect):
            guard effect.opacity >= 0.5 else { return }
            let frame = content.frame(centeredIn: viewBox)
            let transform = effect.transform(in: frame).concatenating(dotTransform(fitting: viewBox))
            drawTextBox(effect.text ?? content.text, in: frame, transform: transform)
        }
    }
}

/// Frames of one kind, split out of `PresetDrawing`.
private enum PresetFrames {
    case paths([TimedFrame<Path>])
    case effects([TimedFrame<ModifierEffect>])

    init(_ frames: [TimedFrame<PresetDrawing>]) {
        var paths: [TimedFrame<Path>] = []
        var effects: [TimedFrame<ModifierEffect>] = []
        for frame in frames {
            switch frame.value {
            case .path(let path): paths.append(TimedFrame(time: frame.time, value: path))
            case .effect(let effect): effects.append(TimedFrame(time: frame.time, value: effect))
            }
        }
        precondition(paths.isEmpty || effects.isEmpty, "frames mix shapes and modifier effects")
        self = effects.isEmpty ? .paths(paths) : .effects(effects)
    }
}
