import AnimDBEngine
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import Testing

/// Stored text has one reading as typed values (`StoredText`, `ResolvedPreset`); these ask it the same question two
/// ways and demand one answer.
struct ResolvedPresetTests {
    /// The validator's canonical text reads back to the value the preset resolves to, and the evaluator starts from
    /// exactly the preset's resolved values.
    @Test(arguments: DemoLibrary.entries.map(\.preset.name))
    func demoPresetsReadTheSameEverywhere(name: String) throws {
        let entry = try #require(DemoLibrary.entries.first { $0.preset.name == name })
        let preset = try ResolvedPreset(entry.preset)
        let validator = CatalogValidator()
        for parameter in entry.preset.parameters {
            let canonical = try validator.canonicalValue(
                parameter.value, parameter: parameter.name, presetType: entry.preset.type)
            let reread = try StoredText.value(canonical, for: try preset.parameter(parameter.name))
            #expect(reread == preset.explicitValues[parameter.name])
        }
        let evaluator = try TimelineEvaluator(preset: entry.preset, timeline: entry.timeline)
        #expect(evaluator.baseValues == preset.values)
        for (parameter, track) in entry.timeline.tracks {
            if case .keyframes(let text) = track {
                let canonical = try validator.canonicalKeyframes(
                    text, parameter: parameter, presetType: entry.preset.type)
                #expect(try preset.track(.keyframes(canonical), of: parameter) == preset.track(track, of: parameter))
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

    @Test func changeTracksReadValuesAndAnimations() throws {
        let preset = try ResolvedPreset(Preset(name: "s", type: "shake"))
        let track = try preset.track(
            .changes([.init(at: 0.5, value: "3", animation: ".spring(duration: 0.4)")]), of: "shakes")
        #expect(track == .changes([TimedChange(value: .double(3), animation: .spring(duration: 0.4), at: 0.5)]))
        #expect(throws: TimelineError.self) {
            try preset.track(.changes([.init(at: 0, value: "3", animation: "12")]), of: "shakes")
        }
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
