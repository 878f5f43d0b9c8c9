#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// What full Foundation would give but FoundationEssentials does not. animdb keeps full Foundation (and with it ICU)
// out of its process so that it starts about as fast as the sqlite3 shell; each helper behaves as the Foundation
// call it replaces does in the POSIX locale.

/// `printf`-style formatting (`String(format:)` without Foundation).
package enum CFormat {
    /// `format` filled in by C's `vsnprintf`, as `String(format:)` does in the POSIX locale (the process never
    /// calls `setlocale`, so the decimal separator is always ".").
    package static func string(_ format: String, _ arguments: any CVarArg...) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard needed >= 0 else { return "" }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs: Foundation's `trimmingCharacters(in: .whitespaces)`.
    package func trimmingWhitespace() -> String {
        trimming { $0.properties.isWhitespace && !$0.isNewline }
    }

    /// Without leading and trailing whitespace and line breaks: `trimmingCharacters(in: .whitespacesAndNewlines)`.
    package func trimmingWhitespaceAndNewlines() -> String {
        trimming { $0.properties.isWhitespace }
    }

    /// Without leading and trailing line breaks: `trimmingCharacters(in: .newlines)`.
    package func trimmingNewlines() -> String {
        trimming(\.isNewline)
    }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

extension Unicode.Scalar {
    /// Whether this is a line break as `CharacterSet.newlines` counts them (U+000A–U+000D, U+0085, U+2028, U+2029).
    fileprivate var isNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// A one-line reason for a failed file or system operation, for messages such as "cannot read 'x': No such file or
/// directory" (what `localizedDescription` gave, without Foundation).
package func systemReason(_ error: any Error) -> String {
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    if let error = error as? CocoaError {
        if let underlying = error.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteFileExists: return String(cString: strerror(EEXIST))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        default: break
        }
    }
    return String(describing: error)
}
