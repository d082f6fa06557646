import Foundation
import ModelValidationValues
import Testing
@testable import ModelValidationJSON

/// The reader and `AttributeValue`'s `Decodable` conformance (through `JSONDecoder`) read the same
/// documents the same way.
struct JSONReaderCodableAgreementTests {
    @Test func readerAndDecoderAgreeOnScalarsAndLists() throws {
        let text = #"[1, -2, 2.5, "a", true, null, [3]]"#
        let decoded = try JSONDecoder().decode(AttributeValue.self, from: Data(text.utf8))
        #expect(try decoded == JSONReader.parse(text))
    }
}
