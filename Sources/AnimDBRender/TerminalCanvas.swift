import AnimDBEngine
import AnimDBGeometry
import Foundation

/// A monochrome raster drawn with Unicode braille characters, each terminal cell holding 2 × 4 dots.
///
/// Coordinates are in dots: x runs over `0..<dotWidth`, y over `0..<dotHeight`, with the origin at the top left
/// and y growing downwards. A continuous point (x, y) lights the dot `(⌊x⌋, ⌊y⌋)`; anything outside the grid is
/// clipped. Text placed with `drawText` or `drawTextBox` replaces whole cells. The canvas does no I/O: `render()`
/// returns the lines for the caller to print.
public struct TerminalCanvas: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    // One byte of braille dot bits per cell, row-major.
    private var cells: [UInt8]
    // Text overlay per cell; a non-nil entry wins over the dots.
    private var overlay: [Character?]

    /// Creates an empty canvas of `columns` × `rows` terminal cells.
    public init(columns: Int, rows: Int) {
        precondition(columns >= 0 && rows >= 0, "canvas size must not be negative")
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: 0, count: columns * rows)
        overlay = Array(repeating: nil, count: columns * rows)
    }

    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    /// Braille dot bits indexed by [row within cell][column within cell] (Unicode dots 1–8).
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Lights the dot at (`x`, `y`); out-of-range dots are ignored.
    public mutating func setDot(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        cells[(y / 4) * columns + x / 2] |= Self.bits[y % 4][x % 2]
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

    /// Fills the region inside `polygons` by the even-odd rule, sampling each dot at its centre.
    ///
    /// Each polygon is implicitly closed. For every dot row the scanline y + 0.5 is intersected with all edges;
    /// dots whose centres fall between alternate crossings are lit.
    public mutating func fillPolygons(_ polygons: [[CGPoint]]) {
        let edges = polygons.flatMap { polygon in
            zip(polygon, polygon.dropFirst() + polygon.prefix(1)).map {
                (Double($0.x), Double($0.y), Double($1.x), Double($1.y))
            }
        }
        guard !edges.isEmpty else { return }
        for row in 0..<dotHeight {
            let scanY = Double(row) + 0.5
            var crossings: [Double] = []
            for (x0, y0, x1, y1) in edges where (y0 <= scanY && scanY < y1) || (y1 <= scanY && scanY < y0) {
                crossings.append(x0 + (scanY - y0) * (x1 - x0) / (y1 - y0))
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                let first = max(Int((crossings[index] - 0.5).rounded(.up)), 0)
                let last = min(Int((crossings[index + 1] - 0.5).rounded(.up)) - 1, dotWidth - 1)
                if first <= last {
                    for x in first...last { setDot(x: x, y: row) }
                }
                index += 2
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
            overlay[row * columns + column + offset] = character
        }
    }

    /// Draws the outline of `frame` (in dot coordinates, mapped through `transform`) with `text` centred on the
    /// cell nearest the frame's centre, so a box can sit at a sub-cell offset while its text snaps to cells.
    public mutating func drawTextBox(_ text: String, in frame: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
        ].map { $0.applying(transform) }
        drawPolyline(corners, closed: true)
        let center = CGPoint(x: frame.midX, y: frame.midY).applying(transform)
        guard Double(center.x).isFinite, Double(center.y).isFinite else { return }
        let row = Int((Double(center.y) / 4).rounded(.down))
        let column = Int((Double(center.x) / 2 - Double(text.count) / 2).rounded())
        drawText(text, column: column, row: row)
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
