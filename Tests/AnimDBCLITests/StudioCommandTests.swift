import AnimDBStudio
import Foundation
import Testing

@testable import AnimDBCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `animdb studio`: its routes as a function from request to response against a temp store (the same functions the
/// commands call), the token, the options checked before anything is opened, and the real server on a socket.
struct StudioCommandTests {
    static let token = "0123456789abcdef0123456789abcdef"

    /// A fixture store holding the type Blob (revision 1), and the studio's routes on it.
    static func studio() throws -> (CLIFixture, StudioApp) {
        let cli = try CLIFixture()
        try WatchCommandTests.blobFile().write(
            toFile: cli.directory.path("Blob.swift"), atomically: true, encoding: .utf8)
        let added = cli.run("add", "type", "Blob.swift")
        #expect(added.code == 0, "\(added.stderr)")
        let context = CommandContext.captured(environment: cli.environment, workingDirectory: cli.directory.url)
        let backend = StudioBackend(storeURL: URL(fileURLWithPath: cli.storePath), context: context)
        return (cli, StudioApp(library: backend, token: token))
    }

    static func get(_ path: String, query: [String: String] = [:]) -> HTTPRequest {
        HTTPRequest(method: "GET", path: path, query: query.merging(["token": token]) { a, _ in a })
    }

    static func post(_ path: String, _ body: [String: String]) -> HTTPRequest {
        let json = JSONValueText.object(body)
        return HTTPRequest(method: "POST", path: path, query: ["token": token], body: Array(json.utf8))
    }

    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test func everyRouteAsksForTheToken() throws {
        let (cli, app) = try Self.studio()
        defer { withExtendedLifetime(cli) {} }
        for path in ["/", "/api/library", "/api/show", "/player", "/api/preview", "/api/save", "/nothing"] {
            #expect(app.respond(HTTPRequest(method: "GET", path: path)).status == .forbidden)
            #expect(
                app.respond(HTTPRequest(method: "GET", path: path, query: ["token": "0" + Self.token.dropLast()]))
                    .status == .forbidden)
        }
        let page = app.respond(Self.get("/"))
        #expect(page.status == .ok)
        let cookie = try #require(page.headers.first { $0.name == "set-cookie" }?.value)
        #expect(
            cookie.contains("animdb_studio=\(Self.token)") && cookie.contains("HttpOnly")
                && cookie.contains("SameSite=Strict"))
        let byCookie = HTTPRequest(
            method: "GET", path: "/api/library", headers: [.init("Cookie", "animdb_studio=\(Self.token)")])
        #expect(app.respond(byCookie).status == .ok)
    }

    @Test func listsAndSearchesTheLibrary() throws {
        let (cli, app) = try Self.studio()
        defer { withExtendedLifetime(cli) {} }
        let listing = app.respond(Self.get("/api/library"))
        let all = try Self.json(listing)["entries"] as? [[String: Any]] ?? []
        #expect(listing.status == .ok, "\(String(decoding: listing.body, as: UTF8.self))")
        #expect(all.contains { $0["kind"] as? String == "type" && $0["name"] as? String == "Blob" })
        #expect(all.contains { $0["kind"] as? String == "timeline" && $0["name"] as? String == "shake-login" })
        let found = try Self.json(app.respond(Self.get("/api/library", query: ["q": "shake-log"])))["entries"]
        #expect((found as? [[String: Any]])?.map { $0["name"] as? String } == ["shake-login"])
    }

    @Test func showsAnEntryAndItsPlayer() throws {
        let (cli, app) = try Self.studio()
        defer { withExtendedLifetime(cli) {} }
        let type = try Self.json(app.respond(Self.get("/api/show", query: ["kind": "type", "name": "Blob"])))
        #expect((type["source"] as? String)?.contains("struct Blob: Shape") == true)
        #expect((type["history"] as? String)?.contains("REV") == true)
        let player = app.respond(Self.get("/player", query: ["kind": "timeline", "name": "shake-login"]))
        #expect(player.status == .ok)
        let html = String(decoding: player.body, as: UTF8.self)
        #expect(html.contains("animdb-scrubber") && html.contains("<svg"))
        #expect(app.respond(Self.get("/player", query: ["kind": "timeline", "name": "nope"])).status == .notFound)
    }

    @Test func aPreviewWithASyntaxErrorSaysWhere() throws {
        let (cli, app) = try Self.studio()
        defer { withExtendedLifetime(cli) {} }
        let good = app.respond(
            Self.post("/api/preview", ["kind": "type", "name": "Blob", "source": WatchCommandTests.blobFile()]))
        #expect(good.status == .ok)
        #expect((try Self.json(good)["html"] as? String)?.contains("<svg") == true)
        let broken = WatchCommandTests.blobFile().replacingOccurrences(of: "= 10", with: "= = 10")
        let bad = app.respond(Self.post("/api/preview", ["kind": "type", "name": "Blob", "source": broken]))
        #expect(bad.status == .unprocessableContent)
        let error = try Self.json(bad)
        #expect(error["line"] as? Int == 2 && error["column"] as? Int == 25, "\(error)")
        #expect((error["error"] as? String)?.hasPrefix("Blob.swift:2:25: ") == true)
    }

    @Test func saveWritesTheNextRevisionAsTheCLIWould() throws {
        let (cli, app) = try Self.studio()
        let edited = WatchCommandTests.blobFile().replacingOccurrences(of: "= 10", with: "= 14")
        let saved = app.respond(Self.post("/api/save", ["kind": "type", "name": "Blob", "source": edited]))
        #expect(saved.status == .ok)
        let lines = try Self.json(saved)["lines"] as? [String] ?? []
        #expect(lines.count == 1 && lines[0].hasPrefix("Updated type 'Blob' (shape, revision 2, "), "\(lines)")
        let log = cli.run("log", "--type", "Blob")
        #expect(log.stdout.split(separator: "\n").count == 3, "\(log.stdout)")
        // A view saved is a timeline, as `add timeline NAME --swift` stores it.
        let view = app.respond(
            Self.post("/api/save", ["kind": "view", "name": "blob-view", "source": WatchCommandTests.blobFile()]))
        #expect(view.status == .ok)
        #expect(cli.run("show", "blob-view").code == 0)
    }

    @Test func aRefusedSaveHasTheCLIsMessageAndChangesNothing() throws {
        let (cli, app) = try Self.studio()
        let noTypes = "struct Helper {\n    var x = 1\n}\n"
        try noTypes.write(toFile: cli.directory.path("Blob.swift"), atomically: true, encoding: .utf8)
        let before = cli.storeSnapshot()
        let command = cli.run("add", "type", "Blob.swift")
        #expect(command.code == 1)
        let refused = app.respond(Self.post("/api/save", ["kind": "type", "name": "Blob", "source": noTypes]))
        #expect(refused.status == .unprocessableContent)
        #expect("Error: \(try Self.json(refused)["error"] as? String ?? "")\n" == command.stderr)
        let badName = app.respond(
            Self.post("/api/save", ["kind": "view", "name": "bad name", "source": WatchCommandTests.blobFile()]))
        #expect((try Self.json(badName)["error"] as? String)?.hasPrefix("Invalid name 'bad name'") == true)
        #expect(cli.storeSnapshot() == before)
    }

    @Test func aBadHostIsRefusedBeforeAnythingIsOpened() throws {
        let cli = try CLIFixture()
        let result = cli.run("studio", "--host", "0.0.0.0")
        #expect(result.code == 64)
        #expect(result.stderr.contains("loopback only"))
        #expect(result.stderr.split(separator: "\n").first?.contains("'0.0.0.0'") == true)
        #expect(cli.run("studio", "--port", "70000").code == 64)
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    /// The real server on port 0, on a background thread, asked for the page over a socket.
    @Test func servesAPageOverASocket() throws {
        let (cli, app) = try Self.studio()
        defer { withExtendedLifetime(cli) {} }
        let server = try HTTPServer(address: .ipv4, port: 0)
        let finished = DispatchSemaphore(value: 0)
        let handed = Handed(app)
        let thread = Thread {
            server.run(handed.app.respond)
            finished.signal()
        }
        thread.start()
        defer {
            server.stop()
            finished.wait()
        }
        let page = try Self.exchange(port: server.port, "GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(page.contains("<title>animdb studio</title>"))
        let refused = try Self.exchange(port: server.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(refused.hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
        let smuggled = try Self.exchange(
            port: server.port,
            "POST /api/save HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\nx")
        #expect(smuggled.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    }

    /// Sends `request` to 127.0.0.1:`port` and reads the answer until the server closes.
    static func exchange(port: Int, _ request: String) throws -> String {
        let fd = LoopbackAddress.ipv4.streamSocket()
        try #require(fd >= 0)
        defer { close(fd) }
        let connected = LoopbackAddress.ipv4.withSocketAddress(port: port) { connect(fd, $0, $1) }
        try #require(connected == 0)
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer.prefix(count)
        }
        return String(decoding: received, as: UTF8.self)
    }
}

/// The app handed to the server's thread, which alone uses it from then on.
final class Handed: @unchecked Sendable {
    let app: StudioApp
    init(_ app: StudioApp) { self.app = app }
}

/// A flat JSON object of strings, for request bodies.
enum JSONValueText {
    static func object(_ members: [String: String]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: members, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
