import Foundation

/// A textual stand-in for SwiftUI's `@Animatable` macro, for compiling ios26 output where the macro does not exist.
///
/// Like the macro (see the semantics reference, §7) it puts every stored property of the annotated type into
/// `animatableData` unless it is `@AnimatableIgnored`, and refuses a property that cannot animate and is not
/// ignored, as the real macro's compile error would. It expands to an `AnimatableVector` (the engine's dynamic
/// vector) holding numbers as themselves and `Angle`s as their `animatableData`, the only animatable types the
/// generated shapes, modifiers and AnimatableTextView store.
enum AnimatableMacroStandIn {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    static func expand(_ source: String) throws -> String {
        var lines = source.components(separatedBy: "\n")
        while let attribute = lines.firstIndex(of: "@Animatable") {
            lines.remove(at: attribute)
            try expandType(after: attribute, in: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// Expands the type declared at `start` (a top-level `struct … {`, members indented one level).
    private static func expandType(after start: Int, in lines: inout [String]) throws {
        var components: [(name: String, type: String)] = []
        var firstMember: Int?
        for index in lines.indices where index > start {
            let line = lines[index]
            if line == "}" { break }
            if firstMember == nil, line.hasPrefix("    func ") || line.hasPrefix("    var body:") {
                firstMember = index
            }
            if line.hasPrefix("    @AnimatableIgnored var ") {
                lines[index] = line.replacingOccurrences(of: "@AnimatableIgnored ", with: "")
            } else if line.hasPrefix("    var "), !line.hasSuffix("{"), let colon = line.firstIndex(of: ":") {
                let name = String(line[line.index(line.startIndex, offsetBy: 8)..<colon])
                let type = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                guard ["Double", "CGFloat", "Angle"].contains(type) else {
                    throw Refusal(description: "'\(name)' of type \(type) must be @AnimatableIgnored")
                }
                components.append((name, type))
            }
        }
        let parts = components.map { component -> (get: String, set: (String) -> String) in
            switch component.type {
            case "Angle": ("\(component.name).animatableData", { "\(component.name).animatableData = \($0)" })
            case "CGFloat": ("Double(\(component.name))", { "\(component.name) = CGFloat(\($0))" })
            default: (component.name, { "\(component.name) = \($0)" })
            }
        }
        let setters = parts.enumerated().map { $1.set("newValue[\($0)]") }
        let member = [
            "    var animatableData: AnimatableVector {",
            "        get { AnimatableVector([\(parts.map(\.get).joined(separator: ", "))]) }",
            "        set { \(setters.isEmpty ? "_ = newValue" : setters.joined(separator: "; ")) }",
            "    }",
            "",
        ]
        lines.insert(contentsOf: member, at: firstMember ?? lines.count)
    }
}
