import AnimDBModel
import AnimDBResolve
import AnimDBStore
import Testing

@Suite struct CatalogValidatorTests {
    @Test func canonicalisesValuesAndRefusesUnknownParameters() throws {
        let validator = CatalogValidator()
        #expect(try validator.canonicalValue("12.0", parameter: "sides", presetType: "polygon") == "12")
        #expect(throws: (any Error).self) {
            try validator.canonicalValue("3", parameter: "sidez", presetType: "polygon")
        }
    }
}
