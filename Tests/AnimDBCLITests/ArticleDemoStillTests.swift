import Foundation
import Testing

/// The demo library's views end to end: `animdb render NAME --at T --width W --height H --out x.svg` draws each
/// article's view as SwiftUI lays it out. A shape's `id="shape"` path is the article's `path(in: CGRect(x: 0, y: 0,
/// width: fw, height: fh))` for the view's `.frame(width: fw, height: fh)` at the values `play` shows at T, and the
/// frame is centred in the canvas by the group around it; fills and strokes carry the article's paints, line width
/// and cap; texts carry the article's strings, fonts and colours, moved by the shake the modifier computes.
///
/// Expected paths are computed here from the articles' listings (001: Arc, Wave, Polygon, PetalShape; 003:
/// MorphingShape, the width/height rectangle); colours are SwiftUI's light-mode system colours.
@Suite struct ArticleDemoStillTests {
    /// A still of `name` at `time` in a `width` × `height` canvas, and the values `play` shows then.
    struct Still {
        var svg: String
        var values: [String: Double]
        var effect: [String: Double]

        init(_ cli: CLIFixture, _ name: String, at time: Double, width: Int? = nil, height: Int? = nil) throws {
            var arguments = ["render", name, "--at", "\(time)", "--out", "\(name)-\(time).svg"]
            if let width { arguments += ["--width", "\(width)"] }
            if let height { arguments += ["--height", "\(height)"] }
            let rendered = cli.run(arguments)
            #expect(rendered.code == 0, "\(rendered.stderr)")
            svg = try String(contentsOfFile: cli.directory.path("\(name)-\(time).svg"), encoding: .utf8)
            let played = cli.run("play", name, "--at", "\(time)", "--format", "json")
            let document = try #require(try played.json() as? [String: Any])
            let frame = try #require((document["frames"] as? [[String: Any]])?.first)
            values = ((frame["values"] as? [String: Any]) ?? [:]).compactMapValues { $0 as? Double }
            effect = ((frame["effect"] as? [String: Any]) ?? [:]).compactMapValues { $0 as? Double }
        }

        func value(_ name: String) throws -> Double { try #require(values[name], "no value '\(name)'") }

        /// The start tag of the element with `id`.
        func element(_ id: String) throws -> String {
            let start = try #require(svg.range(of: " id=\"\(id)\""), "no element '\(id)'")
            let open = try #require(svg.range(of: "<", options: .backwards, range: svg.startIndex..<start.lowerBound))
            let close = try #require(svg.range(of: ">", range: start.upperBound..<svg.endIndex))
            return String(svg[open.lowerBound..<close.upperBound])
        }

        /// The path data of the element with `id` as numbers.
        func pathNumbers(_ id: String = "shape") throws -> [Double] {
            try Self.numbers(#require(Self.attribute("d", of: element(id))))
        }

        /// The translation of the group around the element with `id` (none when the element is not placed).
        func translation(before id: String) throws -> (x: Double, y: Double) {
            let start = try #require(svg.range(of: " id=\"\(id)\""))
            guard
                let group = svg.range(
                    of: "<g transform=\"translate(", options: .backwards, range: svg.startIndex..<start.lowerBound),
                svg.range(of: "</g>", range: group.upperBound..<start.lowerBound) == nil
            else { return (0, 0) }
            let end = try #require(svg.range(of: ")", range: group.upperBound..<svg.endIndex))
            let numbers = Self.numbers(String(svg[group.upperBound..<end.lowerBound]))
            try #require(numbers.count == 2)
            return (numbers[0], numbers[1])
        }

        /// Where the path `id` is drawn: its group's translation, and the far corner of its points (a button's
        /// background, whose path starts at its top-left corner).
        func box(_ id: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
            let origin = try translation(before: id)
            let numbers = try pathNumbers(id)
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            return (origin.x, origin.y, xs.max() ?? 0, ys.max() ?? 0)
        }

        /// The stop colours of the gradient `id`, with their offsets.
        func stops(of id: String) throws -> [String] {
            let start = try #require(svg.range(of: "id=\"\(id)\""))
            let end = try #require(svg.range(of: "Gradient>", range: start.upperBound..<svg.endIndex))
            return svg[start.upperBound..<end.lowerBound].components(separatedBy: "<stop ").dropFirst().map {
                let stop = " " + $0
                return "\(Self.attribute("offset", of: stop) ?? "?") \(Self.attribute("stop-color", of: stop) ?? "?")"
            }
        }

        /// The texts of the `<tspan>`s inside the element `id`.
        func lines(of id: String) throws -> [String] {
            let start = try #require(svg.range(of: " id=\"\(id)\""))
            let end = try #require(svg.range(of: "</text>", range: start.upperBound..<svg.endIndex))
            return svg[start.upperBound..<end.lowerBound].components(separatedBy: "</tspan>").dropLast().compactMap {
                $0.components(separatedBy: ">").last
            }
        }

        static func attribute(_ name: String, of tag: String) -> String? {
            guard let start = tag.range(of: " \(name)=\""),
                let end = tag.range(of: "\"", range: start.upperBound..<tag.endIndex)
            else { return nil }
            return String(tag[start.upperBound..<end.lowerBound])
        }

        static func numbers(_ text: String) -> [Double] {
            text.split { $0 == " " || $0 == "," || ($0.isLetter && $0 != "e") }.compactMap { Double($0) }
        }
    }

    /// SwiftUI's VStack: children one below the other, `spacing` apart, and the stack with its `padding` centred in
    /// the canvas's height (the root view is centred, even when it is taller than the canvas).
    static func expectStacked(
        _ children: [(top: Double, height: Double)], spacing: Double, padding: Double = 0, canvasHeight: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (above, below) in zip(children, children.dropFirst()) {
            #expect(
                abs(below.top - (above.top + above.height + spacing)) < 2e-3,
                "\(below.top) is not \(spacing) below \(above.top + above.height)", sourceLocation: sourceLocation)
        }
        guard let first = children.first, let last = children.last else { return }
        let middle = (first.top - padding + last.top + last.height + padding) / 2
        #expect(abs(middle - Double(canvasHeight) / 2) < 2e-3, "centred at \(middle)", sourceLocation: sourceLocation)
    }

