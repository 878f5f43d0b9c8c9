import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A raster drawn with Unicode braille characters, each terminal cell holding 2 × 4 dots and one colour.
///
/// Coordinates are in dots: x runs over `0..<dotWidth`, y over `0..<dotHeight`, with the origin at the top left
/// and y growing downwards. A continuous point (x, y) lights the dot `(⌊x⌋, ⌊y⌋)`; anything outside the grid is
/// clipped. Text placed with `drawText` replaces whole cells. A cell takes the colour of whatever
/// drew in it last (`pen`), if any. The canvas does no I/O: `render()` returns the lines for the caller to print,
/// and `ANSIFrameComposer` colours them.
public struct TerminalCanvas: Sendable {
    public let columns: Int
    public let rows: Int
    /// The colour the next dots and text are drawn in; nil leaves cells uncoloured.
    public var pen: TerminalRGB?
    /// When set, the colour of each dot drawn (given the dot's centre), instead of `pen`.
    var shader: (@Sendable (CGPoint) -> TerminalRGB)?
    // One byte of braille dot bits per cell, row-major.
    private var cells: [UInt8]
    // Text overlay per cell; a non-nil entry wins over the dots.
    private var overlay: [Character?]
    // The colour per cell.
    private(set) var colors: [TerminalRGB?]

