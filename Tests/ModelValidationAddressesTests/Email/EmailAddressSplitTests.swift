import Testing
@testable import ModelValidationAddresses

/// The parts of a value Yii's email pattern captures, found by a linear scan.
struct EmailAddressSplitTests {
    struct Parts: Equatable, CustomStringConvertible {
        var name: String
        var hasOpen: Bool
        var local: String
        var domain: String
        var hasClose: Bool

        var description: String { "(\(name.debugDescription), \(hasOpen), \(local), \(domain), \(hasClose))" }
    }

    static func split(_ text: String) -> Parts? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            EmailAddressSplit(buffer).map { split in
                func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
                return Parts(name: text(split.name), hasOpen: split.hasOpen, local: text(split.local),
                             domain: text(split.domain), hasClose: split.hasClose)
            }
        }
    }

    @Test(arguments: [
        ("john@example.com", Parts(name: "", hasOpen: false, local: "john", domain: "example.com", hasClose: false)),
        ("John Smith <john@example.com>",
         Parts(name: "John Smith ", hasOpen: true, local: "john", domain: "example.com", hasClose: true)),
        ("\"John\" <j@x>", Parts(name: "\"John\" ", hasOpen: true, local: "j", domain: "x", hasClose: true)),
        // The local part runs to the last @ the domain leaves.
        ("a@b@c", Parts(name: "", hasOpen: false, local: "a@b", domain: "c", hasClose: false)),
        // `<` and `>` are optional on either side.
        ("<a@b", Parts(name: "", hasOpen: true, local: "a", domain: "b", hasClose: false)),
        ("a@b>", Parts(name: "", hasOpen: false, local: "a", domain: "b", hasClose: true)),
        // An `@` right after the whitespace or the `<`: PCRE gives up the `<`, then the last
        // whitespace character, to the local part.
        ("\t @a:", Parts(name: "\t", hasOpen: false, local: " ", domain: "a:", hasClose: false)),
        (" @a", Parts(name: "", hasOpen: false, local: " ", domain: "a", hasClose: false)),
        ("x <@a.b>", Parts(name: "x ", hasOpen: false, local: "<", domain: "a.b", hasClose: true)),
        ("x  <@a", Parts(name: "x  ", hasOpen: false, local: "<", domain: "a", hasClose: false)),
    ])
    func parts(text: String, expected: Parts) {
        #expect(Self.split(text) == expected)
    }

    /// No local part, no domain, a final line feed, nothing at all: Yii's pattern does not match.
    /// A local part cannot hold a line feed, so the whitespace before an `@` cannot give one up.
    @Test(arguments: ["@example.com", "john@", "john@example.com\n", "", "john", "a@>", "a \n@b", "\n@b"])
    func noMatch(text: String) {
        #expect(Self.split(text) == nil)
    }

    /// At most 64 bytes of local part and 254 of `local@domain`.
    @Test func lengthLimits() {
        func fits(_ text: String) -> Bool? {
            Array(text.utf8).withUnsafeBufferPointer { EmailAddressSplit($0)?.satisfiesLengthLimits }
        }
        #expect(fits(String(repeating: "a", count: 64) + "@x") == true)
        #expect(fits(String(repeating: "a", count: 65) + "@x") == false)
        #expect(fits("a@" + String(repeating: "d", count: 252)) == true)
        #expect(fits("a@" + String(repeating: "d", count: 253)) == false)
    }
}
