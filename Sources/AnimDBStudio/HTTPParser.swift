/// The studio's bounded HTTP/1.1 request reader. Requests come from a browser on this machine, but any local process
/// can connect, so the bytes are untrusted: the head and body are bounded, and anything a proxy could read two ways
/// (both Content-Length and Transfer-Encoding, repeated lengths, folded or space-padded header names, bare line feeds)
/// is refused rather than guessed at.
public enum HTTPParser {
    /// What the bytes read so far make.
    public enum Outcome: Hashable, Sendable {
        /// A whole request, and how many bytes it took.
        case request(HTTPRequest, consumed: Int)
        /// Not enough bytes yet (and not over any bound).
        case incomplete
        /// The request is refused with this status and one-line reason.
        case refused(HTTPStatus, String)
    }

    public static func parse(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()) -> Outcome {
        guard let headEnd = headEnd(bytes, within: limits.maxHeadBytes) else {
            return bytes.count > limits.maxHeadBytes
                ? .refused(.headerFieldsTooLarge, "the request head is over \(limits.maxHeadBytes) bytes")
                : .incomplete
        }
        guard let head = String(validating: bytes[..<headEnd], as: UTF8.self) else {
            return .refused(.badRequest, "the request head is not UTF-8")
        }
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines.removeFirst()
        guard !lines.contains(where: { $0.contains("\r") || $0.contains("\n") }),
            !requestLine.contains("\r") && !requestLine.contains("\n")
        else { return .refused(.badRequest, "lines end with CR LF") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]), parts[0].allSatisfy(\.isUppercase), parts[1].first == "/" else {
            return .refused(.badRequest, "malformed request line")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            return .refused(.versionNotSupported, "only HTTP/1.1 is served")
        }
        guard lines.count <= limits.maxHeaderCount else {
            return .refused(.headerFieldsTooLarge, "more than \(limits.maxHeaderCount) header fields")
        }
        var headers: [HTTPRequest.Header] = []
        for line in lines {
            // A header name is a token right before the colon: no folding (a leading space), no space before it.
            guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else {
                return .refused(.badRequest, "malformed header field")
            }
            headers.append(
                HTTPRequest.Header(String(line[..<colon]), line[line.index(after: colon)...].trimmingWhitespace()))
        }
        let request = HTTPRequest(method: String(parts[0]), path: "", headers: headers)
        if request.header("transfer-encoding") != nil {
            return request.header("content-length") != nil
                ? .refused(.badRequest, "both Content-Length and Transfer-Encoding")
                : .refused(.notImplemented, "chunked request bodies are not accepted: send Content-Length")
        }
        if headers.filter({ $0.name == "host" }).count > 1 {
            return .refused(.badRequest, "more than one Host")
        }
        let lengths = headers.filter { $0.name == "content-length" }
        var length = 0
        if lengths.count > 1 { return .refused(.badRequest, "more than one Content-Length") }
        if let text = lengths.first?.value {
            guard !text.isEmpty, text.utf8.count <= 12, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                let value = Int(text)
            else { return .refused(.badRequest, "Content-Length is not a number") }
            length = value
        } else if request.method == "POST" || request.method == "PUT" {
            return .refused(.lengthRequired, "a \(request.method) needs Content-Length")
        }
        guard length <= limits.maxBodyBytes else {
            return .refused(.contentTooLarge, "the body is over \(limits.maxBodyBytes) bytes")
        }
        let bodyStart = headEnd + 4
        guard bytes.count >= bodyStart + length else { return .incomplete }
        guard let (path, query) = target(parts[1]) else {
            return .refused(.badRequest, "malformed request target")
        }
        var parsed = request
        parsed.path = path
        parsed.query = query
        parsed.body = Array(bytes[bodyStart..<bodyStart + length])
        return .request(parsed, consumed: bodyStart + length)
    }

    /// The offset of the CR LF CR LF ending the head, looked for within `limit` bytes.
    private static func headEnd(_ bytes: [UInt8], within limit: Int) -> Int? {
        let end = min(bytes.count, limit + 4)
        guard end >= 4 else { return nil }
        for index in 0...(end - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// RFC 9110's token: what a method and a header name are made of.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                    || "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
    }

    /// The path and the query's parameters of an origin-form target, percent-decoded; nil when an escape is broken.
    static func target(_ text: Substring) -> (String, [String: String])? {
        let pieces = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = decode(pieces[0], plusIsSpace: false) else { return nil }
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let nameValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = decode(nameValue[0], plusIsSpace: true),
                    let value = decode(nameValue.count == 2 ? nameValue[1] : "", plusIsSpace: true)
                else { return nil }
                if query[name] == nil { query[name] = value }
            }
        }
        return (path, query)
    }

    /// `%XX` escapes (and `+` in a query) decoded; nil for a broken escape or text that is not UTF-8.
    public static func decode(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace: bytes.append(32)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}
