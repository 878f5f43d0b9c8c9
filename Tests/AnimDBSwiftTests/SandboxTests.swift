import AnimDBEngine
import AnimDBGeometry
import AnimDBSwift
import AnimDBTestSupport
import Testing

/// What animdb refuses to read (one line with line and column), every sandbox bound, and a fuzz test.
@Suite struct SandboxTests {
    static let refusals: [(source: String, error: String)] = [
        ("struct Star: Shape {\n    func load() async -> Int { 1 }\n}", "Star.swift:2:17: animdb does not read 'async' functions"),
        ("class Star {}", "Star.swift:1:1: animdb does not read classes"),
        ("protocol P {}", "Star.swift:1:1: animdb does not read protocols"),
        ("struct S: Shape {\n  func path(in rect: CGRect) -> Path {\n    let x = try foo()\n  }\n}", "Star.swift:3:13: animdb does not read 'try'"),
        ("struct S: Shape {\n  func path(in rect: CGRect) -> Path {\n    let d = [\"a\": 1]\n    return Path()\n  }\n}", "Star.swift:3:13: animdb does not read dictionaries"),
        ("struct S: Shape {\n  func path(in rect: CGRect) -> Path {\n    Path().strokedPath(x)\n  }\n}", "Star.swift:3:24: unknown name 'x'"),
        ("struct S: Shape {\n  func path(in rect: CGRect) -> Path {\n    loadImage(named: \"a\")\n  }\n}", "Star.swift:3:5: animdb does not read 'loadImage(named:)'"),
        ("struct S { subscript(i: Int) -> Int { 1 } }", "Star.swift:1:12: animdb does not read subscript declarations"),
        ("struct S: Shape {\n  var k = \\S.x\n}", "Star.swift:2:11: animdb does not read key paths other than \\.member"),
        ("struct S: Shape {\n  var x: Double {\n    didSet { }\n  }\n}", "Star.swift:3:5: animdb does not read property observers ('didSet')"),
        ("struct S: Shape {\n  func path(in rect: CGRect) -> Path {\n    defer { }\n  }\n}", "Star.swift:3:5: animdb does not read 'defer'"),
        ("let x = 1", "Star.swift:1:1: animdb does not read top-level variables ('x'): put constants inside a type"),
        ("struct S: Shape {\n  func path(in rect: CGRect) -> Path {\n    let s = \"\"\"\n", "Star.swift:3:13: animdb does not read multi-line string literals"),
    ]

    @Test(arguments: refusals.indices)
    func refusesWithOneLineNamingTheConstruct(_ i: Int) {
        let (source, expected) = Self.refusals[i]
        do {
            _ = try SwiftSourceFile(source: source, fileName: "Star.swift")
            Issue.record("read \(source)")
        } catch {
            #expect(error.description == expected)
            #expect(!error.description.contains("\n"))
        }
    }

    static func run(_ body: String, limits: SwiftLimits = SwiftLimits()) throws -> SwiftRuntimeError? {
        let source = "struct Star: Shape {\n    func path(in rect: CGRect) -> Path {\n" + body + "\n    }\n}\n"
        let file = try SwiftSourceFile(source: source, fileName: "Star.swift", limits: limits)
        let star = try InterpretedType(file: file, typeName: "Star")
        do {
            _ = try star.path(in: CGRect(x: 0, y: 0, width: 10, height: 10), [:])
            return nil
        } catch {
            return error
        }
    }

    static func limits(_ edit: (inout SwiftLimits) -> Void) -> SwiftLimits {
        var l = SwiftLimits()
        edit(&l)
        return l
    }

    static let bounds: [(body: String, limits: SwiftLimits, error: String)] = [
        (
            "        var i = 0\n        while true { i += 1 }", limits { $0.maxSteps = 10_000 },
            "'Star' path(in:) line 4: more than 10000 steps — an endless loop?"
        ),
        (
            "        var p = Path()\n        for i in 0..<100 { p.addLine(to: CGPoint(x: i, y: i)) }\n        return p",
            limits { $0.maxPathElements = 50 }, "'Star' path(in:) line 4: a path of more than 50 elements"
        ),
        (
            "        var a: [Int] = []\n        for i in 0..<100 { a.append(i) }\n        return Path()",
            limits { $0.maxArrayCount = 10 }, "'Star' path(in:) line 4: an array of more than 10 elements"
        ),
        (
            "        var s = \"ab\"\n        for _ in 0..<100 { s = \"\\(s)\\(s)\" }\n        return Path()",
            limits { $0.maxStringLength = 100 }, "'Star' path(in:) line 4: a string longer than 100 characters"
        ),
        (
            "        return grow(0)\n    }\n    func grow(_ n: Int) -> Path {\n        grow(n + 1)", SwiftLimits(),
            "'Star' path(in:) line 6: calls nested deeper than 200 — endless recursion?"
        ),
        (
            "        let x = Int.max\n        let y = x + 1\n        return Path()", SwiftLimits(),
            "'Star' path(in:) line 4: arithmetic overflow"
        ),
        (
            "        let z = 0\n        let y = 7 / z\n        return Path()", SwiftLimits(), "'Star' path(in:) line 4: division by zero"
        ),
        (
            "        let a = [1, 2]\n        return Path(CGRect(x: a[2], y: 0, width: 1, height: 1))", SwiftLimits(),
            "'Star' path(in:) line 4: index 2 out of range 0..<2"
        ),
        (
            "        let v: Double? = nil\n        return Path(CGRect(x: v!, y: 0, width: 1, height: 1))", SwiftLimits(),
            "'Star' path(in:) line 4: unexpectedly found nil while unwrapping with '!'"
        ),
        (
            "        return Path(CGRect(x: Int(Double.infinity), y: 0, width: 1, height: 1))", SwiftLimits(),
            "'Star' path(in:) line 3: inf cannot be converted to Int"
        ),
    ]

