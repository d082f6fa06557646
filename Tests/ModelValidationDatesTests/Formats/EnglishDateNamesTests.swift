import Testing
@testable import ModelValidationDates

/// The English names both date engines read, matched without regard to ASCII case.
struct EnglishDateNamesTests {
    static func longest(_ text: String, _ tables: [[[UInt8]]], at offset: Int = 0) -> (Int, Int)? {
        Array(text.utf8).withUnsafeBufferPointer { EnglishDateNames.longestMatch(tables, $0, at: offset) }
    }

    @Test func theNames() {
        #expect(EnglishDateNames.months.count == 12 && EnglishDateNames.shortMonths.count == 12)
        #expect(EnglishDateNames.weekdays.first == "Sunday" && EnglishDateNames.shortWeekdays.last == "Sat")
        #expect(EnglishDateNames.monthBytes[8] == Array("september".utf8))
        #expect(EnglishDateNames.shortWeekdayBytes[3] == Array("wed".utf8))
    }

    @Test(arguments: [
        ("September 13", 8, 9),
        ("SEPT 13", 8, 3),
        ("sep", 8, 3),
        ("mayday", 4, 3),
        ("March", 2, 5),
    ])
    func theLongestNameMatches(text: String, index: Int, length: Int) {
        let match = Self.longest(text, [EnglishDateNames.monthBytes, EnglishDateNames.shortMonthBytes])
        #expect(match?.0 == index && match?.1 == length)
    }

    @Test func noNameMatches() {
        #expect(Self.longest("13 Sep", [EnglishDateNames.monthBytes, EnglishDateNames.shortMonthBytes]) == nil)
        #expect(Self.longest("Se", [EnglishDateNames.shortMonthBytes]) == nil)
        // Only letters are compared without case: "@" is not "`".
        #expect(Self.longest("13 Sep", [EnglishDateNames.shortMonthBytes], at: 3)?.0 == 8)
        #expect(Array("T@E".utf8).withUnsafeBufferPointer { EnglishDateNames.matches(Array("t`e".utf8), $0, at: 0) } == false)
    }

    @Test func lettersAndDigits() {
        let all = (0...255).map(UInt8.init)
        #expect(all.filter(EnglishDateNames.isLetter) == Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8))
        #expect(all.filter(EnglishDateNames.isDigit) == Array("0123456789".utf8))
    }
}
