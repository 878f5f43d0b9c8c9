import AnimDBEngine

/// The rules for user-chosen names (presets, timelines, tags, types) and parameter identifiers.
package enum NameRules {
    /// The longest name accepted.
    package static let maxLength = 64

    /// Checks a preset, timeline or tag name: 1–64 characters from `[A-Za-z0-9._-]`, starting with an ASCII letter
    /// or digit.
    ///
    /// The first-character rule keeps names from looking like options (`-x`) or hidden files (`.x`); the character
    /// set keeps them safe as file names in exports, so no path separators or control characters get through.
    ///
    /// Names are ASCII on purpose. A name is a file name in every teammate's sync directory, and Unicode names
    /// would be spelt differently by different file systems (HFS+ stores `é` decomposed), could look like other
    /// names (Cyrillic `а` is not Latin `a`), and would compare equal in Swift while hashing differently. With
    /// ASCII, the bytes hashed, compared and written to disk are one and the same. Descriptions and content text
    /// may be any Unicode.
    ///
    /// - Throws: `ContentError.invalidName` saying what is wrong.
    package static func validate(_ name: String, what: String = "name") throws(ContentError) {
        guard !name.isEmpty else { throw .invalidName(name, reason: "\(what) must not be empty") }
        guard name.unicodeScalars.count <= maxLength else {
            throw .invalidName(name, reason: "\(what) must be at most \(maxLength) characters")
        }
        guard let first = name.unicodeScalars.first, isAlphanumeric(first) else {
            throw .invalidName(name, reason: "\(what) must start with an ASCII letter or digit (a-z, A-Z, 0-9)")
        }
        if let bad = name.unicodeScalars.first(where: { !isAlphanumeric($0) && !"._-".unicodeScalars.contains($0) }) {
            // Outside ASCII, the code point says which character it is when the glyph does not (a combining accent).
            let code = String(bad.value, radix: 16, uppercase: true)
            let shown =
                "'\(TerminalText.escaped(String(bad)))'"
                + (bad.isASCII ? "" : " (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))")
            throw .invalidName(
                name, reason: "\(what) may contain only ASCII letters, digits, '.', '_' and '-', not \(shown)")
        }
    }

    /// Whether `name` is a parameter identifier: `[A-Za-z_][A-Za-z0-9_]*`, at most 64 characters.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= maxLength,
            first == "_" || isLetter(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isAlphanumeric($0) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar)
    }
}
