/// Canonical text for springs: the first of these that reads back to exactly the same spring.
///
/// 1. A preset: `Spring.smooth`, `Spring.snappy`, `Spring.bouncy`.
/// 2. `Spring(duration: d, bounce: b)`, or `Spring(response: r, dampingRatio: z)` when the damping ratio has no
///    exact bounce spelling.
/// 3. `Spring(mass: m, stiffness: k, damping: c)` (mass omitted when 1; `allowOverDamping: true` when over-damped).
///
/// A spring stores (ω, λ, m), and the getters (`duration`, `bounce`, …) recompute its inputs with rounding, so each
/// form searches a few ulps around the getter values for inputs that rebuild the spring bit for bit. Springs from
/// the four initialisers are practically always found; if none is, the duration/bounce form of the getters is
/// printed, which reads back to within a few ulps.
extension Spring: CustomStringConvertible {
    public var description: String { ExpressionPrinter.spring(self, prefix: "Spring") }
}

extension ExpressionPrinter {
    /// How many ulps either side of a recomputed parameter the exact-spelling search looks.
    static let ulpSearchRadius = 4

    /// `Spring.bouncy` / `Spring(duration: …)` with `prefix` "Spring", or `.bouncy` / `Spring(…)` with prefix ""
    /// (presets then print as leading-dot members, for contexts that expect a spring).
    static func spring(_ spring: Spring, prefix: String) -> String {
        for (name, preset) in [("smooth", Spring.smooth), ("snappy", Spring.snappy), ("bouncy", Spring.bouncy)]
        where preset == spring {
            return "\(prefix).\(name)"
        }
        return exactSpring(spring) ?? approximateSpring(spring)
    }

    private static func exactSpring(_ spring: Spring) -> String? {
        if spring.mass == 1,
            let (r, z) = search(spring.response, spring.dampingRatio, { Spring(response: $0, dampingRatio: $1) == spring })
        {
            if let bounce = exactBounce(dampingRatio: z) {
                return "Spring(duration: \(number(r)), bounce: \(number(bounce)))"
            }
            return "Spring(response: \(number(r)), dampingRatio: \(number(z)))"
        }
        let m = spring.mass
        let overDamped = spring.angularFrequency < 0
        // `stiffness` is m(ω² + λ²) by SwiftUI's definition; the stiffness that rebuilds an over-damped spring is
        // the physical m(λ² − ω²).
        let ω = spring.angularFrequency
        let λ = spring.decayConstant
        let k = overDamped ? m * (λ * λ - ω * ω) : spring.stiffness
        let found = search(k, spring.damping) {
            Spring(mass: m, stiffness: $0, damping: $1, allowOverDamping: overDamped) == spring
        }
        guard let (stiffness, damping) = found else { return nil }
        let mass = m == 1 ? "" : "mass: \(number(m)), "
        let allow = overDamped ? ", allowOverDamping: true" : ""
        return "Spring(\(mass)stiffness: \(number(stiffness)), damping: \(number(damping))\(allow))"
    }

    private static func approximateSpring(_ spring: Spring) -> String {
        "Spring(duration: \(number(spring.duration)), bounce: \(number(spring.bounce)))"
    }

    /// The bounce that SwiftUI turns into exactly `dampingRatio`, if there is one.
    private static func exactBounce(dampingRatio z: Double) -> Double? {
        let bounce = z <= 1 ? 1 - z : 1 / z - 1
        for candidate in [bounce, bounce.nextUp, bounce.nextDown] where candidate > -1 && candidate < 1 {
            if Spring.dampingRatio(bounce: candidate) == z { return candidate == 0 ? 0 : candidate }
        }
        return nil
    }

    /// Pairs within `ulpSearchRadius` ulps of (a, b), nearest first, until `matches` accepts one.
    private static func search(_ a: Double, _ b: Double, _ matches: (Double, Double) -> Bool) -> (Double, Double)? {
        guard a.isFinite, b.isFinite else { return nil }
        let offsets = (0...ulpSearchRadius).flatMap { $0 == 0 ? [0] : [$0, -$0] }
        for i in offsets {
            for j in offsets {
                let x = step(a, by: i)
                let y = step(b, by: j)
                if matches(x, y) { return (x, y) }
            }
        }
        return nil
    }

    private static func step(_ value: Double, by ulps: Int) -> Double {
        var v = value
        for _ in 0..<abs(ulps) { v = ulps > 0 ? v.nextUp : v.nextDown }
        return v
    }
}
