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

extension TerminalCanvas {
    /// Draws `scene` with its canvas fitted to this one (`dotTransform(fitting:)`), approximately: filled shapes are
    /// filled (non-zero rule) and outlined, strokes are drawn at their width in dots, each cell coloured by the paint
    /// at its dots (gradients sampled per dot); text is written into cells at its lines' positions, upright even when
    /// rotated. Backgrounds and text-field boxes are outlined only, so text on them stays readable. Terminals have no
    /// transparency or clipping, so nodes with opacity below 0.5 are not drawn and clips are ignored. `Color.primary` (the
    /// default foreground) is drawn in the terminal's own text colour. Colour filters (brightness, saturation, …)
    /// recolour the cells; blur, shadows and blend modes are not drawn (a cell has one colour).
    public mutating func draw(_ scene: Scene) {
        let fit = dotTransform(fitting: CGRect(origin: .zero, size: scene.size))
        for node in scene.nodes where node.opacity >= 0.5 {
            let transform = node.transform.concatenating(fit)
            let scale = Double(hypot(transform.a, transform.b))
            // Innermost first, as the filters apply.
            let matrices = node.filters.reversed().compactMap { filter -> ColorMatrix? in
                if case .colorMatrix(let matrix) = filter { return matrix }
                return nil
            }
            switch node.content {
            case .shape(let shape):
                let polylines = node.drawnPath(shape.path).applying(transform).flattened(tolerance: 0.25)
                let toLocal = transform.inverted()
                for layer in shape.layers {
                    shade(layer.paint, size: shape.size, toLocal: toLocal, matrices)
                    switch layer {
                    case .fill(_, let evenOdd):
                        if node.role == .content { fillPolygons(polylines.map(\.points), evenOdd: evenOdd) }
                        for line in polylines { drawPolyline(line.points, closed: line.isClosed) }
                    case .stroke(_, let style):
                        for line in polylines {
                            strokePolyline(line.points, closed: line.isClosed, width: style.lineWidth * scale)
                        }
                    }
                }
            case .text(let text):
                shade(text.paint, size: text.size, toLocal: transform.inverted(), matrices)
                for line in text.layout {
                    let anchor = CGPoint(x: line.anchorX, y: line.baseline - text.font.lineHeight / 3)
                        .applying(transform)
                    guard Double(anchor.x).isFinite, Double(anchor.y).isFinite else { continue }
                    let count = Double(line.text.count)
                    let offset: Double =
                        switch text.alignment {
                        case .leading: 0
                        case .center: count / 2
                        case .trailing: count
                        }
                    drawText(
                        line.text, column: Int((Double(anchor.x) / 2 - offset).rounded()),
                        row: Int((Double(anchor.y) / 4).rounded(.down)))
                }
            }
        }
        shader = nil
    }

    /// Colours what is drawn next with `paint` sampled at each dot, mapped back into the frame of `size`.
    /// `matrices` (innermost first) recolour what the paint gives.
    private mutating func shade(
        _ paint: Paint, size: CGSize, toLocal: CGAffineTransform, _ matrices: [ColorMatrix] = []
    ) {
        @Sendable func filtered(_ color: Color) -> Color { matrices.reduce(color) { $1.apply(to: $0) } }
        if case .color(let color) = paint {
            shader = nil
            // The primary label colour is the terminal's own text colour (black would vanish on a dark terminal).
            pen = color == .primary && matrices.isEmpty ? nil : TerminalRGB(filtered(color))
            return
        }
        // A colour's standard gradient is made once here, not again for every dot.
        var sampled = paint
        if case .colorGradient(let color) = paint { sampled = .linearGradient(Paint.standardGradient(for: color)) }
        shader = { [sampled] dot in TerminalRGB(filtered(sampled.color(at: dot.applying(toLocal), in: size))) }
    }
}
