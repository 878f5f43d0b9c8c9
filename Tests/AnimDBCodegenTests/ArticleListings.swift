/// The code listings of the four source articles (`shared/seeds/`) that define types, quoted as the specification
/// generated code is compared with: same stored properties and types, same `animatableData`, same `path(in:)` and
/// `body` code, same View extension. File names are the seeds'.
enum ArticleListings {
    /// 000 (AnimatableModifier): `ShakeEffect`, nested in AnimatableModifierDemo.
    static let shakeEffect = """
        struct ShakeEffect: AnimatableModifier {
        var shakes: CGFloat
        var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
        }
        func body(content: Content) -> some View {
        content.offset(x: sin(shakes * .pi * 2) * 10)
        }
        }
        """

    /// 001 (`@Animatable`): the old Trapezoid.
    static let trapezoidLegacy = """
        struct Trapezoid: Shape {
            var insetAmount: Double

            var animatableData: Double {
                get { insetAmount }
                set { insetAmount = newValue }
            }

            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: 0, y: rect.maxY))
                path.addLine(to: CGPoint(x: insetAmount, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX - insetAmount, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        """

    /// 001: the old Arc (its direction written in `path(in:)`).
    static let arcLegacy = """
        struct Arc: Shape {
            var startAngle: Angle
            var endAngle: Angle

            var animatableData: AnimatablePair<Double, Double> {
                get {
                    AnimatablePair(startAngle.radians, endAngle.radians)
                }
                set {
                    startAngle = Angle.radians(newValue.first)
                    endAngle = Angle.radians(newValue.second)
                }
            }

            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.addArc(
                    center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: rect.width / 2,
                    startAngle: startAngle,
                    endAngle: endAngle,
                    clockwise: false
                )
                return path
            }
        }
        """

    /// 001: the old Wave (nested AnimatablePair).
    static let waveLegacy = """
        struct Wave: Shape {
            var amplitude: Double
            var frequency: Double
            var phase: Double

            var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
                get {
                    AnimatablePair(amplitude, AnimatablePair(frequency, phase))
                }
                set {
                    amplitude = newValue.first
                    frequency = newValue.second.first
                    phase = newValue.second.second
                }
            }

            func path(in rect: CGRect) -> Path {
                // ... implementasi wave
                var path = Path()
                for x in stride(from: 0, through: rect.width, by: 1) {
                    let relativeX = x / rect.width
                    let angle = frequency * relativeX * 2 * .pi + phase
                    let y = sin(angle) * amplitude + rect.midY
                    if x == 0 {
                        path.move(to: CGPoint(x: x, y: y))
                    } else {
                        path.addLine(to: CGPoint(x: x, y: y))
                    }
                }
                return path
            }
        }
        """

    /// 001: `WaveLegacy` of the migration section, up to its elided `path(in:)` ("implementasi sama").
    static let waveLegacyMigration = """
        struct WaveLegacy: Shape {
            var amplitude: Double
            var frequency: Double
            var phase: Double

            var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
                get { AnimatablePair(amplitude, AnimatablePair(frequency, phase)) }
                set {
                    amplitude = newValue.first
                    frequency = newValue.second.first
                    phase = newValue.second.second
                }
            }
        """

    /// 001: the `@Animatable` Trapezoid.
    static let trapezoid = """
        @Animatable
        struct Trapezoid: Shape {
            var insetAmount: Double

            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: 0, y: rect.maxY))
                path.addLine(to: CGPoint(x: insetAmount, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX - insetAmount, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        """

    /// 001: the `@Animatable` Arc.
    static let arc = """
        @Animatable
        struct Arc: Shape {
            var startAngle: Angle
            var endAngle: Angle
            @AnimatableIgnored var clockwise: Bool

            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.addArc(
                    center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: rect.width / 2,
                    startAngle: startAngle,
                    endAngle: endAngle,
                    clockwise: clockwise
                )
                return path
            }
        }
        """

    /// 001: the `@Animatable` Wave.
    static let wave = """
        @Animatable
        struct Wave: Shape {
            var amplitude: Double
            var frequency: Double
            var phase: Double

            func path(in rect: CGRect) -> Path {
                var path = Path()
                for x in stride(from: 0, through: rect.width, by: 1) {
                    let relativeX = x / rect.width
                    let angle = frequency * relativeX * 2 * .pi + phase
                    let y = sin(angle) * amplitude + rect.midY
                    if x == 0 {
                        path.move(to: CGPoint(x: x, y: y))
                    } else {
                        path.addLine(to: CGPoint(x: x, y: y))
                    }
                }
                return path
            }
        }
        """

