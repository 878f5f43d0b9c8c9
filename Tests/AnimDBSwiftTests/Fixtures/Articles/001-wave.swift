@Animatable
struct Wave: Shape {
    var amplitude: Double
    var frequency: Double
    var phase: Double
    
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for x in stride(from: 0, through: rect.width, by: 1) {
            let relativeX = x / rect.width
            let angle = frequency * relativeX * 2 * .pi + phase
            let y = sin(angle) * amplitude + rect.midY
            if x == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        return path
    }
}
