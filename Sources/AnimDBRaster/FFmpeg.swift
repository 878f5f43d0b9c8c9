import AnimDBEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `ffmpeg` program, found on `PATH` and run without a shell: arguments are an argv array (values animdb
/// computed, never text a user typed), frames go to its standard input as raw RGBA.
public struct FFmpeg: Hashable, Sendable {
    /// The executable's absolute path.
    public let path: String

    static let install = "apt-get install ffmpeg (Debian) or brew install ffmpeg (macOS)"

    public init(path: String) {
        self.path = path
    }

    /// The first executable regular file named `ffmpeg` in the directories of `searchPath` (a `PATH` value).
    /// Relative and empty entries are skipped: a picture should never run a program that happens to sit in the
    /// current directory.
    ///
    /// - Throws: `RasterError.missingProgram` when there is none.
    public static func locate(searchPath: String?) throws(RasterError) -> FFmpeg {
        for directory in (searchPath ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = String(directory) + (directory.hasSuffix("/") ? "ffmpeg" : "/ffmpeg")
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 else {
                continue
            }
            return FFmpeg(path: candidate)
        }
        throw .missingProgram(program: "ffmpeg", install: install)
    }

    /// The version ffmpeg reports (`5.1.9-0+deb12u1`), or `unknown`: recorded with a render, since another ffmpeg
    /// (or its libx264 or libvpx) may encode the same frames to other bytes.
    public func version() -> String {
        guard let output = try? EncoderProcess.output(of: self, ["-hide_banner", "-version"], limit: 4096) else {
            return "unknown"
        }
        // "ffmpeg version 5.1.9-0+deb12u1 Copyright (c) …"
        let words = output.prefix { $0 != "\n" }.split(separator: " ")
        guard words.count >= 3, words[0] == "ffmpeg", words[1] == "version" else { return "unknown" }
        let version = words[2].prefix(64)
        return version.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0.asciiValue! >= 0x21 })
            ? String(version) : "unknown"
    }
}
