import AnimDBEngine
import Testing

@Test func engineVersionIsSemantic() {
    #expect(EngineVersion.current.split(separator: ".").count == 3)
}