    @Test(arguments: bounds.indices)
    func everyBoundIsOneLineNamingTypeFunctionAndLine(_ i: Int) throws {
        let (body, limits, expected) = Self.bounds[i]
        let error = try Self.run(body, limits: limits)
        #expect(error?.description == expected)
    }

    @Test func readingIsBounded() {
        var l = SwiftLimits()
        l.maxSourceBytes = 100
        #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(source: String(repeating: " ", count: 101), fileName: "a.swift", limits: l) }
        let deep = "struct S: Shape {\n func path(in rect: CGRect) -> Path {\n let x = " + String(repeating: "(", count: 5000) + "1"
            + String(repeating: ")", count: 5000) + "\n }\n}"
        #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(source: deep, fileName: "a.swift") }
        let bangs = "struct S: Shape {\n func path(in rect: CGRect) -> Path {\n let x = " + String(repeating: "!", count: 100_000) + "true\n }\n}"
        #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(source: bangs, fileName: "a.swift") }
    }

    @Test func evaluationsShareNothing() throws {
        let file = try SwiftSourceFile(
            source: """
                struct Dots: Shape {
                    var n: Double = 3
                    func path(in rect: CGRect) -> Path {
                        var p = Path()
                        for _ in 0..<Int(n) {
                            p.addRect(CGRect(x: Double.random(in: 0...rect.width), y: 0, width: 1, height: 1))
                        }
                        return p
                    }
                }
                """, fileName: "Dots.swift")
        let dots = try InterpretedType(file: file, typeName: "Dots")
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        // The seeded generator starts afresh in every evaluation: the same values draw the same path.
        #expect(try dots.path(in: rect, [:]) == dots.path(in: rect, [:]))
    }

    /// Mutated article listings (a fixed seed, a bounded count): each reads and runs or fails with one line.
    @Test func fuzzedSourcesNeverCrashOrHang() throws {
        let names = try Fixtures.names(in: "Articles")
        let sources = try names.map { try Fixtures.source("Articles/" + $0) }
        var g = SeededGenerator(seed: 2026)
        var limits = SwiftLimits()
        limits.maxSteps = 200_000
        let alphabet = Array("{}()[]<>+-*/%.,:;=!?&|\"\\ \n0129ax_$@#")
        var outcomes = (read: 0, refused: 0, ran: 0, failed: 0)
        for round in 0..<400 {
            var chars = Array(sources[round % sources.count])
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                guard !chars.isEmpty else { break }
                let at = Int.random(in: 0..<chars.count, using: &g)
                switch Int.random(in: 0..<4, using: &g) {
                case 0: chars.remove(at: at)
                case 1: chars.insert(alphabet.randomElement(using: &g)!, at: at)
                case 2:
                    let end = min(chars.count, at + Int.random(in: 1...20, using: &g))
                    chars.insert(contentsOf: chars[at..<end], at: at)
                default:
                    let end = min(chars.count, at + Int.random(in: 1...12, using: &g))
                    chars.removeSubrange(at..<end)
                }
            }
            let file: SwiftSourceFile
            do {
                file = try SwiftSourceFile(source: String(chars), fileName: "Fuzz.swift", limits: limits)
                outcomes.read += 1
            } catch {
                #expect(!error.description.contains("\n"))
                outcomes.refused += 1
                continue
            }
            for d in file.types {
                guard let type = try? InterpretedType(file: file, typeName: d.name) else { continue }
                var values: [String: ParameterValue] = [:]
                for p in d.parameters { values[p.name] = p.defaultValue ?? (p.swiftType == "Angle" ? .angle(.degrees(30)) : p.swiftType == "Bool" ? .bool(false) : .double(3)) }
                do {
                    switch d.kind {
                    case .shape: _ = try type.path(in: CGRect(x: 0, y: 0, width: 40, height: 30), values)
                    case .modifier: _ = try type.modifiers(values)
                    default: _ = try type.animatableData(values)
                    }
                    outcomes.ran += 1
                } catch {
                    #expect(!error.description.contains("\n"))
                    outcomes.failed += 1
                }
            }
        }
        #expect(outcomes.read > 50 && outcomes.refused > 50, "\(outcomes)")
    }
}
