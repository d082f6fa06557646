import Testing
@testable import ModelValidationPatterns

/// Well-formed UTF-8, as PCRE requires of a subject in UTF mode.
struct UTF8ValidationTests {
    @Test(arguments: [
        ([], true), ([0x41], true), ([0xC3, 0xA9], true), ([0xE2, 0x82, 0xAC], true), ([0xF0, 0x9F, 0x98, 0x80], true),
        ([0xF4, 0x8F, 0xBF, 0xBF], true), ([0xED, 0x9F, 0xBF], true),
        ([0x80], false), ([0xC0, 0x80], false), ([0xC1, 0xBF], false), ([0xE0, 0x9F, 0xBF], false),
        ([0xED, 0xA0, 0x80], false), ([0xF0, 0x8F, 0xBF, 0xBF], false), ([0xF4, 0x90, 0x80, 0x80], false),
        ([0xF5, 0x80, 0x80, 0x80], false), ([0xC3], false), ([0xE2, 0x82], false), ([0xC3, 0x41], false),
        ([0x41, 0xFF], false),
    ] as [([UInt8], Bool)])
    func validity(bytes: [UInt8], valid: Bool) {
        #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == valid)
        #expect((bytes.withUnsafeBufferPointer(UTF8Validation.string) != nil) == valid)
    }

    @Test func decodingAtAnOffset() {
        let bytes = Array("aé€😀".utf8) + [0xC3]
        bytes.withUnsafeBufferPointer { buffer in
            #expect(UTF8Validation.decode(buffer, at: 0).map { [$0.value, UInt32($0.length)] } == [0x61, 1])
            #expect(UTF8Validation.decode(buffer, at: 1).map { [$0.value, UInt32($0.length)] } == [0xE9, 2])
            #expect(UTF8Validation.decode(buffer, at: 3).map { [$0.value, UInt32($0.length)] } == [0x20AC, 3])
            #expect(UTF8Validation.decode(buffer, at: 6).map { [$0.value, UInt32($0.length)] } == [0x1F600, 4])
            #expect(UTF8Validation.decode(buffer, at: 2) == nil)
            #expect(UTF8Validation.decode(buffer, at: 10) == nil)
        }
    }
}
