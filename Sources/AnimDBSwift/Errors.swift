/// Why a Swift file could not be read: `Star.swift:14:9: animdb does not read 'async' functions`. One line.
public struct SwiftSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    public let fileName: String
    public let location: SourceLocation
    public let message: String

    public init(fileName: String, location: SourceLocation, message: String) {
        self.fileName = fileName
        self.location = location
        self.message = message
    }

    public var description: String { "\(fileName):\(location.line):\(location.column): \(message)" }
}

/// Why an evaluation failed: `'Star' path(in:) line 12: more than 10000000 steps — an endless loop?`. One line.
public struct SwiftRuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    public let typeName: String
    public let function: String
    public let line: Int
    public let message: String

    public init(typeName: String, function: String, line: Int, message: String) {
        self.typeName = typeName
        self.function = function
        self.line = line
        self.message = message
    }

    public var description: String { "'\(typeName)' \(function) line \(line): \(message)" }
}

/// A failure inside the interpreter before it is attributed to a type and entry point.
struct Failure: Error {
    var line: Int
    var message: String
    init(_ line: Int, _ message: String) {
        self.line = line
        self.message = message
    }
}

/// Every bound the reader and the sandbox enforce, in one place. Going past one is an error naming it.
public struct SwiftLimits: Hashable, Sendable {
    /// Bytes of source in one file (a type file is code people write by hand, not generated data).
    public var maxSourceBytes = 1 << 20
    /// Tokens in one file.
    public var maxTokens = 200_000
    /// Nesting of blocks, expressions and types while parsing (keeps the recursive parser off the stack's end).
    public var maxNesting = 200
    /// Arguments in one call or elements in one array literal.
    public var maxArguments = 10_000
    /// Statements executed, loop iterations and calls in one evaluation (one `path(in:)`, one `body`).
    public var maxSteps = 10_000_000
    /// Nested calls in one evaluation (recursion depth).
    public var maxCallDepth = 200
    /// Elements in one array built at run time (literal, `append`, `map`, ranges turned into arrays).
    public var maxArrayCount = 1_000_000
    /// Characters in one string built at run time (interpolation, `+`, `String(format:)`).
    public var maxStringLength = 100_000
    /// Elements in one path (every move, line, curve and close).
    public var maxPathElements = 1_000_000

    public init() {}
}
