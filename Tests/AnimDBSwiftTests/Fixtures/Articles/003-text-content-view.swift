struct ContentView: View {
    @State private var value1: Double = 0.0
    @State private var value2: Double = 0.0
    @State private var animate = false

    var body: some View {
        VStack {
            AnimatableTextView(value1: value1, value2: value2)
            Button("Animate Values") {
                withAnimation(.easeInOut(duration: 2)) {
                    value1 = animate ? 100.0 : 0.0
                    value2 = animate ? 200.0 : 0.0
                }
                animate.toggle()
            }
        }
        .frame(width: 300, height: 200)
        .padding()
    }
}
