import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What each node of a laid-out tree draws in its own frame, worked out when asked (drawing is not part of the
/// layout pass, which stays fast).
struct LayoutDrawing {
    let tree: LayoutTree
    let result: LayoutResult

    func parts(of node: Int) -> [LayoutPart] {
        let frame = result.frame(of: node)
        let size = frame.size
        let proposal = Proposal(result.proposal(of: node))
        switch tree.nodes[node].op {
        case .fill(let fill):
            let local = CGRect(origin: .zero, size: size)
            switch tree.fills[Int(fill)] {
            case .shape(let shape, let layers):
                let shown = layers.isEmpty ? [ShapeLayer.fill(.color(.primary))] : layers
                return [shapePart(shape.path(in: local), size: size, shown)]
            case .color(let color):
                return [shapePart(Path(local), size: size, [.fill(.color(color))])]
            }
        case .text(let text):
            return [textPart(tree.texts[Int(text)], proposal, size: size)]
        case .navigationStack(let title) where title >= 0:
            let prepared = tree.texts[Int(title)]
            let inset = NavigationMetrics.titleInset(width: Double(size.width))
            let width = max(0, Double(size.width) - 2 * inset)
            let lines = prepared.lines(width: width, height: .nan)
            let text = TextNode(
                lines: lines, font: prepared.content.font, paint: prepared.content.paint, alignment: .leading,
                size: CGSize(width: width, height: prepared.lineHeight))
            let y = NavigationMetrics.largeTitleBarHeight - NavigationMetrics.titleBottomMargin - prepared.lineHeight
            return [LayoutPart(origin: CGPoint(x: inset, y: y), content: .text(text))]
        case .control(let control):
            return controlParts(Int(control), proposal, size: size)
        default:
            return []
        }
    }

    private func shapePart(_ path: Path, size: CGSize, _ layers: [ShapeLayer], at origin: CGPoint = .zero)
        -> LayoutPart
    {
        LayoutPart(origin: origin, content: .shape(ShapeNode(path: path, size: size, layers: layers)))
    }

    /// A text laid out for `proposal` in a frame of `size`, with its own paint unless `paint` replaces it.
    private func textPart(
        _ text: PreparedText, _ proposal: Proposal, size: CGSize, at origin: CGPoint = .zero, paint: Paint? = nil
    ) -> LayoutPart {
        let node = TextNode(
            lines: text.lines(width: proposal.width, height: proposal.height), font: text.content.font,
            paint: paint ?? text.content.paint, alignment: text.content.alignment, size: size)
        return LayoutPart(origin: origin, content: .text(node))
    }

    private func controlParts(_ index: Int, _ proposal: Proposal, size: CGSize) -> [LayoutPart] {
        let label = tree.controlLabels[index]
        let width = Double(size.width)
        let height = Double(size.height)
        switch tree.controls[index] {
        case .button(let button):
            guard button.isBordered else { return [textPart(label, proposal, size: size)] }
            let insets = ControlMetrics.buttonInsets
            let local = CGRect(origin: .zero, size: size)
            let path: Path
            switch button.shape {
            case .automatic: path = Path(roundedRect: local, cornerRadius: ControlMetrics.buttonCornerRadius)
            case .capsule: path = Capsule().path(in: local)
            case .roundedRectangle(let radius): path = Path(roundedRect: local, cornerRadius: Double(radius))
            }
            let tint = button.tint ?? ControlMetrics.accent
            let fill: Color
            if button.style == .borderedProminent {
                fill = tint
            } else if let custom = button.tint {
                fill = Color(
                    red: custom.red, green: custom.green, blue: custom.blue,
                    opacity: custom.opacity * ControlMetrics.tintedFillOpacity)
            } else {
                fill = ControlMetrics.borderedFill
            }
            let inner = proposal.inset(by: insets)
            let labelSize = CGSize(
                width: max(0, width - Double(insets.leading + insets.trailing)),
                height: max(0, height - Double(insets.top + insets.bottom)))
            return [
                shapePart(path, size: size, [.fill(.color(fill))]),
                textPart(label, inner, size: labelSize, at: CGPoint(x: insets.leading, y: insets.top)),
            ]
        case .slider(let fraction, let tint):
            let track = ControlMetrics.sliderTrackHeight
            let diameter = ControlMetrics.sliderThumbDiameter
            let centre = diameter / 2 + fraction * max(0, width - diameter)
            let trackY = (height - track) / 2
            func capsule(_ length: Double) -> Path {
                Capsule().path(in: CGRect(x: 0, y: 0, width: max(0, length), height: track))
            }
            let thumb = Path(ellipseIn: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            return [
                shapePart(
                    capsule(width), size: CGSize(width: width, height: track),
                    [.fill(.color(ControlMetrics.sliderMaximumTrack))], at: CGPoint(x: 0, y: trackY)),
                shapePart(
                    capsule(centre), size: CGSize(width: centre, height: track),
                    [.fill(.color(tint ?? ControlMetrics.accent))], at: CGPoint(x: 0, y: trackY)),
                shapePart(
                    thumb, size: CGSize(width: diameter, height: diameter),
                    [
                        .fill(.color(.white)),
                        .stroke(.color(ControlMetrics.sliderThumbBorder), StrokeStyle(lineWidth: 0.5)),
                    ], at: CGPoint(x: centre - diameter / 2, y: (height - diameter) / 2)),
            ]
        case .toggle(let toggle):
            let switchSize = ControlMetrics.switchSize
            let placed = label.toggleLabel(proposedHeight: proposal.height, width: width, height: height)
            let labelWidth = max(0, width - switchSize.width - ControlMetrics.toggleGap)
            let trackOrigin = CGPoint(x: width - switchSize.width, y: (height - switchSize.height) / 2)
            let inset = ControlMetrics.switchThumbInset
            let thumbDiameter = switchSize.height - 2 * inset
            let thumbX = toggle.isOn ? switchSize.width - inset - thumbDiameter : inset
            return [
                textPart(
                    label, Proposal(width: labelWidth, height: proposal.height),
                    size: CGSize(width: placed.size.width, height: placed.size.height), at: placed.origin),
                shapePart(
                    Capsule().path(in: CGRect(x: 0, y: 0, width: switchSize.width, height: switchSize.height)),
                    size: CGSize(width: switchSize.width, height: switchSize.height),
                    [.fill(.color(toggle.isOn ? ControlMetrics.switchOnTrack : ControlMetrics.switchOffTrack))],
                    at: trackOrigin),
                shapePart(
                    Path(ellipseIn: CGRect(x: 0, y: 0, width: thumbDiameter, height: thumbDiameter)),
                    size: CGSize(width: thumbDiameter, height: thumbDiameter), [.fill(.color(.white))],
                    at: CGPoint(x: Double(trackOrigin.x) + thumbX, y: Double(trackOrigin.y) + inset)),
            ]
        case .textField(let field):
            let inset = field.style == .roundedBorder ? ControlMetrics.fieldInset : 0
            let textSize = CGSize(width: max(0, width - 2 * inset), height: height)
            let text = textPart(
                label, Proposal(width: .nan, height: .nan), size: textSize, at: CGPoint(x: inset, y: 0))
            guard field.style == .roundedBorder else { return [text] }
            let box = Path(
                roundedRect: CGRect(origin: .zero, size: size), cornerRadius: ControlMetrics.fieldCornerRadius,
                style: .circular)
            return [
                shapePart(
                    box, size: size,
                    [.fill(.color(.white)), .stroke(.color(ControlMetrics.fieldBorder), StrokeStyle(lineWidth: 0.5))]),
                text,
            ]
        }
    }
}
