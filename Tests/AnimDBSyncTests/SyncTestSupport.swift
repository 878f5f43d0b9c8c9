import AnimDBModel
import AnimDBStore
import AnimDBSync
import AnimDBTestSupport
import Foundation

/// One teammate: a store in its own temporary directory, with a deterministic clock and a strict validator.
final class Teammate {
    let database: TemporaryDatabase
    let store: Store
    let name: String

    init(_ name: String) throws {
        self.name = name
        database = try TemporaryDatabase()
        store = try database.openStore(author: name, validator: StrictTestValidator())
    }

    /// A bundle of `names` (or everything).
    func export(_ names: [String] = [], all: Bool = false) throws -> Data {
        try BundleExporter(store: store).export(names: names, all: all || names.isEmpty, header: .test)
    }

    /// Reads, plans and applies `data`; returns the plan.
    @discardableResult
    func importBundle(_ data: Data, onConflict: ConflictStrategy = .fail) throws -> ImportPlan {
        let bundle = try BundleReader().read(data)
        let plan = try ImportPlanner(store: store).plan(bundle, onConflict: onConflict)
        try plan.apply(to: store)
        return plan
    }

    /// Everything the store knows for sync, as comparable values.
    func dump() throws -> Dump {
        Dump(histories: try store.syncHistories(), objects: try store.syncObjects(ancestryLimit: 1000))
    }

    /// The database file's bytes after a checkpoint (so the WAL is folded in).
    func fileBytes() throws -> Data {
        try store.checkpoint()
        return database.fileContents().database
    }

    /// Head hashes by name, live objects only.
    func heads() throws -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: try store.syncObjects(ancestryLimit: 0).filter { !$0.isDeleted }.map {
                ($0.name, $0.hash)
            })
    }

    // MARK: Fixtures

    @discardableResult
    func addShake(_ name: String = "shake", amplitude: String = "10", shakes: String = "3") throws -> Stored<Preset> {
        try store.addPreset(
            Preset(
                name: name, type: "ShakeEffect",
                parameters: [.init(name: "amplitude", value: amplitude), .init(name: "shakes", value: shakes)],
                tags: ["ui"]))
    }

    @discardableResult
    func addWiggle(_ name: String = "wiggle", preset: String = "shake") throws -> Stored<Timeline> {
        try store.addTimeline(
            Timeline(
                name: name, chain: [.preset(preset, key: "shake")],
                keyframes: ["shake.amplitude": "[Linear(0), Linear(10), Linear(-10), Linear(0)]"],
                changes: [
                    .init(at: 0, animation: ".linear", [.init("shake.shakes", .set, "3")]),
                    .init(at: 1, animation: ".easeIn", [.init("shake.shakes", .set, "5")]),
                ]))
    }
}

struct Dump: Equatable {
    var histories: [UUID: SyncHistory]
    var objects: [SyncObject]
}

extension BundleHeader {
    static let test = BundleHeader(
        engineVersion: "1.0.0", producer: "animdb-tests", exportedAt: Date(timeIntervalSince1970: 1_800_000_000))
}

/// Stands in for the engine's validator: knows a few preset types and their parameters, and accepts values that
/// are numbers or dotted/called expressions, refusing NaN, infinities and out-of-range numbers.
struct StrictTestValidator: Validator {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    static let parameters: [String: Set<String>] = [
        "ShakeEffect": ["amplitude", "shakes", "offset"],
        "RoundedRectangle": ["cornerRadius", "width", "height"],
        "Circle": ["radius"],
    ]

    func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
        guard let known = Self.parameters[presetType] else {
            throw Refusal(description: "unknown preset type '\(presetType)'")
        }
        guard known.contains(parameter) else {
            throw Refusal(description: "\(presetType) has no parameter '\(parameter)'")
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Double(trimmed) {
            guard number.isFinite, abs(number) <= 1e6 else { throw Refusal(description: "number out of range") }
            return trimmed
        }
        guard trimmed.first == "." || trimmed.first?.isLetter == true, !trimmed.contains("\n"),
            !trimmed.lowercased().contains("nan")
        else { throw Refusal(description: "not an expression") }
        return trimmed
    }

    func canonicalAnimation(_ text: String) throws -> String {
        guard text.hasPrefix("."), !text.contains("\n") else { throw Refusal(description: "not an animation") }
        return text
    }

    func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
        guard text.hasPrefix("["), text.hasSuffix("]"), !text.contains("\n") else {
            throw Refusal(description: "not a keyframe list")
        }
        return text
    }

    func parameterNames(presetType: String) -> [String]? { Self.parameters[presetType].map { $0.sorted() } }

    func role(presetType: String) -> ItemRole? { Self.parameters[presetType] == nil ? nil : .content }

    func upgradeFormatOne(_ preset: Preset) -> Preset { preset }

    func upgradeFormatOne(_ text: String, keyframes: Bool, parameter: String, presetType: String) -> String { text }

    func canonicalIncrement(_ text: String, parameter: String, presetType: String) throws -> String {
        try canonicalValue(text, parameter: parameter, presetType: presetType)
    }
}
