import AnimDBStore
import Foundation
import Testing

@testable import AnimDBLottie

/// Input players accept and the reader takes as they do (issue 20's refusals among them): each file is read, what
/// it says is in the model, and what a player would read differently is one line.
struct LenientReaderTests {
    typealias F = LottieFixtures

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let data: Data
        /// The lines expected in `unsupported`.
        let lines: [String]
        let check: @Sendable (LottieAnimation) -> Bool

        var testDescription: String { name }
    }

    static func layer(_ extra: String, shapes: String = "[]") -> Data {
        F.minimal(layers: F.shapeLayer(shapes, extra: extra))
    }

    static func firstLayer(_ animation: LottieAnimation) -> LottieLayer? { animation.layers.first }

    static func items(_ animation: LottieAnimation) -> [LottieShapeItem] {
        if case .shapes(let items) = animation.layers.first?.content { return items }
        return []
    }

    static let cases: [Case] = [
        Case(
            name: "a fractional canvas height, truncated as lottie-android does",
            data: Data(#"{"fr":30,"ip":0,"op":10,"w":100,"h":58.84,"layers":[]}"#.utf8), lines: [],
            check: { $0.height == 58 && $0.width == 100 }),
        Case(
            name: "an animated opacity written as one-element arrays",
            data: layer(#","ks":{"o":{"a":1,"k":[{"t":0,"s":[100],"e":[0]},{"t":10,"s":[0]}]}}"#), lines: [],
            check: { firstLayer($0)?.transform.opacity.keyframes?.map(\.value) == [100, 0] }),
        Case(
            name: "a fixed opacity as a one-element array", data: layer(#","ks":{"o":{"a":0,"k":[80,1]}}"#),
            lines: [], check: { firstLayer($0)?.transform.opacity == .fixed(80) }),
        Case(
            name: "a one-component anchor, its y 0 as rlottie reads it",
            data: layer(#","ks":{"a":{"a":0,"k":[5]},"s":{"a":0,"k":[50,60,100]}}"#), lines: [],
            check: {
                firstLayer($0)?.transform.anchor == .fixed([5, 0])
                    && firstLayer($0)?.transform.scale == .fixed([50, 60])
            }),
        Case(
            name: "a bare number where a point goes", data: layer(#","ks":{"p":{"a":0,"k":7}}"#), lines: [],
            check: { firstLayer($0)?.transform.position == .combined(.fixed([7, 0])) }),
        Case(
            name: "text justification 4 (justified, last line right)",
            data: F.minimal(layers: #"[{"ty":5,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"hi","s":12,"j":4}}]}}}]"#),
            lines: [],
            check: {
                guard case .text(let text) = firstLayer($0)?.content else { return false }
                return text.keyframes.first?.document.justification == .justifyLastRight
            }),
        Case(
            name: "a justification no player knows",
            data: F.minimal(layers: #"[{"ty":5,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"hi","s":12,"j":9}}]}}}]"#),
            lines: ["layers[0].t.d.k[0].s.j: unknown justification 9; read as left"],
            check: {
                guard case .text(let text) = firstLayer($0)?.content else { return false }
                return text.keyframes.first?.document.justification == .left
            }),
        Case(
            name: "an unknown blend mode", data: layer(#","bm":42"#),
            lines: ["layers[0].bm: unknown blend mode 42; read as normal"],
            check: { firstLayer($0)?.blendMode == .normal }),
        Case(
            name: "a known blend mode", data: layer(#","bm":16"#), lines: [],
            check: { firstLayer($0)?.blendMode == .add }),
        Case(
            name: "names with any characters", data: layer(#","nm":"Layer 1.2 / «ß»""#), lines: [],
            check: { firstLayer($0)?.name == "Layer 1.2 / «ß»" }),
        Case(
            name: "a name that is a number", data: layer(#","nm":12.5"#), lines: [],
            check: { firstLayer($0)?.name == "12.5" }),
        Case(
            name: "a name that is an object", data: layer(#","nm":{"x":1}"#),
            lines: [#"layers[0].nm: not a name ({"x":1}); read as none"#], check: { firstLayer($0)?.name == "" }),
        Case(
            name: "easing x outside 0…1, kept and clamped when evaluated",
            data: layer(
                #","ks":{"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":1.5,"y":0},"i":{"x":[-0.2],"y":[1]}},{"t":10,"s":[10]}]}}"#
            ), lines: [],
            check: {
                let rotation = firstLayer($0)?.transform.rotation
                return rotation?.keyframes?.first?.easeOut == LottieEasingHandle(x: [1.5], y: [0])
                    && rotation?.value(at: 5).map { $0 > 0 && $0 < 10 } == true
            }),
        Case(
            name: "flags as numbers", data: layer(#","hd":2,"ao":1"#), lines: [],
            check: { firstLayer($0)?.hidden == true && firstLayer($0)?.autoOrient == true }),
        Case(
            name: "an unknown line cap, join and fill rule",
            data: layer(
                "",
                shapes:
                    #"[{"ty":"st","c":{"a":0,"k":[1,0,0]},"w":{"a":0,"k":2},"lc":7,"lj":0},{"ty":"fl","c":{"a":0,"k":[1]},"r":3}]"#
            ),
            lines: [
                "layers[0].shapes[0].lc: unknown line cap 7; read as round",
                "layers[0].shapes[0].lj: unknown line join 0; read as round",
                "layers[0].shapes[1].r: unknown fill rule 3; read as nonZero",
            ],
            check: {
                guard items($0).count == 2, case .stroke(_, _, let style) = items($0)[0].kind,
                    case .fill(let color, _, let rule) = items($0)[1].kind
                else { return false }
                return style.cap == .round && style.join == .round && rule == .nonZero && color == .fixed([1, 0, 0])
            }),
        Case(
            name: "a split position without the s flag",
            data: layer(#","ks":{"p":{"x":{"a":0,"k":3},"y":{"a":0,"k":4}}}"#), lines: [],
            check: { firstLayer($0)?.transform.position == .split(x: .fixed(3), y: .fixed(4)) }),
        Case(
            name: "an animated miter limit (ml2) in a newer file",
            data: layer(
                "", shapes: #"[{"ty":"st","c":{"a":0,"k":[0,0,0]},"w":{"a":0,"k":2},"ml2":{"a":0,"k":3}}]"#),
            lines: [],
            check: {
                guard case .stroke(_, _, let style) = items($0).first?.kind else { return false }
                return style.miterLimit == 3
            }),
        Case(
            name: "a matte mode players do not know", data: layer(#","tt":9"#),
            lines: ["layers[0].tt: unknown matte mode 9; read as alpha"],
            check: { firstLayer($0)?.matteMode == .alpha }),
        Case(
            name: "a time stretch of 0", data: layer(#","sr":0"#),
            lines: ["layers[0].sr: a time stretch of 0; read as 1"],
            check: { firstLayer($0)?.timeStretch == 1 }),
        Case(
            name: "a solid colour that is not #rrggbb",
            data: F.minimal(layers: #"[{"ty":1,"sc":"red","sw":10.5,"sh":4,"ks":{}}]"#),
            lines: [#"layers[0].sc: not a colour ("red"); read as black"#],
            check: { firstLayer($0)?.content == .solid(LottieSolid(color: [0, 0, 0], width: 10.5, height: 4)) }),
        Case(
            name: "a precomposition layer whose asset is missing becomes a null layer",
            data: F.minimal(layers: #"[{"ty":0,"refId":"gone","ks":{}}]"#),
            lines: ["layers[0]: no precomposition 'gone'; drawn as a null layer"],
            check: { firstLayer($0)?.content == .null }),
        Case(
            name: "a precomposition that contains itself is cut where it would",
            data: F.minimal(
                layers: #"[{"ty":0,"refId":"a","ks":{}}]"#,
                extra:
                    #","assets":[{"id":"a","layers":[{"ty":0,"refId":"b","ks":{}}]},{"id":"b","layers":[{"ty":0,"refId":"a","ks":{}}]}]"#
            ),
            lines: ["assets[1].layers[0]: precomposition 'a' inside itself; drawn as a null layer"],
            check: {
                $0.precompositions.count == 2 && $0.precompositions[1].layers.first?.content == .null
                    && $0.precompositions[0].layers.first?.typeCode == 0
            }),
        Case(
            name: "a second asset with the same id",
            data: F.minimal(extra: #","assets":[{"id":"a","layers":[]},{"id":"a","layers":[]}]"#),
            lines: ["assets[1].id: a second asset with id 'a'; the first is used"],
            check: { $0.precompositions.count == 1 }),
    ]

    @Test(arguments: cases)
    func readsWhatPlayersAccept(_ test: Case) throws {
        let document = try LottieReader().read(test.data)
        #expect(test.check(document.animation), "\(document.animation)")
        #expect(document.unsupported.map(\.description) == test.lines)
        // What was read writes and reads back the same.
        let again = try LottieReader().read(try LottieWriter.data(document.animation))
        #expect(again.animation == document.animation)
    }
}
