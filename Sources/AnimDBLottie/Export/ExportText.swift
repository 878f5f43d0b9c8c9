import AnimDBEngine
import AnimDBGeometry

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

extension ExportBuilder {
    /// A text node as a text layer: the text document (lines joined by `\r`, font, size, colour, justification,
    /// line height) changing at the frames where the text does, placed with its first baseline's alignment point
    /// where `TextMetrics` lays it out. Lottie text is one colour, so a gradient paints it in its first colour, and a
    /// colour's opacity becomes the layer's.
    func addText(_ track: ExportFrames.Track) {
        func text(_ position: Double) -> TextNode {
            if case .text(let text) = frames.node(track, at: position).content { return text }
            preconditionFailure("a text track draws text")
        }
        func document(_ position: Double) -> LottieTextDocument {
            let node = text(position)
            let font = Self.font(node.font)
            addFont(font)
            let justification: LottieTextDocument.Justification =
                switch node.alignment {
                case .leading: .left
                case .center: .center
                case .trailing: .right
                }
            return LottieTextDocument(
                text: node.lines.joined(separator: "\r"), fontName: font.name, size: node.font.size,
                fillColor: LottiePaint.components(Self.color(node.paint)), justification: justification,
                lineHeight: node.font.lineHeight)
        }
        var keyframes: [LottieTextKeyframe] = []
        for frame in frames.frames {
            let current = document(Double(frame))
            if keyframes.last?.document != current {
                keyframes.append(LottieTextKeyframe(time: Double(frame), document: current))
            }
        }
        let changes = keyframes.dropFirst().map(\.time)
        let transform = nodeTransform(
            track,
            offset: { position in
                let line = text(position).layout.first
                return CGPoint(x: line?.anchorX ?? 0, y: line?.baseline ?? 0)
            },
            opacity: { Self.color(text($0).paint).opacity }, jumps: changes)
        let first = frames.node(track, at: Double(track.present.min()!))
        add(
            [
                withFilters(
                    track,
                    layer(layerName(track), transform: transform, content: .text(LottieText(keyframes: keyframes))))
            ],
            parent: parent(of: first), track: track)
    }

    /// The Lottie font for `font`: Helvetica (the face `TextMetrics` measures) in the matching style.
    static func font(_ font: Font) -> LottieFont {
        let bold = font.weight.value >= Font.Weight.semibold.value
        let (style, suffix) =
            switch (bold, font.isItalic) {
            case (false, false): ("Regular", "")
            case (true, false): ("Bold", "-Bold")
            case (false, true): ("Oblique", "-Oblique")
            case (true, true): ("Bold Oblique", "-BoldOblique")
            }
        return LottieFont(name: "Helvetica" + suffix, family: "Helvetica", style: style, ascent: 71.8)
    }
}
