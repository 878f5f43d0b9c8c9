import AnimDBEngine
import AnimDBModel
import AnimDBRender
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb watch NAME`: the live terminal preview of a stored timeline, re-drawn from the start whenever the timeline
/// or one of its presets changes in the store (another `animdb` writing meanwhile), until q. `animdb watch
/// FILE.swift [--view TYPE]` plays the view of a Swift file instead, re-read each time the file is saved.
enum WatchCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "watch",
            abstract:
                "Play a stored timeline, or a Swift file's view, live in the terminal, re-drawn whenever it changes; q quits.",
            discussion: """
                Loops one pass of the timeline. Four times a second it asks the store whether anything was written \
                (one cheap check); when the timeline or a preset it uses has a new revision, playing restarts with \
                it and the status line says so. If the timeline is removed or renamed, the last frame stays with a \
                status line saying so, until it is back or q. Not recorded in the render history.

                Given FILE.swift, it plays the file's view (--view TYPE picks one) read as 'add timeline NAME --swift \
                FILE' reads it, with the file's own types, and re-reads the file four times a second: a change is \
                played from the start; a mistake is shown in the status line with its line and column while the \
                last good frame stays up. Nothing is stored.
                """,
            options: [fps, Options.displayRate, view],
            arguments: [name],
            run: run
        )
    }

    static let fps = Options.fps(help: "Frames per second drawn.", default: 30)
    static let name = Argument("name", help: "The stored timeline, or a .swift file.")
    static let view = Option(
        "view", valueName: "TYPE", help: "With FILE.swift: the View to play, when the file has several.", .text)
    /// How often the store is asked whether anything changed, in seconds.
    static let pollInterval = 0.25

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard context.stdout.isTerminal, let terminal = context.terminal else {
            throw CLIError.failure(
                "watch draws in a terminal; to print a timeline's frames use 'animdb play NAME --format table'")
        }
        let target = arguments[Self.name]
        let wantedView = arguments[Self.view]
        guard wantedView == nil || target.hasSuffix(".swift") else {
            throw CLIError.usage(
                "--view picks a view of a .swift file: give FILE.swift", command: arguments.commandPath)
        }
        let store = try StoreSession.open(arguments, context)
        let displayRate = arguments[Options.displayRate]
        if target.hasSuffix(".swift") {
            var file = try WatchedFile(
                path: target, view: wantedView, store: store, displayRate: displayRate, context: context)
            try play(&file, fps: arguments[Self.fps], terminal: terminal, context: context)
        } else {
            var watched = try Watched(name: target, store: store, displayRate: displayRate)
            try play(&watched, fps: arguments[Self.fps], terminal: terminal, context: context)
        }
    }

    /// What `watch` plays: the session drawn, polled for a newer one.
    protocol Source {
        var session: TimelineSession { get set }
        /// Why the view is no longer shown live (removed, renamed), or nil: its last frame is drawn once more.
        var gone: String? { get }
        /// What the status line adds: the revision reloaded, or why the last frame stays.
        var note: String? { get }
        /// Whether playing should restart with a new session.
        mutating func refresh() throws -> Bool
    }

    /// Plays `watched` in the terminal, asking it `pollInterval` apart whether it changed, until q.
    static func play<S: Source>(
        _ watched: inout S, fps: Double, terminal: TerminalDevice, context: CommandContext
    ) throws {
        let composer = ANSIFrameComposer(
            colorMode: ANSIFrameComposer.colorMode(
                environment: context.environment, isTerminal: context.stdout.isTerminal))
        terminal.enterRawMode()
        LivePlayer.installInterruptHandler()
        context.stdout.write(composer.begin())
        defer {
            context.stdout.write(composer.end())
            context.stdout.flush()
            terminal.restoreMode()
        }
        var start = context.monotonicSeconds()
        var lastPoll = start
        var frame = 0
        var time = 0.0
        var drawnRemoval = false
        while true {
            let now = context.monotonicSeconds()
            if now - lastPoll >= pollInterval {
                lastPoll = now
                if try watched.refresh() {
                    start = now
                    drawnRemoval = false
                }
            }
            // A removed timeline keeps its last frame: drawn once more with the status saying so, then left alone.
            if watched.gone == nil || !drawnRemoval {
                if watched.gone == nil {
                    let length = watched.session.evaluator.timing.passLength
                    time = length > 0 ? (now - start).truncatingRemainder(dividingBy: length) : 0
                } else {
                    drawnRemoval = true
                }
                let stage = CGRect(origin: .zero, size: watched.session.stageSize)
                context.stdout.write(
                    LivePlayer.frame(
                        &watched.session, at: time, number: frame, stage: stage, terminal: terminal,
                        composer: composer, note: watched.note))
                context.stdout.flush()
            }
            frame += 1
            if let key = terminal.pollKey(), [UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 27].contains(key) { break }
            context.sleep(max(0, 1 / fps - (context.monotonicSeconds() - now)))
        }
    }

    /// The watched timeline: the session drawn, what the store last said about it, and the note for the status line.
    struct Watched: Source {
        let name: String
        let store: Store
        let displayRate: Double
        var session: TimelineSession
        /// The timeline's and its presets' content hashes when the session was loaded.
        private var version: [String]
        private var counter: Int
        /// Why the timeline is no longer shown live (removed, renamed, unreadable), or nil.
        private(set) var gone: String?
        /// What the status line adds: the revision reloaded, or why the last frame stays.
        private(set) var note: String?

        init(name: String, store: Store, displayRate: Double) throws {
            self.name = name
            self.store = store
            self.displayRate = displayRate
            counter = try store.externalChangeCounter()
            session = try TimelineSession.load(name, from: store, displayRate: displayRate)
            version = Self.version(session)
        }

        private static func version(_ session: TimelineSession) -> [String] {
            [session.timeline.hash] + session.presetHashes.sorted { $0.key.uuidString < $1.key.uuidString }.map(\.value)
        }

        /// Asks the store whether anything was written since the last call (one cheap check) and, if the timeline
        /// or its presets changed, loads them. Returns whether playing should restart with a new session.
        mutating func refresh() throws -> Bool {
            let current = try store.externalChangeCounter()
            guard current != counter else { return false }
            counter = current
            let loaded: TimelineSession
            do {
                loaded = try TimelineSession.load(name, from: store, displayRate: displayRate)
            } catch let error as StoreError {
                gone = CLIError(error).description
                note = "\(gone!); last frame kept"
                return false
            } catch {
                // Stored content the evaluator refuses: the last good preview stays up.
                note = "cannot play the new revision (\(CLIError(error).description)); still playing the last good one"
                return false
            }
            let changed = Self.version(loaded) != version || gone != nil
            guard changed else { return false }
            session = loaded
            version = Self.version(loaded)
            gone = nil
            note = "revision \(loaded.timeline.revision)"
            return true
        }
    }

    /// A Swift file's view, re-read when the file's text changes: as `add timeline --swift` reads it (one reader), with
    /// the file's own types, never stored.
    struct WatchedFile: Source {
        let path: String
        let view: String?
        let store: Store
        let displayRate: Double
        let context: CommandContext
        var session: TimelineSession
        /// The text last read, good or not: a save that changes nothing is not read again.
        private var text: String
        let gone: String? = nil
        private(set) var note: String?

        init(path: String, view: String?, store: Store, displayRate: Double, context: CommandContext) throws {
            self.path = path
            self.view = view
            self.store = store
            self.displayRate = displayRate
            self.context = context
            text = try SwiftTypesListing.source(path, context)
            session = try Self.session(text, path: path, view: view, store: store, displayRate: displayRate, context)
        }

        /// The view of `text` read as the file at `path`, ready to play.
        private static func session(
            _ text: String, path: String, view: String?, store: Store, displayRate: Double, _ context: CommandContext
        ) throws -> TimelineSession {
            let fileName = context.resolvePath(path).lastPathComponent
            let file = try SwiftTypesListing.parse(text, fileName: fileName)
            let pasted = try AddCommand.readPastedView(
                file, path: path, view: view, name: String(fileName.dropLast(".swift".count)), store: { store })
            return try TimelineSession.unsaved(
                pasted.timeline, types: pasted.types, store: store, displayRate: displayRate)
        }

        mutating func refresh() throws -> Bool {
            let current: String
            do {
                current = try SwiftTypesListing.source(path, context)
            } catch {
                // Mid-save (the editor replacing the file) or removed: keep playing what was read last.
                note = "\(CLIError(error).description); last good frame kept"
                return false
            }
            guard current != text else { return false }
            text = current
            do {
                session = try Self.session(
                    current, path: path, view: view, store: store, displayRate: displayRate, context)
            } catch {
                note = "\(CLIError(error).description); last good frame kept"
                return false
            }
            note = "re-read"
            return true
        }
    }
}
