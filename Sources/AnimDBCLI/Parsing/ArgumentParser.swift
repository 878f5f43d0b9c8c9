/// Parses a command line against a tree of `CommandSpec`s.
///
/// Pure: it reads only its inputs and throws `CLIError.usage` for malformed command lines, so every error message
/// can be tested without running a command.
struct ArgumentParser {
    let root: CommandSpec
    /// Options accepted by every command, before or after the subcommand name (`--db`).
    let globalOptions: [OptionSpec]

    /// Finds the command the words select and parses the rest against it.
    func parse(_ words: [String]) throws -> (CommandSpec, ParsedArguments) {
        var spec = root
        var path = [root.name]
        var remaining = words[...]
        var global = ParsedArguments(commandPath: path)
        // Walk down the subcommand tree, letting global options appear anywhere on the way.
        while let word = remaining.first {
            if word == "--help" || word == "-h" { throw HelpRequest(commandPath: path) }
            if word == "--version", spec.name == root.name { throw VersionRequest() }
            if let option = globalOption(word) {
                remaining = remaining.dropFirst()
                try consume(option, word: word, from: &remaining, into: &global, path: path)
                continue
            }
            guard !spec.subcommands.isEmpty else { break }
            if word == "help", spec.name == root.name {
                let target = Array(remaining.dropFirst())
                throw HelpRequest(commandPath: try resolvePath(target))
            }
            guard let sub = spec.subcommands.first(where: { $0.name == word }) else {
                // A command that runs by itself (`history NAME`) takes the word as its own argument.
                if spec.run != nil { break }
                if word.hasPrefix("-") {
                    throw CLIError.usage("Unknown option '\(word)'", command: path)
                }
                let names = spec.subcommands.map(\.name)
                let hint = didYouMean(word, among: names)
                throw CLIError.usage("Unknown command '\(word)'.\(hint)", command: path)
            }
            spec = sub
            path.append(sub.name)
            remaining = remaining.dropFirst()
        }
        if spec.run == nil {
            throw CLIError.usage(
                "Missing subcommand (one of: \(spec.subcommands.map(\.name).joined(separator: ", ")))", command: path)
        }
        var parsed = try parseOptions(Array(remaining), for: spec, path: path)
        for (name, list) in global.values { parsed.values[name, default: []].insert(contentsOf: list, at: 0) }
        parsed.flags.formUnion(global.flags)
        try applyOptionRules(spec.options + globalOptions, to: &parsed, path: path)
        return (spec, parsed)
    }

    /// The command path named by `help a b` (validated, with suggestions).
    func resolvePath(_ words: [String]) throws -> [String] {
        var spec = root
        var path = [root.name]
        for word in words {
            guard let sub = spec.subcommands.first(where: { $0.name == word }) else {
                let hint = didYouMean(word, among: spec.subcommands.map(\.name))
                throw CLIError.usage("Unknown command '\(word)'.\(hint)", command: path)
            }
            spec = sub
            path.append(word)
        }
        return path
    }

    private func globalOption(_ word: String) -> OptionSpec? {
        let name = optionName(word)
        return globalOptions.first { "--\($0.name)" == name }
    }

    private func optionName(_ word: String) -> String {
        word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
    }

    private func parseOptions(_ words: [String], for spec: CommandSpec, path: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments(commandPath: path)
        var positionals: [String] = []
        var remaining = words[...]
        var onlyPositionals = false
        while let word = remaining.popFirst() {
            if onlyPositionals || !looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "--help" || word == "-h" { throw HelpRequest(commandPath: path) }
            let option: OptionSpec
            if let global = globalOption(word) {
                option = global
            } else if let found = lookup(word, in: spec) {
                option = found
            } else {
                let all = spec.options.map { "--\($0.name)" } + globalOptions.map { "--\($0.name)" }
                let hint = word.hasPrefix("--") ? didYouMean(optionName(word), among: all) : ""
                throw CLIError.usage("Unknown option '\(optionName(word))'.\(hint)", command: path)
            }
            try consume(option, word: word, from: &remaining, into: &parsed, path: path)
        }
        try assign(positionals, to: spec, into: &parsed, path: path)
        return parsed
    }

    /// A word starting with "-" is an option unless it is a negative number or a lone "-" (stdin).
    private func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        return Double(word) == nil
    }

    private func lookup(_ word: String, in spec: CommandSpec) -> OptionSpec? {
        if word.hasPrefix("--") {
            let name = optionName(word)
            return spec.options.first { "--\($0.name)" == name }
        }
        guard word.count == 2, let letter = word.dropFirst().first else { return nil }
        return spec.options.first { $0.short == letter }
    }

    private func consume(
        _ option: OptionSpec, word: String, from remaining: inout ArraySlice<String>,
        into parsed: inout ParsedArguments, path: [String]
    ) throws {
        let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
        switch option.kind {
        case .flag:
            if inline != nil {
                throw CLIError.usage("Option '--\(option.name)' takes no value", command: path)
            }
            parsed.flags.insert(option.name)
        case .value, .repeating:
            // The next word is taken as the value even when it starts with "-" (`--from -1`).
            guard let value = inline ?? remaining.popFirst() else {
                throw CLIError.usage("Missing value for '--\(option.name) <\(option.valueName)>'", command: path)
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                let hint = didYouMean(value, among: allowed)
                throw CLIError.usage(
                    "The value '\(value)' is invalid for '--\(option.name)' (one of: \(allowed.joined(separator: ", "))).\(hint)",
                    command: path)
            }
            parsed.values[option.name, default: []].append(value)
        }
    }

    /// Refuses a command line that lacks a required option and fills in the defaults of the others.
    private func applyOptionRules(_ options: [OptionSpec], to parsed: inout ParsedArguments, path: [String]) throws {
        for option in options where parsed.values[option.name] == nil {
            if option.isRequired {
                throw CLIError.usage("Missing expected option '--\(option.name) <\(option.valueName)>'", command: path)
            }
            if let value = option.defaultValue { parsed.defaults[option.name] = value }
        }
    }

    private func assign(
        _ positionals: [String], to spec: CommandSpec, into parsed: inout ParsedArguments, path: [String]
    ) throws {
        var index = 0
        for argument in spec.arguments {
            if argument.isVariadic {
                parsed.positionals[argument.name] = Array(positionals[index...])
                if positionals.count == index, !argument.isOptional {
                    throw CLIError.usage("Missing expected argument '<\(argument.name)>'", command: path)
                }
                index = positionals.count
                continue
            }
            if index < positionals.count {
                parsed.positionals[argument.name] = [positionals[index]]
                index += 1
            } else if let value = argument.defaultValue {
                parsed.positionals[argument.name] = [value]
            } else if !argument.isOptional {
                throw CLIError.usage("Missing expected argument '<\(argument.name)>'", command: path)
            }
        }
        if index < positionals.count {
            throw CLIError.usage("Unexpected argument '\(positionals[index])'", command: path)
        }
    }
}
