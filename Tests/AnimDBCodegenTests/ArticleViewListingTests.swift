import AnimDBCodegen
import Testing

/// The articles' demo views (`shared/seeds/`), as their listings write `body`, are what the trees generate for the
/// articles' target, token for token. Quoted with three changes a timeline implies: buttons have empty actions (a
/// timeline keeps changes by time, not actions), and what the catalog has no item for is left out (001's
/// `.drawingGroup()`, the slider's `step: 1` and `.onChange`, 002's `onCommit:`); the `.onAppear` the articles put on
/// the stack is the generated view's own `play()`. A value is written as animdb stores it: FlowerLoadingView's
/// `.linearGradient(…)` is the same gradient as `LinearGradient(…)`, which it is written as.
struct ArticleViewListingTests {
    static let listings: [(CodegenFixtures.TimelineCase, String)] = [
        (
            CodegenFixtures.arcDemoView,
            """
            VStack(spacing: 32) {
                Arc(
                    startAngle: startAngle,
                    endAngle: endAngle,
                    clockwise: false
                )
                .stroke(
                    LinearGradient(
                        colors: [.blue, .purple],
                        startPoint: .leading,
                        endPoint: .trailing
                    ),
                    style: StrokeStyle(lineWidth: 8, lineCap: .round)
                )
                .frame(width: 200, height: 200)

                Button("Animasikan Arc") {}
                .buttonStyle(.borderedProminent)
            }
            .padding()
            """
        ),
        (
            CodegenFixtures.waveDemoView,
            """
            VStack(spacing: 24) {
                Wave(
                    amplitude: amplitude,
                    frequency: frequency,
                    phase: phase
                )
                .stroke(.cyan, lineWidth: 3)
                .frame(height: 150)

                HStack(spacing: 16) {
                    Button("Gelombang Rendah") {}

                    Button("Gelombang Tinggi") {}
                }
                .buttonStyle(.bordered)
            }
            .padding()
            """
        ),
        (
            CodegenFixtures.polygonDemoView,
            #"""
            VStack(spacing: 32) {
                Polygon(
                    sides: sides,
                    scale: scale,
                    rotation: .degrees(0)
                )
                .fill(
                    AngularGradient(
                        colors: [.red, .orange, .yellow, .green, .blue, .purple, .red],
                        center: .center
                    )
                )
                .frame(width: 200, height: 200)

                VStack(spacing: 12) {
                    Text("Sisi: \(Int(sides))")
                        .font(.headline)

                    Slider(value: $sides, in: 3...12)
                }

                Button("Pulse") {}
                .buttonStyle(.borderedProminent)
            }
            .padding()
            """#
        ),
        (
            CodegenFixtures.shakeDemoView,
            """
            VStack(spacing: 24) {
                Text("Goyangkan Aku!")
                    .font(.title2.bold())
                    .shake(progress: shakeProgress, intensity: 15)

                Button("Shake!") {}
                .buttonStyle(.borderedProminent)
            }
            """
        ),
        (
            CodegenFixtures.flowerLoadingView,
            """
            VStack(spacing: 32) {
                PetalShape(
                    petalCount: petalCount,
                    innerRadius: 30,
                    outerRadius: outerRadius,
                    rotationOffset: rotationOffset
                )
                .fill(LinearGradient(
                    colors: [.pink, .purple, .indigo],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                ))
                .frame(width: 200, height: 200)
                .rotationEffect(.radians(rotationOffset))

                HStack(spacing: 12) {
                    Button("3 Kelopak") {}
                    Button("6 Kelopak") {}
                    Button("12 Kelopak") {}
                }
                .buttonStyle(.bordered)
            }
            """
        ),
        (
            CodegenFixtures.loginForm,
            """
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Enter username")
                    TextField("username", text: $username)
                    .textFieldStyle(.roundedBorder)
                    .shake(with: numberOfShakes)
                    Button("Check") {}
                }
                .padding()
                .navigationTitle("DevTechie")
            }
            """
        ),
        (
            CodegenFixtures.animatableTextContentView,
            """
            VStack {
                AnimatableTextView(value1: value1, value2: value2)
                Button("Animate Values") {}
            }
            .frame(width: 300, height: 200)
            .padding()
            """
        ),
    ]

    @Test(arguments: listings)
    func treeIsTheArticlesBody(timeline: CodegenFixtures.TimelineCase, listing: String) throws {
        let generated = TreeCodegenTests.content(try timeline.generate(.ios26).source)
        #expect(generated == SwiftTokens.tokens(listing), "\(timeline.name)")
    }
}
