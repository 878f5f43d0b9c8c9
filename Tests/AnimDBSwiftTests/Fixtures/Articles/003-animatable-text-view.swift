struct AnimatableTextView: View, Animatable {
    var value1: Double
    var value2: Double

    var animatableData: AnimatablePair<Double, Double> {
        get {
            AnimatablePair(value1, value2)
        }
        set {
            value1 = newValue.first
            value2 = newValue.second
        }
    }

    var body: some View {
        VStack {
            Text(String(format: "%.2f", value1))
                .font(.largeTitle)
                .foregroundColor(.red)
                .padding()
            Text(String(format: "%.2f", value2))
                .font(.largeTitle)
                .foregroundColor(.blue)
                .padding()
        }
    }
}
