import AnimDBCLI
import Testing

@Test func mainReturnsZero() {
    #expect(AnimDB.main(arguments: []) == 0)
}
