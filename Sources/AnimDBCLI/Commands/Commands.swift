/// Every top-level command, in the order `animdb --help` lists them.
enum Commands {
    static var all: [CommandSpec] {
        [InitCommand.spec, TypesCommand.spec, CurveCommand.spec]
    }
}
