import AnimDBEngine

/// Just enough of SwiftUI, as it declares its names, for generated views to type-check on Linux: the view protocol
/// and its result builder, `@State` and `Binding`, the containers, views and controls the catalog has, the modifiers
/// generated code writes (iOS 13's forms and the newer ones), shape styles with their implicit members, `Shape` and
/// the built-in shapes, `withAnimation`/`withTransaction`, and `KeyframeAnimator` with its builders. Values come from
/// animdb's engine (`Color`, `Angle`, `Animation`, `Font`, gradients, alignments), which mirrors SwiftUI's; `Path`
/// from its geometry module. Every view is a `StandInView`: only the types of the calls are checked, nothing draws.
///
/// The `@Animatable` macro ships only with Apple's SDK, so its attributes are taken out first (`stripMacros`): the
/// types' `animatableData` is the business of `GeneratedCodeCompileTests`.
enum SwiftUIStandIn {
    /// `source` without `import SwiftUI` and the macro attributes.
    static func prepared(_ source: String) -> String {
        source.replacingOccurrences(of: "import SwiftUI\n", with: "")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.trimmingCharacters(in: .whitespaces) != "@Animatable" }
            .joined(separator: "\n")
            .replacingOccurrences(of: "@AnimatableIgnored ", with: "")
    }

    /// The colours every `Color` has, as static members of `ShapeStyle` (SE-0299), so `.fill(.cyan)` reads them.
    static let colorNames = [
        "black", "white", "clear", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
        "purple", "pink", "brown", "gray", "primary", "secondary",
    ]

    static var prelude: String {
        let colors = colorNames.map { "    static var \($0): Color { Color.\($0) }" }.joined(separator: "\n")
        return declarations + "\nextension ShapeStyle where Self == Color {\n\(colors)\n}\n\n"
    }

    private static let declarations = """
        import AnimDBEngine
        import AnimDBGeometry
        import Foundation

        #if canImport(FoundationEssentials)
            typealias CGFloat = AnimDBEngine.CGFloat
            typealias CGPoint = AnimDBEngine.CGPoint
            typealias CGSize = AnimDBEngine.CGSize
            typealias CGRect = AnimDBEngine.CGRect
        #endif

        protocol View {
            associatedtype Body: View = Never
            @ViewBuilder var body: Body { get }
        }
        extension Never: View {}
        extension View where Body == Never {
            var body: Never { fatalError() }
        }
        /// What every stand-in view and modifier gives.
        struct StandInView: View {}

        @resultBuilder enum ViewBuilder {
            static func buildBlock() -> StandInView { StandInView() }
            static func buildBlock<each Content: View>(_ content: repeat each Content) -> StandInView { StandInView() }
            static func buildOptional(_ content: StandInView?) -> StandInView { StandInView() }
            static func buildEither(first: StandInView) -> StandInView { StandInView() }
            static func buildEither(second: StandInView) -> StandInView { StandInView() }
        }

        @propertyWrapper struct State<Value> {
            final class Box {
                var value: Value
                init(_ value: Value) { self.value = value }
            }
            private let box: Box
            init(wrappedValue: Value) { box = Box(wrappedValue) }
            var wrappedValue: Value {
                get { box.value }
                nonmutating set { box.value = newValue }
            }
            var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
        }
        struct Binding<Value> {
            let get: () -> Value
            let set: (Value) -> Void
            static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
        }

        struct Transaction {
            var disablesAnimations = false
        }
        func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
            try body()
        }
        func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
            try body()
        }

        // Containers and views.
        struct VStack: View {
            init<Content: View>(
                alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
            ) {}
        }
        struct HStack: View {
            init<Content: View>(
                alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
            ) {}
        }
        struct ZStack: View {
            init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
        }
        struct Group: View {
            init<Content: View>(@ViewBuilder content: () -> Content) {}
        }
        struct NavigationStack: View {
            init<Content: View>(@ViewBuilder root: () -> Content) {}
        }
        struct NavigationView: View {
            init<Content: View>(@ViewBuilder content: () -> Content) {}
        }
        struct Text: View {
            init(_ content: String) {}
        }
        struct TextField: View {
            init(_ title: String, text: Binding<String>) {}
        }
        struct Button: View {
            init(_ title: String, action: @escaping () -> Void) {}
        }
        struct Slider: View {
            init<Value: BinaryFloatingPoint>(value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1) {}
        }
        struct Toggle: View {
            init(_ title: String, isOn: Binding<Bool>) {}
        }
        struct Spacer: View {
            init(minLength: CGFloat? = nil) {}
        }
        extension Color: View {}
        extension Color {
            func opacity(_ opacity: Double) -> Color { self }
            var gradient: AnyGradient { AnyGradient() }
        }

        // Shape styles.
        protocol ShapeStyle {}
        extension Color: ShapeStyle {}
        extension LinearGradient: ShapeStyle, View {}
        extension AngularGradient: ShapeStyle, View {}
        struct AnyGradient: ShapeStyle {}
        struct AnyShapeStyle: ShapeStyle {
            init<Style: ShapeStyle>(_ style: Style) {}
        }
        extension ShapeStyle where Self == LinearGradient {
            static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
                LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
            }
        }
        enum BlendMode {
            case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
            case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
            case destinationOut, plusDarker, plusLighter
        }
        struct FillStyle {
            init(eoFill: Bool = false) {}
        }

        // Shapes: SwiftUI's are views (animdb's geometry module has the same names, not as views).
        protocol Shape: View {
            func path(in rect: CGRect) -> Path
        }
        extension Shape {
            func fill<Style: ShapeStyle>(_ content: Style, style: FillStyle = FillStyle()) -> StandInView {
                StandInView()
            }
            func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> StandInView { StandInView() }
            func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> StandInView { StandInView() }
            func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape { TrimmedShape() }
            func offset(x: CGFloat = 0, y: CGFloat = 0) -> TrimmedShape { TrimmedShape() }
            func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TrimmedShape { TrimmedShape() }
            func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TrimmedShape { TrimmedShape() }
            func transform(_ transform: CGAffineTransform) -> TrimmedShape { TrimmedShape() }
        }
        protocol InsettableShape: Shape {}
        extension InsettableShape {
            func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> StandInView {
                StandInView()
            }
            func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> StandInView { StandInView() }
            func inset(by amount: CGFloat) -> Self { self }
        }
        extension Circle: InsettableShape {}
        extension Ellipse: InsettableShape {}
        extension Capsule: InsettableShape {}
        extension Rectangle: InsettableShape {}
        extension RoundedRectangle: InsettableShape {}
        struct TrimmedShape: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        struct Circle: Shape {
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }
        struct Ellipse: Shape {
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }
        struct Capsule: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        struct Rectangle: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        struct RoundedRectangle: Shape {
            init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
            func path(in rect: CGRect) -> Path { Path(rect) }
        }

        // Modifiers.
        protocol ViewModifier {
            associatedtype Body: View
            typealias Content = StandInView
            func body(content: Content) -> Body
        }
        protocol AnimatableModifier: ViewModifier, Animatable {}
        struct DefaultButtonStyle {}
        struct PlainButtonStyle {}
        struct BorderlessButtonStyle {}
        struct DefaultTextFieldStyle {}
        struct PlainTextFieldStyle {}
        struct RoundedBorderTextFieldStyle {}

        extension View {
            func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> StandInView { StandInView() }
            func id<ID: Hashable>(_ id: ID) -> StandInView { StandInView() }
            func onAppear(perform action: (() -> Void)? = nil) -> StandInView { StandInView() }
            func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> StandInView { StandInView() }
            func padding(_ length: CGFloat) -> StandInView { StandInView() }
            func padding(_ insets: EdgeInsets) -> StandInView { StandInView() }
            func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> StandInView {
                StandInView()
            }
            func frame(
                minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center
            ) -> StandInView { StandInView() }
            func fixedSize() -> StandInView { StandInView() }
            func fixedSize(horizontal: Bool, vertical: Bool) -> StandInView { StandInView() }
            func position(x: CGFloat = 0, y: CGFloat = 0) -> StandInView { StandInView() }
            func layoutPriority(_ value: Double) -> StandInView { StandInView() }
            func zIndex(_ value: Double) -> StandInView { StandInView() }
            func transition(_ transition: AnyTransition) -> StandInView { StandInView() }
            func buttonStyle(_ style: ButtonStyle) -> StandInView { StandInView() }
            func buttonStyle(_ style: DefaultButtonStyle) -> StandInView { StandInView() }
            func buttonStyle(_ style: PlainButtonStyle) -> StandInView { StandInView() }
            func buttonStyle(_ style: BorderlessButtonStyle) -> StandInView { StandInView() }
            func textFieldStyle(_ style: TextFieldStyle) -> StandInView { StandInView() }
            func textFieldStyle(_ style: DefaultTextFieldStyle) -> StandInView { StandInView() }
            func textFieldStyle(_ style: PlainTextFieldStyle) -> StandInView { StandInView() }
            func textFieldStyle(_ style: RoundedBorderTextFieldStyle) -> StandInView { StandInView() }
            func phaseAnimator<Phase: Equatable>(
                _ phases: [Phase], @ViewBuilder content: @escaping (StandInView, Phase) -> some View,
                animation: @escaping (Phase) -> Animation? = { _ in .default }
            ) -> StandInView { StandInView() }
            func phaseAnimator<Phase: Equatable>(
                _ phases: [Phase], trigger: some Equatable,
                @ViewBuilder content: @escaping (StandInView, Phase) -> some View,
                animation: @escaping (Phase) -> Animation? = { _ in .default }
            ) -> StandInView { StandInView() }
            func navigationTitle(_ title: String) -> StandInView { StandInView() }
            func navigationBarTitle(_ title: String) -> StandInView { StandInView() }
            func overlay<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content)
                -> StandInView
            { StandInView() }
            @_disfavoredOverload
            func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> StandInView {
                StandInView()
            }
            func background<Style: ShapeStyle>(_ style: Style) -> StandInView { StandInView() }
            func background<Style: ShapeStyle, S: Shape>(_ style: Style, in shape: S) -> StandInView { StandInView() }
            func background<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content)
                -> StandInView
            { StandInView() }
            @_disfavoredOverload
            func background<Background: View>(_ background: Background, alignment: Alignment = .center)
                -> StandInView
            { StandInView() }
            func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> StandInView {
                StandInView()
            }
            @_disfavoredOverload
            func mask<Mask: View>(_ mask: Mask) -> StandInView { StandInView() }
            func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> StandInView { StandInView() }
            func clipped() -> StandInView { StandInView() }
            func cornerRadius(_ radius: CGFloat) -> StandInView { StandInView() }
            func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> StandInView { StandInView() }
            func foregroundColor(_ color: Color?) -> StandInView { StandInView() }
            func font(_ font: Font?) -> StandInView { StandInView() }
            func multilineTextAlignment(_ alignment: TextAlignment) -> StandInView { StandInView() }
            func offset(x: CGFloat = 0, y: CGFloat = 0) -> StandInView { StandInView() }
            func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> StandInView { StandInView() }
            func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> StandInView { StandInView() }
            func opacity(_ opacity: Double) -> StandInView { StandInView() }
            func blur(radius: CGFloat, opaque: Bool = false) -> StandInView { StandInView() }
            func shadow(
                color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
            ) -> StandInView { StandInView() }
            func brightness(_ amount: Double) -> StandInView { StandInView() }
            func contrast(_ amount: Double) -> StandInView { StandInView() }
            func saturation(_ amount: Double) -> StandInView { StandInView() }
            func grayscale(_ amount: Double) -> StandInView { StandInView() }
            func hueRotation(_ angle: Angle) -> StandInView { StandInView() }
            func colorMultiply(_ color: Color) -> StandInView { StandInView() }
            func colorInvert() -> StandInView { StandInView() }
            func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> StandInView { StandInView() }
            func rotation3DEffect(
                _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1
            ) -> StandInView { StandInView() }
            func transformEffect(_ transform: CGAffineTransform) -> StandInView { StandInView() }
            func blendMode(_ mode: BlendMode) -> StandInView { StandInView() }
            func hidden() -> StandInView { StandInView() }
        }
        struct AnyTransition {
            static let identity = AnyTransition()
            static let opacity = AnyTransition()
            static let scale = AnyTransition()
            static let slide = AnyTransition()
            static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
            static func move(edge: Edge) -> AnyTransition { AnyTransition() }
            static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
            static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
            static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
            func combined(with other: AnyTransition) -> AnyTransition { self }
        }
        /// iOS 17's `Transition` protocol, whose scale takes its factor unlabelled.
        struct ScaleTransition {}
        extension View {
            func transition(_ transition: ScaleTransition) -> StandInView { StandInView() }
        }
        extension ScaleTransition {
            static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition() }
        }

        // Keyframes (iOS 17): the engine's keyframe functions, collected by SwiftUI's builders.
        struct KeyframeTrack<Root, Value: VectorArithmetic> {
            init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {}
        }
        @resultBuilder struct KeyframeTrackContentBuilder<Value: VectorArithmetic> {
            static func buildExpression(_ keyframe: Keyframe<Value>) -> [Keyframe<Value>] { [keyframe] }
            static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
        }
        @resultBuilder struct KeyframesBuilder<Root> {
            static func buildExpression<Value>(_ track: KeyframeTrack<Root, Value>) -> Int { 1 }
            static func buildBlock(_ tracks: Int...) -> Int { tracks.count }
        }
        struct KeyframeAnimator<Value>: View {
            init<Content: View, Trigger: Equatable>(
                initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Int
            ) {}
        }

        """
}
