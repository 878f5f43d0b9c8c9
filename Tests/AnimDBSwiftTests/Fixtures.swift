import AnimDBSwift
import Foundation

/// Reads the test fixtures next to this file.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func source(_ relativePath: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    }

    static func file(_ relativePath: String) throws -> SwiftSourceFile {
        let name = (relativePath as NSString).lastPathComponent
        return try SwiftSourceFile(source: try source(relativePath), fileName: name)
    }

    static func type(_ relativePath: String, _ name: String) throws -> InterpretedType {
        try InterpretedType(file: try file(relativePath), typeName: name)
    }

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
    }
}
