import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

struct RenderHistoryTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func record(
        name: String, minute: Int, status: RenderStatus = .ok, format: String = "svg"
    ) -> RenderRecord {
        RenderRecord(
            timelineName: name, timelineID: Fixtures.pulseID, timelineRevision: 1, timelineHash: "t-hash",
            presetHash: "p-hash", engineVersion: "1.0.0", fps: 60, duration: 1.5, format: format, width: 320,
            height: 240, outputPath: "out/\(name).\(format)", outputSHA256: "abc", frameCount: 90,
            startedAt: start.addingTimeInterval(Double(minute) * 60), wallTimeMilliseconds: 12.5, status: status,
            errorMessage: status == .failed ? "disk full" : nil)
    }

    private func storeWithHistory() throws -> (TemporaryDatabase, Store) {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        for minute in 0..<20 {
            let name = minute.isMultiple(of: 2) ? "pulse" : "spin"
            let status: RenderStatus = minute.isMultiple(of: 5) ? .failed : .ok
            try store.recordRender(
                Self.record(name: name, minute: minute, status: status, format: minute < 10 ? "svg" : "html"))
        }
        return (database, store)
    }

    @Test func recordsAndReadsBackEveryField() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let record = Self.record(name: "pulse", minute: 3, status: .failed)
        let id = try store.recordRender(record)
        #expect(try store.render(id: id) == RenderEntry(id: id, record: record))
        let sparse = RenderRecord(
            timelineName: "x", engineVersion: "1.0.0", fps: 30, duration: 0, format: "png", startedAt: Self.start)
        let sparseID = try store.recordRender(sparse)
        #expect(try store.render(id: sparseID).record == sparse)
        #expect(throws: StoreError.renderNotFound(999)) { try store.render(id: 999) }
    }

    @Test func queriesFilterAndReturnNewestFirst() throws {
        let (database, store) = try storeWithHistory()
        _ = database
        let minutes = { (entries: [RenderEntry]) in
            entries.map { Int($0.record.startedAt.timeIntervalSince(Self.start) / 60) }
        }
        #expect(minutes(try store.renders()) == Array((0..<20).reversed()))
        #expect(minutes(try store.renders(RenderQuery(limit: 3))) == [19, 18, 17])
        #expect(minutes(try store.renders(RenderQuery(timelineName: "spin", limit: 4))) == [19, 17, 15, 13])
        #expect(minutes(try store.renders(RenderQuery(status: .failed))) == [15, 10, 5, 0])
        #expect(minutes(try store.renders(RenderQuery(format: "html", limit: 2))) == [19, 18])
        let since = Self.start.addingTimeInterval(5 * 60)
        let until = Self.start.addingTimeInterval(8 * 60)
        #expect(minutes(try store.renders(RenderQuery(since: since, until: until))) == [7, 6, 5])
        #expect(
            minutes(try store.renders(RenderQuery(timelineName: "pulse", since: since, status: .ok, format: "svg")))
                == [8, 6])
        #expect(try store.renders(RenderQuery(timelineName: "nothing")).isEmpty)
    }

    static let since = start.addingTimeInterval(60)

    @Test(arguments: [
        (RenderQuery(), "renders_by_started_at"),
        (RenderQuery(since: since), "renders_by_started_at"),
        (RenderQuery(timelineName: "pulse"), "renders_by_timeline"),
        (RenderQuery(timelineName: "pulse", since: since, status: .failed, format: "svg"), "renders_by_timeline"),
        (RenderQuery(status: .ok), "renders_by_status"),
        (RenderQuery(status: .failed, format: "svg"), "renders_by_status"),
        (RenderQuery(status: .ok, format: "svg"), "renders_by_format"),
        (RenderQuery(format: "svg"), "renders_by_format"),
    ])
    func everyQueryIsAnIndexRangeScanInTimeOrder(query: RenderQuery, index: String) throws {
        // With a million rows, "newest N matching" must walk one index in started_at order, never sort the table.
        let (database, store) = try storeWithHistory()
        _ = database
        let plan = try store.explainRenders(query)
        #expect(plan.contains { $0.contains("USING INDEX \(index)") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
}
