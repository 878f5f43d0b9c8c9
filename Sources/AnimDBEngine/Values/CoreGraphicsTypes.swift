#if canImport(FoundationEssentials)
    // swift-corelibs-foundation defines CGFloat, CGPoint, CGSize and CGRect, but FoundationEssentials does not, and
    // animdb keeps full Foundation (and ICU) out of its process so it starts fast. These stand-ins have
    // CoreGraphics' names and semantics for the subset animdb uses; on Apple platforms CoreGraphics provides them.

    /// CoreGraphics' native floating-point type: `Double` on every 64-bit platform.
    public typealias CGFloat = Double

    /// A point, as CoreGraphics' `CGPoint`.
    public struct CGPoint: Hashable, Sendable {
        public var x: CGFloat
        public var y: CGFloat
        public init(x: CGFloat, y: CGFloat) {
            self.x = x
            self.y = y
        }
        public init() { self.init(x: 0, y: 0) }
        public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
        public static let zero = CGPoint()
    }

    /// A size, as CoreGraphics' `CGSize`.
    public struct CGSize: Hashable, Sendable {
        public var width: CGFloat
        public var height: CGFloat
        public init(width: CGFloat, height: CGFloat) {
            self.width = width
            self.height = height
        }
        public init() { self.init(width: 0, height: 0) }
        public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
        public static let zero = CGSize()
    }

    /// A rectangle, as CoreGraphics' `CGRect`: geometry reads it standardized (negative sizes flip the origin), and
    /// `null` (an infinite origin) is the empty set that `union` ignores.
    public struct CGRect: Hashable, Sendable {
        public var origin: CGPoint
        public var size: CGSize
        public init(origin: CGPoint, size: CGSize) {
            self.origin = origin
            self.size = size
        }
        public init() { self.init(origin: .zero, size: .zero) }
        public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
        }
        public static let zero = CGRect()
        public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)
        public static let infinite = CGRect(
            x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2, width: .greatestFiniteMagnitude,
            height: .greatestFiniteMagnitude)

        public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
        public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
        public var standardized: CGRect {
            guard !isNull else { return .null }
            return CGRect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
        }
        public var width: CGFloat { isNull ? 0 : abs(size.width) }
        public var height: CGFloat { isNull ? 0 : abs(size.height) }
        public var minX: CGFloat { isNull ? .infinity : min(origin.x, origin.x + size.width) }
        public var maxX: CGFloat { isNull ? -.infinity : max(origin.x, origin.x + size.width) }
        public var midX: CGFloat { isNull ? .infinity : (minX + maxX) / 2 }
        public var minY: CGFloat { isNull ? .infinity : min(origin.y, origin.y + size.height) }
        public var maxY: CGFloat { isNull ? -.infinity : max(origin.y, origin.y + size.height) }
        public var midY: CGFloat { isNull ? .infinity : (minY + maxY) / 2 }

        public func union(_ other: CGRect) -> CGRect {
            if isNull { return other }
            if other.isNull { return self }
            // On the standardized rects, far edge = origin + size, as Foundation computes it (so results round alike).
            let (a, b) = (standardized, other.standardized)
            let x0 = min(a.origin.x, b.origin.x)
            let y0 = min(a.origin.y, b.origin.y)
            let x1 = max(a.origin.x + a.size.width, b.origin.x + b.size.width)
            let y1 = max(a.origin.y + a.size.height, b.origin.y + b.size.height)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            guard !isNull else { return .null }
            let rect = standardized
            let width = rect.size.width - 2 * dx
            let height = rect.size.height - 2 * dy
            guard width >= 0, height >= 0 else { return .null }
            return CGRect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: width, height: height)
        }

        public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            guard !isNull else { return .null }
            let rect = standardized
            return CGRect(
                x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width, height: rect.size.height)
        }

        public func contains(_ point: CGPoint) -> Bool {
            !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }
    }
#endif
