struct ArcDemoView: View {
    @State private var startAngle: Angle = .degrees(0)
    @State private var endAngle: Angle = .degrees(180)
    
    var body: some View {
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
            
            Button("Animasikan Arc") {
                withAnimation(.easeInOut(duration: 1.0)) {
                    startAngle = .degrees(Double.random(in: 0...180))
                    endAngle = .degrees(Double.random(in: 180...360))
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
