/// Renders help and usage text in swift-argument-parser's layout: OVERVIEW / USAGE / ARGUMENTS / OPTIONS /
/// SUBCOMMANDS, labels indented 2 with help text from column 26, wrapped to the terminal width.
struct HelpFormatter {
    var width: Int = 80
    var globalOptions: [OptionSpec]

    private let labelColumn = 26

    func usage(_ spec: CommandSpec, path: [String]) -> String {
        var parts = [path.joined(separator: " ")]
        if !spec.subcommands.isEmpty && spec.run == nil {
            parts.append("<subcommand>")
            return parts.joined(separator: " ")
        }
        for argument in spec.arguments {
            var text = "<\(argument.name)>"
            if argument.isVariadic { text += " ..." }
            parts.append(argument.isOptional ? "[\(text)]" : text)
        }
        for option in spec.options {
            switch option.kind {
            case .flag: parts.append("[--\(option.name)]")
            case .value:
                let text = "--\(option.name) <\(option.valueName)>"
                parts.append(option.isRequired ? text : "[\(text)]")
            case .repeating:
                let text = "--\(option.name) <\(option.valueName)> ..."
                parts.append(option.isRequired ? text : "[\(text)]")
            }
        }
        return parts.joined(separator: " ")
    }

    func help(_ spec: CommandSpec, path: [String]) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n"
        if !spec.discussion.isEmpty { out += "\n" + wrap(spec.discussion, indent: 0) + "\n" }
        out += "\nUSAGE: \(usage(spec, path: path))\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in spec.arguments {
                let help = argument.defaultValue.map { "\(argument.help) (default: \($0))" } ?? argument.help
                out += row("<\(argument.name)>" + (argument.isVariadic ? " ..." : ""), help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in spec.options + globalOptions {
            out += row(label(option), optionHelp(option))
        }
        if path.count == 1 { out += row("--version", "Show the version.") }
        out += row("-h, --help", "Show help information.")
        if !spec.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in spec.subcommands { out += row(sub.name, sub.abstract) }
            out += "\n  See '\(path.first ?? "animdb") help <subcommand>' for detailed help.\n"
        }
        return out
    }

    private func label(_ option: OptionSpec) -> String {
        var text = option.short.map { "-\($0), " } ?? ""
        text += "--\(option.name)"
        if option.kind != .flag { text += " <\(option.valueName)>" }
        return text
    }

    private func optionHelp(_ option: OptionSpec) -> String {
        var suffix: [String] = []
        if let allowed = option.allowedValues { suffix.append("values: \(allowed.joined(separator: ", "))") }
        if let value = option.defaultValue { suffix.append("default: \(value)") }
        return suffix.isEmpty ? option.help : "\(option.help) (\(suffix.joined(separator: "; ")))"
    }

    private func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: labelColumn)
        let wrapped = wrap(help, indent: labelColumn)
        let first = "  " + label
        if first.count <= labelColumn - 2 {
            let padded = first + String(repeating: " ", count: labelColumn - first.count)
            return padded + wrapped.dropFirst(labelColumn) + "\n"
        }
        return first + "\n" + indent + wrapped.dropFirst(labelColumn) + "\n"
    }

    /// Greedy word wrap with every line indented by `indent` spaces (including the first).
    private func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let limit = max(width - indent, 20)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > limit {
                    lines.append(pad + line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            lines.append(pad + line)
        }
        return lines.joined(separator: "\n")
    }
}
