#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A path as vector editors and Lottie keep one: subpaths of vertices, each with its tangent handles — the control
/// points before and after it — open or closed. Two paths with the same subpaths of the same vertex counts morph
/// vertex by vertex, which is how an imported Lottie shape animates.
///
/// Segment k of a subpath runs from vertex k to vertex k + 1 with control points `outControls[k]` and
/// `inControls[k+1]` (a handle on its vertex makes a straight line); a closed subpath has one more segment, back to
/// vertex 0. Handles are absolute points, so the text form, SVG path data (`M0 0 L10 0 C15 0 20 5 20 10 Z`, absolute
/// `M L C Q Z`, which `pathData` prints and `init(pathData:)` reads), holds a path exactly.
public struct ShapePath: Hashable, Sendable {
    public struct Subpath: Hashable, Sendable {
        public var isClosed: Bool
        public var vertices: [CGPoint]
        /// The control point before each vertex (on the vertex: no handle).
        public var inControls: [CGPoint]
        /// The control point after each vertex (on the vertex: no handle).
        public var outControls: [CGPoint]

        /// An open subpath's first in control and last out control belong to no segment: they are set to their
        /// vertices, so equal drawings are equal values.
        ///
        /// - Precondition: The three arrays have the same length.
        public init(isClosed: Bool, vertices: [CGPoint], inControls: [CGPoint], outControls: [CGPoint]) {
            precondition(
                vertices.count == inControls.count && vertices.count == outControls.count,
                "a subpath needs one in and one out control point per vertex")
            self.isClosed = isClosed
            self.vertices = vertices
            self.inControls = inControls
            self.outControls = outControls
            normalize()
        }

        mutating func normalize() {
            guard !isClosed, let first = vertices.first, let last = vertices.last else { return }
            inControls[0] = first
            outControls[outControls.count - 1] = last
        }

        /// Straight lines through `points`.
        public init(polygon points: [CGPoint], isClosed: Bool) {
            self.init(isClosed: isClosed, vertices: points, inControls: points, outControls: points)
        }
    }

    public var subpaths: [Subpath]

    public init(subpaths: [Subpath] = []) {
        self.subpaths = subpaths
    }

    /// Whether the two paths morph into each other: the same number of subpaths, each with the same vertex count and
    /// closedness.
    public func hasSameStructure(as other: ShapePath) -> Bool {
        subpaths.count == other.subpaths.count
            && zip(subpaths, other.subpaths).allSatisfy {
                $0.vertices.count == $1.vertices.count && $0.isClosed == $1.isClosed
            }
    }

    /// The number of vertices in all subpaths.
    public var vertexCount: Int { subpaths.map(\.vertices.count).reduce(0, +) }
}

extension ShapePath: Animatable {
    /// Every vertex's position, in control and out control (x, y each), subpath by subpath. Setting it keeps the
    /// structure and fills what the vector lacks with zeros.
    public var animatableData: AnimatableVector {
        get {
            var numbers: [Double] = []
            numbers.reserveCapacity(vertexCount * 6)
            for subpath in subpaths {
                for index in subpath.vertices.indices {
                    for point in [subpath.vertices[index], subpath.inControls[index], subpath.outControls[index]] {
                        numbers.append(Double(point.x))
                        numbers.append(Double(point.y))
                    }
                }
            }
            return AnimatableVector(numbers)
        }
        set {
            let numbers = newValue.components
            var offset = 0
            func next() -> CGPoint {
                defer { offset += 2 }
                return CGPoint(
                    x: offset < numbers.count ? numbers[offset] : 0,
                    y: offset + 1 < numbers.count ? numbers[offset + 1] : 0)
            }
            for s in subpaths.indices {
                for v in subpaths[s].vertices.indices {
                    subpaths[s].vertices[v] = next()
                    subpaths[s].inControls[v] = next()
                    subpaths[s].outControls[v] = next()
                }
                subpaths[s].normalize()
            }
        }
    }
}

