struct AnimatableModifierDemo: View {
struct ShakeEffect: AnimatableModifier {
var shakes: CGFloat
var animatableData: CGFloat {
get { shakes }
set { shakes = newValue }
}
func body(content: Content) -> some View {
content.offset(x: sin(shakes * .pi * 2) * 10)
}
}
@State private var shakes: CGFloat = 0
var body: some View {
VStack(spacing: 24) {
Text("Shake me!")
.font(.title2)
.padding()
.background(Color.blue.opacity(0.2))
.cornerRadius(12)
.modifier(ShakeEffect(shakes: shakes))
Button("Animate") {
withAnimation(.linear(duration: 0.6)) {
shakes += 2
}
}
}
.padding()
}
}