import Testing
@testable import RegistrationWorkload

struct PHPNumericStringTests {
    @Test(arguments: [
        ("1e3", "1000", true),
        (" 10", "10", true),
        ("10 ", "10", true),
        ("+5", "5", true),
        ("1.", "1", true),
        (".5", "0.5", true),
        ("0x1A", "26", false),
        ("abc", "ABC", false),
        ("10", "10a", false),
        ("1e", "1", false),
        ("", "0", false),
        (".", "0", false),
        ("9223372036854775807", "9223372036854775806", false),
    ])
    func looseEquality(a: String, b: String, equal: Bool) {
        let result = ByteScanners.withBytes(a) { x in ByteScanners.withBytes(b) { y in PHPNumericString.looselyEqual(x, y) } }
        #expect(result == equal)
    }
}