extension ShapePath.Subpath {
    /// Whether the segment from vertex `a` to vertex `b` is a straight line: neither end has a handle.
    public func isStraight(from a: Int, to b: Int) -> Bool {
        outControls[a] == vertices[a] && inControls[b] == vertices[b]
    }
}

// MARK: Building

extension ShapePath {
    /// Builds a `ShapePath` from drawing commands (moves, lines, quadratic and cubic curves, closes), as path data and
    /// `Path` elements describe one.
    ///
    /// Quadratic curves become the cubics with controls 2/3 of the way to the quadratic control (the same curve). A
    /// closed subpath whose last vertex is its first drops the repeat, moving its in tangent to the first vertex, so
    /// the implicit closing segment has no zero-length piece (unless the vertex before it is on the start too). A
    /// subpath with a single point draws nothing and is left out; after a close the next subpath starts where the
    /// closed one began.
    public struct Builder {
        private var vertices: [CGPoint] = []
        private var inControls: [CGPoint] = []
        private var outControls: [CGPoint] = []
        private var lastStart: CGPoint?
        public private(set) var path = ShapePath()

        public init() {}

        /// The point the next segment starts from.
        public var current: CGPoint { vertices.last ?? lastStart ?? .zero }

        public mutating func move(to point: CGPoint) {
            finish(closed: false)
            start(point)
        }

        public mutating func line(to point: CGPoint) {
            add(point, control1: nil, control2: nil)
        }

        public mutating func quadCurve(to end: CGPoint, control: CGPoint) {
            let start = current
            add(
                end,
                control1: CGPoint(
                    x: Double(start.x) + 2 / 3 * Double(control.x - start.x),
                    y: Double(start.y) + 2 / 3 * Double(control.y - start.y)),
                control2: CGPoint(
                    x: Double(end.x) + 2 / 3 * Double(control.x - end.x),
                    y: Double(end.y) + 2 / 3 * Double(control.y - end.y)))
        }

        public mutating func curve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            add(end, control1: control1, control2: control2)
        }

        public mutating func close() {
            finish(closed: true)
        }

        /// The path, with an open subpath in progress finished.
        public mutating func build() -> ShapePath {
            finish(closed: false)
            return path
        }

        private mutating func start(_ point: CGPoint) {
            vertices = [point]
            inControls = [point]
            outControls = [point]
        }

        private mutating func add(_ end: CGPoint, control1: CGPoint?, control2: CGPoint?) {
            if vertices.isEmpty { start(lastStart ?? control1 ?? end) }
            if let control1 { outControls[vertices.count - 1] = control1 }
            vertices.append(end)
            inControls.append(control2 ?? end)
            outControls.append(end)
        }

        private mutating func finish(closed: Bool) {
            defer {
                lastStart = closed ? vertices.first ?? lastStart : nil
                (vertices, inControls, outControls) = ([], [], [])
            }
            guard vertices.count > 1 else { return }
            let count = vertices.count
            if closed, count > 2, vertices[count - 1] == vertices[0], vertices[count - 2] != vertices[0] {
                inControls[0] = inControls[count - 1]
                vertices.removeLast()
                inControls.removeLast()
                outControls.removeLast()
            }
            path.subpaths.append(
                Subpath(isClosed: closed, vertices: vertices, inControls: inControls, outControls: outControls))
        }
    }
}

// MARK: Path data

/// Why a path data string cannot be read.
public struct ShapePathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The character offset of the problem.
    public var offset: Int
    public var message: String

    public var description: String { "path data at character \(offset + 1): \(message)" }
}

