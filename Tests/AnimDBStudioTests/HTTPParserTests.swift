import AnimDBStudio
import Testing

/// The studio's request reader: whole requests read, every bound answered with its status, and anything two readers
/// could split differently (smuggling) refused.
struct HTTPParserTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var bytes: String
        /// The status refused with, or nil for a request read whole.
        var refusal: HTTPStatus?
    }

    static let good: [Case] = [
        Case(
            description: "GET with a query",
            bytes: "GET /api/library?q=glow%20ring&token=ab HTTP/1.1\r\nHost: x\r\n\r\n"),
        Case(
            description: "POST with a body",
            bytes:
                "POST /api/save HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Type: application/json\r\n\r\n{\"a\"}"
        ),
        Case(description: "HTTP/1.0", bytes: "GET / HTTP/1.0\r\n\r\n"),
        Case(description: "header value spaces trimmed", bytes: "GET / HTTP/1.1\r\nHost:   x  \r\n\r\n"),
    ]

    static let refused: [Case] = [
        Case(
            description: "Content-Length and Transfer-Encoding",
            bytes: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc",
            refusal: .badRequest),
        Case(
            description: "chunked upload", bytes: "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n",
            refusal: .notImplemented),
        Case(
            description: "two Content-Lengths",
            bytes: "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", refusal: .badRequest),
        Case(
            description: "Content-Length not a number", bytes: "POST / HTTP/1.1\r\nContent-Length: +3\r\n\r\nabc",
            refusal: .badRequest),
        Case(
            description: "POST without a length", bytes: "POST / HTTP/1.1\r\nHost: x\r\n\r\n", refusal: .lengthRequired),
        Case(
            description: "body over 1 MiB", bytes: "POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n",
            refusal: .contentTooLarge),
        Case(
            description: "space before the colon", bytes: "GET / HTTP/1.1\r\nContent-Length : 0\r\n\r\n",
            refusal: .badRequest),
        Case(description: "folded header", bytes: "GET / HTTP/1.1\r\nHost: x\r\n  y\r\n\r\n", refusal: .badRequest),
        Case(description: "bare line feed", bytes: "GET / HTTP/1.1\nHost: x\r\n\r\n", refusal: .badRequest),
        Case(description: "two Hosts", bytes: "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", refusal: .badRequest),
        Case(description: "absolute target", bytes: "GET http://x/ HTTP/1.1\r\n\r\n", refusal: .badRequest),
        Case(description: "lowercase method", bytes: "get / HTTP/1.1\r\n\r\n", refusal: .badRequest),
        Case(description: "missing version", bytes: "GET /\r\n\r\n", refusal: .badRequest),
        Case(description: "extra space", bytes: "GET  / HTTP/1.1\r\n\r\n", refusal: .badRequest),
        Case(description: "HTTP/2", bytes: "GET / HTTP/2.0\r\n\r\n", refusal: .versionNotSupported),
        Case(description: "broken escape", bytes: "GET /a%2 HTTP/1.1\r\n\r\n", refusal: .badRequest),
        Case(
            description: "head over 16 KiB",
            bytes: "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 16 * 1024) + "\r\n\r\n",
            refusal: .headerFieldsTooLarge),
        Case(
            description: "too many headers",
            bytes: "GET / HTTP/1.1\r\n" + String(repeating: "X: y\r\n", count: 65) + "\r\n",
            refusal: .headerFieldsTooLarge),
    ]

    @Test(arguments: good)
    func readsAWholeRequest(_ c: Case) {
        guard case .request(_, let consumed) = HTTPParser.parse(Array(c.bytes.utf8)) else {
            Issue.record("not read: \(HTTPParser.parse(Array(c.bytes.utf8)))")
            return
        }
        #expect(consumed == c.bytes.utf8.count)
    }

    @Test(arguments: refused)
    func refuses(_ c: Case) {
        guard case .refused(let status, let message) = HTTPParser.parse(Array(c.bytes.utf8)) else {
            Issue.record("not refused: \(HTTPParser.parse(Array(c.bytes.utf8)))")
            return
        }
        #expect(status == c.refusal)
        #expect(!message.isEmpty && !message.contains("\n"))
    }

    @Test func readsTheParts() throws {
        let bytes = Array(
            "POST /api/save?q=a+b&kind=type HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: x=1; animdb_studio=abc\r\nContent-Length: 2\r\n\r\nhi"
                .utf8)
        guard case .request(let request, _) = HTTPParser.parse(bytes) else {
            Issue.record("not read")
            return
        }
        #expect(request.method == "POST")
        #expect(request.path == "/api/save")
        #expect(request.query == ["q": "a b", "kind": "type"])
        #expect(request.header("HOST") == "127.0.0.1")
        #expect(request.cookie("animdb_studio") == "abc")
        #expect(request.bodyText == "hi")
    }

    @Test func waitsForTheRest() {
        let whole = "POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\nabcd"
        for cut in [5, 20, whole.utf8.count - 1] {
            #expect(HTTPParser.parse(Array(whole.utf8.prefix(cut))) == .incomplete)
        }
    }

    @Test func tokensAreLongAndRandom() {
        let a = StudioToken.make()
        let b = StudioToken.make()
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(a != b)
    }
}
