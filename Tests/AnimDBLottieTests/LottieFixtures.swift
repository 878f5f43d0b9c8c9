import AnimDBEngine
import Foundation

@testable import AnimDBLottie

/// Small documents that use every part of the model, for writer and reader tests.
enum LottieFixtures {
    static let easeInOut = LottieTimingSegment(duration: 1, x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// A shape layer with a group of every geometry and paint, eased, linear and held keyframes, a split position,
    /// a text layer and a null parent.
    static func everything() -> LottieAnimation {
        let handles = easeInOut.handles(dimensions: 2)
        let size = LottieProperty<[Double]>.animated([
            LottieKeyframe(time: 0, value: [60, 40], easeOut: handles.out, easeIn: handles.in),
            LottieKeyframe(time: 30, value: [160, 120]),
        ])
        let opacity = LottieProperty<Double>.animated([
            LottieKeyframe(time: 0, value: 100, hold: true), LottieKeyframe(time: 10, value: 50),
            LottieKeyframe(time: 20, value: 80),
        ])
        let triangle = LottieBezier(
            closed: true,
            vertices: [LottiePoint(x: 0, y: -30), LottiePoint(x: 26, y: 15), LottiePoint(x: -26, y: 15)],
            inTangents: [.zero, LottiePoint(x: 5, y: -5), .zero],
            outTangents: [LottiePoint(x: 4.5, y: 0.25), .zero, .zero])
        let morph = LottieProperty<LottieBezier>.animated([
            LottieKeyframe(time: 0, value: triangle),
            LottieKeyframe(time: 15, value: LottieBezier(polygon: [.zero, LottiePoint(x: 10, y: 0)], closed: false)),
        ])
        let stops = LottiePaint.gradientNumbers([
            LottieGradientStop(location: 0, color: .red),
            LottieGradientStop(location: 1, color: Color(white: 1, opacity: 0.5)),
        ])
        let group = LottieShapeItem(
            name: "Everything",
            .group([
                LottieShapeItem(name: "Box", .rectangle(position: .fixed([0, 0]), size: size, roundness: .fixed(8))),
                LottieShapeItem(.ellipse(position: .fixed([10, 10]), size: .fixed([30, 20]))),
                LottieShapeItem(
                    .polystar(
                        LottiePolystar(
                            kind: .star, position: .fixed([0, 0]), points: .fixed(5), rotation: .fixed(12),
                            outerRadius: .fixed(40), innerRadius: .fixed(20), innerRoundness: .fixed(0)))),
                LottieShapeItem(hidden: true, .path(morph)),
                LottiePaint.fill(.blue),
                LottiePaint.stroke(
                    .orange,
                    style: LottieStrokeStyle(
                        width: .fixed(3), cap: .round, join: .bevel, dashes: [.fixed(6), .fixed(2)],
                        dashOffset: .fixed(1))),
                LottieShapeItem(
                    .gradientFill(
                        LottieGradient(
                            kind: .linear, start: .fixed([0, 0]), end: .fixed([50, 50]),
                            colorStopCount: stops.colorStopCount, stops: .fixed(stops.numbers)),
                        opacity: opacity, rule: .evenOdd)),
                LottieShapeItem(.transform(LottieTransform(rotation: .fixed(15)))),
            ]))
        let shapeLayer = LottieLayer(
            index: 2, name: "Shape", parent: 1, inPoint: 0, outPoint: 60,
            transform: LottieTransform(
                anchor: .fixed([0, 0]), position: .split(x: .fixed(100), y: .fixed(90.5)), opacity: opacity),
            content: .shapes([group]))
        let text = LottieLayer(
            index: 3, name: "Label", inPoint: 0, outPoint: 60,
            transform: LottieTransform(position: .combined(.fixed([100, 170]))),
            content: .text(
                LottieText(keyframes: [
                    LottieTextKeyframe(
                        time: 0,
                        document: LottieTextDocument(
                            text: "Shake me!", fontName: "Sans", size: 18, fillColor: [0, 0, 0])),
                    LottieTextKeyframe(
                        time: 30,
                        document: LottieTextDocument(
                            text: "Done \"quoted\"\r2nd line", fontName: "Sans", size: 18, fillColor: [0.2, 0.2, 0.2],
                            justification: .left)),
                ])))
        let null = LottieLayer(index: 1, name: "Parent", inPoint: 0, outPoint: 60, content: .null)
        return LottieAnimation(
            name: "everything", frameRate: 30, outPoint: 60, width: 200, height: 200, layers: [text, shapeLayer, null],
            fonts: [LottieFont(name: "Sans", family: "Helvetica")])
    }

    /// The smallest valid document, as JSON text with `layers` replaced by `layers`.
    static func minimal(layers: String = "[]", extra: String = "") -> Data {
        Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100\#(extra),"layers":\#(layers)}"#.utf8)
    }

    /// A minimal shape layer holding `shapes` (JSON text).
    static func shapeLayer(_ shapes: String, extra: String = "") -> String {
        let transform = extra.contains(#""ks":"#) ? "" : #","ks":{}"#
        return #"[{"ty":4,"ind":1,"ip":0,"op":30\#(transform)\#(extra),"shapes":\#(shapes)}]"#
    }
}
