import AnimDBEngine
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import Testing

/// Stored text has one reading as typed values (`StoredText`, `ResolvedPreset`); these ask it the same question two
/// ways and demand one answer.
struct ResolvedPresetTests {
    /// The validator's canonical text reads back to the value the preset resolves to, and the evaluator starts from
    /// exactly the preset's resolved values.
    @Test(arguments: DemoLibrary.presets.map(\.name))
    func demoPresetsReadTheSameEverywhere(name: String) throws {
        let stored = try #require(DemoLibrary.presets.first { $0.name == name })
        let preset = try ResolvedPreset(stored)
        let validator = CatalogValidator()
        for parameter in stored.parameters {
            let canonical = try validator.canonicalValue(
                parameter.value, parameter: parameter.name, presetType: stored.type)
            let reread = try StoredText.value(canonical, for: try preset.parameter(parameter.name))
            #expect(reread == preset.explicitValues[parameter.name])
        }
        // Every demo view using the preset starts from exactly its resolved values, but for call-site values.
        for timeline in DemoLibrary.resolvedTimelines {
            let view = try ViewSpec(timeline: timeline, presets: DemoViews.presets)
            for (item, spec) in zip(timeline.items, view.items) where item.presetID == stored.id {
                guard case .preset(_, _, let overrides) = item.source else { continue }
                for (parameter, value) in preset.values where !overrides.contains(where: { $0.name == parameter }) {
                    #expect(spec.values[parameter] == value, "\(timeline.name) \(item.key).\(parameter)")
                }
            }
        }
    }

    @Test func unknownParametersAreNamedWithASuggestion() throws {
        let preset = try ResolvedPreset(Preset(name: "hex", type: "polygon"))
        #expect(throws: TimelineError.unknownParameter("sidez", type: "polygon", suggestion: "sides")) {
            try preset.parameter("sidez")
        }
        #expect(
            TimelineError.unknownParameter("sidez", type: "polygon", suggestion: "sides").description
                == "preset type 'polygon' has no parameter 'sidez'. Did you mean 'sides'?")
        #expect(throws: TimelineError.unknownType("polygn")) { try ResolvedPreset(Preset(name: "x", type: "polygn")) }
    }

    /// Constraints are part of reading a value: a stored value out of range is refused on every path.
    @Test func valuesAreCheckedAgainstTheirConstraint() throws {
        let bad = Preset(name: "hex", type: "polygon", parameters: [.init(name: "sides", value: "2")])
        #expect(throws: TimelineError.self) { try ResolvedPreset(bad) }
        #expect(throws: (any Error).self) {
            try CatalogValidator().canonicalValue("2", parameter: "sides", presetType: "polygon")
        }
    }

    @Test func changesReadValuesAndAnimations() throws {
        let preset = Preset(name: "s", type: "shake")
        let timeline = Timeline(
            name: "t", chain: [Timeline.Item(key: "s", source: .preset(name: "s", id: preset.id, parameters: []))],
            changes: [.init(at: 0.5, animation: ".spring(duration: 0.4)", [.init("s.shakes", .add, "3")])])
        let view = try ViewSpec(timeline: timeline, presets: [preset.id: preset])
        #expect(view.transactions.map(\.animation) == [.spring(duration: 0.4)])
        #expect(view.transactions[0].assignments.map(\.value) == [.double(3)])
        #expect(view.transactions[0].assignments.map(\.isRelative) == [true])
        var bad = timeline
        bad.changes[0].animation = "12"
        #expect(throws: TimelineError.self) { try ViewSpec(timeline: bad, presets: [preset.id: preset]) }
    }
}

/// Repeat counts follow one rule (`Animation.repeatCountRange`) in expressions and in stored timelines.
struct RepeatCountRuleTests {
    @Test(arguments: [-1, 0, 1, 2, 9_999, 10_000, 10_001, Int(Int32.max)])
    func expressionsAndTimelinesAgree(count: Int) {
        let allowed = Animation.repeatCountRange.contains(count)
        let expression = Result { try ExpressionParser.parse(".linear.repeatCount(\(count))") }
        #expect(((try? expression.get()) != nil) == allowed)
        #expect((Timeline.Repetition.count(count).problem == nil) == allowed)
        #expect(Timeline.Repetition(text: String(count)) == .count(count))
    }

    @Test func textIsACountOrForever() {
        #expect(Timeline.Repetition(text: "forever") == .forever)
        #expect(Timeline.Repetition(text: "3") == .count(3))
        #expect(Timeline.Repetition(text: "often") == nil)
        #expect(Timeline.Repetition.forever.problem == nil)
        #expect(Timeline.Repetition.count(0).problem == "repeat count must be from 1 to 10000, not 0")
    }
}
