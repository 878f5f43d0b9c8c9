import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ImportContext {
    /// A text layer as a `text` view: its document's text, font (the text style with its size and line height, else a
    /// system font of its size; the weight from the font's style), colour and justification, changing where the document does, placed so its first baseline's justification point sits at
    /// the layer's origin as `TextMetrics` lays the text out in the canvas-sized frame.
    mutating func textView(
        _ text: LottieText, layer: LottieLayer, time: FrameMap, levels: [TransformLevel], path: String
    ) -> ImportedView? {
        guard let first = text.keyframes.first else { return nil }
        if time.remap != nil, text.keyframes.count > 1 {
            skip("\(path).t", "text documents in a time-remapped precomposition change as if not remapped")
        }
        let fonts = Dictionary(animation.fonts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func values(_ document: LottieTextDocument) -> (
            text: String, font: Font, color: Color, alignment: TextAlignment
        ) {
            let style = (fonts[document.fontName]?.style ?? document.fontName).lowercased()
            let weight: Font.Weight =
                style.contains("black")
                ? .black
                : style.contains("heavy")
                    ? .heavy
                    : style.contains("semibold")
                        ? .semibold
                        : style.contains("bold")
                            ? .bold
                            : style.contains("medium") ? .medium : style.contains("light") ? .light : .regular
            // The text style of that size and line height (what animdb exports), else a system font of the size.
            let textStyle = Font.TextStyle.allCases.first {
                $0.size == document.size && abs($0.lineHeight - document.lineHeight) < 1e-9
            }
            var font = textStyle.map { Font($0).weight(weight) } ?? Font.system(size: document.size, weight: weight)
            if style.contains("italic") || style.contains("oblique") { font = font.italic() }
            let alignment: TextAlignment =
                switch document.justification {
                case .left, .justifyLastLeft, .justifyAll: .leading
                case .center, .justifyLastCenter: .center
                case .right, .justifyLastRight: .trailing
                }
            let lines = document.text.split(omittingEmptySubsequences: false) {
                $0 == "\r" || $0 == "\n" || $0 == "\u{3}"
            }
            return (
                lines.joined(separator: "\n"), font, Self.color(document.fillColor, opacity: 100), alignment
            )
        }
        for keyframe in text.keyframes {
            let document = keyframe.document
            if document.tracking != 0 { skip("\(path).t", "letter spacing (tracking) is not drawn") }
            if document.justification.rawValue > 2 {
                skip("\(path).t", "justified text is drawn aligned to its last line's side")
            }
            if document.boxSize != nil { skip("\(path).t", "box text is drawn as point text") }
            if abs(document.lineHeight - values(document).font.lineHeight) > 1e-9 {
                skip(
                    "\(path).t",
                    "line height \(document.lineHeight) becomes the font's \(values(document).font.lineHeight)")
            }
        }
        /// Where layout puts the first baseline's justification point in the canvas-sized frame.
        func anchor(_ document: LottieTextDocument) -> (Double, Double) {
            let v = values(document)
            let lines = TextMetrics.lines(v.text)
            let measured = TextMetrics.size(of: lines, font: v.font)
            let node = TextNode(
                lines: lines, font: v.font, paint: .color(v.color), alignment: v.alignment, size: measured)
            let line = node.layout.first
            return (
                (Double(size.width) - Double(measured.width)) / 2 + (line?.anchorX ?? 0),
                (Double(size.height) - Double(measured.height)) / 2 + (line?.baseline ?? 0)
            )
        }
        func track(_ value: (LottieTextDocument) -> ParameterValue) -> ImportedTrack {
            let base = value(first.document)
            var changes: [(Double, ParameterValue)] = []
            var current = base
            for keyframe in text.keyframes.dropFirst() {
                let next = value(keyframe.document)
                if next != current { changes.append((max(clock.seconds(time.outer(keyframe.time)), 0), next)) }
                current = next
            }
            return changes.isEmpty ? .fixed(base) : .jumps(base: base, changes)
        }
        let content = ImportedItem(
            "text", "text",
            [
                ("text", track { .string(values($0).text) }), ("font", track { .font(values($0).font) }),
                ("foreground", track { .paint(.color(values($0).color)) }),
                ("alignment", track { .textAlignment(values($0).alignment) }),
            ])
        var items = [
            content,
            ImportedItem(
                key("canvas"), "frame",
                [("width", .fixed(.double(Double(size.width)))), ("height", .fixed(.double(Double(size.height))))]),
            ImportedItem(
                key("place"), "offset",
                [("x", track { .double(-anchor($0).0) }), ("y", track { .double(-anchor($0).1) })]),
        ]
        for level in levels { items += self.items(for: level) }
        return ImportedView(name: layer.name.isEmpty ? "text" : layer.name, items: items)
    }
}
