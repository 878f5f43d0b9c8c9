struct PolygonDemoView: View {
    @State private var sides: Double = 3
    @State private var scale: Double = 1.0
    
    var body: some View {
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
                
                Slider(value: $sides, in: 3...12, step: 1)
                    .onChange(of: sides) { oldValue, newValue in
                        withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                            // sides sudah diupdate oleh binding
                        }
                    }
            }
            
            Button("Pulse") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    scale = 0.8
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                    withAnimation(.spring(duration: 0.5, bounce: 0.5)) {
                        scale = 1.0
                    }
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
