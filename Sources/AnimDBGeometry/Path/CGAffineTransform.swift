import AnimDBEngine

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

// swift-corelibs-foundation has CGPoint/CGRect but no CGAffineTransform; on Apple platforms CoreGraphics provides
// it. This stand-in implements the subset animdb uses with CoreGraphics' names and semantics so the same code
// compiles on both.
#if !canImport(CoreGraphics)
    /// An affine transform `[a b 0; c d 0; tx ty 1]` mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`,
    /// as CoreGraphics' `CGAffineTransform` (Linux stand-in).
    public struct CGAffineTransform: Hashable, Sendable {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The transform that leaves every point where it is.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// A translation by (`tx`, `ty`).
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A scale by `sx` horizontally and `sy` vertically about the origin.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians about the origin (clockwise on screen, where y grows downwards).
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(cos(Double(angle)))
            let sine = CGFloat(sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// The transform that applies `self` first and then `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// The inverse transform, or `self` unchanged when it is singular (as CoreGraphics does).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        /// `self` followed by a translation in `self`'s coordinate space (CoreGraphics prepends the new step).
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// `self` with a scale prepended, as CoreGraphics' `scaledBy(x:y:)`.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// `self` with a rotation prepended, as CoreGraphics' `rotated(by:)`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        /// The point mapped through `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }
#endif
