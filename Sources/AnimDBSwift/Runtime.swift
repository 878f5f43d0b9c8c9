import AnimDBEngine
import AnimDBGeometry

/// The state of one evaluation: the step and depth budget and the seeded random generator. Nothing outlives it,
/// so no evaluation sees another's state.
final class EvalContext {
    let limits: SwiftLimits
    var steps = 0
    var depth = 0
    var random: SwiftRandom

    init(limits: SwiftLimits, seed: UInt64 = 0x5EED) {
        self.limits = limits
        random = SwiftRandom(seed: seed)
    }

    @inline(__always)
    func step(_ line: Int) throws {
        steps &+= 1
        if steps > limits.maxSteps { throw Failure(line, "more than \(limits.maxSteps) steps — an endless loop?") }
    }

    func nextUnit() -> Double { random.unit() }
}

/// The seeded generator behind `random(in:)`, in bodies and in a pasted view's actions: SwiftUI code's randomness
/// made repeatable (`--seed`), so a render can be replayed.
public struct SwiftRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// SplitMix64: a uniform double in [0, 1).
    public mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }
}

/// One call's variables, addressed by slot numbers fixed at compile time (no lookups by name while running).
final class Frame {
    var slots: [Value]
    let ctx: EvalContext
    var returnValue: Value = .void

    init(slotCount: Int, ctx: EvalContext) {
        slots = Array(repeating: .void, count: slotCount)
        self.ctx = ctx
    }
}

enum Flow {
    case normal, breakLoop, continueLoop, returned
}

typealias Code = (Frame) throws -> Value
typealias StmtCode = (Frame) throws -> Flow

/// A compiled function or method. Slot 0 is `self` (or unused), then the parameters, then locals.
final class FunctionInfo: @unchecked Sendable {
    let decl: FunctionDecl
    weak var owner: StructInfo?
    var ownerEnum: EnumInfo?
    var slotCount = 1
    var body: StmtCode?
    var defaults: [Code?] = []
    var coercions: [((Value) -> Value)?] = []
    var returnCoercion: ((Value) -> Value)?

    init(decl: FunctionDecl, owner: StructInfo?) {
        self.decl = decl
        self.owner = owner
    }

    var name: String { decl.name }

    /// Runs the function. `selfValue` is read and, for mutating methods and inits, written back; `args` come back
    /// with the final values of `inout` parameters.
    func invoke(selfValue: inout Value, args: inout [Value], ctx: EvalContext, line: Int) throws -> Value {
        guard let body else { throw Failure(decl.loc.line, "'\(decl.spelling)' has no body") }
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        if ctx.depth > ctx.limits.maxCallDepth {
            throw Failure(line, "calls nested deeper than \(ctx.limits.maxCallDepth) — endless recursion?")
        }
        try ctx.step(line)
        let frame = Frame(slotCount: slotCount, ctx: ctx)
        frame.slots[0] = selfValue
        for i in 0..<args.count {
            frame.slots[i + 1] = coercions[i].map { $0(args[i]) } ?? args[i]
        }
        _ = try body(frame)
        if decl.isMutating { selfValue = frame.slots[0] }
        for (i, p) in decl.params.enumerated() where p.isInout { args[i] = frame.slots[i + 1] }
        let result = frame.returnValue
        return returnCoercion.map { $0(result) } ?? result
    }
}

/// A computed property: getter and optional setter, compiled as methods.
struct ComputedInfo {
    var getter: FunctionInfo
    var setter: FunctionInfo?
}

/// A user struct as the interpreter sees it.
final class StructInfo: @unchecked Sendable {
    let name: String
    var decl: TypeDecl
    var inherits: Set<String>
    var attributes: Set<String>
    var fields: [PropertyDecl] = []
    var fieldIndex: [String: Int] = [:]
    var fieldDefaults: [Code?] = []
    var fieldCoercions: [((Value) -> Value)?] = []
    var computed: [String: ComputedInfo] = [:]
    var methods: [String: [FunctionInfo]] = [:]
    var staticMethods: [String: [FunctionInfo]] = [:]
    var staticValues: [String: Value] = [:]
    var staticDecls: [String: PropertyDecl] = [:]
    var staticComputed: [String: FunctionInfo] = [:]
    var inits: [FunctionInfo] = []
    var extensionDecls: [TypeDecl] = []
    var callSpelling: String?

    init(decl: TypeDecl) {
        name = decl.name
        self.decl = decl
        inherits = Set(decl.inherits)
        attributes = Set(decl.attributes)
    }
}

/// A user enum: its cases in order, raw values and methods.
final class EnumInfo: @unchecked Sendable {
    let name: String
    let decl: TypeDecl
    var cases: [EnumCaseDecl]
    var rawValues: [Value] = []
    var methods: [String: [FunctionInfo]] = [:]
    var computed: [String: ComputedInfo] = [:]
    var staticMethods: [String: [FunctionInfo]] = [:]
    var staticValues: [String: Value] = [:]

    init(decl: TypeDecl) {
        name = decl.name
        self.decl = decl
        cases = decl.cases
    }

    func caseIndex(_ name: String) -> Int? { cases.firstIndex { $0.name == name } }
}

/// How call arguments map onto parameters: for each parameter, the argument index or nil (use the default).
func matchArguments(_ params: [Parameter], labels: [String?], trailingClosures: Set<Int> = []) -> [Int?]? {
    var result: [Int?] = []
    var a = 0
    for p in params {
        if a < labels.count, labels[a] == p.label || (labels[a] == nil && trailingClosures.contains(a)) {
            result.append(a)
            a += 1
        } else if p.defaultValue != nil {
            result.append(nil)
        } else {
            return nil
        }
    }
    return a == labels.count ? result : nil
}
