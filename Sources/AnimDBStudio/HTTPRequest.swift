import AnimDBEngine

/// One HTTP/1.1 request as the studio reads it: the method, the path, the query's parameters (percent-decoded), the
/// headers (names lowercased, in order) and the body.
public struct HTTPRequest: Hashable, Sendable {
    public var method: String
    /// The target's path, percent-decoded (`/api/show`).
    public var path: String
    public var query: [String: String]
    public var headers: [Header]
    public var body: [UInt8]

    public struct Header: Hashable, Sendable {
        /// Lowercased.
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name.lowercased()
            self.value = value
        }
    }

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [Header] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// The cookie `name` from the `Cookie` header.
    public func cookie(_ name: String) -> String? {
        for header in headers where header.name == "cookie" {
            for pair in header.value.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, String(parts[0]).trimmingWhitespace() == name {
                    return String(parts[1]).trimmingWhitespace()
                }
            }
        }
        return nil
    }

    /// The body as UTF-8 text, or nil when it is not.
    public var bodyText: String? { String(validating: body, as: UTF8.self) }
}

/// What bounds a request: its head (request line and headers), its header count and its body. The studio serves one
/// user on loopback, so the bounds are small: pages are asked for with short heads, and the largest body is a Swift
/// source being edited.
public struct HTTPLimits: Hashable, Sendable {
    public var maxHeadBytes = 16 * 1024
    public var maxHeaderCount = 64
    public var maxBodyBytes = 1 << 20
    /// How long one connection may take to send its request, in seconds.
    public var readTimeout = 10.0

    public init() {}
}
