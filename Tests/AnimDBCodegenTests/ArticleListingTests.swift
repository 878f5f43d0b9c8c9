import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import Testing

/// Code generated for the demo library's presets (named after the articles' types) is the articles' listings: the
/// same tokens once comments, `@available` attributes and layout are set aside.
///
/// One deliberate difference: article 002 gives `Shake` a default (`var shakes: CGFloat = 0`); generated stored
/// properties never have defaults, as in the other ten listings (the preset's values are the call site's and the View
/// extension's). Generated iOS 26 types carry `@available(iOS 26.0, …)` so they compile in projects that support older
/// systems.
struct ArticleListingTests {
    struct Case: Sendable, CustomStringConvertible {
        var preset: CodegenPreset
        var targets: [CodegenTarget]
        var listing: String
        /// Whether the listing is only the start of the generated file's declarations (the article elides the rest).
        var isPrefix = false
        var description: String { "\(preset.name) \(targets)" }
    }

    static let legacy: [CodegenTarget] = [.ios17, .ios13]

    static let cases: [Case] = [
        Case(preset: CodegenFixtures.shakeEffect, targets: legacy, listing: ArticleListings.shakeEffect),
        Case(
            preset: CodegenFixtures.shake, targets: legacy,
            listing: ArticleListings.shake.replacingOccurrences(
                of: "var shakes: CGFloat = 0", with: "var shakes: CGFloat")),
        Case(preset: CodegenFixtures.shakeModifier, targets: [.ios26], listing: ArticleListings.shakeModifier),
        Case(preset: CodegenFixtures.trapezoid, targets: legacy, listing: ArticleListings.trapezoidLegacy),
        Case(preset: CodegenFixtures.trapezoid, targets: [.ios26], listing: ArticleListings.trapezoid),
        Case(preset: CodegenFixtures.arc, targets: legacy, listing: ArticleListings.arcLegacy),
        Case(preset: CodegenFixtures.arc, targets: [.ios26], listing: ArticleListings.arc),
        Case(preset: CodegenFixtures.wave, targets: legacy, listing: ArticleListings.waveLegacy),
        Case(preset: CodegenFixtures.wave, targets: [.ios26], listing: ArticleListings.wave),
        Case(
            preset: CodegenPreset(
                name: "WaveLegacy", type: CodegenFixtures.wave.type, values: CodegenFixtures.wave.values),
            targets: legacy, listing: ArticleListings.waveLegacyMigration, isPrefix: true),
        Case(preset: CodegenFixtures.polygon, targets: [.ios26], listing: ArticleListings.polygon),
        Case(preset: CodegenFixtures.petalShape, targets: [.ios26], listing: ArticleListings.petalShape),
        Case(preset: CodegenFixtures.morphingShape, targets: legacy, listing: ArticleListings.morphingShape),
        Case(preset: CodegenFixtures.animatableTextView, targets: legacy, listing: ArticleListings.animatableTextView),
    ]

    @Test(arguments: cases)
    func generatedTypeIsTheArticlesListing(_ testCase: Case) throws {
        for target in testCase.targets {
            let preset = testCase.preset
            let source = try SwiftUICodegen.preset(preset, jumping: CodegenFixtures.jumping(preset), target: target)
            let generated = SwiftTokens.declarations(source.source)
            let listing = SwiftTokens.tokens(testCase.listing)
            let compared = testCase.isPrefix ? Array(generated.prefix(listing.count)) : generated
            #expect(
                compared == listing,
                "\(preset.name) on \(target) differs at token \(SwiftTokens.firstDifference(compared, listing)))")
        }
    }

    /// Article 003 shows only the rectangle's `animatableData`: the generated legacy form has it, token for token.
    @Test(arguments: legacy)
    func sizeRectangleAnimatesWidthAndHeightAsTheArticlesPair(target: CodegenTarget) throws {
        let preset = CodegenFixtures.sizeRectangle
        let source = try SwiftUICodegen.preset(preset, jumping: CodegenFixtures.jumping(preset), target: target)
        let generated = SwiftTokens.declarations(source.source)
        let listing = SwiftTokens.tokens(ArticleListings.sizeRectangleAnimatableData)
        let found = generated.indices.contains { start in
            generated[start...].starts(with: listing)
        }
        #expect(found)
    }

    /// The normaliser sees real differences: a changed literal, a changed type or a missing property is not equal.
    @Test func tokensTellListingsApart() {
        let listing = SwiftTokens.tokens(ArticleListings.shakeEffect)
        for changed in [
            ArticleListings.shakeEffect.replacingOccurrences(of: "* 10", with: "* 5"),
            ArticleListings.shakeEffect.replacingOccurrences(of: "var shakes: CGFloat", with: "var shakes: Double"),
            ArticleListings.shakeEffect.replacingOccurrences(of: "AnimatableModifier", with: "GeometryEffect"),
        ] {
            #expect(SwiftTokens.tokens(changed) != listing)
        }
        let relaidOut = ArticleListings.shakeEffect.replacingOccurrences(of: "content.offset", with: "content\n.offset")
        #expect(SwiftTokens.tokens(relaidOut + "\n// a comment") == listing)
    }
}

/// Swift source as a list of tokens, so listings compare by structure rather than layout.
enum SwiftTokens {
    /// The tokens of a generated file's declarations: without comments, imports and `@available` attributes.
    static func declarations(_ source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.hasPrefix("import ") && !text.hasPrefix("@available(")
        }
        return tokens(lines.joined(separator: "\n"))
    }

    /// Identifiers, numbers, string literals and punctuation, with comments dropped.
    static func tokens(_ source: String) -> [String] {
        var tokens: [String] = []
        let characters = Array(source)
        var index = 0
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while index < characters.count {
            let c = characters[index]
            if c.isWhitespace {
                index += 1
            } else if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if c == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" { end += characters[end] == "\\" ? 2 : 1 }
                tokens.append(String(characters[index...min(end, characters.count - 1)]))
                index = end + 1
            } else if isWord(c) || c == "@" {
                var end = index + 1
                while end < characters.count, isWord(characters[end]) || (characters[end] == "." && c.isNumber) {
                    end += 1
                }
                tokens.append(String(characters[index..<end]))
                index = end
            } else {
                tokens.append(String(c))
                index += 1
            }
        }
        return tokens
    }

    /// Where two token lists first differ, with a little context, for failure messages.
    static func firstDifference(_ a: [String], _ b: [String]) -> String {
        let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let context = { (tokens: [String]) in
            tokens[max(0, index - 6)..<min(tokens.count, index + 6)].joined(separator: " ")
        }
        return "\(index): '\(context(a))' vs '\(context(b))'"
    }
}
