@Animatable
struct Polygon: Shape {
    var sides: Double
    var scale: Double
    @AnimatableIgnored var rotation: Angle
    
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 * scale
        let actualSides = max(Int(sides), 3)
        
        var path = Path()
        for i in 0..<actualSides {
            let angle = (Double(i) / Double(actualSides)) * 2 * .pi
                - .pi / 2 + rotation.radians
            let point = CGPoint(
                x: center.x + radius * cos(angle),
                y: center.y + radius * sin(angle)
            )
            if i == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}
