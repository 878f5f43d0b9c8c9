import AnimDBEngine

// The views and layout modifiers of a view tree: containers and their children, controls drawn at iOS's metrics,
// and the modifiers that size, place, attach or clip (Layout/, docs/layout.md). None of their parameters animate:
// SwiftUI animates the geometry a layout produces, not the layout's own values (docs/evaluation.md).
extension PresetTypeCatalog {
    static let views: [PresetType] = [
        PresetType(
            kind: .shape, name: "rect", swiftName: "Rectangle", summary: "SwiftUI's Rectangle(): the whole frame",
            parameters: []),
        PresetType(
            kind: .view, name: "color", swiftName: "Color",
            summary: "A colour (or gradient) as a view, filling what it is offered",
            parameters: [paint("paint", .color(.primary), "The colour or gradient")]),
        PresetType(
            kind: .view, name: "spacer", swiftName: "Spacer",
            summary: "Flexible space along its stack's axis: Spacer(minLength:)",
            parameters: [
                choice("minLength", .optionalNumber(nil), "The least space it takes; nil is the platform's default (8)")
            ]),
        PresetType(
            kind: .view, name: "button", swiftName: "Button",
            summary: "A button with a title, drawn in its style at iOS's default control size",
            parameters: [
                string("title", "Button", "The title"),
                choice(
                    "style", .buttonStyle(.automatic),
                    "Its look; at .automatic a button-style item around it sets it instead"),
            ]),
        PresetType(
            kind: .view, name: "slider", swiftName: "Slider",
            summary: "A slider: Slider(value:in:), its thumb where value sits in the range",
            parameters: [
                double("value", 0.5, animatable: false, "The bound value"),
                double("lower", 0, animatable: false, "The range's lower bound"),
                double("upper", 1, animatable: false, "The range's upper bound"),
            ]),
        PresetType(
            kind: .view, name: "toggle", swiftName: "Toggle", summary: "A labelled switch: Toggle(title, isOn:)",
            parameters: [
                string("title", "", "The label"),
                ParameterSpec(
                    name: "isOn", type: .bool, defaultValue: .bool(false), isAnimatable: false,
                    doc: "Whether the switch is on"),
            ]),
    ]

    static let containers: [PresetType] = [
        PresetType(
            kind: .container, name: "vstack", swiftName: "VStack",
            summary: "Lays out its children top to bottom: VStack(alignment:spacing:)",
            parameters: [
                choice("alignment", .horizontalAlignment(.center), "How children line up across the stack"),
                choice("spacing", .optionalNumber(nil), "Points between children; nil is the platform's spacing"),
            ]),
        PresetType(
            kind: .container, name: "hstack", swiftName: "HStack",
            summary: "Lays out its children leading to trailing: HStack(alignment:spacing:)",
            parameters: [
                choice("alignment", .verticalAlignment(.center), "How children line up across the stack"),
                choice("spacing", .optionalNumber(nil), "Points between children; nil is the platform's spacing"),
            ]),
        PresetType(
            kind: .container, name: "zstack", swiftName: "ZStack",
            summary: "Overlays its children, back to front: ZStack(alignment:)",
            parameters: [choice("alignment", .alignment(.center), "Where children sit in the stack")]),
        PresetType(
            kind: .container, name: "group", swiftName: "Group",
            summary: "Its children, as if written in its place (modifiers apply to each)", parameters: []),
        PresetType(
            kind: .container, name: "navigation-stack", swiftName: "NavigationStack",
            summary: "A navigation stack: the large title bar of its content's navigationTitle, the content below",
            parameters: []),
    ]

