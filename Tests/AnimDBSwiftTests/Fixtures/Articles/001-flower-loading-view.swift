struct FlowerLoadingView: View {
    @State private var petalCount: Double = 6
    @State private var rotationOffset: Double = 0
    @State private var outerRadius: Double = 60
    
    var body: some View {
        VStack(spacing: 32) {
            PetalShape(
                petalCount: petalCount,
                innerRadius: 30,
                outerRadius: outerRadius,
                rotationOffset: rotationOffset
            )
            .fill(.linearGradient(
                colors: [.pink, .purple, .indigo],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            ))
            .frame(width: 200, height: 200)
            .rotationEffect(.radians(rotationOffset))
            
            HStack(spacing: 12) {
                Button("3 Kelopak") {
                    withAnimation(.spring(duration: 0.8)) {
                        petalCount = 3
                        outerRadius = 80
                    }
                }
                Button("6 Kelopak") {
                    withAnimation(.spring(duration: 0.8)) {
                        petalCount = 6
                        outerRadius = 60
                    }
                }
                Button("12 Kelopak") {
                    withAnimation(.spring(duration: 0.8)) {
                        petalCount = 12
                        outerRadius = 50
                    }
                }
            }
            .buttonStyle(.bordered)
        }
        .onAppear {
            withAnimation(
                .linear(duration: 4)
                .repeatForever(autoreverses: false)
            ) {
                rotationOffset = .pi * 2
            }
        }
    }
}
