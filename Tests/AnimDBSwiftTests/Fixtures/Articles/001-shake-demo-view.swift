struct ShakeDemoView: View {
    @State private var shakeProgress: Double = 0
    
    var body: some View {
        VStack(spacing: 24) {
            Text("Goyangkan Aku!")
                .font(.title2.bold())
                .shake(progress: shakeProgress, intensity: 15)
            
            Button("Shake!") {
                shakeProgress = 0
                withAnimation(.easeOut(duration: 0.6)) {
                    shakeProgress = 1
                }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