    /// 001: the `@Animatable` Polygon.
    static let polygon = """
        @Animatable
        struct Polygon: Shape {
            var sides: Double
            var scale: Double
            @AnimatableIgnored var rotation: Angle

            func path(in rect: CGRect) -> Path {
                let center = CGPoint(x: rect.midX, y: rect.midY)
                let radius = min(rect.width, rect.height) / 2 * scale
                let actualSides = max(Int(sides), 3)

                var path = Path()
                for i in 0..<actualSides {
                    let angle = (Double(i) / Double(actualSides)) * 2 * .pi
                        - .pi / 2 + rotation.radians
                    let point = CGPoint(
                        x: center.x + radius * cos(angle),
                        y: center.y + radius * sin(angle)
                    )
                    if i == 0 {
                        path.move(to: point)
                    } else {
                        path.addLine(to: point)
                    }
                }
                path.closeSubpath()
                return path
            }
        }
        """

    /// 001: the `@Animatable` ShakeModifier and its View extension.
    static let shakeModifier = """
        @Animatable
        struct ShakeModifier: ViewModifier {
            var progress: Double
            @AnimatableIgnored var intensity: Double

            func body(content: Content) -> some View {
                content
                    .offset(x: sin(progress * .pi * 6) * intensity * (1 - progress))
            }
        }

        extension View {
            func shake(progress: Double, intensity: Double = 10) -> some View {
                modifier(ShakeModifier(progress: progress, intensity: intensity))
            }
        }
        """

    /// 001: the `@Animatable` PetalShape.
    static let petalShape = """
        @Animatable
        struct PetalShape: Shape {
            var petalCount: Double
            var innerRadius: Double
            var outerRadius: Double
            @AnimatableIgnored var rotationOffset: Double

            func path(in rect: CGRect) -> Path {
                let center = CGPoint(x: rect.midX, y: rect.midY)
                let count = max(Int(petalCount), 2)
                var path = Path()

                for i in 0..<count {
                    let baseAngle = (Double(i) / Double(count)) * 2 * .pi + rotationOffset
                    let tipAngle = baseAngle
                    let leftAngle = baseAngle - .pi / Double(count)
                    let rightAngle = baseAngle + .pi / Double(count)

                    let tipPoint = CGPoint(
                        x: center.x + outerRadius * cos(tipAngle),
                        y: center.y + outerRadius * sin(tipAngle)
                    )
                    let leftControl = CGPoint(
                        x: center.x + innerRadius * cos(leftAngle),
                        y: center.y + innerRadius * sin(leftAngle)
                    )
                    let rightControl = CGPoint(
                        x: center.x + innerRadius * cos(rightAngle),
                        y: center.y + innerRadius * sin(rightAngle)
                    )

                    path.move(to: center)
                    path.addQuadCurve(to: tipPoint, control: leftControl)
                    path.addQuadCurve(to: center, control: rightControl)
                }

                return path
            }
        }
        """

    /// 002 (DevTechie): `Shake` and its View extension.
    static let shake = """
        struct Shake: AnimatableModifier {
            var shakes: CGFloat = 0

            var animatableData: CGFloat {
                get {
                    shakes
                } set {
                    shakes = newValue
                }
            }

            func body(content: Content) -> some View {
                content
                    .offset(x: sin(shakes * .pi * 2) * 5)
            }
        }

        extension View {
            func shake(with shakes: CGFloat) -> some View {
                modifier(Shake(shakes: shakes))
            }
        }
        """

    /// 003 (Animatable and AnimatablePair): the width/height rectangle's `animatableData` (its path is not shown).
    static let sizeRectangleAnimatableData = """
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get {
                AnimatablePair(width, height)
            }
            set {
                width = newValue.first
                height = newValue.second
            }
        }
        """

    /// 003: MorphingShape.
    static let morphingShape = """
        struct MorphingShape: Shape {
            var size: CGFloat
            var cornerRadius: CGFloat

            var animatableData: AnimatablePair<CGFloat, CGFloat> {
                get {
                    AnimatablePair(size, cornerRadius)
                }
                set {
                    size = newValue.first
                    cornerRadius = newValue.second
                }
            }

            func path(in rect: CGRect) -> Path {
                let adjustedSize = min(size, rect.width, rect.height)
                let rect = CGRect(
                    x: (rect.width - adjustedSize) / 2,
                    y: (rect.height - adjustedSize) / 2,
                    width: adjustedSize,
                    height: adjustedSize
                )
                return Path(roundedRect: rect, cornerRadius: cornerRadius)
            }
        }
        """

    /// 003: AnimatableTextView.
    static let animatableTextView = """
        struct AnimatableTextView: View, Animatable {
            var value1: Double
            var value2: Double

            var animatableData: AnimatablePair<Double, Double> {
                get {
                    AnimatablePair(value1, value2)
                }
                set {
                    value1 = newValue.first
                    value2 = newValue.second
                }
            }

            var body: some View {
                VStack {
                    Text(String(format: "%.2f", value1))
                        .font(.largeTitle)
                        .foregroundColor(.red)
                        .padding()
                    Text(String(format: "%.2f", value2))
                        .font(.largeTitle)
                        .foregroundColor(.blue)
                        .padding()
                }
            }
        }
        """
}
