import AnimDBSyntax
import AnimDBTestSupport

/// The one-line description of the `ExpressionError` that `body` throws, "no error" when it throws none, so table
/// tests compare whole messages.
func errorMessage(_ body: () throws -> Void) -> String {
    do {
        try body()
        return "no error"
    } catch let error as ExpressionError {
        return error.description
    } catch {
        return "unexpected \(error)"
    }
}

/// `text` with one to four random edits (a character replaced, removed or inserted from `alphabet`), for fuzzing.
func mutated(_ text: String, alphabet: [Character], using random: inout SeededGenerator) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
        if characters.isEmpty { characters = [random.pick(alphabet)] }
        let i = Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: characters[i] = random.pick(alphabet)
        case 1: characters.remove(at: i)
        default: characters.insert(random.pick(alphabet), at: i)
        }
    }
    return characters.isEmpty ? String(alphabet[0]) : String(characters)
}
