import AnimDBEngine

/// Swift names for stored object names: `shake-login` → `ShakeLogin` (types, files) and `shakeLogin` (functions).
///
/// Store names are 1–64 characters from `[A-Za-z0-9._-]`; `-`, `_` and `.` separate words. A name that would start
/// with a digit gets a word in front (`3d-flip` → `Preset3dFlip`), and a name that would shadow a SwiftUI or
/// standard-library type, or a common `View` modifier, gets a suffix, so generated code always compiles next to
/// `import SwiftUI`.
public enum SwiftIdentifier {
    /// The UpperCamelCase type name for `name`; `prefix` goes in front of a leading digit, `suffix` after a name
    /// SwiftUI already uses.
    public static func typeName(_ name: String, prefix: String, suffix: String) -> String {
        let words = words(of: name)
        var result = words.map(capitalized).joined()
        if result.isEmpty { result = prefix }
        if result.first!.isNumber { result = prefix + result }
        if reservedTypeNames.contains(result) { result += suffix }
        return result
    }

    /// The lowerCamelCase function name for `name`, with `suffix` after a name that `View` already has.
    public static func functionName(_ name: String, prefix: String, suffix: String) -> String {
        let words = words(of: name)
        guard let first = words.first else { return prefix.lowercased() }
        var result = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(capitalized).joined()
        if result.first!.isNumber { result = prefix.lowercased() + capitalized(result) }
        if reservedFunctionNames.contains(result) { result += suffix }
        return result
    }

    /// Whether `name` can be written as a Swift variable as it is: ASCII letters, digits and `_`, not starting with a
    /// digit, and not a keyword.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !keywords.contains(name)
    }

    /// Swift's keywords, which no generated variable may be called.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// The file a type is written to: `ShakeLogin.swift`.
    public static func fileName(forType typeName: String) -> String { typeName + ".swift" }

    static func words(of name: String) -> [Substring] {
        // Only ASCII letters and digits survive, so a hand-made name can never inject code or path separators.
        name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    private static func capitalized(_ word: some StringProtocol) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Types a generated struct must not shadow: SwiftUI's shapes, views and values, and standard types.
    static let reservedTypeNames: Set<String> = [
        "Angle", "Animatable", "AnimatablePair", "Animation", "Any", "AnyView", "Array", "Bool", "Button", "Capsule",
        "CGFloat", "CGPoint", "CGRect", "CGSize", "Character", "Circle", "Color", "Dictionary", "Double",
        "EdgeInsets", "Ellipse", "EmptyView", "Float", "Font", "GeometryEffect", "GeometryReader", "Group",
        "HStack", "Image", "Int", "KeyframeAnimator", "KeyframeTrack", "Never", "Optional", "Path", "Protocol",
        "Rectangle", "RoundedRectangle", "Self", "Set", "Shape", "Spacer", "Spring", "State", "String", "Task",
        "Text", "TextField", "Transaction", "Type", "UnitCurve", "UnitPoint", "VStack", "View", "ViewModifier",
        "ZStack",
    ]

    /// `View` methods a generated extension must not overload, and Swift keywords.
    static let reservedFunctionNames: Set<String> = [
        "animation", "background", "blur", "border", "clipped", "default", "frame", "hidden", "id", "mask",
        "modifier", "offset", "opacity", "overlay", "padding", "rotationEffect", "scaleEffect", "shadow", "tag",
        "transition", "self", "super", "true", "false", "nil", "in", "is", "as", "if", "for", "return",
    ]
}
