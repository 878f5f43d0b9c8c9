import AnimDBEngine

/// Why a picture or video could not be made. Every case reads as one line.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A system library could not be loaded (`library` is its project name, `install` how to get it).
    case missingLibrary(library: String, install: String)
    /// The ffmpeg program is not on `PATH`.
    case missingProgram(program: String, install: String)
    /// The requested pixels pass `AnimationLimits` (the message says which bound and how to ask for less).
    case tooLarge(String)
    /// librsvg refused the SVG document, or cairo failed while drawing it.
    case rasterization(String)
    /// ffmpeg could not be started, or exited with a failure; `detail` is its last line of error output.
    case encoder(program: String, detail: String)
    /// Reading or writing a file or pipe failed.
    case io(String)

    public var description: String {
        switch self {
        case .missingLibrary(let library, let install): "needs \(library): \(install)"
        case .missingProgram(let program, let install): "needs \(program): \(install)"
        case .tooLarge(let message): message
        case .rasterization(let message): TerminalText.escaped("cannot draw the SVG: \(message)")
        case .encoder(let program, let detail): TerminalText.escaped("\(program) failed: \(detail)")
        case .io(let message): TerminalText.escaped(message)
        }
    }
}
