import AnimDBEngine
import AnimDBGeometry

/// How a type spells its animatable data: `@Animatable` (iOS 26) or a hand-written `animatableData` (before).
public enum AnimatableDataForm: Sendable {
    case macro, handWritten
}

extension InterpretedType {
    /// The file's source with this type's animatable data written in `form`, article 001's migration either way;
    /// the source as stored when it is already in that form, has no animatable data, or animates a property whose
    /// type the conversion does not spell (only numbers and angles are converted).
    ///
    /// - To `@Animatable`: the `animatableData` property goes, `@Animatable` goes before `struct`, and every stored
    ///   `var` the macro would animate but the getter did not read gets `@AnimatableIgnored`.
    /// - To hand-written: `@Animatable` and `@AnimatableIgnored` go, and after the last stored property comes
    ///   `var animatableData` of the animated properties in order, nested `AnimatablePair`s as the articles write
    ///   them (an angle as its radians, as article 001's legacy Arc).
    public func source(in form: AnimatableDataForm) -> String {
        let current: AnimatableDataForm
        switch declaration.animatableDataSource {
        case .macro: current = .macro
        case .handWritten: current = .handWritten
        case .none: return source
        }
        guard current != form else { return source }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let checker = Checker(program: program)
        let range = declaration.lines
        let structLine = info.decl.loc.line
        switch form {
        case .macro:
            // The property's lines, from its declaration to the brace the parser matched as its end.
            guard
                let decl = ([info.decl] + info.extensionDecls).lazy.flatMap(\.properties)
                    .first(where: { $0.name == "animatableData" }), let close = decl.braces?.close
            else { return source }
            let property = (decl.loc.line - 1)..<close.line
            let animated = checker.setterTargets(info)
            for i in checker.macroAnimated(info) where !animated.contains(info.fields[i].name) {
                let line = info.fields[i].loc.line - 1
                guard let at = lines[line].firstRange(of: "var ") else { return source }
                lines[line].replaceSubrange(at, with: "@AnimatableIgnored var ")
            }
            var removed = property
            // The blank line that separated the property from what follows goes with it.
            if removed.upperBound < lines.count, lines[removed.upperBound].allSatisfy(\.isWhitespace) {
                removed = removed.lowerBound..<(removed.upperBound + 1)
            }
            lines.removeSubrange(removed)
            let indent = String(lines[structLine - 1].prefix { $0 == " " || $0 == "\t" })
            lines.insert(indent + "@Animatable", at: structLine - 1)
        case .handWritten:
            let animated = checker.macroAnimated(info).map { info.fields[$0] }
            var parts: [(type: String, get: String, set: (String) -> String)] = []
            for field in animated {
                switch (field.type ?? checker.inferredType(field))?.description {
                case "Double", "CGFloat", "Float":
                    let t = (field.type ?? checker.inferredType(field))!.description
                    parts.append((t, field.name, { "\(field.name) = \($0)" }))
                case "Angle":
                    parts.append(("Double", "\(field.name).radians", { "\(field.name) = .radians(\($0))" }))
                default:
                    return source
                }
            }
            guard let lastField = info.fields.last?.loc.line else { return source }
            let fieldIndent = String(lines[lastField - 1].prefix { $0 == " " || $0 == "\t" })
            for i in (range.lowerBound - 1)..<min(lines.count, range.upperBound) {
                lines[i] = lines[i].replacing("@AnimatableIgnored ", with: "")
            }
            var removedAttribute = false
            if structLine >= 2, lines[structLine - 2].trimmingWhitespaceAndNewlines() == "@Animatable" {
                lines.remove(at: structLine - 2)
                removedAttribute = true
            } else {
                lines[structLine - 1] = lines[structLine - 1].replacing("@Animatable ", with: "")
            }
            // After the last stored property, which moved up a line if the attribute had one of its own.
            lines.insert(
                contentsOf: Self.animatableData(parts, indent: fieldIndent), at: lastField - (removedAttribute ? 1 : 0))
        }
        return lines.joined(separator: "\n")
    }

    /// `var animatableData: T { get { … } set { … } }` for `parts` (type, getter expression, setter statement).
    static func animatableData(_ parts: [(type: String, get: String, set: (String) -> String)], indent: String)
        -> [String]
    {
        func type(_ p: ArraySlice<(type: String, get: String, set: (String) -> String)>) -> String {
            p.count == 1 ? p.first!.type : "AnimatablePair<\(p.first!.type), \(type(p.dropFirst()))>"
        }
        func get(_ p: ArraySlice<(type: String, get: String, set: (String) -> String)>) -> String {
            p.count == 1 ? p.first!.get : "AnimatablePair(\(p.first!.get), \(get(p.dropFirst())))"
        }
        var sets: [String] = []
        var path = "newValue"
        for (i, part) in parts.enumerated() {
            sets.append(part.set(i == parts.count - 1 ? path : path + ".first"))
            path += ".second"
        }
        let i2 = indent + "    ", i3 = i2 + "    "
        return [""] + [
            "\(indent)var animatableData: \(type(parts[...])) {", "\(i2)get { \(get(parts[...])) }", "\(i2)set {",
        ]
            + sets.map { i3 + $0 } + ["\(i2)}", "\(indent)}"]
    }
}
