import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Paints, stroke styles, fonts and the text enumerations exactly as the articles write them, read in context and
/// printed canonically.
struct ExpressionStyleTests {
    static let rainbow: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .red]

    @Test(arguments: [
        (".cyan", ParameterValue.paint(.color(.cyan)), "Color.cyan"),
        (
            "Color.blue.opacity(0.2)", .paint(.color(Color(red: 0, green: 0.478, blue: 1, opacity: 0.2))),
            "Color(red: 0, green: 0.478, blue: 1, opacity: 0.2)"
        ),
        ("#FF0000", .paint(.color(Color(red: 1, green: 0, blue: 0))), "Color(red: 1, green: 0, blue: 0)"),
        (".orange.gradient", .paint(.colorGradient(.orange)), "Color.orange.gradient"),
        ("Color.green.gradient", .paint(.colorGradient(.green)), "Color.green.gradient"),
        (
            "LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)",
            .paint(
                .linearGradient(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))),
            "LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)"
        ),
        (
            ".linearGradient(\n    colors: [.pink, .purple, .indigo],\n    startPoint: .topLeading,\n    endPoint: .bottomTrailing\n)",
            .paint(
                .linearGradient(
                    LinearGradient(
                        colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))),
            "LinearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)"
        ),
        (
            "AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)",
            .paint(.angularGradient(AngularGradient(colors: rainbow, center: .center))),
            "AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)"
        ),
        (
            "AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .top, angle: .degrees(90))",
            .paint(
                .angularGradient(
                    AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .top, angle: .degrees(90)))),
            "AngularGradient(colors: [.red, .blue], center: .top, angle: .degrees(90))"
        ),
        (
            "LinearGradient(stops: [.init(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)], "
                + "startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 0.75))",
            .paint(
                .linearGradient(
                    LinearGradient(
                        stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)],
                        startPoint: .top,
                        endPoint: UnitPoint(x: 0.5, y: 0.75)))),
            "LinearGradient(stops: [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)], "
                + "startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 0.75))"
        ),
        (
            "StrokeStyle(lineWidth: 8, lineCap: .round)", .strokeStyle(StrokeStyle(lineWidth: 8, lineCap: .round)),
            "StrokeStyle(lineWidth: 8, lineCap: .round)"
        ),
        (
            "StrokeStyle(lineWidth: 2, lineJoin: .bevel, dash: [5, 3])",
            .strokeStyle(StrokeStyle(lineWidth: 2, lineJoin: .bevel, dash: [5, 3])),
            "StrokeStyle(lineWidth: 2, lineJoin: .bevel, dash: [5, 3])"
        ),
        (".title2", .font(.title2), "Font.title2"),
        (".title2.bold()", .font(Font.title2.bold()), "Font.title2.bold()"),
        (".largeTitle", .font(.largeTitle), "Font.largeTitle"),
        (".headline.weight(.regular)", .font(Font.headline.weight(.regular)), "Font.headline.weight(.regular)"),
        (
            ".system(size: 20, weight: .semibold)", .font(.system(size: 20, weight: .semibold)),
            "Font.system(size: 20, weight: .semibold)"
        ),
        (
            "Font.system(size: 15).bold().italic()", .font(Font.system(size: 15, weight: .bold).italic()),
            "Font.system(size: 15, weight: .bold).italic()"
        ),
        (".trailing", .textAlignment(.trailing), "TextAlignment.trailing"),
        (".roundedBorder", .textFieldStyle(.roundedBorder), "TextFieldStyle.roundedBorder"),
        ("RoundedBorderTextFieldStyle()", .textFieldStyle(.roundedBorder), "TextFieldStyle.roundedBorder"),
    ])
    func articleValuesReadAndPrint(text: String, expected: ParameterValue, canonical: String) throws {
        let value = try ExpressionParser.parseValue(text, as: expected.type)
        #expect(value == expected)
        #expect(value.description == canonical)
        #expect(try ExpressionParser.parseValue(canonical, as: expected.type) == expected)
    }

    @Test func fontsHaveTheTextStylesSizes() throws {
        let sizes: [(String, Double, Font.Weight)] = [
            (".largeTitle", 34, .regular), (".title", 28, .regular), (".title2", 22, .regular),
            (".title3", 20, .regular), (".headline", 17, .semibold), (".body", 17, .regular),
            (".callout", 16, .regular),
            (".subheadline", 15, .regular), (".footnote", 13, .regular), (".caption", 12, .regular),
            (".caption2", 11, .regular),
        ]
        for (text, size, weight) in sizes {
            guard case .font(let font) = try ExpressionParser.parseValue(text, as: .font) else {
                Issue.record("\(text) is not a font")
                continue
            }
            #expect(font.size == size && font.weight == weight, "\(text)")
        }
    }

    @Test(arguments: [
        (
            ".linearGradient(colors: [.red], startPoint: .top)", ParameterType.paint,
            "missing argument 'endPoint:' for 'linearGradient'"
        ),
        (
            "LinearGradient(colors: .red, startPoint: .top, endPoint: .bottom)", .paint,
            "expected an array of colours such as [.red, .blue] after 'colors:', found '.red'"
        ),
        (".cyann", .paint, "unknown colour or gradient 'cyann'"),
        ("Gradient(colors: [.red])", .paint, "expected a colour or gradient, found 'Gradient'"),
        ("StrokeStyle(lineCap: .rounded)", .strokeStyle, "unknown line cap 'rounded'"),
        (".title4", .font, "unknown font 'title4'"),
        (".title.heavyy()", .font, "unknown font modifier 'heavyy'"),
        ("[1, 2", .paint, "expected ']' to close the '[' at column 1"),
    ])
    func mistakesGiveOneLineErrors(text: String, type: ParameterType, message: String) {
        #expect {
            try ExpressionParser.parseValue(text, as: type)
        } throws: { error in
            (error as? ExpressionError)?.message == message
        }
    }

    @Test func storedColoursKeepPrintingAsTheyAlwaysDid() throws {
        // `.cyan` is new; a stored colour with its components printed as components before and must stay so.
        #expect(ParameterValue.color(.cyan).description == "Color(red: 0.196, green: 0.678, blue: 0.902)")
        #expect(try ExpressionParser.parseValue(".cyan", as: .color) == .color(.cyan))
        #expect(ParameterValue.color(.blue).description == "Color.blue")
        #expect(ParameterValue.paint(.color(.cyan)).description == "Color.cyan")
    }

    @Test func contextFreeColourPaintsKeepTheirType() throws {
        let expression = AnimationExpression.value(.paint(.color(.cyan)))
        #expect(expression.canonicalText == "AnyShapeStyle(Color.cyan)")
        #expect(try ExpressionParser.parse(expression.canonicalText) == expression)
        #expect(try ExpressionParser.parse("Color.orange.gradient") == .value(.paint(.colorGradient(.orange))))
    }
}
