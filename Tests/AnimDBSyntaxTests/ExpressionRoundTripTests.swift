import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Canonical text reads back to an equal value, for random values of every kind.
struct ExpressionRoundTripTests {
    static let iterations = 400

    // MARK: Generators

    static func unitCurve(_ r: inout SeededGenerator) -> UnitCurve {
        if Int.random(in: 0..<3, using: &r) == 0 {
            return r.pick([
                .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                UnitCurve.easeIn.inverse,
            ])
        }
        return .bezier(
            startControlPoint: UnitPoint(x: r.number(in: -1...2), y: r.number(in: -3...3)),
            endControlPoint: UnitPoint(x: r.number(in: -1...2), y: r.number(in: -3...3)))
    }

    static func spring(_ r: inout SeededGenerator) -> Spring {
        switch Int.random(in: 0..<6, using: &r) {
        case 0: return Spring(duration: r.number(in: 0.01...10), bounce: r.number(in: -0.99...0.99))
        case 1: return Spring(response: r.number(in: 0.01...10), dampingRatio: r.number(in: 0.01...5))
        case 2:
            return Spring(
                mass: r.number(in: 0.1...10), stiffness: r.number(in: 1...5000), damping: r.number(in: 0...100),
                allowOverDamping: r.bool())
        case 3: return Spring(stiffness: r.number(in: 1...5000), damping: r.number(in: 0...100))
        case 4: return r.pick([Spring.smooth, .snappy, .bouncy, Spring()])
        default:
            return r.pick([Spring.smooth(duration:extraBounce:), Spring.snappy, Spring.bouncy])(
                r.number(in: 0.05...5), r.number(in: -0.5...0.5))
        }
    }

    static func animation(_ r: inout SeededGenerator) -> Animation {
        let duration = r.number(in: 0...10)
        var animation: Animation
        switch Int.random(in: 0..<9, using: &r) {
        case 0:
            animation = r.pick([
                Animation.default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .smooth, .snappy, .bouncy,
                .interactiveSpring, .interpolatingSpring,
            ])
        case 1:
            animation = r.pick([
                Animation.linear(duration:), Animation.easeIn(duration:), Animation.easeOut(duration:),
                Animation.easeInOut(duration:),
            ])(duration)
        case 2:
            animation = .timingCurve(
                r.number(in: -1...2), r.number(in: -3...3), r.number(in: -1...2), r.number(in: -3...3),
                duration: r.bool() ? 0.35 : duration)
        case 3: animation = .timingCurve(unitCurve(&r), duration: duration)
        case 4:
            animation = .spring(
                response: r.number(in: 0.01...5), dampingFraction: r.number(in: 0.01...3),
                blendDuration: r.bool() ? 0 : r.number(in: 0...2))
        case 5: animation = .spring(duration: r.number(in: 0.01...5), bounce: r.number(in: -0.9...0.9))
        case 6:
            animation = .interpolatingSpring(
                mass: r.bool() ? 1 : r.number(in: 0.1...10), stiffness: r.number(in: 1...5000),
                damping: r.number(in: 0...100), initialVelocity: r.bool() ? 0 : r.number(in: -10...10))
        case 7: animation = .interpolatingSpring(duration: r.number(in: 0.01...5), bounce: r.number(in: -0.9...0.9))
        default: animation = .spring(spring(&r), blendDuration: r.bool() ? 0 : r.number(in: 0...1))
        }
        for _ in 0..<Int.random(in: 0...4, using: &r) {
            switch Int.random(in: 0..<5, using: &r) {
            case 0: animation = animation.delay(r.number(in: 0...5))
            case 1: animation = animation.speed(r.number(in: 0.01...10))
            case 2: animation = animation.repeatCount(Int.random(in: 1...20, using: &r), autoreverses: r.bool())
            case 3: animation = animation.repeatForever(autoreverses: r.bool())
            default: animation = animation.logicallyComplete(after: r.number(in: 0...5))
            }
        }
        return animation
    }