    static let layoutModifiers: [PresetType] = [
        PresetType(
            kind: .modifier, name: "flexible-frame", swiftName: "frame",
            summary: "Limits the size the view takes: .frame(minWidth:idealWidth:maxWidth:minHeight:…:alignment:)",
            parameters: ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
                choice($0, .optionalNumber(nil), "nil leaves it open; .infinity takes all that is offered")
            } + [choice("alignment", .alignment(.center), "Where the content sits in the frame")]),
        PresetType(
            kind: .modifier, name: "padding-insets", swiftName: "padding",
            summary: "Adds space on each edge: .padding(EdgeInsets(top:leading:bottom:trailing:))",
            parameters: ["top", "leading", "bottom", "trailing"].map {
                double($0, 0, .minimum(0), animatable: false, "Points on the \($0) edge")
            }),
        PresetType(
            kind: .modifier, name: "fixed-size", swiftName: "fixedSize",
            summary: "Takes its ideal size on the given axes: .fixedSize(horizontal:vertical:)",
            parameters: [
                ParameterSpec(
                    name: "horizontal", type: .bool, defaultValue: .bool(true), isAnimatable: false,
                    doc: "Ideal width"),
                ParameterSpec(
                    name: "vertical", type: .bool, defaultValue: .bool(true), isAnimatable: false,
                    doc: "Ideal height"),
            ]),
        PresetType(
            kind: .modifier, name: "position", swiftName: "position",
            summary: "Places the view's centre at a point of what it is offered: .position(x:y:)",
            parameters: [
                double("x", 0, animatable: false, "Horizontal position of the centre"),
                double("y", 0, animatable: false, "Vertical position of the centre"),
            ]),
        PresetType(
            kind: .modifier, name: "layout-priority", swiftName: "layoutPriority",
            summary: "Who gets space first in a stack: .layoutPriority(value)",
            parameters: [double("value", 0, animatable: false, "Higher goes first")]),
        PresetType(
            kind: .modifier, name: "overlay", swiftName: "overlay",
            summary: "Draws views over the view, in its frame: .overlay(alignment:) { … }",
            parameters: [choice("alignment", .alignment(.center), "Where the views sit")], attachesViews: true),
        PresetType(
            kind: .modifier, name: "background-view", swiftName: "background",
            summary: "Draws views behind the view, in its frame: .background(alignment:) { … }",
            parameters: [choice("alignment", .alignment(.center), "Where the views sit")], attachesViews: true),
        PresetType(
            kind: .modifier, name: "mask", swiftName: "mask",
            summary: "Shows the view where its mask's views are opaque: .mask(alignment:) { … }",
            parameters: [choice("alignment", .alignment(.center), "Where the mask sits")], attachesViews: true),
        PresetType(
            kind: .modifier, name: "clip-shape", swiftName: "clipShape",
            summary: "Clips the view to a shape in its frame (to the frame itself without one): .clipShape(_:)",
            parameters: [
                ParameterSpec(
                    name: "eoFill", type: .bool, defaultValue: .bool(false), isAnimatable: false,
                    doc: "FillStyle(eoFill:): even-odd rather than non-zero winding")
            ], attachesViews: true),
        PresetType(
            kind: .modifier, name: "z-index", swiftName: "zIndex",
            summary: "Draws the view in front of (or behind) its siblings: .zIndex(value)",
            parameters: [double("value", 0, animatable: false, "Higher draws in front")]),
        PresetType(
            kind: .modifier, name: "transition", swiftName: "transition",
            summary: "How the view comes and goes when a condition shows or hides it: .transition(_:)",
            parameters: [choice("transition", .transition(.opacity), "SwiftUI's default is .opacity")]),
        PresetType(
            kind: .modifier, name: "button-style", swiftName: "buttonStyle",
            summary: "The style of the buttons in the view: .buttonStyle(_:)",
            parameters: [choice("style", .buttonStyle(.automatic), "The style")]),
        PresetType(
            kind: .modifier, name: "navigation-title", swiftName: "navigationTitle",
            summary: "The title a navigation stack shows for the view: .navigationTitle(_:)",
            parameters: [string("title", "", "The title")]),
        PresetType(
            kind: .modifier, name: "animation", swiftName: "animation",
            summary:
                "Animates the view and what it contains with an animation whenever a state changes: .animation(_:value:)",
            parameters: [
                string("animation", ".default", "The animation, as SwiftUI writes it; nil: changes do not animate"),
                string("value", "", "The name of the @State the modifier watches"),
            ], scopesTransactions: true),
        PresetType(
            kind: .modifier, name: "phase-animator", swiftName: "phaseAnimator",
            summary:
                "Cycles the modifiers after it through phases, each change animated: .phaseAnimator(_:trigger:content:animation:)",
            parameters: [
                string("phases", "[false, true]", "The phases as SwiftUI writes them: an array of Bools or numbers"),
                string("phase", "phase", "The name the content closure gives the phase, which its modifiers read"),
                string("trigger", "", "The @State whose changes run the phases once; empty: they cycle continuously"),
                string(
                    "animation", ".default",
                    "The animation into each phase: one animation, phase ? a : b, or a switch over the phases"),
                ParameterSpec(
                    name: "content", type: .int, defaultValue: .int(0), isAnimatable: false,
                    doc: "How many of the modifiers after it are the content closure's"),
            ]),
        PresetType(
            kind: .modifier, name: "keyframe-animator", swiftName: "keyframeAnimator",
            summary:
                "Plays keyframes on the value the modifiers after it read: .keyframeAnimator(initialValue:trigger:content:keyframes:)",
            parameters: [
                string("initial", "0", "The value before the keyframes play, a number"),
                string("value", "value", "The name the content closure gives the value, which its modifiers read"),
                string("trigger", "", "The @State whose changes play the keyframes; empty: they play by repeating"),
                ParameterSpec(
                    name: "repeating", type: .bool, defaultValue: .bool(false), isAnimatable: false,
                    doc: "Without a trigger: whether the keyframes loop (else the value stays at their start)"),
                string("keyframes", "", "The keyframes closure: a keyframe list or KeyframeTrack { … }"),
                ParameterSpec(
                    name: "content", type: .int, defaultValue: .int(0), isAnimatable: false,
                    doc: "How many of the modifiers after it are the content closure's"),
            ]),
        PresetType(
            kind: .modifier, name: "transaction", swiftName: "transaction",
            summary:
                "Changes the animation of every change (or of a state's changes) in the view: .transaction { $0.animation = … }",
            parameters: [
                string(
                    "animation", "nil",
                    "The animation changes use, as SwiftUI writes it; nil: none; animation?.delay(1): the change's own, modified"
                ),
                string(
                    "value", "", "The @State whose changes it applies to (.transaction(value:_:)); empty: every change"),
            ], scopesTransactions: true),
    ]
}
