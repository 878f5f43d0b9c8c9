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

/// One element of a shape layer or group (`shapes`, `it`): a geometry, a paint, a group or a group transform.
///
/// As in every Lottie player, a paint applies to the geometries listed before it in the same group (and its
/// nested groups), and a group's `transform` item (conventionally last) moves everything in the group.
public struct LottieShapeItem: Equatable, Sendable {
    /// The name shown in editors (`nm`).
    public var name: String?
    /// Whether the item is hidden (`hd`).
    public var hidden: Bool
    /// Whether a geometry's points run the other way round (`d: 3`), which trim paths and merges see.
    public var reversed: Bool
    public var kind: Kind

    public init(name: String? = nil, hidden: Bool = false, reversed: Bool = false, _ kind: Kind) {
        self.name = name
        self.hidden = hidden
        self.reversed = reversed
        self.kind = kind
    }

    public indirect enum Kind: Equatable, Sendable {
        /// `gr`: nested items.
        case group([LottieShapeItem])
        /// `rc`: a rectangle centred on `position` with circular corners of radius `roundness`.
        case rectangle(
            position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, roundness: LottieProperty<Double>)
        /// `el`: the ellipse inscribed in a `size` box centred on `position`.
        case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>)
        /// `sr`: a regular polygon or star.
        case polystar(LottiePolystar)
        /// `sh`: one Bézier subpath.
        case path(LottieProperty<LottieBezier>)
        /// `fl`: a solid fill; colour components 0…1, opacity 0…100.
        case fill(color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, rule: LottieFillRule)
        /// `st`: a solid stroke.
        case stroke(color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, style: LottieStrokeStyle)
        /// `gf`: a gradient fill.
        case gradientFill(LottieGradient, opacity: LottieProperty<Double>, rule: LottieFillRule)
        /// `gs`: a gradient stroke.
        case gradientStroke(LottieGradient, opacity: LottieProperty<Double>, style: LottieStrokeStyle)
        /// `tr`: the transform of the enclosing group.
        case transform(LottieTransform)
        /// `tm`: trims the paths before it to a stretch of their length.
        case trim(LottieTrim)
        /// `mm`: combines the paths before it into one.
        case mergePaths(LottieMergeMode)
        /// `rp`: draws the items before it several times, each copy transformed once more.
        case repeater(LottieRepeater)
        /// `rd`: rounds the corners of the paths before it.
        case roundedCorners(radius: LottieProperty<Double>)
    }

    /// Whether the item is a geometry (`rc`, `el`, `sr`, `sh`).
    public var isGeometry: Bool {
        switch kind {
        case .rectangle, .ellipse, .polystar, .path: true
        default: false
        }
    }

    /// The Lottie type code (`ty`).
    public var typeCode: String {
        switch kind {
        case .group: "gr"
        case .rectangle: "rc"
        case .ellipse: "el"
        case .polystar: "sr"
        case .path: "sh"
        case .fill: "fl"
        case .stroke: "st"
        case .gradientFill: "gf"
        case .gradientStroke: "gs"
        case .transform: "tr"
        case .trim: "tm"
        case .mergePaths: "mm"
        case .repeater: "rp"
        case .roundedCorners: "rd"
        }
    }
}

/// A regular polygon (`sy: 2`) or star (`sy: 1`): `points` vertices on a circle of `outerRadius` around
/// `position`, the first straight up and turned by `rotation` degrees clockwise; a star alternates with vertices
/// on `innerRadius`. Roundness (percent) bends the edges; 0 gives straight ones.
public struct LottiePolystar: Equatable, Sendable {
    public enum Kind: Int, Sendable {
        case star = 1
        case polygon = 2
    }

    public var kind: Kind
    public var position: LottieProperty<[Double]>
    public var points: LottieProperty<Double>
    public var rotation: LottieProperty<Double>
    public var outerRadius: LottieProperty<Double>
    public var outerRoundness: LottieProperty<Double>
    /// Stars only.
    public var innerRadius: LottieProperty<Double>?
    public var innerRoundness: LottieProperty<Double>?

    public init(
        kind: Kind, position: LottieProperty<[Double]>, points: LottieProperty<Double>,
        rotation: LottieProperty<Double> = .fixed(0), outerRadius: LottieProperty<Double>,
        outerRoundness: LottieProperty<Double> = .fixed(0), innerRadius: LottieProperty<Double>? = nil,
        innerRoundness: LottieProperty<Double>? = nil
    ) {
        self.kind = kind
        self.position = position
        self.points = points
        self.rotation = rotation
        self.outerRadius = outerRadius
        self.outerRoundness = outerRoundness
        self.innerRadius = innerRadius
        self.innerRoundness = innerRoundness
    }
}

