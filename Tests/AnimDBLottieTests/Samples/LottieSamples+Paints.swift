import AnimDBEngine
import AnimDBGeometry
import Foundation

@testable import AnimDBLottie

// The paint and text samples.
extension LottieSamples {
    // MARK: - Paints

    static let gradientStops: [(Double, Color)] = [(0, .red), (0.5, .yellow), (1, .blue)]

    /// A circle with a three-stop linear gradient, the layer turning with an ease (exact).
    static func gradientFill() -> LottieSample {
        let ease = Animation.easeInOut(duration: 1)
        let stops = gradientStops.map { LottieGradientStop(location: $0.0, color: $0.1) }
        let transform = LottieTransform(
            position: .combined(.fixed([100, 100])), rotation: .animated(keyframes(ease, from: 0.0, to: 180)))
        let items = [
            LottieShapeItem(.ellipse(position: .fixed([0, 0]), size: .fixed([140, 140]))),
            LottiePaint.linearGradientFill(stops, from: LottiePoint(x: -70, y: -70), to: LottiePoint(x: 70, y: 70)),
        ]
        return LottieSample(
            name: "gradient-fill", summary: "gf linear, 3 stops, eased layer rotation",
            animation: animation("gradient-fill", [layer(1, "disc", transform: transform, items)]),
            still: { frame in
                let gradient = SampleSVG.linearGradient(
                    id: "g", stops: gradientStops, from: CGPoint(x: 30, y: 30), to: CGPoint(x: 170, y: 170))
                let disc = Path(ellipseIn: CGRect(x: 30, y: 30, width: 140, height: 140))
                return still(
                    [
                        SampleSVG.group(
                            anchor: center, rotation: ease.value(from: 0, to: 180, at: time(frame)),
                            [SampleSVG.path(disc, fill: "url(#g)")])
                    ], defs: [gradient])
            }, frames: frames)
    }

    /// The angular gradient red → green → blue → red around the centre, starting at 3 o'clock, clockwise.
    static func angularColor(_ angle: Double) -> Color {
        var turn = angle / (2 * .pi)
        turn -= turn.rounded(.down)
        let stops: [(Double, Color)] = [(0, .red), (1.0 / 3, .green), (2.0 / 3, .blue), (1, .red)]
        for index in 1..<stops.count where turn <= stops[index].0 {
            let (a, b) = (stops[index - 1], stops[index])
            let f = (turn - a.0) / (b.0 - a.0)
            return Color(
                red: a.1.red + (b.1.red - a.1.red) * f, green: a.1.green + (b.1.green - a.1.green) * f,
                blue: a.1.blue + (b.1.blue - a.1.blue) * f)
        }
        return .red
    }

    static let angularBox = CGRect(x: 25, y: 45, width: 150, height: 110)

    /// animdb's still of an angular gradient in the rounded box: 720 half-degree wedges, clipped.
    static func angularStill(scale: Double) -> String {
        let box = Path(roundedRect: angularBox, cornerRadius: 24)
        let reach = 120.0
        var wedges: [String] = []
        for index in 0..<720 {
            let from = Double(index) * .pi / 360
            let to = from + .pi / 360 * 1.5
            var wedge = Path()
            wedge.addLines([
                center, CGPoint(x: 100 + reach * cos(from), y: 100 + reach * sin(from)),
                CGPoint(x: 100 + reach * cos(to), y: 100 + reach * sin(to)),
            ])
            wedge.closeSubpath()
            wedges.append(SampleSVG.path(wedge, fill: SampleSVG.hex(angularColor(from + .pi / 720))))
        }
        let clipped = "<g clip-path=\"url(#box)\">\n" + wedges.joined(separator: "\n") + "\n</g>"
        return still(
            [SampleSVG.group(anchor: center, scale: scale, [clipped])], defs: [SampleSVG.clipPath(id: "box", box)])
    }

    static let angularScale = Animation.linear(duration: 1)

    static func angularTransform() -> LottieTransform {
        LottieTransform(
            position: .combined(.fixed([100, 100])),
            scale: .animated(keyframes(angularScale, from: [70.0, 70], to: [100, 100])))
    }

    static let angularShape = LottieShapeItem(
        .rectangle(position: .fixed([0, 0]), size: .fixed([150, 110]), roundness: .fixed(24)))

