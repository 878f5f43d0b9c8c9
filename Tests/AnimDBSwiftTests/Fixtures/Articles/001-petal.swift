@Animatable
struct PetalShape: Shape {
    var petalCount: Double
    var innerRadius: Double
    var outerRadius: Double
    @AnimatableIgnored var rotationOffset: Double
    
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let count = max(Int(petalCount), 2)
        var path = Path()
        
        for i in 0..<count {
            let baseAngle = (Double(i) / Double(count)) * 2 * .pi + rotationOffset
            let tipAngle = baseAngle
            let leftAngle = baseAngle - .pi / Double(count)
            let rightAngle = baseAngle + .pi / Double(count)
            
            let tipPoint = CGPoint(
                x: center.x + outerRadius * cos(tipAngle),
                y: center.y + outerRadius * sin(tipAngle)
            )
            let leftControl = CGPoint(
                x: center.x + innerRadius * cos(leftAngle),
                y: center.y + innerRadius * sin(leftAngle)
            )
            let rightControl = CGPoint(
                x: center.x + innerRadius * cos(rightAngle),
                y: center.y + innerRadius * sin(rightAngle)
            )
            
            path.move(to: center)
            path.addQuadCurve(to: tipPoint, control: leftControl)
            path.addQuadCurve(to: center, control: rightControl)
        }
        
        return path
    }
}
