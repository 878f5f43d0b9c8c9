import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation

/// Random views for property tests: items of every catalog type, transactions with every kind of animation (timing
/// curves, béziers, every spring form, fluid springs with blends, interpolating springs, `.default`, delays, speeds,
/// repeats with and without autoreverse, `repeatForever`, logical completion, none), overlapping and same-instant
/// changes, relative assignments, keyframe tracks of every keyframe kind, and every repetition.
struct RandomViews {
    var rng: SeededGenerator

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
    }

    mutating func view() -> ViewSpec {
        let itemCount = rng.int(in: 0...9) < 7 ? 1 : rng.int(in: 2...3)
        var items: [ViewSpec.Item] = []
        for index in 0..<itemCount {
            let type = rng.pick(PresetTypeCatalog.all)
            var values: [String: ParameterValue] = [:]
            for spec in type.parameters where rng.bool() { values[spec.name] = value(of: spec.type) }
            let ignored = Set(type.parameters.filter { $0.isAnimatable && rng.int(in: 0...4) == 0 }.map(\.name))
            items.append(try! ViewSpec.Item(name: "item\(index)", type: type, values: values, ignored: ignored))
        }
        var keyframes: [ViewSpec.ParameterKey: ParsedKeyframes] = [:]
        var settable: [(ViewSpec.ParameterKey, ParameterType)] = []
        for (index, item) in items.enumerated() {
            for spec in item.type.parameters {
                let key = ViewSpec.ParameterKey(item: index, parameter: spec.name)
                if spec.type.isAnimatable, rng.int(in: 0...5) == 0 {
                    keyframes[key] = keyframeTrack(spec.type)
                } else {
                    settable.append((key, spec.type))
                }
            }
        }
        var transactions: [ViewSpec.Transaction] = []
        var time = rng.int(in: 0...2) == 0 ? 0 : rng.double(in: 0...0.5)
        for _ in 0..<(settable.isEmpty ? 0 : rng.int(in: 1...6)) {
            var assignments: [ViewSpec.Assignment] = []
            for _ in 0..<rng.int(in: 1...3) {
                let (key, type) = rng.pick(settable)
                let relative = (type.isAnimatable || type == .int) && rng.int(in: 0...6) == 0
                assignments.append(
                    ViewSpec.Assignment(key, value(of: type, changingStructure: !relative), isRelative: relative))
            }
            transactions.append(
                ViewSpec.Transaction(
                    time: time, animation: rng.int(in: 0...9) == 0 ? nil : animation(), assignments: assignments))
            // Same-instant changes, changes on display frames, and changes between them.
            switch rng.int(in: 0...3) {
            case 0: break
            case 1: time += Double(rng.int(in: 1...40)) / 60
            default: time += rng.double(in: 0.01...0.8)
            }
        }
        let repetition: Timeline.Repetition =
            switch rng.int(in: 0...9) {
            case 0...5: .once
            case 6...8: .count(rng.int(in: 2...3))
            default: .forever
            }
        return ViewSpec(items: items, keyframes: keyframes, transactions: transactions, repetition: repetition)
    }

    mutating func animation() -> Animation {
        let duration = rng.double(in: 0...1.2)
        var animation: Animation
        switch rng.int(in: 0...15) {
        case 0: animation = .linear(duration: duration)
        case 1: animation = .easeIn(duration: duration)
        case 2: animation = .easeOut(duration: duration)
        case 3: animation = rng.bool() ? .easeInOut(duration: duration) : .easeInOut
        case 4:
            animation = .timingCurve(
                rng.double(in: 0...1), rng.double(in: -1...2), rng.double(in: 0...1), rng.double(in: -1...2),
                duration: duration)
        case 5:
            animation = .timingCurve(
                rng.pick([UnitCurve.circularEaseIn, .circularEaseInOut, .easeOut]), duration: duration)
        case 6: animation = .spring(duration: rng.double(in: 0.1...1), bounce: rng.double(in: -0.5...0.8))
        case 7:
            animation = .spring(
                response: rng.double(in: 0.05...1), dampingFraction: rng.double(in: 0.2...1.5),
                blendDuration: rng.bool() ? 0 : rng.double(in: 0...1))
        case 8: animation = rng.pick([Animation.smooth, .snappy, .bouncy, .spring, .interactiveSpring])
        case 9: animation = .bouncy(duration: rng.double(in: 0.2...0.8), extraBounce: rng.double(in: -0.2...0.2))
        case 10:
            animation = .interpolatingSpring(
                mass: rng.double(in: 0.5...2), stiffness: rng.double(in: 50...300), damping: rng.double(in: 5...30),
                initialVelocity: rng.double(in: -2...2))
        case 11:
            animation = .interpolatingSpring(
                duration: rng.double(in: 0.2...1), bounce: rng.double(in: -0.3...0.6))
        case 12: animation = .spring(Spring(duration: rng.double(in: 0.2...1), bounce: rng.double(in: 0...0.5)))
        case 13:
            animation = .interactiveSpring(duration: rng.double(in: 0.1...0.4), extraBounce: 0.1, blendDuration: 0.2)
        default: animation = .default
        }
        if rng.int(in: 0...3) == 0 { animation = animation.delay(rng.double(in: 0...0.5)) }
        if rng.int(in: 0...4) == 0 { animation = animation.speed(rng.double(in: 0.5...2.5)) }
        switch rng.int(in: 0...9) {
        case 0, 1: animation = animation.repeatCount(rng.int(in: 1...3), autoreverses: rng.bool())
        case 2: animation = animation.repeatForever(autoreverses: rng.bool())
        case 3: animation = animation.logicallyComplete(after: rng.double(in: 0...0.5))
        default: break
        }
        return animation
    }

    mutating func keyframeTrack(_ type: ParameterType) -> ParsedKeyframes {
        var keyframes: [ParsedKeyframe] = []
        for _ in 0..<rng.int(in: 1...4) {
            let duration = rng.double(in: 0.05...0.7)
            switch rng.int(in: 0...4) {
            case 0:
                keyframes.append(
                    .linear(
                        value(of: type), duration: duration,
                        timingCurve: rng.pick([.linear, .easeInOut, .circularEaseOut])))
            case 1, 2:
                keyframes.append(
                    .cubic(
                        value(of: type), duration: duration, startVelocity: rng.bool() ? nil : value(of: type),
                        endVelocity: rng.bool() ? nil : value(of: type)))
            case 3:
                keyframes.append(
                    .spring(
                        value(of: type), duration: rng.bool() ? nil : duration,
                        spring: Spring(duration: rng.double(in: 0.2...0.8), bounce: rng.double(in: 0...0.5)),
                        startVelocity: rng.bool() ? nil : value(of: type)))
            default:
                keyframes.append(.move(value(of: type)))
            }
        }
        return ParsedKeyframes(type: type, keyframes: keyframes)
    }

    /// A value of `type`; with `changingStructure`, sometimes one whose structure differs from the catalog's (a
    /// gradient for a colour paint), which cannot interpolate.
    mutating func value(of type: ParameterType, changingStructure: Bool = false) -> ParameterValue {
        switch type {
        case .double: .double(rng.number(in: -50...50))
        case .angle: .angle(.degrees(rng.number(in: -360...360)))
        case .point: .point(CGPoint(x: rng.number(in: -50...50), y: rng.number(in: -50...50)))
        case .size: .size(CGSize(width: rng.number(in: 0...200), height: rng.number(in: 0...200)))
        case .rect:
            .rect(
                CGRect(
                    x: rng.number(in: -50...50), y: rng.number(in: -50...50), width: rng.number(in: 0...200),
                    height: rng.number(in: 0...200)))
        case .unitPoint: .unitPoint(UnitPoint(x: rng.double(in: 0...1), y: rng.double(in: 0...1)))
        case .color:
            .color(
                Color(
                    red: rng.double(in: 0...1), green: rng.double(in: 0...1), blue: rng.double(in: 0...1),
                    opacity: rng.double(in: 0...1)))
        case .int: .int(rng.int(in: 0...12))
        case .bool: .bool(rng.bool())
        case .string: .string("text \(rng.int(in: 0...99))")
        case .paint where changingStructure && rng.int(in: 0...4) == 0:
            // Another structure than the catalog's colours: changes to it cannot interpolate, so they jump.
            .paint(.colorGradient(Color(red: rng.double(in: 0...1), green: 0.5, blue: 0.5, opacity: 1)))
        default: sample(of: type)
        }
    }

    /// A catalog default of `type` with random animatable components (or as it is, for types that never animate).
    private mutating func sample(of type: ParameterType) -> ParameterValue {
        let base = PresetTypeCatalog.all.lazy.flatMap(\.parameters).first { $0.type == type }!.defaultValue
        guard type.isAnimatable else { return base }
        return base.withComponents(base.components.map { _ in rng.double(in: 0...2) })
    }

    /// A reordering of `items`.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        items.shuffled(using: &rng)
    }
}
