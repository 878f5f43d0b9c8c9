import Foundation

/// A textual stand-in for SwiftUI's `@Animatable` macro, for compiling ios26 output where the macro does not exist.
///
/// Like the macro (see the semantics reference, §7) it puts every stored property of the annotated type into
/// `animatableData` unless it is `@AnimatableIgnored`, and refuses a property that cannot animate and is not
/// ignored, as the real macro's compile error would. It expands to an `AnimatableVector` (the engine's dynamic
/// vector) holding `Double`s as themselves and `Angle`s as their `animatableData`, the only animatable types the
/// built-in shapes and effects use.
enum AnimatableMacroStandIn {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    static func expand(_ source: String) throws -> String {
        var lines = source.components(separatedBy: "\n")
        guard let attribute = lines.firstIndex(of: "@Animatable") else { return source }
        lines.remove(at: attribute)
        var components: [(name: String, type: String)] = []
        var firstMember: Int?
        // Members of the annotated type are indented one level; the View extension's are deeper.
        for index in lines.indices where index > attribute {
            let line = lines[index]
            if line == "}" { break }
            if firstMember == nil, line.hasPrefix("    func ") { firstMember = index }
            if line.hasPrefix("    @AnimatableIgnored var ") {
                lines[index] = line.replacingOccurrences(of: "@AnimatableIgnored ", with: "")
            } else if line.hasPrefix("    var "), let colon = line.firstIndex(of: ":"),
                let equals = line.range(of: " = ")
            {
                let name = String(line[line.index(line.startIndex, offsetBy: 8)..<colon])
                let type = String(line[line.index(after: colon)..<equals.lowerBound]).trimmingCharacters(
                    in: .whitespaces)
                guard ["Double", "Angle"].contains(type) else {
                    throw Refusal(description: "'\(name)' of type \(type) must be @AnimatableIgnored")
                }
                components.append((name, type))
            }
        }
        let parts = components.map { $0.type == "Double" ? $0.name : "\($0.name).animatableData" }
        let setters = parts.enumerated().map { "\($1) = newValue[\($0)]" }
        let member = [
            "    var animatableData: AnimatableVector {",
            "        get { AnimatableVector([\(parts.joined(separator: ", "))]) }",
            "        set { \(setters.isEmpty ? "_ = newValue" : setters.joined(separator: "; ")) }",
            "    }",
            "",
        ]
        lines.insert(contentsOf: member, at: firstMember ?? lines.count)
        return lines.joined(separator: "\n")
    }
}
