@Animatable
struct ShakeModifier: ViewModifier {
    var progress: Double
    @AnimatableIgnored var intensity: Double
    
    func body(content: Content) -> some View {
        content
            .offset(x: sin(progress * .pi * 6) * intensity * (1 - progress))
    }
}

extension View {
    func shake(progress: Double, intensity: Double = 10) -> some View {
        modifier(ShakeModifier(progress: progress, intensity: intensity))
    }
}