    /// The chosen stand-in: wedges clipped to the shape by an alpha matte.
    static func angularWedges() -> LottieSample {
        let wedges = LottieAngularGradient.wedges(center: LottiePoint(x: 0, y: 0), radius: 95, startAngle: 0) {
            angularColor($0)
        }
        let source = layer(1, "shape", transform: angularTransform(), [angularShape, LottiePaint.fill(.white)])
        let content = LottieLayer(
            index: 2, name: "wedges", inPoint: 0, outPoint: Double(lastFrame + 1), transform: angularTransform(),
            content: .shapes(wedges))
        return LottieSample(
            name: "angular-wedges", summary: "angular gradient: 120 wedges under an alpha matte",
            animation: animation("angular-wedges", LottieMatte.clip(content, to: source)),
            still: { angularStill(scale: angularScale.value(from: 0.7, to: 1, at: time($0))) }, frames: frames)
    }

    /// The rejected stand-in, kept to measure against: a radial gradient with the same stops.
    static func angularRadial() -> LottieSample {
        let stops = [(0.0, Color.red), (1.0 / 3, .green), (2.0 / 3, .blue), (1, .red)].map {
            LottieGradientStop(location: $0.0, color: $0.1)
        }
        let (count, numbers) = LottiePaint.gradientNumbers(stops)
        let radial = LottieShapeItem(
            .gradientFill(
                LottieGradient(
                    kind: .radial, start: .fixed([0, 0]), end: .fixed([95, 0]), colorStopCount: count,
                    stops: .fixed(numbers)), opacity: .fixed(100), rule: .nonZero))
        return LottieSample(
            name: "angular-radial", summary: "angular gradient: radial stand-in (rejected)",
            animation: animation(
                "angular-radial", [layer(1, "shape", transform: angularTransform(), [angularShape, radial])]),
            still: { angularStill(scale: angularScale.value(from: 0.7, to: 1, at: time($0))) }, frames: frames)
    }

    // MARK: - Text and parenting

    /// A text field shaking sideways (sin of a linear shake count: baked), drawn by a box and a text layer that
    /// both follow a null parent.
    static func textShake() -> LottieSample {
        let shakes = Animation.linear(duration: 1)
        func offset(_ time: Double) -> Double { sin(shakes.value(from: 0, to: 3, at: time) * 2 * .pi) * 10 }
        let x = LottieBaker(frameRate: frameRate).scalarKeyframes(frames: 0...lastFrame) {
            100 + offset($0 / frameRate)
        }
        let parent = LottieLayer(
            index: 1, name: "shake", inPoint: 0, outPoint: Double(lastFrame + 1),
            transform: LottieTransform(position: .split(x: .from(x), y: .fixed(100))), content: .null)
        let box = layer(
            2, "box", transform: .identity, parent: 1,
            [
                LottieShapeItem(.rectangle(position: .fixed([0, 0]), size: .fixed([140, 44]), roundness: .fixed(8))),
                // Lottie draws the items listed first on top: the stroke goes over the fill, as in SVG.
                LottiePaint.stroke(.gray, style: LottieStrokeStyle(width: .fixed(2))), LottiePaint.fill(.white),
            ])
        let document = LottieTextDocument(text: "Shake me!", fontName: "Helvetica", size: 18, fillColor: [0, 0, 0])
        let label = LottieLayer(
            index: 3, name: "label", parent: 1, inPoint: 0, outPoint: Double(lastFrame + 1),
            transform: LottieTransform(position: .combined(.fixed([0, 6]))), content: .text(LottieText(document)))
        return LottieSample(
            name: "text-shake", summary: "null parent, baked shake, text layer (transform checked from JSON)",
            animation: animation(
                "text-shake", [label, box, parent], fonts: [LottieFont(name: "Helvetica", family: "Helvetica")]),
            still: { frame in
                let box = Path(roundedRect: CGRect(x: 30, y: 78, width: 140, height: 44), cornerRadius: 8)
                return still([
                    SampleSVG.group(
                        offset: CGPoint(x: offset(time(frame)), y: 0),
                        [
                            SampleSVG.path(box, fill: "#ffffff", stroke: SampleSVG.Stroke(color: .gray, width: 2)),
                            SampleSVG.text("Shake me!", at: CGPoint(x: 100, y: 106), size: 18, color: .black),
                        ])
                ])
            },
            text: frames.map { frame in
                LottieSample.TextExpectation(
                    frame: frame, layer: "label", matrix: [1, 0, 0, 1, 100 + offset(time(frame)), 106], opacity: 1)
            }, frames: frames)
    }
}
