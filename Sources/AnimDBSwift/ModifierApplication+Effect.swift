import AnimDBEngine
import AnimDBGeometry

extension ModifierApplication {
    /// Why a modifier's body cannot be drawn: the application animdb does not draw, or the order it cannot.
    public struct Unsupported: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// What `body(content:)`'s modifiers, applied in order to the content, do to it as one `ModifierEffect`:
    /// scale, then rotation about one anchor, then offset, with opacity anywhere (it commutes with the others).
    /// Offsets add and scales multiply within their stage, as consecutive SwiftUI modifiers do.
    ///
    /// The articles' modifiers are all of this form (`content.offset(x: sin(shakes * .pi * 2) * 10)`); a body that
    /// applies another modifier, or an offset before a scale or rotation, is refused with one line.
    public static func effect(of list: [ModifierApplication]) throws(Unsupported) -> ModifierEffect {
        var effect = ModifierEffect()
        var stage = 0
        var anchor: UnitPoint?
        func enter(_ next: Int, _ name: String) throws(Unsupported) {
            guard next >= stage else {
                throw Unsupported(
                    description: "body(content:) applies '\(name)' after an effect animdb applies before it "
                        + "(it draws scaleEffect, then rotationEffect, then offset)")
            }
            stage = next
        }
        func sameAnchor(_ a: UnitPoint, _ name: String) throws(Unsupported) {
            if let anchor, anchor != a {
                throw Unsupported(description: "body(content:) scales and turns about different anchors ('\(name)')")
            }
            anchor = a
            effect.anchor = a
        }
        for application in list {
            let a = application.arguments
            func number(_ i: Int) -> Double? {
                guard i < a.count else { return nil }
                switch a[i] {
                case .double(let d): return d
                case .int(let n): return Double(n)
                default: return nil
                }
            }
            switch (application.name, a.count) {
            case ("offset(x:)", 1), ("offset(y:)", 1), ("offset(x:y:)", 2):
                try enter(2, application.name)
                let labels = application.name.dropFirst(7).dropLast().split(separator: ":").map(String.init)
                for (i, label) in labels.enumerated() {
                    guard let d = number(i) else { throw unsupported(application) }
                    if label == "x" { effect.offsetX += d } else { effect.offsetY += d }
                }
            case ("offset(_:)", 1):
                guard case .size(let s) = a[0] else { throw unsupported(application) }
                try enter(2, application.name)
                effect.offsetX += Double(s.width)
                effect.offsetY += Double(s.height)
            case ("scaleEffect(_:)", 1), ("scaleEffect(_:anchor:)", 2):
                guard let s = number(0) else { throw unsupported(application) }
                try enter(0, application.name)
                if a.count == 2, case .unitPoint(let u) = a[1] {
                    try sameAnchor(u, application.name)
                } else {
                    try sameAnchor(.center, application.name)
                }
                effect.scale *= s
            case ("rotationEffect(_:)", 1), ("rotationEffect(_:anchor:)", 2):
                guard case .angle(let angle) = a[0] else { throw unsupported(application) }
                try enter(1, application.name)
                if a.count == 2, case .unitPoint(let u) = a[1] {
                    try sameAnchor(u, application.name)
                } else {
                    try sameAnchor(.center, application.name)
                }
                effect.rotation = .radians(effect.rotation.radians + angle.radians)
            case ("opacity(_:)", 1):
                guard let o = number(0) else { throw unsupported(application) }
                effect.opacity *= o
            default:
                throw unsupported(application)
            }
        }
        return effect
    }

    private static func unsupported(_ application: ModifierApplication) -> Unsupported {
        Unsupported(
            description: "body(content:) applies '\(application.name)', which animdb does not draw from a modifier "
                + "(it draws offset, scaleEffect, rotationEffect and opacity)")
    }
}
