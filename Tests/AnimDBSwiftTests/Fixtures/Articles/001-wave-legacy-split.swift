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
    
    func path(in rect: CGRect) -> Path {
        // implementasi sama
    }
}
