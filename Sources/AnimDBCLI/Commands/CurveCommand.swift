import AnimDBEngine

enum CurveCommand {
    static var spec: CommandSpec {
        CommandSpec(name: "curve", abstract: "Evaluate an animation expression.", arguments: [ArgumentSpec("expression", help: "x")], run: { _, _ in })
    }
}
