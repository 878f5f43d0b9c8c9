import AnimDBEngine
import AnimDBModel
import AnimDBStore

extension OutputSink {
    /// Writes one line of text output (not data) with anything that would act on a terminal escaped
    /// (`TerminalText`): names, descriptions and expressions can come from a teammate's bundle.
    func text(_ line: String) {
        self.line(TerminalText.escaped(line))
    }
}
