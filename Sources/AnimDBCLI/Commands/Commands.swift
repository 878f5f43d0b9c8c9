/// Every top-level command, in the order `animdb --help` lists them.
enum Commands {
    static var all: [CommandSpec] {
        [
            InitCommand.spec, TypesCommand.spec, AddCommand.spec, SetCommand.spec, ObjectCommands.renameSpec,
            ObjectCommands.removeSpec, ListCommand.spec, ShowCommand.spec, ShowCommand.logSpec, DiffCommand.spec,
            ObjectCommands.revertSpec, PlayCommand.spec, WatchCommand.spec, RenderCommand.spec, HistoryCommand.spec,
            ReplayCommand.spec,
            SyncCommands.exportSpec, SyncCommands.importSpec, ImportLottieCommand.spec, SyncCommands.syncSpec,
            CheckCommand.spec,
            CurveCommand.spec,
            CodegenCommand.spec,
            StudioCommand.spec,
        ]
    }
}
