import ModelValidationValues
import Testing
@testable import ModelValidationMessages

struct ICUMessageFormatTests {
    func icu(_ template: String, _ arguments: MessageArguments) -> String? {
        ICUMessageFormat.format(template, arguments: arguments)
    }

    @Test(arguments: [
        (AttributeValue.int(1000), "1,000"), (-1234567, "-1,234,567"), (1234.5, "1,234.5"),
        (1.23456, "1.235"), (1.2345, "1.234"), (0.0005, "0"), (0.0015, "0.002"), (1e20, "100,000,000,000,000,000,000"),
        ("12abc", "12"), ("abc", "0"), (" 1.5", "1.5"), (true, "1"), (nil, "0"), (-0.0, "-0"),
    ] as [(AttributeValue, String)])
    func numbers(value: AttributeValue, expected: String) {
        #expect(icu("{n, number}", ["n": value]) == expected)
    }

    /// An explicit value or an offset is a small integer (up to 32,767, or 32,768 after `-`)
    /// at any length, or any other number in fewer than 128 characters, as ICU reads them
    /// (checked against PHP's intl, ICU 72); a longer one makes the pattern fail.
    @Test func longNumbersInPlurals() {
        let zeros = String(repeating: "0", count: 140)
        #expect(icu("{n, plural, =\(zeros)1{exact} other{other}}", ["n": 1]) == "exact")
        #expect(icu("{n, plural, =+\(zeros)32767{exact} other{other}}", ["n": 32767]) == "exact")
        #expect(icu("{n, plural, =-\(zeros)32768{exact} other{other}}", ["n": -32768]) == "exact")
        #expect(icu("{n, plural, =\(zeros)32768{exact} other{other}}", ["n": 32768]) == nil)
        #expect(icu("{n, plural, =-\(zeros)32769{exact} other{other}}", ["n": -32769]) == nil)
        #expect(icu("{n, plural, offset:\(zeros)1 other{# other}}", ["n": 1]) == "0 other")
        // 127 characters read as a number; 128 do not.
        let long = "1" + String(repeating: "0", count: 120) + ".00000"
        #expect(long.utf8.count == 127)
        #expect(icu("{n, plural, =\(long){exact} other{other}}", ["n": 1]) == "other")
        #expect(icu("{n, plural, offset:\(long) other{#}}", ["n": 1e120]) == "0")
        #expect(icu("{n, plural, =\(long)0{exact} other{other}}", ["n": 1]) == nil)
        #expect(icu("{n, plural, offset:\(long)0 other{#}}", ["n": 1]) == nil)
    }

    @Test func numberStyles() {
        #expect(icu("{n, number, integer}", ["n": 1234]) == "1,234")
        #expect(icu("{n, number, integer}", ["n": 2.9]) == "2")
        #expect(icu("{n, number, percent}", ["n": 0.256]) == "26%")
        #expect(icu("{n, number, currency}", ["n": 1234.5]) == "$1,234.50")
        #expect(icu("{n, number, integer}", ["n": 3_000_000_000]) == nil)
        #expect(icu("{n, number, #,##0.0}", ["n": 1]) == nil)
        // ICU trims a style of pattern white space, not only of ASCII white space.
        #expect(icu("{n, number, integer\u{200E}}", ["n": 2.9]) == "2")
        #expect(icu("{n, number,\u{2028}percent\u{2029}}", ["n": 0.256]) == "26%")
    }

    @Test func anArgumentDeclaredWithTwoTypesFails() {
        // Yii numbers each name once, and ICU refuses a pattern whose argument has two types.
        #expect(icu("{n} {n, number}", ["n": 1000]) == nil)
        #expect(icu("{n, number} {n}", ["n": 1000]) == nil)
        #expect(icu("{n, number} {n, number, integer}", ["n": 5]) == nil)
        #expect(icu("{n, plural, other{# {n, number, integer}}}", ["n": 5]) == nil)
        #expect(icu("{n, select, other{x}} {n, number}", ["n": 5]) == nil)
        // number (any style but integer), plural and selectordinal all take a double.
        #expect(icu("{n, number, percent} {n, number} {n, plural, other{# x}}", ["n": 5]) == "500% 5 5 x")
        #expect(icu("{n, number, integer} {n, number, integer}", ["n": 5]) == "5 5")
        #expect(icu("{n, number} {x}", ["n": 1000, "x": 1000]) == "1,000 1000")
        #expect(icu("{s, number} {x}", ["s": "a", "x": true]) == "0 1")
    }

