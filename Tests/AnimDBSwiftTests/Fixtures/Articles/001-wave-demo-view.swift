struct WaveDemoView: View {
    @State private var phase: Double = 0
    @State private var amplitude: Double = 30
    @State private var frequency: Double = 3
    
    var body: some View {
        VStack(spacing: 24) {
            Wave(
                amplitude: amplitude,
                frequency: frequency,
                phase: phase
            )
            .stroke(.cyan, lineWidth: 3)
            .frame(height: 150)
            .drawingGroup()
            
            HStack(spacing: 16) {
                Button("Gelombang Rendah") {
                    withAnimation(.easeInOut(duration: 0.8)) {
                        amplitude = 15
                        frequency = 2
                    }
                }
                
                Button("Gelombang Tinggi") {
                    withAnimation(.easeInOut(duration: 0.8)) {
                        amplitude = 50
                        frequency = 5
                    }
                }
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .onAppear {
            withAnimation(
                .linear(duration: 2)
                .repeatForever(autoreverses: false)
            ) {
                phase = .pi * 2
            }
        }
    }
}
