import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// A user's types in the store: revisions, their own namespace, all-or-nothing writes, removal guarded by use.
@Suite struct StoreTypesTests {
    static func star(_ body: String = "Path()") -> TypeDefinition {
        TypeDefinition(
            name: "Star", kind: "shape",
            source: "struct Star: Shape { func path(in rect: CGRect) -> Path { \(body) } }",
            fileName: "Star.swift")
    }

    /// Refuses any definition whose source says `refuse`, as the catalog validator refuses what it cannot read.
    struct RefusingValidator: Validator {
        struct Refusal: Error, CustomStringConvertible { var description: String }
        let base = PassthroughValidator()
        func checkTypeDefinition(_ definition: TypeDefinition) throws {
            if definition.source.contains("refuse") { throw Refusal(description: "'\(definition.name)' is refused") }
        }
        func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
            try base.canonicalValue(text, parameter: parameter, presetType: presetType)
        }
        func canonicalAnimation(_ text: String) throws -> String { try base.canonicalAnimation(text) }
        func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
            try base.canonicalKeyframes(text, parameter: parameter, presetType: presetType)
        }
        func parameterNames(presetType: String) -> [String]? { nil }
        func role(presetType: String) -> ItemRole? { nil }
        func canonicalIncrement(_ text: String, parameter: String, presetType: String) throws -> String {
            try base.canonicalIncrement(text, parameter: parameter, presetType: presetType)
        }
        func upgradeFormatOne(_ preset: Preset) -> Preset { preset }
        func upgradeFormatOne(_ text: String, keyframes: Bool, parameter: String, presetType: String) -> String {
            text
        }
    }

    @Test func aTypeGetsARevisionOnlyWhenItsSourceChanges() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let first = try store.putTypes([Self.star()])
        #expect(first.map(\.change) == [.added])
        #expect(first[0].stored.revision == 1)
        #expect(first[0].stored.hash == Self.star().contentHash)
        #expect(try store.putTypes([Self.star()]).map(\.change) == [.unchanged])
        let edited = try store.putTypes([Self.star("Path(rect)")])
        #expect(edited.map(\.change) == [.updated])
        #expect(edited[0].stored.revision == 2)
        // The identity is kept across edits, as a preset's is.
        #expect(edited[0].stored.object.id == first[0].stored.object.id)
        #expect(try store.type(named: "Star").object.source.contains("Path(rect)"))
        #expect(try store.typeHistory(named: "Star").map(\.revision) == [1, 2])
    }

    @Test func typesHaveTheirOwnNamespace() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Preset(name: "Star", type: "shake"))
        #expect(try store.putTypes([Self.star()]).map(\.change) == [.added])
        #expect(try store.preset(named: "Star").object.type == "shake")
        #expect(try store.type(named: "Star").object.kind == "shape")
    }

    @Test func oneRefusedDefinitionWritesNone() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore(validator: RefusingValidator())
        var other = Self.star()
        other.name = "Other"
        other.source = "refuse"
        #expect(throws: StoreError.typeRefused("Other", reason: "'Other' is refused")) {
            try store.putTypes([Self.star(), other])
        }
        #expect(try store.types().isEmpty)
        #expect(
            throws: StoreError.typeRefused(
                "star-1", reason: "'star-1' is not a type name (a Swift identifier of at most 64 bytes)")
        ) {
            var bad = Self.star()
            bad.name = "star-1"
            try store.putTypes([bad])
        }
    }

    @Test func aTypeInUseCannotBeRemovedAndARemovalKeepsItsHistory() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.putTypes([Self.star()])
        try store.addPreset(Preset(name: "five", type: "Star"))
        #expect(throws: StoreError.typeInUse("Star", users: ["preset 'five'"])) { try store.removeType(named: "Star") }
        try store.remove("five")
        try store.removeType(named: "Star")
        #expect(try store.types().isEmpty)
        #expect(throws: StoreError.typeNotFound("Star", suggestion: nil)) { try store.type(named: "Star") }
        let history = try store.typeHistory(named: "Star")
        #expect(history.map(\.revision) == [1, 2])
        #expect(history.map(\.removed) == [false, true])
    }

    @Test func aStoredTypeSurvivesReopening() throws {
        let database = try TemporaryDatabase()
        do {
            let store = try database.openStore()
            try store.putTypes([Self.star()])
        }
        let reopened = try database.openStore()
        #expect(try reopened.type(named: "Star").object == (try reopened.types()[0].object))
        #expect(try reopened.type(named: "Star").hash == Self.star().contentHash)
    }
}
