import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON whose object members keep the order they were given in: what the Lottie writer emits.
///
/// Order matters to Lottie players, not only to diffs: lottie-android reads a shape item's `ty` first and skips
/// any member before it, so a sorted (canonical) encoding would lose every rectangle's `p` and `s`.
indirect enum OrderedJSON {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    /// The compact UTF-8 text: no whitespace, numbers and strings as the store's canonical JSON writes them.
    ///
    /// - Throws: `LottieError` naming the member of the first non-finite number (JSON cannot express it).
    func bytes() throws(LottieError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        do { try write(to: &output) } catch {
            throw LottieError(path: error.path, message: "not a finite number")
        }
        return output
    }

    /// The member path to a bad number, built while unwinding so the happy path keeps no path at all.
    struct NonFinite: Error {
        var components: [String] = []
        var path: String {
            components.reversed().reduce("") { path, component in
                component.hasPrefix("[") || path.isEmpty ? path + component : path + "." + component
            }
        }
    }

    private func write(to output: inout [UInt8]) throws(NonFinite) {
        switch self {
        case .number(let number):
            guard number.isFinite else { throw NonFinite() }
            output.append(contentsOf: JSONValue.canonicalNumber(number).utf8)
        case .string(let text):
            JSONValue.appendCanonical(.string(text), to: &output)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                do { try element.write(to: &output) } catch {
                    var error = error
                    error.components.append("[\(index)]")
                    throw error
                }
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.appendCanonical(.string(member.key), to: &output)
                output.append(UInt8(ascii: ":"))
                do { try member.value.write(to: &output) } catch {
                    var error = error
                    error.components.append(member.key)
                    throw error
                }
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}

extension OrderedJSON {
    static func numbers(_ values: [Double]) -> OrderedJSON { .array(values.map(OrderedJSON.number)) }
    static func int(_ value: Int) -> OrderedJSON { .number(Double(value)) }
}

/// What is wrong with a Lottie document, and where: `path` is a JSON path such as `layers[2].shapes[0].ks.k`.
public struct LottieError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line: `layers[2].shapes[0].ks.k: expected a number` (just the message for the whole document).
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
