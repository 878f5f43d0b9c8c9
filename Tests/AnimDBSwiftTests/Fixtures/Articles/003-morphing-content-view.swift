struct ContentView: View {
    @State private var size: CGFloat = 100
    @State private var cornerRadius: CGFloat = 50

    var body: some View {
        MorphingShape(size: size, cornerRadius: cornerRadius)
            .fill(Color.green)
            .frame(width: 200, height: 200)
            .onTapGesture {
                withAnimation(
                    .spring(
                        response: 1.0,
                        dampingFraction: 0.5,
                        blendDuration: 1.0
                    )
                ) {
                    size = CGFloat.random(in: 50...150)
                    cornerRadius = CGFloat.random(in: 0...75)
                }
            }
    }
}
