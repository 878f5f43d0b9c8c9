/// The statuses the studio answers with.
public enum HTTPStatus: Int, Hashable, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case lengthRequired = 411
    case contentTooLarge = 413
    case unprocessableContent = 422
    case headerFieldsTooLarge = 431
    case internalServerError = 500
    case notImplemented = 501
    case versionNotSupported = 505

    public var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .lengthRequired: "Length Required"
        case .contentTooLarge: "Content Too Large"
        case .unprocessableContent: "Unprocessable Content"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .internalServerError: "Internal Server Error"
        case .notImplemented: "Not Implemented"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}

/// One response: a status, the headers the route adds, and the body. Every response closes its connection and is
/// never cached (the store is the truth: a reload asks it again).
public struct HTTPResponse: Hashable, Sendable {
    public var status: HTTPStatus
    public var headers: [HTTPRequest.Header]
    public var body: [UInt8]

    public init(status: HTTPStatus = .ok, contentType: String, body: [UInt8], headers: [HTTPRequest.Header] = []) {
        self.status = status
        self.headers = [HTTPRequest.Header("Content-Type", contentType)] + headers
        self.body = body
    }

    public static func html(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/html; charset=utf-8", body: Array(text.utf8))
    }

    public static func json(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: Array(text.utf8))
    }

    /// A one-line plain-text refusal (`403 the token is missing or wrong`).
    public static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array("\(message)\n".utf8))
    }

    /// The bytes sent: the status line, the route's headers, the fixed ones, and the body.
    public var serialized: [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for header in headers {
            head += "\(Self.canonicalName(header.name)): \(header.value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "Connection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
        // The token is in the page's URL: never sent on to another site.
        head += "Referrer-Policy: no-referrer\r\nX-Frame-Options: SAMEORIGIN\r\n"
        head += "Content-Security-Policy: default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        head += "img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// `content-type` as `Content-Type`.
    private static func canonicalName(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
    }
}