    /// Creates an empty canvas of `columns` × `rows` terminal cells.
    public init(columns: Int, rows: Int) {
        precondition(columns >= 0 && rows >= 0, "canvas size must not be negative")
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: 0, count: columns * rows)
        overlay = Array(repeating: nil, count: columns * rows)
        colors = Array(repeating: nil, count: columns * rows)
    }

    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    /// Braille dot bits indexed by [row within cell][column within cell] (Unicode dots 1–8).
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Lights the dot at (`x`, `y`); out-of-range dots are ignored.
    public mutating func setDot(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let cell = (y / 4) * columns + x / 2
        cells[cell] |= Self.bits[y % 4][x % 2]
        if let shader {
            colors[cell] = shader(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
        } else if let pen {
            colors[cell] = pen
        }
    }

    /// The colour of the cell at (`column`, `row`), if one was drawn there in colour.
    public func color(column: Int, row: Int) -> TerminalRGB? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return colors[row * columns + column]
    }

    /// Whether the dot at (`x`, `y`) is lit; `false` outside the grid.
    public func isDotSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return cells[(y / 4) * columns + x / 2] & Self.bits[y % 4][x % 2] != 0
    }

    /// Draws a straight line between two points (Bresenham between the dots containing them).
    public mutating func drawLine(from start: CGPoint, to end: CGPoint) {
        guard let a = Self.dot(start), let b = Self.dot(end) else { return }
        var (x, y) = a
        let dx = abs(b.x - x)
        let dy = -abs(b.y - y)
        let sx = x < b.x ? 1 : -1
        let sy = y < b.y ? 1 : -1
        var error = dx + dy
        // Clipping happens per dot; cap the walk so absurd coordinates cannot loop for ages.
        for _ in 0...(min(dx - dy, 1 << 16)) {
            setDot(x: x, y: y)
            if x == b.x && y == b.y { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += sx
            }
            if doubled <= dx {
                error += dx
                y += sy
            }
        }
    }

    /// Draws straight segments through `points`, back to the first one when `closed`.
    public mutating func drawPolyline(_ points: [CGPoint], closed: Bool = false) {
        if points.count == 1 { drawLine(from: points[0], to: points[0]) }
        for (a, b) in zip(points, points.dropFirst()) { drawLine(from: a, to: b) }
        if closed, points.count > 2, let first = points.first, let last = points.last {
            drawLine(from: last, to: first)
        }
    }

    /// Fills the region inside `polygons`, sampling each dot at its centre, by the non-zero winding rule (SwiftUI's
    /// default fill) or, with `evenOdd`, the even-odd rule.
    ///
    /// Each polygon is implicitly closed. For every dot row the scanline y + 0.5 is intersected with all edges, each
    /// crossing counting +1 or −1 by the edge's direction; dots whose centres lie where the running count is non-zero
    /// (odd, for even-odd) are lit.
    public mutating func fillPolygons(_ polygons: [[CGPoint]], evenOdd: Bool = false) {
        let edges = polygons.flatMap { polygon in
            zip(polygon, polygon.dropFirst() + polygon.prefix(1)).map {
                (Double($0.x), Double($0.y), Double($1.x), Double($1.y))
            }
        }
        guard !edges.isEmpty else { return }
        let top = max(Int((edges.map { min($0.1, $0.3) }.min() ?? 0).rounded(.down)), 0)
        let bottom = min(Int((edges.map { max($0.1, $0.3) }.max() ?? 0).rounded(.up)), dotHeight)
        guard top < bottom else { return }
        for row in top..<bottom {
            let scanY = Double(row) + 0.5
            var crossings: [(x: Double, winding: Int)] = []
            for (x0, y0, x1, y1) in edges where (y0 <= scanY && scanY < y1) || (y1 <= scanY && scanY < y0) {
                crossings.append((x0 + (scanY - y0) * (x1 - x0) / (y1 - y0), y1 > y0 ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var count = 0
            for (index, crossing) in crossings.enumerated().dropLast() {
                count += evenOdd ? 1 : crossing.winding
                let inside = evenOdd ? count % 2 != 0 : count != 0
                guard inside else { continue }
                let first = max(Int((crossing.x - 0.5).rounded(.up)), 0)
                let last = min(Int((crossings[index + 1].x - 0.5).rounded(.up)) - 1, dotWidth - 1)
                if first <= last {
                    for x in first...last { setDot(x: x, y: row) }
                }
            }
        }
    }

    /// Lights every dot whose centre lies within `width / 2` of the polyline through `points` (closed back to the
    /// first point when `closed`): a stroke `width` dots wide with round joins and caps. Widths under 1.5 dots draw
    /// single-dot lines.
    public mutating func strokePolyline(_ points: [CGPoint], closed: Bool, width: Double) {
        guard width >= 1.5 else {
            drawPolyline(points, closed: closed)
            return
        }
        let radius = width / 2
        var segments = Array(zip(points, points.dropFirst()))
        if closed, points.count > 2 { segments.append((points[points.count - 1], points[0])) }
        if points.count == 1 { segments = [(points[0], points[0])] }
        for (a, b) in segments {
            let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
            guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
            let minX = max(Int((min(ax, bx) - radius).rounded(.down)), 0)
            let maxX = min(Int((max(ax, bx) + radius).rounded(.up)), dotWidth - 1)
            let minY = max(Int((min(ay, by) - radius).rounded(.down)), 0)
            let maxY = min(Int((max(ay, by) + radius).rounded(.up)), dotHeight - 1)
            guard minX <= maxX, minY <= maxY else { continue }
            let (dx, dy) = (bx - ax, by - ay)
            let lengthSquared = dx * dx + dy * dy
            for y in minY...maxY {
                for x in minX...maxX {
                    let (px, py) = (Double(x) + 0.5 - ax, Double(y) + 0.5 - ay)
                    let t = lengthSquared > 0 ? min(max((px * dx + py * dy) / lengthSquared, 0), 1) : 0
                    let (ex, ey) = (px - t * dx, py - t * dy)
                    if ex * ex + ey * ey <= radius * radius { setDot(x: x, y: y) }
                }
            }
        }
    }

    /// The transform that fits `viewport` into the dot grid, centred, with one uniform scale (braille dots are
    /// roughly square in common terminal fonts, so shapes keep their proportions).
    public func dotTransform(fitting viewport: CGRect) -> CGAffineTransform {
        guard viewport.width > 0, viewport.height > 0 else { return .identity }
        let scale = min(Double(dotWidth) / Double(viewport.width), Double(dotHeight) / Double(viewport.height))
        let dx = (Double(dotWidth) - Double(viewport.width) * scale) / 2 - Double(viewport.minX) * scale
        let dy = (Double(dotHeight) - Double(viewport.height) * scale) / 2 - Double(viewport.minY) * scale
        return CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Draws `path`, given in `viewport` coordinates, scaled to fit the canvas: its outline, and its interior
    /// too when `filled`.
    public mutating func drawPath(_ path: Path, in viewport: CGRect, filled: Bool = false) {
        let polylines = path.applying(dotTransform(fitting: viewport)).flattened(tolerance: 0.25)
        if filled { fillPolygons(polylines.map(\.points)) }
        for polyline in polylines { drawPolyline(polyline.points, closed: polyline.isClosed) }
    }

    /// Writes `text` into cells starting at (`column`, `row`), clipping what falls outside. Each `Character`
    /// takes one cell (wide characters such as emoji are not measured).
    public mutating func drawText(_ text: String, column: Int, row: Int) {
        guard row >= 0, row < rows else { return }
        for (offset, character) in text.enumerated() where column + offset >= 0 && column + offset < columns {
            // A cell is printed as is: a control or bidi character there (text from a teammate's bundle) would act
            // on the terminal, so it is shown as U+FFFD.
            let safe = character.unicodeScalars.contains(where: TerminalText.needsEscape) ? "\u{FFFD}" : character
            overlay[row * columns + column + offset] = safe
            if let color = shader?(CGPoint(x: 2 * (column + offset) + 1, y: 4 * row + 2)) ?? pen {
                colors[row * columns + column + offset] = color
            }
        }
    }

    /// The canvas as one string per row: overlay text, braille characters for lit cells, spaces for empty ones.
    public func render() -> [String] {
        (0..<rows).map { row in
            String(
                (0..<columns).map { column -> Character in
                    let index = row * columns + column
                    if let character = overlay[index] { return character }
                    let bits = cells[index]
                    return bits == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
                })
        }
    }

    /// The dot containing `point`, or `nil` for non-finite coordinates.
    private static func dot(_ point: CGPoint) -> (x: Int, y: Int)? {
        let (x, y) = (Double(point.x), Double(point.y))
        // Clamp far-away points so Int conversion cannot trap; they are clipped when drawn anyway.
        guard x.isFinite, y.isFinite else { return nil }
        let limit = 1.0e6
        return (Int(min(max(x, -limit), limit).rounded(.down)), Int(min(max(y, -limit), limit).rounded(.down)))
    }
}
