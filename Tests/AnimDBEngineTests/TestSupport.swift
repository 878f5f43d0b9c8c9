import Foundation
import Testing

@testable import AnimDBEngine

/// The numeric derivative of `f` at `x` by central differences.
func numericDerivative(at x: Double, step h: Double = 1e-6, _ f: (Double) -> Double) -> Double {
    (f(x + h) - f(x - h)) / (2 * h)
}