extension LottiePolystar {
    /// A regular polygon as every player draws it: a star whose inner vertices sit on the edge midpoints (inner
    /// radius = outer radius · cos(π / n), no roundness), turned by the transform of the group it goes in.
    ///
    /// Two rlottie bugs shape this: its polygon kind (`sy: 2`) converts the start angle to radians twice
    /// (`VPath::addPolygon`), so polygons start near −91.6° whatever their rotation; and it applies a polystar's
    /// own rotation `r` twice. So the star's `r` stays 0 and the rotation goes in `groupTransform` (about the
    /// polygon's centre), which the caller puts last in the group holding the star and its paints.
    ///
    /// The inner radius must follow the point count and the outer radius at every keyframe, which is exact when
    /// at most one of them is keyframed and a keyframed point count only holds (whole numbers, `h: 1`); otherwise
    /// nil, and the caller writes the polygon as a path.
    public static func regularPolygon(
        position: LottieProperty<[Double]>, points: LottieProperty<Double>, rotation: LottieProperty<Double>,
        outerRadius: LottieProperty<Double>
    ) -> (polystar: LottiePolystar, groupTransform: LottieTransform)? {
        func inner(_ radius: Double, _ count: Double) -> Double { radius * cos(.pi / count) }
        let innerRadius: LottieProperty<Double>
        switch (points, outerRadius) {
        case (.fixed(let count), _):
            guard count >= 3, count == count.rounded() else { return nil }
            switch outerRadius {
            case .fixed(let radius): innerRadius = .fixed(inner(radius, count))
            case .animated(let keyframes):
                // A linear map of the outer radius keeps its easing exact.
                innerRadius = .animated(
                    keyframes.map { keyframe in
                        var scaled = keyframe
                        scaled.value = inner(keyframe.value, count)
                        return scaled
                    })
            }
        case (.animated(let counts), .fixed(let radius)):
            guard counts.dropLast().allSatisfy(\.hold),
                counts.allSatisfy({ $0.value >= 3 && $0.value == $0.value.rounded() })
            else { return nil }
            innerRadius = .animated(
                counts.map { keyframe in
                    var held = keyframe
                    held.value = inner(radius, keyframe.value)
                    return held
                })
        default:
            return nil
        }
        let star = LottiePolystar(
            kind: .star, position: position, points: points, rotation: .fixed(0), outerRadius: outerRadius,
            outerRoundness: .fixed(0), innerRadius: innerRadius, innerRoundness: .fixed(0))
        return (star, LottieTransform(anchor: position, position: .combined(position), rotation: rotation))
    }
}

/// Which points a fill covers where subpaths overlap (`r`).
public enum LottieFillRule: Int, Sendable {
    /// SwiftUI's default (`FillStyle(eoFill: false)`).
    case nonZero = 1
    case evenOdd = 2
}

/// The end of an open stroke (`lc`).
public enum LottieLineCap: Int, Sendable {
    case butt = 1
    case round = 2
    case square = 3
}

/// The corner of a stroke (`lj`).
public enum LottieLineJoin: Int, Sendable {
    case miter = 1
    case round = 2
    case bevel = 3
}

/// Width, caps, joins and miter limit of a stroke.
public struct LottieStrokeStyle: Equatable, Sendable {
    public var width: LottieProperty<Double>
    public var cap: LottieLineCap
    public var join: LottieLineJoin
    public var miterLimit: Double
    /// Alternating dash and gap lengths (`d` entries `n: "d"`, `n: "g"`); empty for a solid line.
    public var dashes: [LottieProperty<Double>]
    /// How far into the dash pattern the line starts (`n: "o"`).
    public var dashOffset: LottieProperty<Double>?

    /// SwiftUI's `StrokeStyle()` defaults: butt caps, miter joins, miter limit 10, no dashes.
    public init(
        width: LottieProperty<Double>, cap: LottieLineCap = .butt, join: LottieLineJoin = .miter,
        miterLimit: Double = 10, dashes: [LottieProperty<Double>] = [], dashOffset: LottieProperty<Double>? = nil
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}

/// A gradient paint: colours along the line from `start` to `end` (linear), or around `start` out to the
/// distance of `end` (radial).
///
/// `stops` is Lottie's flat list: `colorStopCount` groups of (offset, red, green, blue), optionally followed by
/// (offset, opacity) pairs; every number 0…1.
public struct LottieGradient: Equatable, Sendable {
    public enum Kind: Int, Sendable {
        case linear = 1
        case radial = 2
    }

    public var kind: Kind
    public var start: LottieProperty<[Double]>
    public var end: LottieProperty<[Double]>
    public var colorStopCount: Int
    public var stops: LottieProperty<[Double]>
    /// Radial only (`h`, `a`): how far towards `end` the focal point moves (−100…100 %), in the direction
    /// `highlightAngle` degrees from the start–end line; nil when the file has none.
    public var highlightLength: LottieProperty<Double>?
    public var highlightAngle: LottieProperty<Double>?

    public init(
        kind: Kind, start: LottieProperty<[Double]>, end: LottieProperty<[Double]>, colorStopCount: Int,
        stops: LottieProperty<[Double]>, highlightLength: LottieProperty<Double>? = nil,
        highlightAngle: LottieProperty<Double>? = nil
    ) {
        self.kind = kind
        self.start = start
        self.end = end
        self.colorStopCount = colorStopCount
        self.stops = stops
        self.highlightLength = highlightLength
        self.highlightAngle = highlightAngle
    }
}
