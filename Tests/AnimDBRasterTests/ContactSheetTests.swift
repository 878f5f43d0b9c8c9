import AnimDBEngine
import Testing

@testable import AnimDBRaster

struct ContactSheetTests {
    @Test(arguments: [
        (1, 10, [0]), (2, 10, [0, 9]), (4, 10, [0, 3, 6, 9]),
        (12, 181, [0, 16, 33, 49, 65, 82, 98, 115, 131, 147, 164, 180]),
        (6, 3, [0, 1, 2]), (3, 3, [0, 1, 2]), (4, 1, [0]),
    ])
    func framesAreEvenlySpacedFromFirstToLast(cells: Int, frameCount: Int, expected: [Int]) {
        #expect(ContactSheet.frameIndices(cells: cells, frameCount: frameCount) == expected)
    }

    /// For any grid and length: ascending, distinct, the first and last frames included, and each gap within one
    /// frame of the ideal spacing.
    @Test func frameIndicesAreEvenForAnyGrid() {
        for cells in 1...40 {
            for frameCount in [1, 2, 7, 61, 100, 301, 1801] {
                let indices = ContactSheet.frameIndices(cells: cells, frameCount: frameCount)
                #expect(indices.count == min(cells, frameCount))
                #expect(indices.first == 0)
                #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 })
                if indices.count > 1 {
                    #expect(indices.last == frameCount - 1)
                    let ideal = Double(frameCount - 1) / Double(indices.count - 1)
                    #expect(zip(indices, indices.dropFirst()).allSatisfy { abs(Double($1 - $0) - ideal) <= 1 })
                }
            }
        }
    }

    @Test(arguments: [
        (0.0, "0 s"), (0.25, "0.25 s"), (1.0 / 60, "0.017 s"), (3, "3 s"), (2.5, "2.5 s"), (-0.0001, "0 s"),
        (1234.5678, "1234.568 s"),
    ])
    func labelsAreSecondsWithUpToThreeDecimals(time: Double, label: String) {
        #expect(ContactSheet.label(time: time) == label)
    }

    @Test func theSheetIsSizedByItsGrid() throws {
        let sheet = try ContactSheet(columns: 4, rows: 3, frameSize: CGSize(width: 240, height: 240), scale: 1)
        // 16 + 4 × 240 + 3 × 16 + 16 by 16 + 3 × (240 + 24) + 2 × 16 + 16.
        #expect(sheet.canvas.pixelWidth == 1040 && sheet.canvas.pixelHeight == 856)
        #expect(sheet.cellCount == 12)
        #expect(sheet.cellOrigin(5) == CGPoint(x: 272, y: 296))
        let double = try ContactSheet(columns: 4, rows: 3, frameSize: CGSize(width: 240, height: 240), scale: 2)
        #expect(double.canvas.pixelWidth == 2080 && double.canvas.pixelHeight == 1712)
    }

    @Test(arguments: [(0, 3), (3, 0), (17, 1), (1, 17), (-1, 2)])
    func gridsOutsideOneToSixteenAreRefused(columns: Int, rows: Int) {
        #expect(throws: RasterError.self) {
            try ContactSheet(columns: columns, rows: rows, frameSize: CGSize(width: 100, height: 100), scale: 1)
        }
    }

    @Test func sheetsOverThePixelLimitAreRefused() {
        #expect(throws: RasterError.self) {
            try ContactSheet(columns: 16, rows: 16, frameSize: CGSize(width: 400, height: 400), scale: 1)
        }
    }

    /// Each cell shows its frame exactly as a PNG of that frame alone would, with a line around it and the time
    /// under it.
    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer))
    func cellsHoldTheFramesPixels() throws {
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let size = CGSize(width: 40, height: 30)
        let frames = (0..<5).map { index in
            ContactSheet.Frame(
                svg: TestSVG.rect(
                    width: 40, height: 30, x: Double(index) * 5, y: 6, w: 12, h: 12, color: "#ff2d55",
                    background: "#f2f2f7"),
                time: Double(index) / 4)
        }
        let sheet = try ContactSheet(columns: 3, rows: 2, frameSize: size, scale: 1)
        let image = try rasterizer.decodePNG(try sheet.png(frames, rasterizer: rasterizer))
        #expect(image.width == sheet.canvas.pixelWidth && image.height == sheet.canvas.pixelHeight)
        for (index, frame) in frames.enumerated() {
            let alone = try rasterizer.image(frame.svg, canvas: try RasterCanvas(size: size))
            let origin = sheet.cellOrigin(index)
            var differing = 0
            for y in 0..<alone.height {
                for x in 0..<alone.width where image[Int(origin.x) + x, Int(origin.y) + y] != alone[x, y] {
                    differing += 1
                }
            }
            #expect(differing == 0, "cell \(index): \(differing) pixels differ")
            // The frame line, just outside the cell.
            let line = image[Int(origin.x) - 1, Int(origin.y) + 10]
            #expect(line.red < 240 && line.alpha == 255)
        }
        // The sixth cell is empty page.
        let empty = sheet.cellOrigin(5)
        #expect(
            image[Int(empty.x) + 20, Int(empty.y) + 15] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        )
        #expect(sheet.overlay(frames).contains(">0.25 s</text>") && sheet.overlay(frames).contains(">1 s</text>"))
    }
}
