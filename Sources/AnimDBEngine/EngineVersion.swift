/// The engine's version, recorded with every render so results can be traced to the math that made them.
public enum EngineVersion {
    public static let current = "1.0.0"
}
