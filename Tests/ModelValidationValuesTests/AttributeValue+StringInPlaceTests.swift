import Testing
@testable import ModelValidationValues

struct AttributeValueStringInPlaceTests {
    @Test func stringsAreLentOnThisPlatform() throws {
        // 64-bit platforms lay values out so; the engine falls back to copies elsewhere.
        let layout = try #require(AttributeValue.stringLayout)
        #expect(layout.tagOffset == MemoryLayout<AttributeValue>.size - 1)
    }

    @Test func aLentStringIsTheValuesOwnAndOtherCasesLendNothing() throws {
        let layout = try #require(AttributeValue.stringLayout)
        let long = String(repeating: "long enough to live in a buffer ", count: 4)
        let values: [AttributeValue] = ["", "abc", "é€", .string(long), .null, true, 7, 1.5, ["x"], ["k": "v"]]
        values.withUnsafeBufferPointer { buffer in
            for (offset, value) in values.enumerated() {
                let lent = AttributeValue.lendString(at: buffer.baseAddress! + offset, layout: layout) { $0 }
                #expect(lent == value.stringValue, "\(value)")
            }
        }
        // The values are untouched (and still own their strings) after many loans.
        for _ in 0..<1_000 {
            values.withUnsafeBufferPointer { buffer in
                _ = AttributeValue.lendString(at: buffer.baseAddress! + 3, layout: layout) { $0.utf8.count }
            }
        }
        #expect(values[3] == .string(long))
        #expect(values[1] == "abc")
    }
}
