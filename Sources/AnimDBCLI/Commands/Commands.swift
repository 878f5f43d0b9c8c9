/// Every top-level command, in the order `animdb --help` lists them.
enum Commands {
    static var all: [CommandSpec] {
        [CurveCommand.spec]
    }
}
