import Foundation

/// Compiles generated Swift against the animdb modules the current `swift test` run already built, and runs it.
///
/// The test bundle lives in the build directory (`.build/<triple>/debug/`), next to `Modules/` (the
/// `.swiftmodule` files) and `<Target>.build/` (the object files); a checkout's `.build/debug` is tried as well.
struct SwiftCompiler {
    let swiftc: URL
    let buildDirectory: URL

    /// The compiler and build directory, or nil when either cannot be found (the tests that need them are skipped).
    static let available: SwiftCompiler? = {
        let environment = ProcessInfo.processInfo.environment
        let paths = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let swiftc = paths.map({ URL(fileURLWithPath: $0).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            repository.appendingPathComponent(".build/debug"),
        ]
        guard
            let build = candidates.first(where: { directory in
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent("Modules/AnimDBGeometry.swiftmodule").path)
                    && FileManager.default.fileExists(
                        atPath: directory.appendingPathComponent("AnimDBGeometry.build").path)
            })
        else { return nil }
        return SwiftCompiler(swiftc: swiftc, buildDirectory: build.resolvingSymlinksInPath())
    }()

    /// Compiles `source` as a program linked with `modules`' object files, runs it and returns its stdout.
    func run(_ source: String, modules: [String], in directory: URL) throws -> String {
        let main = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: main)
        let executable = directory.appendingPathComponent("generated")
        var arguments = [
            main.path, "-o", executable.path, "-swift-version", "6",
            "-I", buildDirectory.appendingPathComponent("Modules").path,
            "-module-cache-path", directory.appendingPathComponent("ModuleCache").path,
        ]
        for module in modules {
            arguments += try objectFiles(of: module)
        }
        let compile = try Self.launch(swiftc, arguments)
        guard compile.status == 0 else {
            throw Failure(message: "swiftc failed:\n\(compile.stderr)\n--- source ---\n\(source)")
        }
        let run = try Self.launch(executable, [])
        guard run.status == 0 else { throw Failure(message: "generated program failed:\n\(run.stderr)") }
        return run.stdout
    }

    /// Type-checks `source` as a program importing the built modules; returns the compiler's errors, empty when it
    /// type-checks.
    func typecheck(_ source: String, in directory: URL, swiftVersion: String = "6") throws -> String {
        let main = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: main)
        let check = try Self.launch(
            swiftc,
            [
                main.path, "-typecheck", "-swift-version", swiftVersion,
                "-I", buildDirectory.appendingPathComponent("Modules").path,
                "-module-cache-path", directory.appendingPathComponent("ModuleCache").path,
            ])
        return check.status == 0 ? "" : check.stderr
    }

    /// The object files of `module`'s current sources, as the build's output file map lists them: objects left in
    /// the build directory by files since moved or deleted must not be linked.
    func objectFiles(of module: String) throws -> [String] {
        let directory = buildDirectory.appendingPathComponent("\(module).build")
        let map = try JSONSerialization.jsonObject(
            with: Data(contentsOf: directory.appendingPathComponent("output-file-map.json")))
        guard let entries = map as? [String: [String: String]] else {
            throw Failure(message: "unreadable output-file-map.json for \(module)")
        }
        var objects = entries.values.compactMap { $0["object"] }
        // The module's own object (its emitted module and symbol graph) when the build made one.
        let moduleObject = directory.appendingPathComponent("\(module).swiftmodule.o").path
        if FileManager.default.fileExists(atPath: moduleObject) { objects.append(moduleObject) }
        return objects.sorted()
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs `executable` to completion. Output goes to temporary files rather than pipes: a child that fills one
    /// pipe while the parent drains the other would block both forever.
    static func launch(_ executable: URL, _ arguments: [String]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animdb-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return (process.terminationStatus, read(outputURL), read(errorURL))
    }
}