    static func value(_ type: ParameterType, _ r: inout SeededGenerator) -> ParameterValue {
        let n = { (r: inout SeededGenerator) in r.number(in: -1000...1000) }
        switch type {
        case .double: return .double(n(&r))
        case .int: return .int(Int.random(in: -1_000_000...1_000_000, using: &r))
        case .angle: return .angle(r.bool() ? .degrees(n(&r)) : .radians(r.number(in: -10...10)))
        case .point: return .point(CGPoint(x: n(&r), y: n(&r)))
        case .size: return .size(CGSize(width: n(&r), height: n(&r)))
        case .rect: return .rect(CGRect(x: n(&r), y: n(&r), width: n(&r), height: n(&r)))
        case .unitPoint:
            return .unitPoint(
                r.bool() ? r.pick(UnitPoint.named).point : UnitPoint(x: r.number(in: -1...2), y: r.number(in: -1...2)))
        case .color:
            if r.bool() { return .color(r.pick(Color.named).color) }
            return .color(
                Color(
                    red: r.number(in: 0...1), green: r.number(in: 0...1), blue: r.number(in: 0...1),
                    opacity: r.bool() ? 1 : r.number(in: 0...1)))
        case .paint: return .paint(paint(&r))
        case .strokeStyle:
            return .strokeStyle(
                StrokeStyle(
                    lineWidth: r.bool() ? 1 : r.number(in: 0...50), lineCap: r.pick(StrokeStyle.LineCap.allCases),
                    lineJoin: r.pick(StrokeStyle.LineJoin.allCases), miterLimit: r.bool() ? 10 : r.number(in: 0...20),
                    dash: r.bool() ? [] : (0..<Int.random(in: 1...4, using: &r)).map { _ in r.number(in: 0...20) },
                    dashPhase: r.bool() ? 0 : r.number(in: -10...10)))
        case .shapePath:
            // Subpaths of two or more vertices; about half the segments straight (handles on their vertices).
            let subpaths = (0..<Int.random(in: 0...3, using: &r)).map { _ -> ShapePath.Subpath in
                let vertices = (0..<Int.random(in: 2...6, using: &r)).map { _ in CGPoint(x: n(&r), y: n(&r)) }
                let handles = vertices.map { vertex -> (CGPoint, CGPoint) in
                    r.bool() ? (vertex, vertex) : (CGPoint(x: n(&r), y: n(&r)), CGPoint(x: n(&r), y: n(&r)))
                }
                return ShapePath.Subpath(
                    isClosed: r.bool(), vertices: vertices, inControls: handles.map(\.0), outControls: handles.map(\.1))
            }
            return .shapePath(ShapePath(subpaths: subpaths))
        case .font:
            var font =
                r.bool()
                ? Font(r.pick(Font.TextStyle.allCases))
                : .system(size: r.number(in: 1...200), weight: r.pick(Font.Weight.allCases))
            if r.bool() { font = font.weight(r.pick(Font.Weight.allCases)) }
            if r.bool() { font = font.italic() }
            return .font(font)
        case .textAlignment: return .textAlignment(r.pick(TextAlignment.allCases))
        case .textFieldStyle: return .textFieldStyle(r.pick(TextFieldStyle.allCases))
        case .cornerStyle: return .cornerStyle(r.pick(RoundedCornerStyle.allCases))
        case .bool: return .bool(r.bool())
        case .string:
            let pieces = [
                "a", "Z", " ", "\"", "\\", "\n", "\t", "\r", "\0", "é", "😀", "\u{1}", "\u{7F}", "\u{2028}", "{", "}",
                "\u{301}", "\u{600}", "\u{200D}", "🇫🇷", "\u{FE0F}",
            ]
            return .string((0..<Int.random(in: 0...12, using: &r)).map { _ in r.pick(pieces) }.joined())
        case .optionalNumber:
            return .optionalNumber(r.pick([nil, .infinity, n(&r)]))
        case .horizontalAlignment: return .horizontalAlignment(r.pick([.leading, .center, .trailing]))
        case .verticalAlignment:
            return .verticalAlignment(r.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]))
        case .alignment:
            return .alignment(
                Alignment(
                    horizontal: r.pick([.leading, .center, .trailing]),
                    vertical: r.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline])))
        case .edgeSet: return .edgeSet(Edge.Set(rawValue: Int8(Int.random(in: 0...15, using: &r))))
        case .buttonStyle: return .buttonStyle(r.pick(ButtonStyle.allCases))
        case .transition: return .transition(transition(&r, depth: 0))
        }
    }

    static func transition(_ r: inout SeededGenerator, depth: Int) -> Transition {
        let edge = r.pick(Edge.allCases)
        switch Int.random(in: 0...(depth < 2 ? 9 : 6), using: &r) {
        case 0: return .identity
        case 1: return .opacity
        case 2: return r.bool() ? .scale : .scale(r.number(in: 0...2), anchor: r.pick(UnitPoint.named).point)
        case 3: return .move(edge)
        case 4: return .slide
        case 5: return .offset(x: r.number(in: -100...100), y: r.number(in: -100...100))
        case 6: return .push(edge)
        case 7:
            return .asymmetric(
                insertion: transition(&r, depth: depth + 1), removal: transition(&r, depth: depth + 1))
        default:
            // A combination of two or more that are not combinations themselves (those flatten as they are written).
            var parts: [Transition] = []
            while parts.count < 2 {
                let part = transition(&r, depth: depth + 1)
                if case .combined = part { continue }
                parts.append(part)
            }
            return .combined(parts)
        }
    }

    static func color(_ r: inout SeededGenerator) -> Color {
        guard case .color(let color) = value(.color, &r) else { preconditionFailure() }
        return color
    }

    static func paint(_ r: inout SeededGenerator) -> Paint {
        func gradient(_ r: inout SeededGenerator) -> Gradient {
            let colors = (0..<Int.random(in: 1...5, using: &r)).map { _ in color(&r) }
            if r.bool() { return Gradient(colors: colors) }
            return Gradient(stops: colors.map { Gradient.Stop(color: $0, location: r.number(in: -0.5...1.5)) })
        }
        func point(_ r: inout SeededGenerator) -> UnitPoint {
            guard case .unitPoint(let point) = value(.unitPoint, &r) else { preconditionFailure() }
            return point
        }
        func angle(_ r: inout SeededGenerator) -> Angle {
            guard case .angle(let angle) = value(.angle, &r) else { preconditionFailure() }
            return angle
        }
        switch Int.random(in: 0..<5, using: &r) {
        case 0: return .color(color(&r))
        case 1: return .colorGradient(color(&r))
        case 2:
            return .linearGradient(LinearGradient(gradient: gradient(&r), startPoint: point(&r), endPoint: point(&r)))
        case 3:
            return .angularGradient(
                AngularGradient(
                    gradient: gradient(&r), center: point(&r), startAngle: r.bool() ? .zero : angle(&r),
                    endAngle: r.bool() ? .zero : angle(&r)))
        default: return .angularGradient(AngularGradient(gradient: gradient(&r), center: point(&r), angle: angle(&r)))
        }
    }

    static func keyframe(_ type: ParameterType, _ r: inout SeededGenerator) -> ParsedKeyframe {
        let v = value(type, &r)
        let duration = r.number(in: 0.01...5)
        switch Int.random(in: 0..<4, using: &r) {
        case 0: return .linear(v, duration: duration, timingCurve: unitCurve(&r))
        case 1:
            return .cubic(
                v, duration: duration, startVelocity: r.bool() ? value(type, &r) : nil,
                endVelocity: r.bool() ? value(type, &r) : nil)
        case 2:
            return .spring(
                v, duration: r.bool() ? duration : nil, spring: spring(&r),
                startVelocity: r.bool() ? value(type, &r) : nil)
        default: return .move(v)
        }
    }

    // MARK: Properties

    @Test func numbers() throws {
        var r = SeededGenerator(seed: 1)
        var samples: [Double] = [
            0, -0.0, 1e9, -1e9, 1e-300, .leastNonzeroMagnitude, 0.1, 1 / 3, 123_456_789.123_456_79, 2.5e-7,
        ]
        for _ in 0..<Self.iterations {
            samples.append(r.number(in: -1e9...1e9))
            samples.append(
                Double(
                    sign: r.bool() ? .plus : .minus, exponent: Int.random(in: -60...29, using: &r),
                    significand: r.number(in: 1...2)))
        }
        for x in samples where abs(x) <= 1e9 {
            let text = NumberFormatting.canonical(x)
            #expect(try ExpressionParser.parseValue(text, as: .double) == .double(x), "\(x) → \(text)")
            #expect(!text.hasSuffix(".0") && text != "-0", "\(text)")
        }
    }

    @Test func unitCurves() throws {
        var r = SeededGenerator(seed: 2)
        for _ in 0..<Self.iterations {
            let curve = Self.unitCurve(&r)
            #expect(try ExpressionParser.parse(curve.description) == .unitCurve(curve), "\(curve)")
        }
    }

    @Test func springs() throws {
        var r = SeededGenerator(seed: 3)
        for _ in 0..<Self.iterations {
            let spring = Self.spring(&r)
            let parsed = try ExpressionParser.parseSpring(spring.description)
            #expect(parsed == spring, "\(spring)")
        }
    }

    /// `Spring(settlingDuration:dampingRatio:)` springs come out of a Newton solve, so no short spelling need
    /// rebuild them exactly; their text must still read back to within a few ulps.
    @Test func settlingDurationSpringsReadBackClosely() throws {
        var r = SeededGenerator(seed: 4)
        var exact = 0
        for _ in 0..<Self.iterations {
            let spring = Spring(settlingDuration: r.number(in: 0.05...9), dampingRatio: r.number(in: 0.05...1))
            let parsed = try ExpressionParser.parseSpring(spring.description)
            if parsed == spring { exact += 1 }
            #expect(
                parsed.duration.isApproximatelyEqual(to: spring.duration, absoluteTolerance: 1e-12 * spring.duration))
            #expect(parsed.bounce.isApproximatelyEqual(to: spring.bounce, absoluteTolerance: 1e-12))
        }
        #expect(exact > Self.iterations / 2)
    }

    @Test func animations() throws {
        var r = SeededGenerator(seed: 5)
        for _ in 0..<Self.iterations {
            let animation = Self.animation(&r)
            #expect(try ExpressionParser.parse(animation.description) == .animation(animation), "\(animation)")
        }
    }

    @Test(arguments: ParameterType.allCases)
    func values(type: ParameterType) throws {
        var r = SeededGenerator(seed: 6)
        for _ in 0..<Self.iterations {
            let value = Self.value(type, &r)
            #expect(try ExpressionParser.parseValue(value.description, as: type) == value, "\(value)")
            if type != .int, type != .optionalNumber {
                // Out of context, every value but an int or an optional number (which read as a double) reads back
                // too.
                let expression = AnimationExpression.value(value)
                #expect(
                    try ExpressionParser.parse(expression.canonicalText) == expression, "\(expression.canonicalText)")
            }
        }
    }

    @Test(arguments: ParameterType.allCases.filter(\.isAnimatable))
    func keyframes(type: ParameterType) throws {
        var r = SeededGenerator(seed: 7)
        for _ in 0..<Self.iterations / 4 {
            let keyframes = ParsedKeyframes(
                trackName: r.bool() ? nil : r.pick(["x", "scale", "offset.y"]), type: type,
                keyframes: (0..<Int.random(in: 1...6, using: &r)).map { _ in Self.keyframe(type, &r) })
            #expect(try ExpressionParser.parseKeyframes(keyframes.description, as: type) == keyframes, "\(keyframes)")
        }
    }

    @Test func doubleKeyframesThroughTheGeneralParser() throws {
        var r = SeededGenerator(seed: 8)
        for _ in 0..<Self.iterations / 4 {
            let keyframes = (0..<Int.random(in: 1...6, using: &r)).compactMap { _ in
                Self.keyframe(.double, &r).doubleKeyframe
            }
            let expression = AnimationExpression.keyframes(keyframes)
            #expect(try ExpressionParser.parse(expression.canonicalText) == expression, "\(expression.canonicalText)")
        }
    }

    @Test func changes() throws {
        var r = SeededGenerator(seed: 9)
        for _ in 0..<Self.iterations {
            let type = r.pick(ParameterType.allCases)
            let change = TimedChange(
                value: Self.value(type, &r), animation: Self.animation(&r), at: r.bool() ? 0 : r.number(in: 0...100))
            #expect(try ExpressionParser.parseChange(change.description, as: type) == change, "\(change)")
        }
    }
}
