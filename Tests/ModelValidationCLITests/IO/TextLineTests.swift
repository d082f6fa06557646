import Testing
@testable import ModelValidationCLI

struct TextLineTests {
    @Test(arguments: [
        ("plain text: é, 中文, \"quotes\", back\\slash", "plain text: é, 中文, \"quotes\", back\\slash"),
        ("a\nb", "a\\nb"),
        ("a\r\nb", "a\\r\\nb"),
        ("tab\tstays", "tab\tstays"),
        ("bell\u{7} nul\u{0} esc\u{1B} del\u{7F}", "bell\\u{7} nul\\u{0} esc\\u{1B} del\\u{7F}"),
        ("nel\u{85} ls\u{2028} ps\u{2029}", "nel\\u{85} ls\\u{2028} ps\\u{2029}"),
        ("", ""),
    ])
    func escapesWhatBreaksALine(text: String, escaped: String) {
        #expect(TextLine.escaped(text) == escaped)
    }
}
