import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How controls size themselves: each as the SwiftUI view its style builds (a bordered button is its title padded
/// by the button insets; a toggle an `HStack` of label, spacer and switch), with the metrics of `ControlMetrics`.
extension LayoutPass {
    mutating func controlSize(_ index: Int, _ p: Proposal) -> Size {
        let label = tree.controlLabels[index]
        switch tree.controls[index] {
        case .button(let button):
            let insets = button.isBordered ? ControlMetrics.buttonInsets : .zero
            let inner = p.inset(by: insets)
            let size = label.size(width: inner.width, height: inner.height)
            return Size(
                width: size.width + Double(insets.leading + insets.trailing),
                height: size.height + Double(insets.top + insets.bottom))
        case .slider:
            // A representable without an intrinsic width: min 0, ideal 0, max infinity (OpenSwiftUI
            // `PlatformViewHost.intrinsicLayoutTraits`); a fixed height.
            return Size(width: p.width.isNaN ? 0 : max(p.width, 0), height: ControlMetrics.sliderHeight)
        case .toggle:
            let switchRoom = ControlMetrics.switchSize.width + ControlMetrics.toggleGap
            let text = label.size(width: p.width.isNaN ? .nan : max(0, p.width - switchRoom), height: p.height)
            let least = text.width + switchRoom
            return Size(
                width: p.width.isNaN ? least : max(p.width, least),
                height: max(text.height, ControlMetrics.switchSize.height))
        case .textField(let field):
            let inset = field.style == .roundedBorder ? ControlMetrics.fieldInset : 0
            let line = label.size(width: .nan, height: .nan)
            let height = label.lineHeight + (field.style == .roundedBorder ? 2 * ControlMetrics.fieldVerticalInset : 0)
            // Flexible across: the proposal, or the text's width when asked for the ideal.
            return Size(width: p.width.isNaN ? line.width + 2 * inset : max(p.width, 0), height: height)
        }
    }

    mutating func controlBaselines(_ index: Int, _ p: Proposal, _ s: Size) -> (first: Double, last: Double) {
        let label = tree.controlLabels[index]
        switch tree.controls[index] {
        case .button(let button):
            let top = button.isBordered ? Double(ControlMetrics.buttonInsets.top) : 0
            let bottom = button.isBordered ? Double(ControlMetrics.buttonInsets.bottom) : 0
            let lines = max(1, ((s.height - top - bottom) / label.lineHeight).rounded())
            return (top + label.firstBaseline, top + label.firstBaseline + (lines - 1) * label.lineHeight)
        case .slider: return (.nan, .nan)
        case .toggle:
            let placed = label.toggleLabel(proposedHeight: p.height, width: s.width, height: s.height)
            let top = Double(placed.origin.y) + label.firstBaseline
            return (top, top + Double(placed.lines - 1) * label.lineHeight)
        case .textField:
            let baseline = (s.height - label.lineHeight) / 2 + label.firstBaseline
            return (baseline, baseline)
        }
    }

    /// A control's spacing: a bordered button's is a plain view's (its padding resets every edge), a borderless
    /// one's is its title's; the UIKit-drawn controls are plain views.
    mutating func controlSpacing(_ index: Int) -> ViewSpacing {
        switch tree.controls[index] {
        case .button(let button) where !button.isBordered:
            let label = tree.controlLabels[index]
            return .text(label, lines: label.layOut(width: .nan, height: .nan).lines, pixelLength: pixelLength)
        default: return .standard
        }
    }
}

extension PreparedText {
    /// Where a toggle's label sits in a toggle of `width` × `height`: leading, as wide as the room beside the switch
    /// allows, centred vertically; with its size and line count.
    func toggleLabel(proposedHeight: Double, width: Double, height: Double) -> (origin: CGPoint, size: Size, lines: Int)
    {
        let room = max(0, width - ControlMetrics.switchSize.width - ControlMetrics.toggleGap)
        let size = self.size(width: room, height: proposedHeight)
        let lines = max(1, Int((size.height / lineHeight).rounded()))
        return (CGPoint(x: 0, y: (height - size.height) / 2), size, lines)
    }
}