extension ShapePath {
    /// Reads SVG path data with absolute commands: `M x y`, `L x y`, `Q x1 y1 x y`, `C x1 y1 x2 y2 x y` and `Z`,
    /// numbers separated by spaces or commas (a command may repeat its arguments, as SVG allows).
    public init(pathData text: String) throws(ShapePathError) {
        var builder = Builder()
        let characters = Array(text.unicodeScalars)
        var index = 0
        var command: Unicode.Scalar?
        func skipSeparators() {
            while index < characters.count, [" ", ",", "\n", "\t", "\r"].contains(characters[index]) { index += 1 }
        }
        func number() throws(ShapePathError) -> Double {
            skipSeparators()
            let start = index
            while index < characters.count, "+-.0123456789eE".unicodeScalars.contains(characters[index]) {
                // A sign only starts a number or follows an exponent.
                if (characters[index] == "-" || characters[index] == "+") && index > start
                    && characters[index - 1] != "e" && characters[index - 1] != "E"
                {
                    break
                }
                index += 1
            }
            let token = String(String.UnicodeScalarView(characters[start..<index]))
            guard let value = Double(token), value.isFinite else {
                throw ShapePathError(
                    offset: start, message: token.isEmpty ? "expected a number" : "'\(token)' is not a number")
            }
            return value
        }
        func point() throws(ShapePathError) -> CGPoint {
            let x = try number()
            return CGPoint(x: x, y: try number())
        }
        while true {
            skipSeparators()
            guard index < characters.count else { break }
            let character = characters[index]
            if "MLQCZ".unicodeScalars.contains(character) {
                command = character
                index += 1
            } else if command == nil || command == "Z" || character.properties.isAlphabetic {
                throw ShapePathError(
                    offset: index, message: "expected a command (M, L, Q, C or Z), found '\(character)'")
            }
            switch command {
            case "M":
                builder.move(to: try point())
                // Further pairs after a move are lines, as in SVG.
                command = "L"
            case "L": builder.line(to: try point())
            case "Q":
                let control = try point()
                builder.quadCurve(to: try point(), control: control)
            case "C":
                let control1 = try point()
                let control2 = try point()
                builder.curve(to: try point(), control1: control1, control2: control2)
            default: builder.close()
            }
            if command != "Z", index < characters.count, !"MLQCZ ,\n\t\r".unicodeScalars.contains(characters[index]),
                !"+-.0123456789".unicodeScalars.contains(characters[index])
            {
                throw ShapePathError(offset: index, message: "unexpected '\(characters[index])'")
            }
        }
        self = builder.build()
    }

    /// One drawing step of a path.
    public enum Segment: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    /// The steps that draw the path: per subpath a move to its first vertex, a line where neither end of a segment
    /// has a handle and a cubic otherwise, and for a closed subpath its closing segment (when curved; a straight one
    /// is what closing draws on its own) and a close. SVG path data, `Path` and generated Swift all draw these.
    public var segments: [Segment] {
        var steps: [Segment] = []
        for subpath in subpaths {
            guard let first = subpath.vertices.first else { continue }
            steps.append(.move(to: first))
            func segment(_ a: Int, _ b: Int) {
                steps.append(
                    subpath.isStraight(from: a, to: b)
                        ? .line(to: subpath.vertices[b])
                        : .curve(
                            to: subpath.vertices[b], control1: subpath.outControls[a], control2: subpath.inControls[b]))
            }
            for index in subpath.vertices.indices.dropFirst() { segment(index - 1, index) }
            if subpath.isClosed {
                let last = subpath.vertices.count - 1
                if !subpath.isStraight(from: last, to: 0) { segment(last, 0) }
                steps.append(.close)
            }
        }
        return steps
    }

    /// The path as SVG path data (`segments` as `M`, `L`, `C` and `Z`). Numbers print as `number` spells them.
    public func pathData(number: (Double) -> String) -> String {
        func point(_ p: CGPoint) -> String { "\(number(Double(p.x))) \(number(Double(p.y)))" }
        return segments.map { step in
            switch step {
            case .move(let to): "M" + point(to)
            case .line(let to): "L" + point(to)
            case .curve(let to, let control1, let control2):
                "C" + point(control1) + " " + point(control2) + " " + point(to)
            case .close: "Z"
            }
        }
        .joined(separator: " ")
    }
}
