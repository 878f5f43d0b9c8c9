#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback-only HTTP/1.1 server on plain POSIX sockets: one connection per request, handled one at a time on the
/// thread that calls `run`, so whatever the handler touches (the store) is never used by two requests at once. A tab
/// waiting on a slow request only waits; a client that sends nothing is dropped after `limits.readTimeout`.
public final class HTTPServer: @unchecked Sendable {
    // @unchecked: the descriptors are set in init and closed once by `run`'s end; `stop` only writes to a pipe.
    public let address: LoopbackAddress
    /// The port bound (the system's choice when 0 was asked).
    public let port: Int
    private let limits: HTTPLimits
    private let listener: Int32
    /// Written to by `stop()` (and by the interrupt handler) to end `run`.
    private let stopPipe: (read: Int32, write: Int32)

    /// Binds `address:port` (0: any free port) and listens.
    ///
    /// - Throws: `StudioError` naming the address when the port is taken or the socket cannot be made.
    public init(address: LoopbackAddress, port: Int, limits: HTTPLimits = HTTPLimits()) throws(StudioError) {
        self.address = address
        self.limits = limits
        let listener = address.streamSocket()
        guard listener >= 0 else { throw StudioError("cannot make a socket: \(Self.reason())") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSocketAddress(port: port) { bind(listener, $0, $1) }
        guard bound == 0, listen(listener, 16) == 0 else {
            let reason = Self.reason()
            close(listener)
            throw StudioError("cannot listen on \(address.urlHost):\(port): \(reason)")
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let boundPort: UInt16 = withUnsafePointer(to: &storage) {
            address == .ipv4
                ? $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
                : $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
        }
        self.port = Int(UInt16(bigEndian: boundPort))
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(listener)
            throw StudioError("cannot make a pipe: \(Self.reason())")
        }
        self.listener = listener
        stopPipe = (fds[0], fds[1])
    }

    /// `run` until Ctrl-C (SIGINT) or SIGTERM, which then end it after the request being handled instead of the
    /// process (so every descriptor is closed and nothing is left behind); the previous handlers are put back.
    public func runUntilInterrupted(_ handler: (HTTPRequest) -> HTTPResponse) {
        interruptDescriptor = stopPipe.write
        let previous = (signal(SIGINT, stopOnSignal), signal(SIGTERM, stopOnSignal))
        defer {
            signal(SIGINT, previous.0)
            signal(SIGTERM, previous.1)
            interruptDescriptor = -1
        }
        run(handler)
    }

    /// Ends `run` after the request being handled.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    /// Serves until `stop()`, then closes every descriptor it holds.
    public func run(_ handler: (HTTPRequest) -> HTTPResponse) {
        defer {
            close(listener)
            close(stopPipe.read)
            close(stopPipe.write)
        }
        while true {
            var waits = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&waits, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || waits[1].revents != 0 { return }
            guard waits[0].revents & Int16(POLLIN) != 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            serve(connection, handler)
            close(connection)
        }
    }

    /// Reads one request from `connection` within the bounds, answers it, and leaves closing to the caller.
    private func serve(_ connection: Int32, _ handler: (HTTPRequest) -> HTTPResponse) {
        var timeout = timeval(tv_sec: Int(limits.readTimeout), tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let response: HTTPResponse
        while true {
            switch HTTPParser.parse(received, limits: limits) {
            case .request(let request, _):
                response = handler(request)
            case .refused(let status, let message):
                response = .text(status, message)
            case .incomplete:
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                if count > 0 {
                    received += buffer.prefix(count)
                    continue
                }
                // Closed before a whole request, or silent past the timeout: nothing to answer.
                guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return }
                response = .text(.requestTimeout, "no whole request within \(Int(limits.readTimeout)) s")
            }
            break
        }
        let bytes = response.serialized
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Self.sendFlags) }
            guard count > 0 else { return }
            sent += count
        }
        // Refused mid-upload: let the client read the answer rather than a reset.
        shutdown(connection, Int32(SHUT_WR))
    }

    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// Where the signal handler writes to stop the server: a handler captures nothing, and write(2) is safe in one.
nonisolated(unsafe) private var interruptDescriptor: Int32 = -1

private func stopOnSignal(_: Int32) {
    var byte: UInt8 = 1
    _ = write(interruptDescriptor, &byte, 1)
}

/// The loopback addresses the studio may listen on; any other is refused before anything is opened.
public enum LoopbackAddress: Hashable, Sendable {
    case ipv4
    case ipv6

    /// `127.0.0.1` or `localhost` (IPv4), `::1` (IPv6); nil for anything else.
    public init?(host: String) {
        switch host {
        case "127.0.0.1", "localhost": self = .ipv4
        case "::1", "[::1]": self = .ipv6
        default: return nil
        }
    }

    /// A new TCP socket of this address's family (-1 on failure, errno says why).
    public func streamSocket() -> Int32 {
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        return socket(self == .ipv6 ? AF_INET6 : AF_INET, socketType, 0)
    }

    /// Calls `body` with this address at `port` as bind(2) and connect(2) take it.
    public func withSocketAddress<T>(port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        switch self {
        case .ipv4:
            var address = sockaddr_in()
            #if canImport(Darwin)
                address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .ipv6:
            var address = sockaddr_in6()
            #if canImport(Darwin)
                address.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
    }

    /// The host as a URL writes it.
    public var urlHost: String { self == .ipv4 ? "127.0.0.1" : "[::1]" }
}

/// A failure of the studio's server, as one line.
public struct StudioError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