    /// Expects `actual` to be `expected` number for number, within the still's 3 decimals.
    static func expectNumbers(
        _ actual: [Double], _ expected: [Double], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, "\(what): \(actual.count) numbers, expected \(expected.count)")
        if let index = zip(actual, expected).map({ abs($0 - $1) }).firstIndex(where: { $0 > 1e-3 }) {
            Issue.record(
                "\(what): number \(index) is \(actual[index]), expected \(expected[index])",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Shapes

    /// ArcDemoView: `VStack(spacing: 32) { Arc(…).stroke(LinearGradient(colors: [.blue, .purple], startPoint:
    /// .leading, endPoint: .trailing), style: StrokeStyle(lineWidth: 8, lineCap: .round)).frame(width: 200, height:
    /// 200); Button("Animasikan Arc") {…}.buttonStyle(.borderedProminent) }.padding()`; the arc is `addArc(center:
    /// (midX, midY), radius: width / 2, startAngle:, endAngle:, clockwise: false)`.
    @Test(arguments: [(1.0, 300, 260), (0.2, 200, 200), (1.6, 420, 240)])
    func arcDemo(time: Double, width: Int, height: Int) throws {
        let still = try Still(CLIFixture(), "arc-demo", at: time, width: width, height: height)
        let origin = try still.translation(before: "shape")
        #expect(origin.x == Double(width - 200) / 2)
        let button = try still.box("n1")
        #expect(abs(button.x + button.width / 2 - Double(width) / 2) < 2e-3, "the button is centred")
        Self.expectStacked(
            [(origin.y, 200), (button.y, button.height)], spacing: 32, padding: 16, canvasHeight: height)
        // The arc starts at startAngle and ends at endAngle (0° at 3 o'clock, y down), every segment ending on the
        // circle, through increasing angles: clockwise on screen, which SwiftUI calls `clockwise: false`.
        let numbers = try still.pathNumbers()
        let start = try still.value("startAngle") * .pi / 180
        let end = try still.value("endAngle") * .pi / 180
        Self.expectNumbers(Array(numbers.prefix(2)), [100 + 100 * cos(start), 100 + 100 * sin(start)], "start")
        Self.expectNumbers(Array(numbers.suffix(2)), [100 + 100 * cos(end), 100 + 100 * sin(end)], "end")
        var previous = start
        for index in stride(from: 6, to: numbers.count, by: 6) {
            let (x, y) = (numbers[index] - 100, numbers[index + 1] - 100)
            #expect(abs(hypot(x, y) - 100) < 1e-3)
            var angle = atan2(y, x)
            while angle < previous - 1e-9 { angle += 2 * .pi }
            #expect(angle > previous)
            previous = angle
        }
        #expect(abs(previous - end) < 1e-5)
        let shape = try still.element("shape")
        #expect(Still.attribute("fill", of: shape) == "none")
        #expect(Still.attribute("stroke-width", of: shape) == "8")
        #expect(Still.attribute("stroke-linecap", of: shape) == "round")
        #expect(Still.attribute("stroke", of: shape) == "url(#shape-p0)")
        let gradient = try still.element("shape-p0")
        #expect(gradient.hasPrefix("<linearGradient"))
        // .leading → .trailing of the 200 × 200 frame.
        #expect(["x1", "y1", "x2", "y2"].map { Still.attribute($0, of: gradient) } == ["0", "100", "200", "100"])
        #expect(try still.stops(of: "shape-p0") == ["0 #007aff", "1 #af52de"])
    }

    /// WaveDemoView: `VStack(spacing: 24) { Wave(…).stroke(.cyan, lineWidth: 3).frame(height: 150); HStack(spacing:
    /// 16) { two buttons }.buttonStyle(.bordered) }.padding()`: the wave takes the width the padding leaves; the path
    /// steps x from 0 through that width by 1 at `y = sin(frequency · x / width · 2π + phase) · amplitude + midY`.
    @Test(arguments: [(0.5, 340, 190), (1.4, 300, 150), (1.9, 400, 300)])
    func waveDemo(time: Double, width: Int, height: Int) throws {
        let still = try Still(CLIFixture(), "wave-demo", at: time, width: width, height: height)
        let origin = try still.translation(before: "shape")
        let waveWidth = Double(width - 32)
        #expect(origin.x == 16)
        let (low, high) = try (still.box("n1"), still.box("n3"))
        #expect(low.y == high.y && abs(high.x - (low.x + low.width) - 16) < 2e-3, "the buttons side by side")
        Self.expectStacked([(origin.y, 150), (low.y, low.height)], spacing: 24, padding: 16, canvasHeight: height)
        let (amplitude, frequency, phase) = try (
            still.value("amplitude"), still.value("frequency"), still.value("phase")
        )
        var expected: [Double] = []
        for x in stride(from: 0.0, through: waveWidth, by: 1) {
            let relativeX = x / waveWidth
            let angle = frequency * relativeX * 2 * .pi + phase
            expected += [x, sin(angle) * amplitude + 75]
        }
        Self.expectNumbers(try still.pathNumbers(), expected, "wave at \(time)")
        let shape = try still.element("shape")
        #expect(Still.attribute("stroke", of: shape) == "#32ade6")
        #expect(Still.attribute("stroke-width", of: shape) == "3")
        #expect(Still.attribute("stroke-linecap", of: shape) == "butt")
        #expect(Still.attribute("fill", of: shape) == "none")
    }

    /// PolygonDemoView: `Polygon(…).fill(AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple,
    /// .red], center: .center)).frame(width: 200, height: 200)`; vertex i at `(i / n) · 2π − π/2 + rotation` on the
    /// radius `min(w, h) / 2 · scale`, n = `max(Int(sides), 3)`.
    /// The polygon sits above the side count, the slider and the Pulse button, 32 points apart, in a padded stack.
    @Test(arguments: [(0.05, 240, 240), (0.3, 300, 250), (1.15, 200, 220), (1.6, 240, 240)])
    func polygonMorph(time: Double, width: Int, height: Int) throws {
        let still = try Still(CLIFixture(), "polygon-morph", at: time, width: width, height: height)
        let origin = try still.translation(before: "shape")
        #expect(origin.x == Double(width - 200) / 2)
        let label = try still.translation(before: "n1")
        let pulse = try still.box("n5")
        // A Text is not animatable: it shows the state's new value at once (`sides = 6` at 0) while the polygon's
        // sides animate towards it.
        #expect(try still.lines(of: "n1") == ["Sisi: 6"])
        // Polygon, then the label and slider's stack (its height is the label's top to the Pulse's, less 32).
        Self.expectStacked(
            [(origin.y, 200), (label.y, pulse.y - 32 - label.y), (pulse.y, pulse.height)], spacing: 32, padding: 16,
            canvasHeight: height)
        let sides = max(Int(try still.value("sides")), 3)
        let radius = 200.0 / 2 * (try still.value("scale"))
        var expected: [Double] = []
        for i in 0..<sides {
            let angle = (Double(i) / Double(sides)) * 2 * .pi - .pi / 2 + 0
            expected += [100 + radius * cos(angle), 100 + radius * sin(angle)]
        }
        Self.expectNumbers(try still.pathNumbers(), expected, "polygon at \(time)")
        // SwiftUI does not clip a shape to its frame: when the Pulse's spring overshoots (scale > 1) the polygon pokes
        // out of its 200 × 200 frame, and the gradient's mask must let it.
        let mask = try still.element("shape-p0")
        let (maskX, maskY) = try (
            #require(Double(Still.attribute("x", of: mask) ?? "")),
            #require(Double(Still.attribute("y", of: mask) ?? ""))
        )
        let (maskWidth, maskHeight) = try (
            #require(Double(Still.attribute("width", of: mask) ?? "")),
            #require(Double(Still.attribute("height", of: mask) ?? ""))
        )
        for (index, number) in expected.enumerated() {
            let (low, high) = index % 2 == 0 ? (maskX, maskX + maskWidth) : (maskY, maskY + maskHeight)
            #expect(number >= low && number <= high, "vertex coordinate \(number) outside the mask")
        }
        // The angular gradient is drawn as wedges around the centre, masked by the shape: red at 3 o'clock (0°),
        // green halfway round (the fourth of seven evenly spaced colours), through clockwise angles.
        #expect(still.svg.contains("mask=\"url(#shape-p0)\""))
        let wedges = still.svg.components(separatedBy: "<path d=\"M100 100 L").dropFirst().map { wedge in
            let numbers = Still.numbers(String(wedge.prefix { $0 != "\"" }))
            return (angle: atan2(numbers[1] - 100, numbers[0] - 100), fill: Still.attribute("fill", of: wedge) ?? "")
        }
        #expect(wedges.count >= 90)
        let red = try #require(wedges.first)
        #expect(abs(red.angle) < 1e-9 && Self.distance(red.fill, "#ff3b30") < 12)
        let green = try #require(wedges.first { abs($0.angle - .pi) < 0.02 || abs($0.angle + .pi) < 0.02 })
        #expect(Self.distance(green.fill, "#34c759") < 12)
        let quarter = try #require(wedges.first { abs($0.angle - .pi / 2) < 0.02 })
        // A quarter turn clockwise (down on screen) is between orange and yellow (location 0.25).
        #expect(Self.distance(quarter.fill, "#ffcc00") < 60 && Self.distance(quarter.fill, "#ff9500") < 60)
    }

    /// FlowerLoadingView: `PetalShape(…).fill(.linearGradient(colors: [.pink, .purple, .indigo], startPoint:
    /// .topLeading, endPoint: .bottomTrailing)).frame(width: 200, height: 200).rotationEffect(.radians(
    /// rotationOffset))`; each petal moves to the centre and draws two quad curves through the tip.
    @Test(arguments: [(0.5, 240, 240), (1.1, 240, 240), (1.6, 300, 260)])
    func flowerLoading(time: Double, width: Int, height: Int) throws {
        let still = try Still(CLIFixture(), "flower-loading", at: time, width: width, height: height)
        let count = max(Int(try still.value("petalCount")), 2)
        let (inner, outer, offset) = try (30.0, still.value("outerRadius"), still.value("rotationOffset"))
        var expected: [Double] = []
        for i in 0..<count {
            let baseAngle = (Double(i) / Double(count)) * 2 * .pi + offset
            let left = baseAngle - .pi / Double(count)
            let right = baseAngle + .pi / Double(count)
            expected += [100, 100]
            expected += [100 + inner * cos(left), 100 + inner * sin(left)]
            expected += [100 + outer * cos(baseAngle), 100 + outer * sin(baseAngle)]
            expected += [100 + inner * cos(right), 100 + inner * sin(right), 100, 100]
        }
        Self.expectNumbers(try still.pathNumbers(), expected, "petals at \(time)")
        // The rotation effect turns the frame about its centre: translate(c − R·(100, 100)) rotate(angle).
        let angle = try still.value("angle")
        #expect(still.svg.contains("<g transform=\"rotate(\(Self.number(angle)))\">"))
        let placed = try still.translation(before: "shape")
        // The frame's centre: in the middle of the canvas's width, and 100 below the top of the stack of the frame
        // and the buttons 32 below it.
        let buttons = try still.box("n1")
        let frameTop = Double(height) / 2 - (200 + 32 + buttons.height) / 2
        #expect(abs(buttons.y - (frameTop + 232)) < 2e-3)
        let (cx, cy) = (Double(width) / 2, frameTop + 100)
        let (c, s) = (cos(angle * .pi / 180), sin(angle * .pi / 180))
        #expect(abs(placed.x - (cx - (100 * c - 100 * s))) < 1e-3)
        #expect(abs(placed.y - (cy - (100 * s + 100 * c))) < 1e-3)
        let shape = try still.element("shape")
        #expect(Still.attribute("fill", of: shape) == "url(#shape-p0)")
        let gradient = try still.element("shape-p0")
        #expect(["x1", "y1", "x2", "y2"].map { Still.attribute($0, of: gradient) } == ["0", "0", "200", "200"])
        #expect(try still.stops(of: "shape-p0") == ["0 #ff2d55", "0.5 #af52de", "1 #5856d6"])
    }

    /// MorphingShape: `.fill(Color.green).frame(width: 200, height: 200)`; the path is the rounded square of side
    /// `min(size, rect.width, rect.height)` centred in the rect.
    @Test(arguments: [(0.0, 240, 240), (0.5, 240, 240), (1.1, 320, 220)])
    func morphTap(time: Double, width: Int, height: Int) throws {
        let still = try Still(CLIFixture(), "morph-tap", at: time, width: width, height: height)
        let origin = try still.translation(before: "shape")
        #expect(origin.x == Double(width - 200) / 2 && origin.y == Double(height - 200) / 2)
        let side = min(try still.value("size"), 200, 200)
        let numbers = try still.pathNumbers()
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        for (values, what) in [(xs, "x"), (ys, "y")] {
            #expect(abs(values.min()! - (200 - side) / 2) < 1e-3, "\(what) from \(values.min()!) at \(time)")
            #expect(abs(values.max()! - (200 + side) / 2) < 1e-3, "\(what) to \(values.max()!) at \(time)")
        }
        #expect(Still.attribute("fill", of: try still.element("shape")) == "#34c759")
    }

    /// The width/height rectangle (003), filled blue in a 240 × 160 frame: a `width` × `height` rectangle centred
    /// in the frame.
    @Test(arguments: [(0.0, 280, 200), (0.2, 280, 200), (2.0, 300, 300)])
    func rectGrow(time: Double, width: Int, height: Int) throws {
        let still = try Still(CLIFixture(), "rect-grow", at: time, width: width, height: height)
        let origin = try still.translation(before: "shape")
        #expect(origin.x == Double(width - 240) / 2 && origin.y == Double(height - 160) / 2)
        let (w, h) = try (still.value("SizeRectangle.width"), still.value("SizeRectangle.height"))
        let (x0, y0) = ((240 - w) / 2, (160 - h) / 2)
        Self.expectNumbers(try still.pathNumbers(), [x0, y0, x0 + w, y0, x0 + w, y0 + h, x0, y0 + h], "rect")
        #expect(Still.attribute("fill", of: try still.element("shape")) == "#007aff")
    }

    // MARK: Texts

    /// AnimatableTextView: `Text(String(format: "%.2f", value1)).font(.largeTitle).foregroundColor(.red)` and the
    /// same for value2 in blue.
    @Test(arguments: [0.0, 0.7, 1.1, 2.0])
    func countUp(time: Double) throws {
        let still = try Still(CLIFixture(), "count-up", at: time)
        let (value1, value2) = try (still.value("value1"), still.value("value2"))
        #expect(try still.lines(of: "n0") == [String(format: "%.2f", value1)])
        #expect(try still.lines(of: "n1") == [String(format: "%.2f", value2)])
        for (id, colour) in [("n0", "#ff3b30"), ("n1", "#007aff")] {
            let text = try still.element(id)
            #expect(Still.attribute("fill", of: text) == colour)
            #expect(Still.attribute("font-size", of: text) == "34")
        }
        // Stacked: the blue number below the red one.
        #expect(try still.translation(before: "n1").y > still.translation(before: "n0").y + 34)
    }

    /// One text demo's still: the element ids of its moving parts, and what the article writes.
    struct TextDemo: Sendable, CustomStringConvertible {
        var name: String
        var time: Double
        /// The elements moved by the shake (the text and its background).
        var moving: [String]
        var text: String
        var lines: [String]
        var attributes: [String: String]
        var description: String { name }
    }

    static let textDemos = [
        // `Text("Shake me!").font(.title2).padding().background(Color.blue.opacity(0.2)).cornerRadius(12)
        // .modifier(ShakeEffect(shakes: shakes))`
        TextDemo(
            name: "shake-effect", time: 0.1, moving: ["n0", "n1"], text: "n1", lines: ["Shake me!"],
            attributes: ["font-size": "22", "font-weight": "400", "fill": "#000000"]),
        // `TextField("username", text: $username).textFieldStyle(.roundedBorder).shake(with: numberOfShakes)`
        TextDemo(
            name: "shake-login", time: 0.1, moving: ["n2", "n3"], text: "n3", lines: ["username"],
            attributes: ["font-size": "17"]),
        // `Text("Hey DevTechie, \nShake me!").padding().font(.largeTitle).multilineTextAlignment(.trailing)
        // .foregroundStyle(.white).background(.orange.gradient, in: RoundedRectangle(cornerRadius: 10))`
        TextDemo(
            name: "shake-me", time: 0.3, moving: ["n1", "n2"], text: "n2", lines: ["Hey DevTechie,", "Shake me!"],
            attributes: ["font-size": "34", "fill": "#ffffff", "text-anchor": "end"]),
        // `Text("Goyangkan Aku!").font(.title2.bold()).shake(progress: shakeProgress, intensity: 15)`
        TextDemo(
            name: "shake-decay", time: 0.1, moving: ["n0"], text: "n0", lines: ["Goyangkan Aku!"],
            attributes: ["font-size": "22", "font-weight": "700", "fill": "#000000"]),
    ]

    /// The text, its font and colour, and the shake: the view moves right by the offset `play` reports.
    @Test(arguments: textDemos)
    func textDemo(_ demo: TextDemo) throws {
        let cli = try CLIFixture()
        let rest = try Still(cli, demo.name, at: 0)
        let still = try Still(cli, demo.name, at: demo.time)
        #expect(try still.lines(of: demo.text) == demo.lines)
        let text = try still.element(demo.text)
        for (name, value) in demo.attributes {
            #expect(Still.attribute(name, of: text) == value, "\(name)")
        }
        let offset = try #require(still.effect["offsetX"])
        #expect(abs(offset) > 1)
        for id in demo.moving {
            let (before, after) = try (rest.translation(before: id), still.translation(before: id))
            #expect(abs(after.x - before.x - offset) < 2e-3, "\(id) moved by \(after.x - before.x), not \(offset)")
            #expect(after.y == before.y)
        }
    }

    /// shake-me's background: `.orange.gradient` (a top-to-bottom gradient of orange) in a rounded rectangle of
    /// corner radius 10 around the padded text; shake-effect's: blue at 20 % in corners clipped to radius 12.
    @Test func backgroundsAreTheArticlesPaints() throws {
        let cli = try CLIFixture()
        let card = try Still(cli, "shake-me", at: 0)
        let background = try card.element("n1")
        #expect(Still.attribute("fill", of: background) == "url(#n1-p0)")
        let gradient = try card.element("n1-p0")
        #expect(Still.attribute("x1", of: gradient) == Still.attribute("x2", of: gradient))
        #expect(Still.attribute("y1", of: gradient) == "0")
        #expect(try card.stops(of: "n1-p0").count == 2)
        // The rectangle holds the two lines of 34-point text plus 16 points of padding on every side.
        let numbers = try card.pathNumbers("n1")
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(ys.min() == 0 && ys.max()! > 2 * 34 + 32)
        // A corner of radius 10 starts 10 or more points along the edge (continuous corners start further out).
        #expect(numbers[0] >= 10 && numbers[1] == 0)

        let label = try Still(cli, "shake-effect", at: 0)
        let fill = try label.element("n0")
        #expect(Still.attribute("fill", of: fill) == "#007aff")
        #expect(Still.attribute("fill-opacity", of: fill) == "0.2")
        #expect(label.svg.contains("<g clip-path=\"url(#n0-clip0)\">"))
        // The clip's rounded rectangle: its top edge starts 12 points in.
        let clip = try #require(label.svg.components(separatedBy: "<clipPath id=\"n0-clip0\">").last)
        let clipPath = try #require(Still.attribute("d", of: clip))
        #expect(Still.numbers(clipPath).prefix(2) == [12, 0])
    }

    // MARK: Helpers

    /// The largest channel difference between two `#rrggbb` colours.
    static func distance(_ a: String, _ b: String) -> Int {
        func channels(_ hex: String) -> [Int] {
            let digits = Array(hex.dropFirst())
            guard digits.count == 6 else { return [999, 999, 999] }
            return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? 999 }
        }
        return zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 999
    }

    /// A number as the SVG writer prints it: at most 3 decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
