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
/// or one of its presets changes in the store (another `animdb` writing meanwhile), until q.
enum WatchCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "watch",
            abstract: "Play a stored timeline live in the terminal, re-drawn whenever it changes; q quits.",
            discussion: """
                Loops one pass of the timeline. Four times a second it asks the store whether anything was written \
                (one cheap check); when the timeline or a preset it uses has a new revision, playing restarts with \
                it and the status line says so. If the timeline is removed or renamed, the last frame stays with a \
                status line saying so, until it is back or q. Not recorded in the render history.
                """,
            options: [fps, Options.displayRate],
            arguments: [name],
            run: run
        )
    }

    static let fps = Options.fps(help: "Frames per second drawn.", default: 30)
    static let name = Argument("name", help: "The stored timeline.")
    /// How often the store is asked whether anything changed, in seconds.
    static let pollInterval = 0.25

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard context.stdout.isTerminal, let terminal = context.terminal else {
            throw CLIError.failure(
                "watch draws in a terminal; to print a timeline's frames use 'animdb play NAME --format table'")
        }
        let store = try StoreSession.open(arguments, context)
        var watched = try Watched(
            name: arguments[Self.name], store: store, displayRate: arguments[Options.displayRate])
        let fps = arguments[Self.fps]
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
    struct Watched {
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
}
