struct DevTechieShakeAnimation: View {
    @State private var username: String = ""
    @State private var numberOfShakes = 0.0
    
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Enter username")
                TextField("username", text: $username, onCommit: {
                    numberOfShakes = 0.0
                })
                .textFieldStyle(.roundedBorder)
                .shake(with: numberOfShakes)
                Button("Check") {
                    if username != "DevTechie" {
                        withAnimation {
                            numberOfShakes = 4
                        }
                    }
                }
            }
            .padding()
            .navigationTitle("DevTechie")
        }
    }
}
