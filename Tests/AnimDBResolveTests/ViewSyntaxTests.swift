import AnimDBModel
import AnimDBResolve
import AnimDBStore
import Testing

/// `add timeline --content/--modifier` read the articles' SwiftUI spellings into view items; what cannot be read is
/// refused in one line that names the text and, for a misspelt name, suggests the nearest one.
@Suite struct ViewSyntaxTests {
    /// The stored presets the reader may find by name: the demo library's article types and one of the user's.
    static var syntax: ViewSyntax {
        ViewSyntax { name in
            let presets = [
                "ShakeEffect": "shake", "Shake": "shake", "ShakeModifier": "shake-decay", "Arc": "arc",
                "PetalShape": "petal", "AnimatableTextView": "animatable-text", "login-shake": "shake",
                "card.v2": "text",
            ]
            return presets[name].map { (name, $0) }
        }
    }

    /// The one-line reason `body` is refused for, or nil when it is not.
    static func refusal(_ body: () throws(ViewSyntax.Failure) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }

    /// Items as `key: type(param=value, …)` or `key: preset NAME(call-site values)`, for readable tables.
    static func describe(_ items: [Timeline.Item]) -> [String] {
        items.map { item in
            func values(_ parameters: [Preset.Parameter]) -> String {
                "(" + parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + ")"
            }
            switch item.source {
            case .preset(let name, _, let parameters): return "\(item.key): preset \(name)\(values(parameters))"
            case .inline(let type, let parameters, _): return "\(item.key): \(type)\(values(parameters))"
            }
        }
    }

    // MARK: Content

