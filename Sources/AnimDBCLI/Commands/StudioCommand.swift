import AnimDBStudio

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb studio [--port N] [--host ADDR]`: the library in the browser, with a live editor; serves until Ctrl-C.
enum StudioCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "studio",
            abstract: "Browse, preview and edit the library in a web page on this machine; Ctrl-C stops it.",
            discussion: """
                Listens on loopback only (127.0.0.1, localhost or ::1) and prints the URL to open, with a random \
                token: a request without it gets 403. --port 0 (the default) takes a free port. Every page asks the \
                store afresh, and Save writes exactly as 'add type FILE.swift' and 'add timeline NAME --swift FILE' \
                do. Nothing is written but the store. See docs/studio.md.
                """,
            options: [port, host],
            run: run
        )
    }

    static let port = Option(
        "port", valueName: "n", help: "The port; 0 takes a free one.", default: 0, .wholeNumber(in: 0...65535))
    static let host = Option(
        "host", valueName: "addr", help: "A loopback address: 127.0.0.1, localhost or ::1.",
        default: LoopbackAddress.ipv4, .loopback)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let location = try StoreLocator(context: context).locate(
            option: arguments[Options.db], command: arguments.commandPath)
        // Opened once now, so a store that cannot be made fails before the URL is printed (and a new one is seeded).
        _ = try StoreSession.open(at: location.url, creatingDirectories: location.isUserDefault, context)
        let server: HTTPServer
        do {
            server = try HTTPServer(address: arguments[Self.host], port: arguments[Self.port])
        } catch {
            throw CLIError.failure(error.description)
        }
        let app = StudioApp(
            library: StudioBackend(storeURL: location.url, context: context), token: StudioToken.make())
        context.stdout.line("animdb studio: http://\(server.address.urlHost):\(server.port)/?token=\(app.token)")
        context.stdout.line("Serving \(location.url.path); Ctrl-C stops it.")
        context.stdout.flush()
        server.runUntilInterrupted(app.respond)
        context.stdout.line("Stopped.")
    }
}

extension ValueParser where Value == LoopbackAddress {
    /// 127.0.0.1, localhost or ::1: the studio never listens where another machine could reach it.
    static var loopback: ValueParser {
        ValueParser(show: \.urlHost) { text throws(InvalidValue) in
            guard let address = LoopbackAddress(host: text) else {
                throw .message(
                    "the studio listens on loopback only: --host is 127.0.0.1, localhost or ::1, not '\(text)'")
            }
            return address
        }
    }
}
