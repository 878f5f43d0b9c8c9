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
        // A global option given after the subcommand name wins over one given before it: the last value wins.
        for (name, value) in global.values where parsed.values[name] == nil {
            parsed.values[name] = value
            parsed.texts[name] = global.texts[name]
        }
        parsed.flags.formUnion(global.flags)
        let options = spec.options + globalOptions
        parsed.declared = Set(options.map { "--\($0.name)" } + spec.arguments.map { "<\($0.name)>" })
        try refuseMissingOptions(options, in: parsed, path: path)
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
            guard let accept = option.accept else { preconditionFailure("'--\(option.name)' reads no value") }
            do {
                parsed.values[option.name] = try accept(value, parsed.values[option.name])
            } catch {
                throw error.error(for: "--\(option.name)", typed: value, path: path)
            }
            parsed.texts[option.name] = value
        }
    }

    /// Refuses a command line that lacks a required option.
    private func refuseMissingOptions(_ options: [OptionSpec], in parsed: ParsedArguments, path: [String]) throws {
        for option in options where option.isRequired && parsed.values[option.name] == nil {
            throw CLIError.usage("Missing expected option '--\(option.name) <\(option.valueName)>'", command: path)
        }
    }

    private func assign(
        _ positionals: [String], to spec: CommandSpec, into parsed: inout ParsedArguments, path: [String]
    ) throws {
        var index = 0
        for argument in spec.arguments {
            if argument.isVariadic {
                if positionals.count == index, !argument.isOptional {
                    throw CLIError.usage("Missing expected argument '<\(argument.name)>'", command: path)
                }
                parsed.positionals[argument.name] = try positionals[index...].map {
                    try read($0, as: argument, path: path)
                }
                index = positionals.count
                continue
            }
            if index < positionals.count {
                parsed.positionals[argument.name] = try read(positionals[index], as: argument, path: path)
                index += 1
            } else if !argument.isOptional {
                throw CLIError.usage("Missing expected argument '<\(argument.name)>'", command: path)
            }
        }
        if index < positionals.count {
            throw CLIError.usage("Unexpected argument '\(positionals[index])'", command: path)
        }
    }

    private func read(_ text: String, as argument: ArgumentSpec, path: [String]) throws -> any Sendable {
        do {
            return try argument.read(text)
        } catch {
            throw error.error(for: "<\(argument.name)>", typed: text, path: path)
        }
    }
}
