#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Spring {
    /// Creates a spring with the specified mass, stiffness and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring coefficient k.
    ///   - damping: The friction coefficient c.
    ///   - allowOverDamping: When false (the default), an over-damped combination is treated as critically
    ///     damped, as SwiftUI does.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let decay = damping / (2 * mass)
        if decay > naturalFrequency, !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
        } else {
            let spread = abs(stiffness / mass - decay * decay).squareRoot()
            self.init(angularFrequency: decay > naturalFrequency ? -spread : spread, decayConstant: decay, mass: mass)
        }
    }

    /// The mass of the object attached to the end of the spring (1 unless given explicitly).
    public var mass: Double { _mass }

    /// The spring stiffness coefficient, `m·(ω² + λ²)`.
    ///
    /// This is SwiftUI's formula ([R] asserts equality with SwiftUI). It is the physical stiffness for under-
    /// and critically damped springs; for over-damped springs it is not (the physical value would be
    /// `m·(λ² − ω²)`), so over-damped springs do not round-trip through `init(mass:stiffness:damping:)`.
    public var stiffness: Double { _mass * (angularFrequency * angularFrequency + decayConstant * decayConstant) }

    /// The damping coefficient, `2·m·λ`.
    public var damping: Double { 2 * _mass * decayConstant }
}
