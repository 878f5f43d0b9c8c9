/// The engine's version, recorded with every render so results can be traced to the math that made them.
public enum EngineVersion {
    /// 1.1.0: stateful animations run on a display clock; an animated change's instant shows the previous value.
    public static let current = "1.1.0"
}
