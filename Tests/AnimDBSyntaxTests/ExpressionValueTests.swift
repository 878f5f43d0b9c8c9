import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Preset parameter values in every spelling the issue lists, read in context and printed canonically.
struct ExpressionValueTests {
    @Test(arguments: [
        ("10", ParameterType.double, ParameterValue.double(10), "10"),
        ("-2.5", .double, .double(-2.5), "-2.5"),
        ("1_000.25", .double, .double(1000.25), "1000.25"),
        (".pi", .double, .double(.pi), "3.141592653589793"),
        ("-Double.pi", .double, .double(-.pi), "-3.141592653589793"),
        ("7", .int, .int(7), "7"),
        ("-12", .int, .int(-12), "-12"),
        (".degrees(90)", .angle, .angle(.degrees(90)), ".degrees(90)"),
        ("Angle.degrees(90)", .angle, .angle(.degrees(90)), ".degrees(90)"),
        (".radians(1.2)", .angle, .angle(.radians(1.2)), ".radians(1.2)"),
        ("90deg", .angle, .angle(.degrees(90)), ".degrees(90)"),
        ("-45deg", .angle, .angle(.degrees(-45)), ".degrees(-45)"),
        ("1.2rad", .angle, .angle(.radians(1.2)), ".radians(1.2)"),
        ("Angle(degrees: 30)", .angle, .angle(.degrees(30)), ".degrees(30)"),
        ("Angle.zero", .angle, .angle(.zero), ".degrees(0)"),
        ("CGPoint(x: 0, y: 5)", .point, .point(CGPoint(x: 0, y: 5)), "CGPoint(x: 0, y: 5)"),
        (".zero", .point, .point(.zero), "CGPoint(x: 0, y: 0)"),
        ("CGSize(width: 3, height: 4.5)", .size, .size(CGSize(width: 3, height: 4.5)), "CGSize(width: 3, height: 4.5)"),
        (
            "CGRect(x: 1, y: 2, width: 3, height: 4)", .rect, .rect(CGRect(x: 1, y: 2, width: 3, height: 4)),
            "CGRect(x: 1, y: 2, width: 3, height: 4)"
        ),
        (
            "CGRect(origin: CGPoint(x: 1, y: 2), size: .zero)", .rect, .rect(CGRect(x: 1, y: 2, width: 0, height: 0)),
            "CGRect(x: 1, y: 2, width: 0, height: 0)"
        ),
        ("UnitPoint.center", .unitPoint, .unitPoint(.center), "UnitPoint.center"),
        (".center", .unitPoint, .unitPoint(.center), "UnitPoint.center"),
        ("UnitPoint(x: 0.5, y: 0.5)", .unitPoint, .unitPoint(.center), "UnitPoint.center"),
        ("UnitPoint(x: 0.2, y: 0.8)", .unitPoint, .unitPoint(UnitPoint(x: 0.2, y: 0.8)), "UnitPoint(x: 0.2, y: 0.8)"),
        ("UnitPoint.zero", .unitPoint, .unitPoint(.zero), "UnitPoint.topLeading"),
        (
            "Color(red: 1, green: 0.5, blue: 0)", .color, .color(Color(red: 1, green: 0.5, blue: 0)),
            "Color(red: 1, green: 0.5, blue: 0)"
        ),
        (
            "Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)", .color,
            .color(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)),
            "Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)"
        ),
        ("Color.red", .color, .color(.red), "Color.red"),
        (".red", .color, .color(.red), "Color.red"),
        ("Color(white: 1)", .color, .color(.white), "Color.white"),
        (
            "Color(white: 0.5, opacity: 0.5)", .color, .color(Color(white: 0.5, opacity: 0.5)),
            "Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5)"
        ),
        (
            "#FF8800", .color, .color(Color(red: 1, green: 136.0 / 255, blue: 0)),
            "Color(red: 1, green: 0.5333333333333333, blue: 0)"
        ),
        ("#00000000", .color, .color(.clear), "Color.clear"),
        (
            "Color.blue.opacity(0.5)", .color, .color(Color(red: 0, green: 0.478, blue: 1, opacity: 0.5)),
            "Color(red: 0, green: 0.478, blue: 1, opacity: 0.5)"
        ),
        ("true", .bool, .bool(true), "true"),
        ("false", .bool, .bool(false), "false"),
        (#""text""#, .string, .string("text"), #""text""#),
        (#""say \"hi\"\n\\ \t \u{1F600}""#, .string, .string("say \"hi\"\n\\ \t 😀"), #""say \"hi\"\n\\ \t 😀""#),
        (#""\u{7}""#, .string, .string("\u{7}"), #""\u{7}""#),
    ])
    func values(text: String, type: ParameterType, expected: ParameterValue, canonical: String) throws {
        let value = try ExpressionParser.parseValue(text, as: type)
        #expect(value == expected)
        #expect(value.description == canonical)
    }

    @Test func integersAreAcceptedWhereDoublesAreExpected() throws {
        #expect(try ExpressionParser.parseValue("3", as: .double) == .double(3))
        #expect(throws: ExpressionError.self) { try ExpressionParser.parseValue("3.0", as: .int) }
    }

    @Test func contextFreeValuesKeepTheirTypeName() throws {
        #expect(try ExpressionParser.parse("90deg") == .value(.angle(.degrees(90))))
        #expect(try ExpressionParser.parse("90deg").canonicalText == "Angle.degrees(90)")
        #expect(try ExpressionParser.parse("Angle.radians(1)").canonicalText == "Angle.radians(1)")
        #expect(try ExpressionParser.parse("#FF0000") == .value(.color(Color(red: 1, green: 0, blue: 0))))
        #expect(try ExpressionParser.parse("\"x\"") == .value(.string("x")))
        #expect(try ExpressionParser.parse("true") == .value(.bool(true)))
        #expect(try ExpressionParser.parse("-3") == .value(.double(-3)))
    }
}
