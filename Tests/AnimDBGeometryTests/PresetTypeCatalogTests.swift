import AnimDBEngine
import Foundation
import Testing

@testable import AnimDBGeometry

struct PresetTypeCatalogTests {
    @Test func catalogListsTheBuiltInTypesInOrder() {
        let shapes = [
            "trapezoid", "arc", "wave", "polygon", "petal", "morphing-shape", "rectangle", "circle", "ellipse",
            "capsule",
            "rounded-rectangle", "path",
        ]
        let texts = ["text", "text-field", "animatable-text"]
        let modifiers = [
            "fill", "stroke", "stroke-border", "frame", "padding", "background", "corner-radius", "foreground", "font",
            "shake",
            "shake-decay", "counter", "offset", "scale", "rotation", "opacity",
        ]
        let views = ["rect", "color", "spacer", "button", "slider", "toggle"]
        let containers = ["vstack", "hstack", "zstack", "group", "navigation-stack"]
        let layout = [
            "flexible-frame", "padding-insets", "fixed-size", "position", "layout-priority", "overlay",
            "background-view",
            "mask", "clip-shape", "z-index", "transition", "button-style", "navigation-title", "animation",
            "phase-animator", "keyframe-animator", "transaction",
        ]
        let effects = [
            "trim", "shape-inset", "shape-offset", "shape-rotation", "shape-scale", "shape-transform", "blur", "shadow", "brightness",
            "contrast", "saturation", "hue-rotation", "grayscale",
            "color-multiply", "color-invert", "blend-mode", "scale-xy", "rotation-3d", "transform-effect",
        ]
        #expect(
            PresetTypeCatalog.all.map(\.name) == shapes + texts + views + containers + modifiers + layout + effects)
        #expect(PresetTypeCatalog.all.prefix(12).allSatisfy { $0.kind == .shape })
        #expect(PresetTypeCatalog.all.dropFirst(12).prefix(3).allSatisfy { $0.kind == .text })
        #expect(PresetTypeCatalog.all.dropFirst(26).allSatisfy { $0.kind == .modifier })
        #expect(PresetTypeCatalog.all.filter(\.isShapeStyle).map(\.name) == ["fill", "stroke", "stroke-border"])
        #expect(
            PresetTypeCatalog.all.filter(\.modifiesShape).map(\.name) == [
                "trim", "shape-inset", "shape-offset", "shape-rotation", "shape-scale", "shape-transform",
            ])
    }

    @Test(arguments: [
        ("trapezoid", ["insetAmount"], [String]()),
        ("arc", ["startAngle", "endAngle"], ["clockwise"]),
        ("wave", ["amplitude", "frequency", "phase"], []),
        ("polygon", ["sides", "scale"], ["rotation"]),
        ("petal", ["petalCount", "innerRadius", "outerRadius"], ["rotationOffset"]),
        ("morphing-shape", ["size", "cornerRadius"], []),
        ("rectangle", ["width", "height"], []),
        ("circle", [], []),
        ("ellipse", [], []),
        ("capsule", [], []),
        ("rounded-rectangle", ["cornerRadius"], ["style"]),
        ("path", ["path"], []),
        ("shake", ["shakes"], ["amplitude"]),
        ("shake-decay", ["progress"], ["intensity"]),
        ("counter", ["value"], ["format"]),
        ("offset", ["x", "y"], []),
        ("scale", ["scale"], ["anchor"]),
        ("rotation", ["angle"], ["anchor"]),
        ("opacity", ["opacity"], []),
        ("trim", ["from", "to"], []),
        ("rotation-3d", ["angle", "axisX", "axisY", "axisZ", "anchorZ", "perspective"], ["anchor"]),
    ])
    func parametersAreOrderedWithAnimatableOnesFirst(name: String, animatable: [String], ignored: [String]) throws {
        let type = try #require(PresetTypeCatalog.type(named: name))
        #expect(type.parameters.map(\.name) == animatable + ignored)
        #expect(type.animatableParameters.map(\.name) == animatable)
    }

    @Test func itemTypesHaveTheArticlesParameters() throws {
        func names(_ type: String) throws -> [String] {
            try #require(PresetTypeCatalog.type(named: type)).parameters.map(\.name)
        }
        #expect(try names("text") == ["text", "font", "foreground", "alignment"])
        #expect(try names("text-field") == ["placeholder", "text", "style"])
        #expect(
            try names("animatable-text")
                == ["count"] + (1...8).map { "value\($0)" } + ["format"] + (1...8).map { "color\($0)" } + ["font"])
        #expect(try names("fill") == ["paint", "eoFill"])
        #expect(try names("stroke") == ["paint", "style"])
        #expect(try names("frame") == ["width", "height", "alignment"])
        #expect(try names("padding") == ["length", "edges"])
        #expect(try names("vstack") == ["alignment", "spacing"])
        #expect(try names("flexible-frame").count == 7)
        #expect(try names("background") == ["paint", "cornerRadius"])
        let animatableText = try #require(PresetTypeCatalog.type(named: "animatable-text"))
        #expect(animatableText.animatableParameters.map(\.name) == (1...8).map { "value\($0)" })
        #expect(try PresetTypeCatalog.type(named: "petal")?.parameter(named: "rotationOffset")?.type == .double)
        // SwiftUI's layout modifiers are not Animatable: their changes move geometry, which animates.
        for name in ["frame", "padding", "flexible-frame", "padding-insets", "vstack", "hstack", "position"] {
            #expect(try #require(PresetTypeCatalog.type(named: name)).animatableParameters.isEmpty, "\(name)")
        }
        #expect(try #require(PresetTypeCatalog.type(named: "overlay")).attachesViews)
    }

    @Test func everyDefaultIsValidAndDraws() throws {
        // Containers without children and a spacer draw nothing of their own, as in SwiftUI.
        for type in PresetTypeCatalog.all where type.kind != .container && type.name != "spacer" {
            for spec in type.parameters {
                #expect(throws: Never.self) { try spec.validate(spec.defaultValue) }
            }
            let items =
                type.kind.isContent ? [try SceneItem(type.name)] : [try SceneItem("circle"), try SceneItem(type.name)]
            let scene = SceneBuilder.scene(items, size: CGSize(width: 200, height: 200))
            #expect(!scene.nodes.isEmpty, "\(type.name) draws something")
        }
    }

    @Test(arguments: [
        (
            ["circle", "fill", "stroke", "frame", "fill"],
            "item 5 ('fill') must directly follow a shape or another fill or stroke"
        ),
        (["text", "fill"], "item 2 ('fill') must directly follow a shape or another fill or stroke"),
        (["frame", "circle"], "item 1 ('frame') is a modifier; a view starts with a shape or text"),
        (["text", "circle"], "item 2 ('circle') is content; a view has one content item"),
    ])
    func chainsSwiftUICannotWriteAreRefused(types: [String], reason: String) {
        #expect(throws: GeometryError.invalidChain(reason)) { try PresetTypeCatalog.validateChain(types) }
    }

    @Test func chainsOfTheArticlesAreValid() throws {
        try PresetTypeCatalog.validateChain(["arc", "stroke", "frame"])
        try PresetTypeCatalog.validateChain(["text", "padding", "background", "corner-radius", "shake"])
        try PresetTypeCatalog.validateChain(["petal", "fill", "frame", "rotation"])
        try PresetTypeCatalog.validateChain(["circle", "fill", "stroke"])
        #expect(throws: GeometryError.self) { try PresetTypeCatalog.validateChain([]) }
    }

    @Test(arguments: [
        ("polygon", "sides", ParameterValue.double(2), "'sides' must be at least 3, got 2"),
        ("polygon", "sides", .int(1), "'sides' must be at least 3, got 1"),
        ("opacity", "opacity", .double(1.5), "'opacity' must be between 0 and 1, got 1.5"),
        ("shake-decay", "progress", .double(-0.25), "'progress' must be between 0 and 1, got -0.25"),
        ("wave", "phase", .string("x"), "'phase' must be a double, got a string"),
        ("arc", "startAngle", .double(3), "'startAngle' must be an angle, got a double"),
        (
            "counter", "format", .string("%s"),
            "'format' must be a printf format with exactly one %d, %i, %f, %e or %g conversion, got '%s'"
        ),
        ("polygon", "sidez", .double(4), "Unknown parameter 'sidez' for 'polygon'. Did you mean 'sides'?"),
        ("circle", "radius", .double(4), "Unknown parameter 'radius' for 'circle'"),
    ])
    func invalidValuesGiveOneLineErrors(type: String, name: String, value: ParameterValue, message: String) {
        #expect {
            try PresetTypeCatalog.validate(type: type, name, value)
        } throws: { error in
            (error as? GeometryError)?.description == message
        }
    }

    // Not in the table above: Swift Testing prints arguments, and ParameterValue's description refuses NaN.
    @Test func nonFiniteValuesAreRefused() {
        let cases: [(String, String, ParameterValue, String)] = [
            ("wave", "amplitude", .double(.nan), "'amplitude' must be finite, got nan"),
            ("offset", "x", .double(-.infinity), "'x' must be finite, got -inf"),
            ("rotation", "angle", .angle(.radians(.nan)), "'angle' must be finite, got nan"),
            (
                "scale", "anchor", .unitPoint(UnitPoint(x: .nan, y: 0)),
                "'anchor' must be finite, got a non-finite value"
            ),
        ]
        for (type, name, value, message) in cases {
            #expect {
                try PresetTypeCatalog.validate(type: type, name, value)
            } throws: { error in
                (error as? GeometryError)?.description == message
            }
        }
    }

    @Test func unknownTypesSuggestTheClosestName() {
        #expect(throws: GeometryError.unknownType("polygn", suggestion: "polygon")) {
            try PresetTypeCatalog.requireType(named: "polygn")
        }
        #expect(
            GeometryError.unknownType("zzzzzzzz", suggestion: nil).description == "Unknown preset type 'zzzzzzzz'")
    }

    @Test func onlyArcsAndWavesDrawOpenPaths() {
        #expect(PresetTypeCatalog.all.filter(\.drawsOpenPath).map(\.name) == ["arc", "wave"])
    }

    @Test func intsAreAcceptedForDoubles() throws {
        #expect(try PresetTypeCatalog.validate(type: "polygon", "sides", .int(4)) == .double(4))
    }

    @Test func resolveFillsDefaultsAndRejectsUnknownNames() throws {
        let polygon = try #require(PresetTypeCatalog.type(named: "polygon"))
        let resolved = try polygon.resolve(["sides": .double(8)])
        #expect(resolved == ["sides": .double(8), "scale": .double(1), "rotation": .angle(.zero)])
        #expect(throws: GeometryError.self) { try polygon.resolve(["bogus": .double(1)]) }
    }

    @Test func shapeFactoryBuildsTheMatchingShape() throws {
        let shape = try PresetTypeCatalog.shape(
            type: "wave", parameters: ["amplitude": .double(5), "frequency": .double(1), "phase": .double(0)])
        let rect = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(shape.path(in: rect) == Wave(amplitude: 5, frequency: 1, phase: 0).path(in: rect))
        #expect(throws: GeometryError.self) { try PresetTypeCatalog.shape(type: "shake", parameters: [:]) }
        #expect(throws: GeometryError.self) { try PresetTypeCatalog.effect(type: "circle", parameters: [:]) }
    }
}
