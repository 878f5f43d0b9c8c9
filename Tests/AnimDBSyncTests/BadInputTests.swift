import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// Untrusted bundles: every kind of bad input is refused with a one-line message and leaves the store unchanged.
struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        /// Edits the parsed bundle; the harness then fixes hashes and checksum unless told not to.
        var mutate: @Sendable (inout JSONValue) -> Void
        var rehash = true
        var resign = true
        var limits = ContentLimits()
        /// Text edits applied after signing (for truncation, syntax errors).
        var text: (@Sendable (String) -> String)?
        var message: String

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "truncated", mutate: { _ in }, text: { String($0.prefix($0.count / 2)) },
            message: "Malformed JSON at line"),
        Case(
            label: "trailing comma", mutate: { _ in }, text: { $0.replacingOccurrences(of: "\n}\n", with: ",\n}\n") },
            message: "Malformed JSON at line"),
        Case(
            label: "NaN literal", mutate: { _ in },
            text: { $0.replacingOccurrences(of: "\"format_version\": 1", with: "\"format_version\": NaN") },
            message: "Malformed JSON at line 6, column 21"),
        Case(
            label: "not a bundle", mutate: { $0 = .object(["format": "lottie"]) },
            message: "Not an animdb bundle (format 'lottie')"),
        Case(
            label: "newer format", mutate: { $0 = set($0, ["format_version"], 2) }, message: "format version 2 is newer"
        ),
        Case(
            label: "fractional format", mutate: { $0 = set($0, ["format_version"], 1.5) },
            message: "'format_version': must be a whole number"),
        Case(
            label: "checksum mismatch", mutate: { $0 = set($0, ["producer"], "mallory") }, resign: false,
            message: "checksum mismatch"),
        Case(
            label: "hash mismatch", mutate: { $0 = set($0, ["objects", 0, "content", "description"], "x") },
            rehash: false,
            message: "Hash of 'pop' does not match its content"),
        Case(
            label: "unknown preset type", mutate: { $0 = set($0, ["objects", 0, "content", "type"], "Spiral") },
            message: "unknown preset type 'Spiral'"),
        Case(
            label: "unknown parameter",
            mutate: { $0 = set($0, ["objects", 0, "content", "parameters", 0, "name"], "wobble") },
            message: "preset type 'ShakeEffect' has no parameter 'wobble'"),
        Case(
            label: "wrong value type",
            mutate: { $0 = set($0, ["objects", 0, "content", "parameters", 0, "value"], 10) },
            message: "'value' must be a string"),
        Case(
            label: "NaN text", mutate: { $0 = set($0, ["objects", 0, "content", "parameters", 0, "value"], "nan") },
            message: "Invalid value 'nan' for 'amplitude' in 'pop'"),
        Case(
            label: "out of range number",
            mutate: { $0 = set($0, ["objects", 0, "content", "parameters", 0, "value"], "1e300") },
            message: "number out of range"),
        Case(
            label: "negative change time",
            mutate: { $0 = set($0, ["objects", 2, "content", "changes", 0, "at"], -1) },
            message: "must be from 0 to 1000000 seconds"),
        Case(
            label: "zero repeat", mutate: { $0 = set($0, ["objects", 2, "content", "repeat"], 0) },
            message: "'repeat' must be a whole number"),
        Case(
            label: "duplicate id", mutate: { $0 = set($0, ["objects", 1, "id"], get($0, ["objects", 0, "id"])) },
            message: "two objects with id"),
        Case(
            label: "duplicate name", mutate: { $0 = rename($0, 1, to: "pop") }, message: "two objects with name 'pop'"),
        Case(
            label: "path separator in name", mutate: { $0 = rename($0, 0, to: "../evil") },
            message: "Invalid object name '../evil'"),
        Case(
            label: "control character in name", mutate: { $0 = rename($0, 0, to: "a\u{07}b") },
            message:
                #"Invalid object name 'a\u{7}b': name may contain only ASCII letters, digits, '.', '_' and '-', not '\u{7}'"#
        ),
        Case(
            label: "unknown member", mutate: { $0 = set($0, ["objects", 0, "colour"], "red") },
            message: "'objects[0].colour': unknown member"),
        Case(
            label: "unknown content member", mutate: { $0 = set($0, ["objects", 0, "content", "easing"], "x") },
            message: "unknown member 'easing'"),
        Case(
            label: "uppercase id",
            mutate: {
                $0 = set($0, ["objects", 0, "id"], .string(get($0, ["objects", 0, "id"]).stringValue!.uppercased()))
            },
            message: "must be a lower-case UUID"),
        Case(
            label: "missing preset",
            mutate: {
                $0 = set($0, ["objects", 2, "content", "view", "preset"], "00000000-0000-4000-8000-000000000000")
            },
            message: "uses preset 00000000-0000-4000-8000-000000000000, which is neither in the bundle nor here"),
        Case(
            label: "file too large", mutate: { _ in }, limits: ContentLimits(maxBytes: 1000),
            message: "more than the limit of 1000"),
        Case(
            label: "too many objects", mutate: { _ in }, limits: ContentLimits(maxObjects: 2),
            message: "more than 2 objects"),
        Case(
            label: "too many keyframes", mutate: { _ in }, limits: ContentLimits(maxTrackEntries: 3),
            message: "more than 3 keyframes"),
        Case(label: "too deep", mutate: { _ in }, limits: ContentLimits(maxDepth: 4), message: "nesting deeper than 4"),
        Case(
            label: "long string",
            mutate: {
                $0 = set($0, ["objects", 0, "content", "description"], .string(String(repeating: "x", count: 300)))
            },
            limits: ContentLimits(maxStringBytes: 256), message: "string longer than 256 bytes"),
        Case(
            label: "long ancestry",
            mutate: {
                $0 = set(
                    $0, ["objects", 0, "ancestry"],
                    .array(Array(repeating: .string(String(repeating: "a", count: 64)), count: 65)))
            },
            message: "more than 64 ancestry entries"),
        Case(
            label: "bad ancestry entry", mutate: { $0 = set($0, ["objects", 0, "ancestry"], ["zz"]) },
            message: "ancestry[0]"),
        Case(
            label: "tombstone with content", mutate: { $0 = set($0, ["objects", 0, "deleted"], true) },
            message: "must be null for a tombstone"),
    ]

    @Test(arguments: cases)
    func refusesWithOneLineAndChangesNothing(_ badCase: Case) throws {
        let (ben, data) = try Self.fixture()
        let before = try ben.fileBytes()
        let dump = try ben.dump()
        var value = try JSONParser().parse(data)
        badCase.mutate(&value)
        if badCase.rehash { value = Self.rehashed(value) }
        var text = badCase.resign ? Self.signed(value) : CanonicalLayout.format(value.canonicalText)
        if let edit = badCase.text { text = edit(text) }
        var message = ""
        do {
            let bundle = try BundleReader(limits: badCase.limits).read(Data(text.utf8))
            let plan = try ImportPlanner(store: ben.store).plan(bundle, onConflict: .theirs)
            try plan.apply(to: ben.store)
            Issue.record("accepted a bad bundle")
        } catch {
            message = String(describing: error)
        }
        #expect(message.contains(badCase.message), "\(message)")
        #expect(!message.contains("\n"))
        #expect(try ben.dump() == dump)
        #expect(try ben.fileBytes() == before)
    }

    @Test func validBundleFromTheFixtureImports() throws {
        let (ben, data) = try Self.fixture()
        let plan = try ben.importBundle(data)
        #expect(plan.entries.map(\.action.label) == ["new", "fast-forward", "new"])
    }

    /// Ben has shake; the bundle holds a new preset `pop`, an edited shake, and a new timeline on shake.
    static func fixture() throws -> (Teammate, Data) {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ben.importBundle(try ana.export())
        try ana.addShake("pop", amplitude: "3")
        try ana.store.updatePreset(named: "shake") { $0.description = "edited" }
        try ana.addWiggle()
        return (ben, try ana.export(["pop", "shake", "wiggle"]))
    }

    // MARK: Editing bundles

    /// Recomputes every object's hash from its content (so a test reaches the checks behind the hash check).
    static func rehashed(_ bundle: JSONValue) -> JSONValue { BundleEditing.rehashed(bundle) }

    /// The bundle text with a correct checksum, laid out as an export is.
    static func signed(_ bundle: JSONValue) -> String { CanonicalLayout.format(BundleEditing.signed(bundle)) }

    static func rename(_ bundle: JSONValue, _ index: Int, to name: String) -> JSONValue {
        set(
            set(bundle, ["objects", index, "name"], .string(name)), ["objects", index, "content", "name"], .string(name)
        )
    }
}

/// A path step into JSON: a member name or an array index.
protocol PathStep: Sendable {}
extension String: PathStep {}
extension Int: PathStep {}

func get(_ value: JSONValue, _ path: [any PathStep]) -> JSONValue {
    var current = value
    for step in path {
        if let key = step as? String {
            current = current[key] ?? .null
        } else if let index = step as? Int {
            current = current.arrayValue.map { $0.indices.contains(index) ? $0[index] : .null } ?? .null
        }
    }
    return current
}

func set(_ value: JSONValue, _ path: [any PathStep], _ newValue: JSONValue) -> JSONValue {
    guard let step = path.first else { return newValue }
    let rest = Array(path.dropFirst())
    if let key = step as? String, var members = value.objectValue {
        members[key] = set(members[key] ?? .null, rest, newValue)
        return .object(members)
    }
    if let index = step as? Int, var elements = value.arrayValue, elements.indices.contains(index) {
        elements[index] = set(elements[index], rest, newValue)
        return .array(elements)
    }
    return value
}