    @Test(arguments: [
        (AttributeValue.int(0), "zero"), (1, "one item"), (2, "2 items"), (1000, "1,000 items"),
        (-1, "one item"), (1.0001, "one item"), (1.5, "1.5 items"),
    ] as [(AttributeValue, String)])
    func plural(value: AttributeValue, expected: String) {
        #expect(icu("{n, plural, =0{zero} one{one item} other{# items}}", ["n": value]) == expected)
    }

    @Test func pluralOffsetAndPound() {
        let t = "{n, plural, offset:1 =0{nobody} =1{just you} one{you and # other} other{you and # others}}"
        #expect(icu(t, ["n": 0]) == "nobody")
        #expect(icu(t, ["n": 1]) == "just you")
        #expect(icu(t, ["n": 2]) == "you and 1 other")
        #expect(icu(t, ["n": 1001]) == "you and 1,000 others")
    }

    @Test(arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"), (112, "112th"), (1003, "1,003rd")])
    func selectOrdinal(value: Int, expected: String) {
        #expect(icu("{n, selectordinal, one{#st} two{#nd} few{#rd} other{#th}}", ["n": .int(value)]) == expected)
    }

    @Test func selectAndNesting() {
        let t = "{g, select, female{She has {n, plural, one{# cat} other{# cats}}} other{They have {n, plural, one{# cat} other{# cats}}}}"
        #expect(icu(t, ["g": "female", "n": 1]) == "She has 1 cat")
        #expect(icu(t, ["g": "x", "n": 3]) == "They have 3 cats")
        #expect(icu("{g, select, a{A#} other{O}}", ["g": "a"]) == "A#")
    }

    @Test func quoting() {
        #expect(icu("It''s {n, number}", ["n": 1]) == "It's 1")
        #expect(icu("It's {n, number}", ["n": 1]) == "It's 1")
        #expect(icu("'{n}' {n, number}", ["n": 1]) == "{0} 1")
        #expect(icu("{n, plural, other{'#' #}}", ["n": 5]) == "# 5")
        #expect(icu("it'{s {n, number}", ["n": 1]) == nil) // Yii's brace tokenizer ignores quotes
        #expect(icu("it'{s}' {n, number}", ["n": 1]) == nil) // the quoted {s} is rewritten first
    }

    @Test func unknownPlaceholdersStayLiteral() {
        #expect(icu("{x, number} {missing} {missing, plural, one{a} other{b}}", ["x": 1])
            // Yii quotes each brace of the unknown plural; the doubled apostrophe at its end prints one.
            == "1 {missing} {missing, plural, one{a} other{b}'}")
        #expect(icu("{x, number} {n, selectordinal, other{{y}}}", ["x": 1, "n": 2]) == "1 {y}")
    }

    @Test(arguments: [
        "{n, number", "{n, plural, one{a}}", "{n, plural, other{a}", "{n, foo}", "{n, date}", "{n, plural, one{a} other{b}} }}",
        "{n, select, other}", "{n, plural, =x{a} other{b}}", "{n, choice, 0#a|1#b}", "{n, plural, one{a} offset:1 other{b}}",
        "{n, plural, offset:1 offset:2 other{# more}}",
    ])
    func syntaxErrorsFail(template: String) {
        #expect(icu(template, ["n": 1]) == nil)
    }

    @Test func arraysReadAsTheTextYiiPutsInTheirPlace() {
        // Yii gives an array {value} as the string "array()", which PHP reads as the number 0.
        #expect(icu("{v, number}", ["v": ["a"]]) == "0")
        #expect(icu("{v, number, integer}", ["v": ["k": "x"]]) == "0")
        #expect(icu("{v, plural, one{# one} other{# items}}", ["v": ["a"]]) == "0 items")
        #expect(icu("{v}", ["v": ["a"]]) == "array()")
    }

    @Test func nonNumericValuesForPlural() {
        #expect(icu("{s, select, a{A} other{O}} {s, number}", ["s": "a"]) == nil)
    }
}
