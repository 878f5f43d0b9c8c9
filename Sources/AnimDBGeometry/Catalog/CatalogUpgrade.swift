import AnimDBEngine

/// How presets stored by animdb before view chains (store format 1, bundle format 1) read in today's catalog.
///
/// Three things changed meaning:
/// - `morphing-rect` is now `morphing-shape`, the article's `MorphingShape` (same parameters; it now clamps the
///   size to the frame and draws SwiftUI's continuous corners).
/// - `arc` now follows SwiftUI's `addArc` (0° at 3 o'clock, the article's `clockwise`). Before, angles were measured
///   clockwise from 12 o'clock and `clockwise` meant clockwise on screen. The old drawing called
///   `addArc(start − 90°, end − 90°, clockwise: !clockwise)`, so an old arc keeps its exact look as
///   `startAngle − 90°`, `endAngle − 90°`, `!clockwise`.
/// - `petal`'s `rotationOffset` was an Angle; the article stores radians in a Double. Its `petalCount` had a minimum
///   of 1; the article draws at least 2 petals.
///
/// The lead's store migration and bundle reader call these on typed values (parse the stored text with the
/// parameter's old type, map, print canonically).
public enum CatalogUpgrade {
    /// Types renamed since format 1, old name → today's.
    static let renamed = ["morphing-rect": "morphing-shape"]

    /// The current name of a type stored under `name`: `morphing-rect` → `morphing-shape`; other names are unchanged.
    public static func typeName(_ name: String) -> String {
        renamed[name] ?? name
    }

    /// The names format 1 stored `type` under, other than its own.
    public static func formerNames(of type: String) -> [String] {
        renamed.filter { $0.value == type }.map(\.key).sorted()
    }

    /// The value type a format-1 store wrote for `parameter` of `type` (the old name), where it differs from today's
    /// catalog: `petal.rotationOffset` was an angle. Nil means "as in the current catalog".
    public static func storedType(type: String, parameter: String) -> ParameterType? {
        type == "petal" && parameter == "rotationOffset" ? .angle : nil
    }

    /// A format-1 preset's explicitly stored values of `type` (the old name), rewritten for today's catalog.
    ///
    /// Arcs get all three parameters written out, old defaults (0°, 110°, clockwise true) filled in first, because
    /// the defaults moved too; a petal count below 2 becomes 2.
    public static func parameters(type: String, _ values: [String: ParameterValue]) -> [String: ParameterValue] {
        var values = values
        switch type {
        case "arc":
            for (name, old) in [
                ("startAngle", ParameterValue.angle(.zero)), ("endAngle", .angle(.degrees(110))),
                ("clockwise", .bool(true)),
            ] where values[name] == nil {
                values[name] = old
            }
            for name in values.keys { values[name] = value(type: type, parameter: name, values[name]!) }
        case "petal":
            if let old = values["rotationOffset"] {
                values["rotationOffset"] = value(type: type, parameter: "rotationOffset", old)
            }
            if case .double(let count) = values["petalCount"], count < 2 { values["petalCount"] = .double(2) }
            if case .int(let count) = values["petalCount"], count < 2 { values["petalCount"] = .double(2) }
        default:
            break
        }
        return values
    }

    /// One stored value of `parameter` of `type` (the old name) — a preset value, a change's target or a keyframe's
    /// value — rewritten for today's catalog: arc angles turn back a quarter and `clockwise` flips; a petal's
    /// `rotationOffset` angle becomes its radians. Keyframe velocities (differences) need no change, except a petal
    /// rotation's, which goes through this too.
    public static func value(type: String, parameter: String, _ value: ParameterValue) -> ParameterValue {
        switch (type, parameter, value) {
        case ("arc", "startAngle", .angle(let angle)), ("arc", "endAngle", .angle(let angle)):
            return .angle(angle - .degrees(90))
        case ("arc", "clockwise", .bool(let clockwise)):
            return .bool(!clockwise)
        case ("petal", "rotationOffset", .angle(let angle)):
            return .double(angle.radians)
        default:
            return value
        }
    }
}
