#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A typed preset parameter value.
///
/// Animatable values flatten to their SwiftUI `animatableData` components (so an angle animates as radians × 128),
/// which lets the engine animate any parameter through `AnimatableVector` and rebuild it afterwards.
public enum ParameterValue: Hashable, Sendable {
    case double(Double)
    case angle(Angle)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case unitPoint(UnitPoint)
    case color(Color)
    case paint(Paint)
    case strokeStyle(StrokeStyle)
    case shapePath(ShapePath)
    case font(Font)
    case textAlignment(TextAlignment)
    case textFieldStyle(TextFieldStyle)
    case cornerStyle(RoundedCornerStyle)
    case int(Int)
    case bool(Bool)
    case string(String)
    case optionalNumber(Double?)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case alignment(Alignment)
    case edgeSet(Edge.Set)
    case buttonStyle(ButtonStyle)
    case transition(Transition)

    public var type: ParameterType {
        switch self {
        case .double: .double
        case .angle: .angle
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .unitPoint: .unitPoint
        case .color: .color
        case .paint: .paint
        case .strokeStyle: .strokeStyle
        case .shapePath: .shapePath
        case .font: .font
        case .textAlignment: .textAlignment
        case .textFieldStyle: .textFieldStyle
        case .cornerStyle: .cornerStyle
        case .int: .int
        case .bool: .bool
        case .string: .string
        case .optionalNumber: .optionalNumber
        case .horizontalAlignment: .horizontalAlignment
        case .verticalAlignment: .verticalAlignment
        case .alignment: .alignment
        case .edgeSet: .edgeSet
        case .buttonStyle: .buttonStyle
        case .transition: .transition
        }
    }

    /// The value's animatable data as flat components; empty for types that never animate.
    public var components: [Double] {
        switch self {
        case .double(let v): [v]
        case .angle(let a): [a.animatableData]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .rect(let r): [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .unitPoint(let u): [u.animatableData.first, u.animatableData.second]
        case .color(let c): c.animatableComponents
        case .paint(let p): p.animatableData.components
        case .strokeStyle(let s):
            [s.animatableData.first, s.animatableData.second.first, s.animatableData.second.second]
        case .shapePath(let p): p.animatableData.components
        default: []
        }
    }

    /// Rebuilds a value of `type` from animatable components (the inverse of `components`), keeping `self`'s
    /// structure (a gradient's stop count, a stroke's caps). Returns `self` unchanged for non-animatable types,
    /// which is how ignored parameters "jump".
    public func withComponents(_ c: [Double]) -> ParameterValue {
        func at(_ i: Int) -> Double { i < c.count ? c[i] : 0 }
        switch self {
        case .double: return .double(at(0))
        case .angle: return .angle(Angle(radians: at(0) / 128))
        case .point: return .point(CGPoint(x: at(0), y: at(1)))
        case .size: return .size(CGSize(width: at(0), height: at(1)))
        case .rect: return .rect(CGRect(x: at(0), y: at(1), width: at(2), height: at(3)))
        case .unitPoint: return .unitPoint(UnitPoint(x: at(0) / 128, y: at(1) / 128))
        case .color(var color):
            color.animatableComponents = (0..<4).map(at)
            return .color(color)
        case .paint(var paint):
            paint.animatableData = AnimatableVector(c)
            return .paint(paint)
        case .strokeStyle(var style):
            style.animatableData = AnimatablePair(at(0), AnimatablePair(at(1), at(2)))
            return .strokeStyle(style)
        case .shapePath(var path):
            path.animatableData = AnimatableVector(c)
            return .shapePath(path)
        default: return self
        }
    }

    /// Whether an animation can carry `self` to `other` by interpolating components: the same type and, for
    /// paints, stroke styles and paths, the same structure (stop count, caps, joins, dashes, vertex counts). A change to a value that
    /// does not interpolate jumps, as a change to a non-animatable parameter does.
    public func interpolates(with other: ParameterValue) -> Bool {
        guard type == other.type, type.isAnimatable else { return false }
        switch (self, other) {
        case (.paint(let a), .paint(let b)): return a.hasSameStructure(as: b)
        case (.strokeStyle(let a), .strokeStyle(let b)): return a.hasSameStructure(as: b)
        case (.shapePath(let a), .shapePath(let b)): return a.hasSameStructure(as: b)
        default: return true
        }
    }

    /// The value as a plain number where one makes sense (doubles, ints, angles in degrees, bools as 0/1).
    public var numericValue: Double? {
        switch self {
        case .double(let v): v
        case .optionalNumber(let v): v
        case .int(let v): Double(v)
        case .angle(let a): a.degrees
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }

    /// Whether every number in the value is finite (NaN and infinities are refused everywhere in animdb).
    public var isFinite: Bool {
        switch self {
        case .strokeStyle(let s): components.allSatisfy(\.isFinite) && s.dash.allSatisfy(\.isFinite)
        case .font(let f): f.size.isFinite
        // `.infinity` is SwiftUI's "as large as offered" (`maxWidth: .infinity`); NaN is refused.
        case .optionalNumber(let v): v.map { !$0.isNaN && $0 != -.infinity } ?? true
        case .transition(let t): t.isFinite
        default: components.allSatisfy(\.isFinite)
        }
    }
}
