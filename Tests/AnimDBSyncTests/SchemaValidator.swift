import AnimDBModel
import AnimDBStore
import Foundation

/// Validates JSON against the subset of JSON Schema that `schemas/bundle.schema.json` uses.
///
/// Supported: `type` (one or a list; `integer` is a whole number), `required`, `properties`,
/// `additionalProperties` (a Boolean or a schema), `items`, `enum`, `pattern` (Foundation regular expressions,
/// which cover the simple patterns used), `minimum`, `maximum`, `maxLength` (in Unicode scalars), `maxItems`,
/// `oneOf` (exactly one branch matches), and `$ref` to `#/$defs/NAME`. Keywords that apply to one type are ignored for values of another, as the spec says.
struct SchemaValidator {
    let root: JSONValue

    /// Every violation, as `path: reason`; empty when `value` conforms.
    func violations(of value: JSONValue, against schema: JSONValue? = nil, path: String = "$") -> [String] {
        var schema = schema ?? root
        if let reference = schema["$ref"]?.stringValue {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let resolved = root["$defs"]?[name] else { return ["\(path): unresolved \(reference)"] }
            schema = resolved
        }
        var problems: [String] = []
        if let branches = schema["oneOf"]?.arrayValue {
            let matching = branches.filter { violations(of: value, against: $0, path: path).isEmpty }.count
            if matching != 1 {
                problems.append(
                    "\(path): matches \(matching) of the \(branches.count) 'oneOf' branches, not exactly one")
            }
        }
        if let types = schema["type"], !Self.matches(value, types: types.arrayValue ?? [types]) {
            return ["\(path): expected \(types.canonicalText), found \(value.canonicalText.prefix(40))"]
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(value) {
            problems.append("\(path): not one of \(schema["enum"]!.canonicalText)")
        }
        switch value {
        case .string(let text):
            if let limit = schema["maxLength"]?.numberValue, Double(text.unicodeScalars.count) > limit {
                problems.append("\(path): longer than \(Int(limit))")
            }
            if let pattern = schema["pattern"]?.stringValue, !Self.matches(text, pattern: pattern) {
                problems.append("\(path): does not match \(pattern)")
            }
        case .number(let number):
            if let minimum = schema["minimum"]?.numberValue, number < minimum {
                problems.append("\(path): below \(minimum)")
            }
            if let maximum = schema["maximum"]?.numberValue, number > maximum {
                problems.append("\(path): above \(maximum)")
            }
        case .array(let elements):
            if let limit = schema["maxItems"]?.numberValue, Double(elements.count) > limit {
                problems.append("\(path): more than \(Int(limit)) items")
            }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    problems += violations(of: element, against: items, path: "\(path)[\(index)]")
                }
            }
        case .object(let members):
            for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[key] == nil {
                problems.append("\(path): missing '\(key)'")
            }
            let properties = schema["properties"]?.objectValue ?? [:]
            for key in members.keys.sorted() {
                if let property = properties[key] {
                    problems += violations(of: members[key]!, against: property, path: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path): unexpected '\(key)'")
                    } else if additional.objectValue != nil {
                        problems += violations(of: members[key]!, against: additional, path: "\(path).\(key)")
                    }
                }
            }
        default:
            break
        }
        return problems
    }

    private static func matches(_ value: JSONValue, types: [JSONValue]) -> Bool {
        types.compactMap(\.stringValue).contains { type in
            switch (type, value) {
            case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
                ("object", .object):
                true
            case ("integer", .number(let number)): number == number.rounded()
            default: false
            }
        }
    }

    private static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
