import AnimDBEngine
/// Canonical text for springs.
///
/// A preset (`Spring.smooth`, `Spring.snappy`, `Spring.bouncy`) when the spring equals one; otherwise the
/// shortest text that rebuilds exactly this spring, among (in order of preference on equal length)
/// - `Spring(duration: d, bounce: b)` and `Spring(response: r, dampingRatio: z)` (mass 1 only);
/// - `Spring(mass: m, stiffness: k, damping: c)` (mass omitted when 1; `allowOverDamping: true` when over-damped).
///
/// A spring stores (ω, λ, m), and the getters (`duration`, `bounce`, …) recompute its inputs with rounding, so each
/// form tries every spelling within a few ulps of the getter values and keeps those that rebuild the spring bit for
/// bit; the shortest wins, so `Spring(mass: 1, stiffness: 100, damping: 10)` prints as
/// `Spring(stiffness: 100, damping: 10)` rather than as its 17-digit duration and bounce. Springs from the
/// initialisers are practically always found (`Spring(settlingDuration:dampingRatio:)`, which comes out of a Newton
/// solve, about 94% of the time); otherwise the getters' values are printed, which read back to within a few ulps.
extension Spring: CustomStringConvertible {
    /// The canonical text, such as `Spring(duration: 0.5, bounce: 0.2)` or `Spring.snappy`.
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

    /// The shortest text, over every form and every nearby spelling of its parameters, that rebuilds `spring`.
    private static func exactSpring(_ spring: Spring) -> String? {
        var best: String?
        // Forms are considered in order of preference; a later one must be strictly shorter to win.
        func consider(_ text: String) {
            if best == nil || text.count < best!.count { best = text }
        }
        if spring.mass == 1 {
            let pairs = search(spring.response, spring.dampingRatio) {
                Spring(response: $0, dampingRatio: $1) == spring
            }
            for (r, z) in pairs {
                for bounce in exactBounces(dampingRatio: z) {
                    consider("Spring(duration: \(number(r)), bounce: \(number(bounce)))")
                }
            }
            for (r, z) in pairs { consider("Spring(response: \(number(r)), dampingRatio: \(number(z)))") }
        }
        let (m, k, overDamped) = (spring.mass, rebuildingStiffness(spring), spring.angularFrequency < 0)
        let mass = m == 1 ? "" : "mass: \(number(m)), "
        let allow = overDamped ? ", allowOverDamping: true" : ""
        let pairs = search(k, spring.damping) {
            Spring(mass: m, stiffness: $0, damping: $1, allowOverDamping: overDamped) == spring
        }
        for (stiffness, damping) in pairs {
            consider("Spring(\(mass)stiffness: \(number(stiffness)), damping: \(number(damping))\(allow))")
        }
        return best
    }

    /// The stiffness that `init(mass:stiffness:damping:allowOverDamping:)` turns back into this spring. The
    /// `stiffness` getter is m(ω² + λ²) by SwiftUI's definition, which is the physical stiffness only when the
    /// spring is not over-damped; for over-damped springs it is m(λ² − ω²).
    private static func rebuildingStiffness(_ spring: Spring) -> Double {
        let (omega, lambda) = (spring.angularFrequency, spring.decayConstant)
        return omega < 0 ? spring.mass * (lambda * lambda - omega * omega) : spring.stiffness
    }

    /// The getters' values, which read back to within a few ulps; the mass must survive, so springs with a mass
    /// other than 1 keep the mass/stiffness/damping form.
    private static func approximateSpring(_ spring: Spring) -> String {
        guard spring.mass != 1 else {
            return "Spring(duration: \(number(spring.duration)), bounce: \(number(spring.bounce)))"
        }
        let allow = spring.angularFrequency < 0 ? ", allowOverDamping: true" : ""
        return "Spring(mass: \(number(spring.mass)), stiffness: \(number(rebuildingStiffness(spring))), "
            + "damping: \(number(spring.damping))\(allow))"
    }

    /// The bounces that SwiftUI turns into exactly `dampingRatio`.
    private static func exactBounces(dampingRatio z: Double) -> [Double] {
        let bounce = z <= 1 ? 1 - z : 1 / z - 1
        // 1 − z is exact, but the bounce the user wrote may be a few ulps away from it (1 − 0.8 is 2 ulps below 0.2).
        return (-ulpSearchRadius...ulpSearchRadius).map { step(bounce, by: $0) }.filter {
            $0 > -1 && $0 < 1 && Spring.dampingRatio(bounce: $0) == z
        }
    }

    /// Every pair within `ulpSearchRadius` ulps of (a, b) that `matches` accepts.
    private static func search(
        _ a: Double, _ b: Double, _ matches: (Double, Double) -> Bool
    ) -> [(Double, Double)] {
        guard a.isFinite, b.isFinite else { return [] }
        var found: [(Double, Double)] = []
        for i in -ulpSearchRadius...ulpSearchRadius {
            for j in -ulpSearchRadius...ulpSearchRadius {
                let x = step(a, by: i)
                let y = step(b, by: j)
                if matches(x, y) { found.append((x, y)) }
            }
        }
        return found
    }

    /// `value` moved by `ulps` units in the last place.
    static func step(_ value: Double, by ulps: Int) -> Double {
        var v = value
        for _ in 0..<abs(ulps) { v = ulps > 0 ? v.nextUp : v.nextDown }
        return v
    }
}