    static let contents: [(String, [String])] = [
        // 000: the ShakeEffect demo's text.
        (#"Text("Shake me!").font(.title2)"#, [#"text: text(text="Shake me!", font=.title2)"#]),
        // 002: the second view's text, its own modifiers becoming its parameters.
        (
            #"Text("Hey DevTechie, \nShake me!").font(.largeTitle).multilineTextAlignment(.trailing).foregroundStyle(.white)"#,
            [
                #"text: text(text="Hey DevTechie, \nShake me!", font=.largeTitle, alignment=.trailing, foreground=.white)"#
            ]
        ),
        // 002 in the article's order: after .padding() the font and colour are the environment's, the alignment
        // still the one text's.
        (
            #"Text("Hey DevTechie, \nShake me!").padding().font(.largeTitle).multilineTextAlignment(.trailing).foregroundStyle(.white)"#,
            [
                #"text: text(text="Hey DevTechie, \nShake me!", alignment=.trailing)"#, "padding: padding()",
                "font: font(font=.largeTitle)", "foreground: foreground(paint=.white)",
            ]
        ),
        // 001: ShakeDemoView's text.
        (#"Text("Goyangkan Aku!").font(.title2.bold())"#, [#"text: text(text="Goyangkan Aku!", font=.title2.bold())"#]),
        // 002: the login field, its binding naming app state and its style its own.
        (
            #"TextField("username", text: $username).textFieldStyle(.roundedBorder).shake(with: 0)"#,
            [
                #"field: text-field(placeholder="username", style=.roundedBorder)"#,
                "Shake: preset Shake(shakes=0, amplitude=5)",
            ]
        ),
        // 001: a stored preset with the article's call-site arguments.
        (
            "Arc(startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)",
            ["Arc: preset Arc(startAngle=.degrees(0), endAngle=.degrees(180), clockwise=false)"]
        ),
        // A catalog shape that is no stored preset, its first argument unlabelled.
        ("Polygon(3, scale: 1.0)", ["polygon: polygon(sides=3, scale=1.0)"]),
        // 003: the multi-value text preset.
        (
            "AnimatableTextView(value1: 0, value2: 0)",
            ["AnimatableTextView: preset AnimatableTextView(value1=0, value2=0)"]
        ),
        // A preset name with '.', keyed without it (the key is the ITEM of ITEM.PARAM).
        ("card.v2", ["card-v2: preset card.v2()"]),
        // 001: FlowerLoadingView in one expression.
        (
            "PetalShape(petalCount: 6, innerRadius: 30, outerRadius: 60, rotationOffset: 0).fill(.linearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)).frame(width: 200, height: 200).rotationEffect(.radians(0))",
            [
                "PetalShape: preset PetalShape(petalCount=6, innerRadius=30, outerRadius=60, rotationOffset=0)",
                "fill: fill(paint=.linearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))",
                "frame: frame(width=200, height=200)", "rotation: rotation(angle=.radians(0))",
            ]
        ),
        // A shape's .foregroundStyle is the environment's, not a text parameter.
        ("Circle().foregroundStyle(.red)", ["circle: circle()", "foreground: foreground(paint=.red)"]),
    ]

    @Test(arguments: contents)
    func contentReadsTheArticlesSpelling(expression: String, expected: [String]) throws {
        #expect(Self.describe(try Self.syntax.content(expression)) == expected)
    }

    // MARK: Modifiers

    static let modifiers: [(String, [String])] = [
        ("login-shake", ["login-shake: preset login-shake()"]),
        (".padding()", ["padding: padding()"]),
        (".padding(8)", ["padding: padding(length=8)"]),
        // 002
        (
            ".background(.orange.gradient, in: RoundedRectangle(cornerRadius: 10))",
            ["background: background(paint=.orange.gradient, cornerRadius=10)"]
        ),
        (".background(Color.blue.opacity(0.2))", ["background: background(paint=Color.blue.opacity(0.2))"]),
        (".background(.red, in: .rect(cornerRadius: 4))", ["background: background(paint=.red, cornerRadius=4)"]),
        (".cornerRadius(12)", ["corner-radius: corner-radius(radius=12)"]),
        (".shake(with: 0)", ["Shake: preset Shake(shakes=0, amplitude=5)"]),
        // 001: ShakeModifier's extension, intensity defaulting as the article's `intensity: Double = 10` does.
        (".shake(progress: 0, intensity: 15)", ["ShakeModifier: preset ShakeModifier(progress=0, intensity=15)"]),
        (".shake(progress: 0)", ["ShakeModifier: preset ShakeModifier(progress=0)"]),
        // 000: the stored preset, or the catalog type when no preset has the name.
        (".modifier(ShakeEffect(shakes: 0))", ["ShakeEffect: preset ShakeEffect(shakes=0)"]),
        (
            ".modifier(ShakeModifier(progress: 0, intensity: 15))",
            ["ShakeModifier: preset ShakeModifier(progress=0, intensity=15)"]
        ),
        (".modifier(CounterModifier(value: 0))", ["counter: counter(value=0)"]),
        // 001: ArcDemoView's stroke, WaveDemoView's stroke.
        (
            ".stroke(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing), style: StrokeStyle(lineWidth: 8, lineCap: .round))",
            [
                "stroke: stroke(paint=LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing), style=StrokeStyle(lineWidth: 8, lineCap: .round))"
            ]
        ),
        (".stroke(.cyan, lineWidth: 3)", ["stroke: stroke(paint=.cyan, style=StrokeStyle(lineWidth: 3))"]),
        (".stroke(.blue)", ["stroke: stroke(paint=.blue)"]),
        // 001: PolygonDemoView's fill, 003's fill.
        (
            ".fill(AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center))",
            [
                "fill: fill(paint=AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center))"
            ]
        ),
        (".fill(Color.green)", ["fill: fill(paint=Color.green)"]),
        (".frame(height: 150)", ["frame: frame(height=150)"]),
        (".rotationEffect(.radians(0))", ["rotation: rotation(angle=.radians(0))"]),
        (".scaleEffect(1.2, anchor: .top)", ["scale: scale(scale=1.2, anchor=.top)"]),
        // On a shape not yet painted Swift picks Shape.offset (OffsetShape); after a paint it is View.offset.
        (".offset(x: 4)", ["shape-offset: shape-offset(x=4)"]),
        (".fill(.red).offset(x: 4)", ["fill: fill(paint=.red)", "offset: offset(x=4)"]),
        (".rotation(.degrees(4))", ["shape-rotation: shape-rotation(angle=.degrees(4))"]),
        (".opacity(0.5)", ["opacity: opacity(opacity=0.5)"]),
        (".foregroundColor(.red)", ["foreground: foreground(paint=.red)"]),
        (".trim(from: 0, to: progress)", ["trim: trim(from=0, to=progress)"]),
        (".trim(to: 0.5)", ["trim: trim(to=0.5)"]),
        (".blur(radius: 4)", ["blur: blur(radius=4)"]),
        (".blur(radius: 4, opaque: true)", ["blur: blur(radius=4, opaque=true)"]),
        (".shadow(radius: 5)", ["shadow: shadow(radius=5)"]),
        (".shadow(color: .blue, radius: 10, x: 0, y: 4)", ["shadow: shadow(color=.blue, radius=10, x=0, y=4)"]),
        (".brightness(0.2)", ["brightness: brightness(amount=0.2)"]),
        (".contrast(1.5)", ["contrast: contrast(amount=1.5)"]),
        (".saturation(0)", ["saturation: saturation(amount=0)"]),
        (".grayscale(0.5)", ["grayscale: grayscale(amount=0.5)"]),
        (".hueRotation(.degrees(90))", ["hue-rotation: hue-rotation(angle=.degrees(90))"]),
        (".colorMultiply(.red)", ["color-multiply: color-multiply(color=.red)"]),
        (".colorInvert()", ["color-invert: color-invert()"]),
        (".blendMode(.multiply)", ["blend-mode: blend-mode(mode=\"multiply\")"]),
        (".blendMode(BlendMode.plusLighter)", ["blend-mode: blend-mode(mode=\"plusLighter\")"]),
        (".compositingGroup().drawingGroup()", []),
        (".scaleEffect(x: 2, y: 0.5)", ["scale-xy: scale-xy(x=2, y=0.5)"]),
        (".scaleEffect(CGSize(width: 2, height: 3), anchor: .top)", ["scale-xy: scale-xy(x=2, y=3, anchor=.top)"]),
        (
            ".rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))",
            ["rotation-3d: rotation-3d(angle=.degrees(angle), axisX=0, axisY=1, axisZ=0)"]
        ),
        (
            ".rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.5)",
            ["rotation-3d: rotation-3d(angle=.degrees(45), axisX=1, axisY=0, axisZ=0, anchor=.top, perspective=0.5)"]
        ),
        (
            ".transformEffect(CGAffineTransform(translationX: 10, y: 5))",
            ["transform-effect: transform-effect(tx=10, ty=5)"]
        ),
        // Several in one --modifier, in order.
        (
            ".fill(.blue).frame(width: 240, height: 160)",
            ["fill: fill(paint=.blue)", "frame: frame(width=240, height=160)"]
        ),
    ]

    @Test(arguments: modifiers)
    func modifierReadsTheArticlesSpelling(expression: String, expected: [String]) throws {
        let shape = [Timeline.Item.inline("arc", type: "arc")]
        let view = try Self.syntax.appending(expression, to: shape)
        #expect(Array(view.prefix(1)) == shape)
        #expect(Self.describe(Array(view.dropFirst())) == expected)
    }

    /// `--modifier` reaches back into a text content for the text's own environment values, wherever they are set.
    @Test func modifiersSetTheTextsAlignmentAndTheFieldsStyle() throws {
        var view = try Self.syntax.content(#"Text("Hey DevTechie, \nShake me!")"#)
        for modifier in [".padding()", ".font(.largeTitle)", ".multilineTextAlignment(.trailing)"] {
            view = try Self.syntax.appending(modifier, to: view)
        }
        #expect(
            Self.describe(view) == [
                #"text: text(text="Hey DevTechie, \nShake me!", alignment=.trailing)"#, "padding: padding()",
                "font: font(font=.largeTitle)",
            ])
        let field = try Self.syntax.appending(
            ".textFieldStyle(.roundedBorder)", to: Self.syntax.content(#"TextField("x")"#))
        #expect(Self.describe(field) == [#"field: text-field(placeholder="x", style=.roundedBorder)"#])
        // A later alignment replaces the earlier one, as the innermost environment value would.
        let twice = try Self.syntax.content(
            #"Text("a").multilineTextAlignment(.leading).multilineTextAlignment(.center)"#)
        #expect(Self.describe(twice) == [#"text: text(text="a", alignment=.center)"#])
    }

    // MARK: Errors

    static let refusals: [(content: String?, modifier: String?, message: String)] = [
        (
            "Txt(\"hi\")", nil,
            "'Txt' is neither a preset nor a view animdb knows. Did you mean 'Text'?"
        ),
        ("Polygn(3)", nil, "'Polygn' is neither a preset nor a view animdb knows. Did you mean 'Polygon'?"),
        (".padding()", nil, "'.padding()' must start with a view (a preset name, Text(…), TextField(…), a shape)"),
        ("login-shake", nil, "'login-shake' is a modifier (shake); the view's content is a shape or a text"),
        ("Text(\"a\"", nil, "'Text(\"a\"': '(' at column 5 is never closed"),
        ("Text(font: .title)", nil, "'Text(font: .title)': Text needs its string first, as in Text(\"Shake me!\")"),
        (
            "Arc(startAngle: .degrees(0), endAngel: .degrees(90))", nil,
            "'Arc(startAngle: .degrees(0), endAngel: .degrees(90))': arc has no parameter 'endAngel'. Did you mean 'endAngle'?"
        ),
        ("Polygon(3, 1)", nil, "'Polygon(3, 1)': give every argument after the first its label"),
        (nil, ".paddin()", "'.paddin()': animdb does not know the modifier '.paddin'. Did you mean '.padding'?"),
        // A painted shape is a view, which has no `.rotation`.
        (
            nil, ".fill(.red).rotation(.degrees(4))",
            "'.fill(.red).rotation(.degrees(4))': animdb does not know the modifier '.rotation'. Did you mean '.rotationEffect'?"
        ),
        (nil, "Arc", "'Arc' is a shape (arc), not a modifier"),
        (
            nil, ".blendMode(.multipy)",
            "'.blendMode(.multipy)': '.multipy' is not one of SwiftUI's blend modes. Did you mean '.multiply'?"
        ),
        (nil, ".blur(4)", "'.blur(4)': .blur(_) is not a form animdb reads"),
        (nil, "nosuch", "'nosuch': a modifier is a preset name or starts with '.' (e.g. .frame(width: 200))"),
        (nil, "", "'': expected a name at column 1"),
        (nil, ".frame(widht: 200)", "'.frame(widht: 200)': .frame(widht:) is not a form animdb reads"),
        (nil, ".shake(times: 3)", "'.shake(times: 3)': .shake(times:) is not a form animdb reads"),
        (
            nil, ".background(.red, in: Circle())",
            "'.background(.red, in: Circle())': backgrounds are drawn in RoundedRectangle(cornerRadius: r)"
        ),
        (nil, ".modifier(Wobble(amount: 1))", "'Wobble' is neither a preset nor a modifier animdb knows"),
        (
            nil, ".multilineTextAlignment(.trailing)",
            "'.multilineTextAlignment(.trailing)': .multilineTextAlignment sets the look of a Text(…); this view's content is not one"
        ),
        (
            nil, ".textFieldStyle(.roundedBorder)",
            "'.textFieldStyle(.roundedBorder)': .textFieldStyle sets the look of a TextField(…); this view's content is not one"
        ),
        (nil, ".padding() .frame", "'.padding() .frame': .frame() is not a form animdb reads"),
        (nil, ".padding() x", "'.padding() x': expected '.modifier(…)' at column 12"),
    ]

    @Test(arguments: refusals)
    func refusalsAreOneLineAndSuggestTheNearestName(content: String?, modifier: String?, message: String) {
        let arc = [Timeline.Item.inline("arc", type: "arc")]
        let reason = Self.refusal { () throws(ViewSyntax.Failure) in
            if let content { _ = try Self.syntax.content(content) }
            if let modifier { _ = try Self.syntax.appending(modifier, to: arc) }
        }
        #expect(reason == message)
        #expect(!message.contains("\n"))
    }

    /// The text's own modifiers need one value.
    @Test func aTextsOwnModifierTakesOneValue() {
        #expect(
            Self.refusal { () throws(ViewSyntax.Failure) in _ = try Self.syntax.content("Text(\"a\").font()") }
                == "'Text(\"a\").font()': .font takes one value, as in .font(.title2)")
    }
}
