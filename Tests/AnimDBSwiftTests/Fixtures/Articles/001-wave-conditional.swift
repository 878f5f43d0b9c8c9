#if canImport(SwiftUI) && compiler(>=6.2)
@Animatable
struct Wave: Shape {
    var amplitude: Double
    var frequency: Double
    var phase: Double
    
    func path(in rect: CGRect) -> Path {
        wavePathImpl(in: rect, amplitude: amplitude,
                     frequency: frequency, phase: phase)
    }
}
#else
struct Wave: Shape {
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
        wavePathImpl(in: rect, amplitude: amplitude,
                     frequency: frequency, phase: phase)
    }
}
#endif

// Shared path implementation
func wavePathImpl(in rect: CGRect, amplitude: Double,
                  frequency: Double, phase: Double) -> Path {
    var path = Path()
    for x in stride(from: 0, through: rect.width, by: 1) {
        let relativeX = x / rect.width
        let angle = frequency * relativeX * 2 * .pi + phase
        let y = sin(angle) * amplitude + rect.midY
        if x == 0 { path.move(to: CGPoint(x: x, y: y)) }
        else { path.addLine(to: CGPoint(x: x, y: y)) }
    }
    return path
}
