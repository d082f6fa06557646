import Testing
@testable import ModelValidation

struct StringValidatorTests {
    @Test func rejectsNonStringsWhenStrict() {
        let result = run("string", value: 12)
        #expect(result.codes == ["string.invalid"])
        #expect(result.messages == ["Attr must be a string."])
        #expect(run("string", ["strict": false, "min": 2], value: 12).codes == [])
        #expect(run("string", ["strict": false, "min": 1], value: false).codes == ["string.tooShort"])
    }

    @Test func strictGivenAsNullIsFalse() {
        #expect(run("string", ["strict": nil], value: 5).codes == [])
        #expect(run("string", ["strict": nil, "min": 2, "max": 5], value: 3.0).messages
            == ["Attr should contain at least 2 characters."])
    }

    @Test func skipOnEmptyGivenAsNullIsFalse() throws {
        // Yii's `$this->skipOnEmpty && $this->isEmpty(…)` does not skip for null.
        let json = try JSONReader.parse(#"{"attributes": ["attr"], "type": "string", "min": 2, "skipOnEmpty": null}"#)
        var model = makeModel(["attr"], [try Rule(json: json, index: 0)])
        _ = model.setValue("", of: "attr")
        #expect(!check(&model))
        #expect(model.errors.messages(for: "attr") == ["Attr should contain at least 2 characters."])
    }

    @Test func lengthCountsCodePoints() {
        #expect(run("string", ["max": 3], value: "ééé").codes == [])
        #expect(run("string", ["max": 1], value: "e\u{0301}").codes == ["string.tooLong"])
    }

    @Test func lengthOfLongStringsCountsCodePointsEightBytesAtATime() {
        // 9 two-byte, 1 three-byte and 1 four-byte characters across the 8-byte words.
        let mixed = String(repeating: "é", count: 9) + "€" + "𝄞" + "abc"
        #expect(Array(mixed.utf8).withUnsafeBufferPointer(StringValidator.LengthUnit.scalarCount) == 14)
        #expect(run("string", ["max": 14], value: .string(mixed)).codes == [])
        #expect(run("string", ["max": 13], value: .string(mixed)).codes == ["string.tooLong"])
        #expect(run("string", ["min": 15], value: .string(mixed)).codes == ["string.tooShort"])
    }

    @Test func scalarCountAgreesWithTheStandardLibraryAtEveryLengthAndBeyondTheLaneLimit() {
        // Lengths around each word and the 255-word fold of the per-lane counts (2,040 bytes).
        let pieces = ["a", "é", "€", "𝄞", "😀", " "]
        var text = ""
        var draw: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lengths: [Int] = []
        while text.utf8.count < 6_000 {
            draw = draw &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int(draw >> 33) % pieces.count]
            lengths.append(text.utf8.count)
        }
        for length in lengths where length < 80 || (2_000...2_100).contains(length) || length > 5_900 {
            let prefix = String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)
            let counted = Array(prefix.utf8).withUnsafeBufferPointer(StringValidator.LengthUnit.scalarCount)
            #expect(counted == prefix.unicodeScalars.count, "at \(length) bytes")
        }
    }

    /// The count stopped above a limit (`max`): the whole count within the limit, a count above
    /// it (and no more than the whole) beyond, at limits all around the string's own count.
    @Test func scalarCountStoppedAboveALimitAgreesOnTheBound() {
        let pieces = ["a", "é", "€", "𝄞", "😀", " ", "abcdefgh"]
        var text = ""
        var draw: UInt64 = 0x2545_F491_4F6C_DD1D
        while text.utf8.count < 3_000 {
            draw = draw &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int(draw >> 33) % pieces.count]
        }
        for length in stride(from: 0, through: 3_000, by: 37) {
            let bytes = Array(text.utf8.prefix(length))
            let prefix = String(decoding: bytes, as: UTF8.self)
            let whole = prefix.unicodeScalars.count
            for limit in [0, 1, 7, 8, whole / 4, whole / 2, whole - 9, whole - 1, whole, whole + 1, bytes.count - 1, bytes.count,
                          Int.max] where limit >= 0 {
                let counted = bytes.withUnsafeBufferPointer { StringValidator.LengthUnit.scalarCount($0, above: limit) }
                if whole <= limit {
                    #expect(counted == whole, "at \(length) bytes, limit \(limit)")
                } else {
                    #expect(counted > limit && counted <= whole, "at \(length) bytes, limit \(limit)")
                }
            }
        }
    }

    @Test func aLongStringOverMaxFailsAsCountedWhole() {
        // 550 code points in 850 bytes: the byte count leaves `max: 500` open, the count stops
        // past it; with `min` above `max`, or an exact length, the string is counted whole.
        let string = String(repeating: "é", count: 300) + String(repeating: "a", count: 250)
        #expect(run("string", ["max": 500], value: .string(string)).messages == ["Attr should contain at most 500 characters."])
        #expect(run("string", ["max": 550], value: .string(string)).codes == [])
        #expect(run("string", ["max": 549], value: .string(string)).codes == ["string.tooLong"])
        #expect(run("string", ["min": 551, "max": 549], value: .string(string)).codes == ["string.tooShort", "string.tooLong"])
        #expect(run("string", ["length": 551, "max": 500], value: .string(string)).codes == ["string.tooLong", "string.notEqual"])
        #expect(run("string", ["min": 100, "max": 500], value: .string(string + "é")).codes == ["string.tooLong"])
    }

    @Test func boundsDecidedFromTheByteCountAlone() {
        // 12 bytes are 3 to 12 characters: min 3, max 12 hold without counting.
        #expect(run("string", ["min": 3, "max": 12], value: "éééééé").codes == [])
        #expect(run("string", ["min": 7], value: "éééééé").codes == ["string.tooShort"])
        #expect(run("string", ["max": 5], value: "éééééé").codes == ["string.tooLong"])
        #expect(run("string", ["max": 12, "encoding": "8bit"], value: "éééééé").codes == [])
        #expect(run("string", ["max": 11, "encoding": "8bit"], value: "éééééé").codes == ["string.tooLong"])
    }

    @Test func messagesUsePluralsAndGrouping() {
        #expect(run("string", ["min": 1000], value: "a").messages == ["Attr should contain at least 1,000 characters."])
        #expect(run("string", ["max": 1], value: "ab").messages == ["Attr should contain at most 1 character."])
        #expect(run("string", ["length": 4], value: "abc").messages == ["Attr should contain 4 characters."])
    }

    @Test func lengthListSetsBounds() {
        #expect(run("string", ["length": [2, 3]], value: "abcd").codes == ["string.tooLong"])
        #expect(run("string", ["length": [2]], value: "a").codes == ["string.tooShort"])
    }

    /// Yii compares a string's length with `length` by `!==`: a float or a string (`8.0`,
    /// `"8"`) equals no length, so the rule would fail every value. Refused when built.
    @Test func aLengthThatIsNotAWholeNumberIsRefused() {
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "length",
                                  reason: "expected a whole number, got the string \"8\": Yii compares lengths with !==, so every value would fail")) {
            try RuleSet([Rule(["a"], "string", ["length": "8"])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "length",
                                  reason: "expected a whole number, got the float 8.0: Yii compares lengths with !==, so every value would fail")) {
            try RuleSet([Rule(["a"], "string", ["length": 8.0])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "length",
                                  reason: "expected a whole number, got the float 2.5: Yii compares lengths with !==, so every value would fail")) {
            try RuleSet([Rule(["a"], "string", ["length": 2.5])])
        }
        // In a list the bounds are min and max, compared with < and >: floats are fine there.
        #expect(run("string", ["length": [2.5, 4.0]], value: "ab").codes == ["string.tooShort"])
        #expect(run("string", ["length": [2.5, 4.0]], value: "abc").codes == [])
    }

    @Test func checksAreIndependent() {
        #expect(run("string", ["min": 5, "length": 4], value: "abc").codes == ["string.tooShort", "string.notEqual"])
    }

    @Test func customSecondaryMessages() {
        #expect(run("string", ["min": 3, "tooShort": "{attribute}: {min}+"], value: "a").messages == ["Attr: 3+"])
    }

    @Test func encodingsAndNumericStrings() {
        #expect(ruleError([Rule(["a"], "string", ["encoding": "EBCDIC"])])?.path == "rules[0].encoding")
        #expect(run("string", ["max": 3, "encoding": "8bit"], value: "äöü").codes == ["string.tooLong"])
        #expect(run("string", ["max": 3, "encoding": "UTF-16"], value: "abcd").codes == [])
        #expect(run("string", ["min": "3"], value: "ab").messages == ["Attr should contain at least 3 characters."])
        #expect(ruleError([Rule(["a"], "string", ["encoding": "utf-8"])]) == nil)
    }
}
