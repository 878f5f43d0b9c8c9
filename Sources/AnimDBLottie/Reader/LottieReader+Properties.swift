import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieReadContext {
    mutating func scalarProperty(_ node: LottieNode) throws(LottieError) -> LottieProperty<Double> {
        let limit = limits.maxMagnitude
        return try property(node, spatial: false) { value throws(LottieError) in
            try Self.scalar(value, limit: limit)
        }
    }

    mutating func vectorProperty(_ node: LottieNode, count: ClosedRange<Int>, spatial: Bool = false)
        throws(LottieError) -> LottieProperty<[Double]>
    {
        let limit = limits.maxMagnitude
        return try property(node, spatial: spatial) { value throws(LottieError) in
            try value.numbers(count: count, limit: limit)
        }
    }

    /// A point, size or scale: 1 to 4 numbers (or a bare number), kept as two. A missing y is 0 and a z is
    /// dropped, as rlottie reads points (`LottieParserImpl::getValue(VPointF&)`); animdb draws in 2D.
    mutating func pointProperty(_ node: LottieNode, spatial: Bool = false) throws(LottieError)
        -> LottieProperty<[Double]>
    {
        let limit = limits.maxMagnitude
        return try property(node, spatial: spatial) { value throws(LottieError) in
            Self.point(try value.numbers(count: 1...4, limit: limit))
        }
    }

    /// A colour: red, green, blue (0…1) and optionally alpha, as 1 to 4 numbers; missing components are 0.
    mutating func colorProperty(_ node: LottieNode) throws(LottieError) -> LottieProperty<[Double]> {
        let limit = limits.maxMagnitude
        return try property(node, spatial: false) { value throws(LottieError) in
            let numbers = try value.numbers(count: 1...4, limit: limit)
            return numbers.count >= 3 ? numbers : numbers + Array(repeating: 0, count: 3 - numbers.count)
        }
    }

    /// Two coordinates from one to four.
    static func point(_ numbers: [Double]) -> [Double] {
        [numbers.first ?? 0, numbers.count > 1 ? numbers[1] : 0]
    }

    mutating func bezierProperty(_ node: LottieNode) throws(LottieError) -> LottieProperty<LottieBezier> {
        let limits = self.limits
        return try property(node, spatial: false) { value throws(LottieError) in
            // A keyframe's `s` is a one-element array of shapes; a fixed `k` is the shape itself.
            if let elements = value.value.arrayValue {
                guard elements.count == 1 else { throw value.error("expected one shape, got \(elements.count)") }
                return try Self.bezier(LottieNode(value: elements[0], path: value.path + "[0]"), limits: limits)
            }
            return try Self.bezier(value, limits: limits)
        }
    }

    /// A property (`{"a": 0|1, "k": …}`) whose values `decode` reads.
    ///
    /// Keyframes must be objects with a time `t` that never decreases; a keyframe without `s` takes the previous
    /// keyframe's `e` (the pre-5.5 style). `x` (an expression) is reported and ignored: the keyframes stand.
    mutating func property<Value: LottieValue>(
        _ node: LottieNode, spatial: Bool, decode: (LottieNode) throws(LottieError) -> Value
    ) throws(LottieError) -> LottieProperty<Value> {
        _ = try node.object()
        if let expression = node.member("x") { skip(expression, "expression") }
        if node.member("sid") != nil, node.member("k") == nil {
            throw node.error("slot '\((try? node.require("sid").string(limit: 64)) ?? "?")' has no value here")
        }
        let values = try node.require("k")
        let isAnimated =
            try node.member("a")?.flag()
            ?? (values.value.arrayValue?.first?.objectValue?["t"] != nil)
        guard isAnimated else { return .fixed(try decode(values)) }
        let elements = try values.array(limit: limits.maxKeyframes, of: "keyframes")
        guard !elements.isEmpty else { throw values.error("expected at least one keyframe") }
        var keyframes: [LottieKeyframe<Value>] = []
        keyframes.reserveCapacity(elements.count)
        var pendingEnd: Value?
        for element in elements {
            _ = try element.object()
            let timeNode = try element.require("t")
            let time = try frame(timeNode)
            if let last = keyframes.last, time < last.time {
                throw timeNode.error("keyframe times must not decrease")
            }
            let value: Value
            if let start = element.member("s") {
                value = try decode(start)
            } else if let end = pendingEnd {
                value = end
            } else {
                throw LottieError(path: element.childPath("s"), message: "missing")
            }
            pendingEnd = try element.member("e").map { end throws(LottieError) in try decode(end) }
            var keyframe = LottieKeyframe(time: time, value: value, hold: try element.member("h")?.flag() ?? false)
            if let out = element.member("o"), let into = element.member("i") {
                let outHandle = try Self.handle(out, limit: limits.maxMagnitude)
                let inHandle = try Self.handle(into, limit: limits.maxMagnitude)
                // Linear handles are what the model means by no handles.
                if !LottieEasingHandle.isLinear(out: outHandle, into: inHandle) {
                    keyframe.easeOut = outHandle
                    keyframe.easeIn = inHandle
                }
            }
            if spatial {
                keyframe.spatialOut = try element.member("to")
                    .map { node throws(LottieError) in
                        Self.point(try node.numbers(count: 1...4, limit: limits.maxMagnitude))
                    }
                keyframe.spatialIn = try element.member("ti")
                    .map { node throws(LottieError) in
                        Self.point(try node.numbers(count: 1...4, limit: limits.maxMagnitude))
                    }
            }
            keyframes.append(keyframe)
        }
        // A trailing time-only keyframe (old style) ends the previous segment at its `e` value.
        keyframeCount += keyframes.count
        try checkTotalKeyframes(node)
        return .animated(keyframes)
    }

    /// A number, or the first element of a non-empty array of numbers (how Bodymovin writes scalar keyframes;
    /// players read the first and ignore the rest).
    static func scalar(_ node: LottieNode, limit: Double) throws(LottieError) -> Double {
        if let elements = node.value.arrayValue {
            guard let first = elements.first else { throw node.error("expected a number, got an empty array") }
            return try LottieNode(value: first, path: node.path + "[0]").number(limit: limit)
        }
        return try node.number(limit: limit)
    }

    /// An easing handle: `x` and `y`, each a number or an array of numbers (one per dimension, as many as a
    /// gradient has numbers). An `x` outside 0…1 is kept as written; evaluation clamps it, as players do
    /// (`LottieBezierEasing`).
    static func handle(_ node: LottieNode, limit: Double) throws(LottieError) -> LottieEasingHandle {
        _ = try node.object()
        func list(_ key: String) throws(LottieError) -> [Double] {
            try node.require(key).numbers(count: 1...10_000, limit: limit)
        }
        return LottieEasingHandle(x: try list("x"), y: try list("y"))
    }

    /// A Bézier shape `{"c", "v", "i", "o"}` with as many tangents as vertices.
    static func bezier(_ node: LottieNode, limits: LottieLimits) throws(LottieError) -> LottieBezier {
        _ = try node.object()
        func points(_ key: String) throws(LottieError) -> [LottiePoint] {
            let elements = try node.require(key).array(limit: limits.maxVertices, of: "vertices")
            var points: [LottiePoint] = []
            points.reserveCapacity(elements.count)
            for element in elements {
                let coordinates = Self.point(try element.numbers(count: 1...4, limit: limits.maxMagnitude))
                points.append(LottiePoint(x: coordinates[0], y: coordinates[1]))
            }
            return points
        }
        let vertices = try points("v")
        let inTangents = try points("i")
        let outTangents = try points("o")
        guard inTangents.count == vertices.count else {
            throw LottieError(
                path: node.childPath("i"), message: "has \(inTangents.count) points but v has \(vertices.count)")
        }
        guard outTangents.count == vertices.count else {
            throw LottieError(
                path: node.childPath("o"), message: "has \(outTangents.count) points but v has \(vertices.count)")
        }
        return LottieBezier(
            closed: try node.member("c")?.flag() ?? false, vertices: vertices, inTangents: inTangents,
            outTangents: outTangents)
    }
}
