import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBStore

/// The value types the commands take, each checked against the one rule for its range (`AnimationLimits`,
/// `DisplayClock`, `Timeline.Repetition`, `NameRules`, the preset catalog), so a limit has one value and one message
/// however it is reached.
extension ValueParser where Value == Double {
    /// A finite number.
    public static var finiteNumber: ValueParser {
        ValueParser(show: JSONValue.canonicalNumber) { text throws(InvalidValue) in
            guard let number = Double(text.trimmingWhitespace()), number.isFinite else {
                throw .reason("expected a finite number")
            }
            return number
        }
    }

    /// A value (`--from`, `--to`): at most `AnimationLimits.maxMagnitude` in magnitude, as any number in an
    /// expression.
    public static var number: ValueParser {
        finiteNumber.checked { abs($0) <= AnimationLimits.maxMagnitude ? nil : "expected a number from -1e9 to 1e9" }
    }

    /// A sampling rate (`--fps`): more than 0, at most `AnimationLimits.maxFramesPerSecond`.
    public static var framesPerSecond: ValueParser {
        finiteNumber.checked { fps in
            fps > 0 && fps <= AnimationLimits.maxFramesPerSecond
                ? nil
                : "expected more than 0 and at most \(JSONValue.canonicalNumber(AnimationLimits.maxFramesPerSecond))"
        }
    }

    /// A length of time in seconds (`--duration`): 0 to `AnimationLimits.maxTime`.
    public static var seconds: ValueParser {
        finiteNumber.checked { time in
            (0...AnimationLimits.maxTime).contains(time)
                ? nil : "expected 0 to \(JSONValue.canonicalNumber(AnimationLimits.maxTime)) seconds"
        }
    }

    /// An instant (`render --at T`), under the one time limit (`DisplayClock.problem(withTime:)`).
    public static var time: ValueParser {
        finiteNumber.checked(DisplayClock.problem(withTime:))
    }

    /// The display rate stateful animations run on (`--display-rate`), under `DisplayClock.problem(withRate:)`.
    public static var displayRate: ValueParser {
        finiteNumber.checked(DisplayClock.problem(withRate:))
    }

    /// The lengths a render's stage may have (`--width`, `--height`), in points.
    public static var stageLengths: ClosedRange<Double> { 16...4096 }

    /// A stage width or height: within `stageLengths`.
    public static var stageLength: ValueParser {
        finiteNumber.checked { length in
            stageLengths.contains(length)
                ? nil
                : "expected \(JSONValue.canonicalNumber(stageLengths.lowerBound)) to "
                    + JSONValue.canonicalNumber(stageLengths.upperBound)
        }
    }
}

extension ValueParser where Value == Int {
    /// A whole number.
    public static var wholeNumber: ValueParser {
        ValueParser(show: String.init) { text throws(InvalidValue) in
            guard let number = Int(text.trimmingWhitespace()) else { throw .reason("expected a whole number") }
            return number
        }
    }

    /// A whole number in `range`.
    public static func wholeNumber(in range: ClosedRange<Int>) -> ValueParser {
        wholeNumber.checked { range.contains($0) ? nil : "expected \(range.lowerBound) to \(range.upperBound)" }
    }
}

extension ValueParser where Value == [Double] {
    /// A comma-separated list of times (`--at t1,t2,…`), in the order given (repeats allowed), each under the one
    /// time limit.
    public static var times: ValueParser { list(checkingTimes: true) }

    /// A comma-separated list of finite numbers: times or progress values whose range depends on what is sampled
    /// (`curve --at`), checked when that is known.
    public static var finiteNumbers: ValueParser { list(checkingTimes: false) }

    private static func list(checkingTimes: Bool) -> ValueParser {
        ValueParser(show: { $0.map(JSONValue.canonicalNumber).joined(separator: ",") }) { text throws(InvalidValue) in
            var result: [Double] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let entry = part.trimmingWhitespace()
                guard let number = Double(entry), number.isFinite else {
                    throw .entry(entry, "expected a finite number")
                }
                if checkingTimes, let problem = DisplayClock.problem(withTime: number) {
                    throw .entry(entry, problem)
                }
                result.append(number)
            }
            return result
        }
    }
}

extension ValueParser where Value == Timeline.Repetition {
    /// `n` or `forever`, under the one repeat-count rule (`Timeline.Repetition.problem`).
    public static var repetition: ValueParser {
        ValueParser(show: Self.text) { text throws(InvalidValue) in
            guard let repetition = Timeline.Repetition(text: text), repetition.problem == nil else {
                throw .reason(Self.expectation)
            }
            return repetition
        }
    }

    /// What a repetition must be (the `set repeat=` field says the same).
    static var expectation: String {
        let range = Animation.repeatCountRange
        return "expected a whole number from \(range.lowerBound) to \(range.upperBound), or 'forever'"
    }

    static func text(_ repetition: Timeline.Repetition) -> String {
        switch repetition {
        case .forever: "forever"
        case .count(let count): String(count)
        }
    }
}

extension ValueParser where Value == String {
    /// A preset, timeline or tag name that `NameRules` accepts, refused with the store's own message.
    public static func name(what: String = "name") -> ValueParser {
        ValueParser(show: { $0 }) { text throws(InvalidValue) in
            do {
                try NameRules.validate(text, what: what)
            } catch {
                throw .message(String(describing: error))
            }
            return text
        }
    }
}

/// A type named on the command line: a built-in, known before anything is opened, or a name spelled as a Swift type
/// (`Star`), which only the store can answer.
enum TypeName: Sendable {
    case builtIn(PresetType)
    case user(String)

    var name: String {
        switch self {
        case .builtIn(let type): type.name
        case .user(let name): name
        }
    }

    /// The type, from the store's library for a user's name.
    /// - Throws: `CLIError.failure` when the store has no such type.
    func resolve(in types: TypeLibrary) throws -> PresetType {
        switch self {
        case .builtIn(let type): return type
        case .user(let name):
            do {
                return try types.requireType(named: name)
            } catch {
                throw CLIError.failure("\(error) (add your own with 'animdb add type FILE.swift')")
            }
        }
    }
}

extension ValueParser where Value == TypeName {
    /// A built-in type (refused with the catalog's message when misspelt), or a Swift type name for the store.
    static var typeName: ValueParser {
        ValueParser(show: \.name) { text throws(InvalidValue) in
            if let type = PresetTypeCatalog.type(named: text) { return .builtIn(type) }
            if NameRules.isIdentifier(text), text.first?.isUppercase == true { return .user(text) }
            do {
                return .builtIn(try PresetTypeCatalog.requireType(named: text))
            } catch {
                throw .message(String(describing: error))
            }
        }
    }
}

extension ValueParser where Value == PresetType {
    /// A preset type of the catalog, refused with the catalog's own message (and its suggestion).
    public static var presetType: ValueParser {
        ValueParser(show: \.name) { text throws(InvalidValue) in
            do {
                return try PresetTypeCatalog.requireType(named: text)
            } catch {
                throw .message(String(describing: error))
            }
        }
    }
}
