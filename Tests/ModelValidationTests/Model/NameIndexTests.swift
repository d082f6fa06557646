import Testing
@testable import ModelValidation

struct NameIndexTests {
    /// Sizes on both sides of the linear limit.
    static let sizes = [1, 2, 15, 16, 17, 18, 40, 100]

    @Test(arguments: sizes)
    func findsTheFirstPositionByBytes(size: Int) {
        var names = (0..<size).map { "name\($0)" }
        names[size - 1] = "\u{C5}ngstr\u{F6}m"      // composed
        names.append("A\u{30A}ngstro\u{308}m")      // decomposed, canonically equal
        names.append("name0")                        // a repeat: the first position wins
        let index = NameIndex(names)
        #expect(index.count == size + 2)
        #expect(index.position(of: "name0") == (size > 1 ? 0 : size + 1))
        #expect(index.position(of: "\u{C5}ngstr\u{F6}m") == size - 1)
        #expect(index.position(of: "A\u{30A}ngstro\u{308}m") == size)
        #expect(index.position(of: "\u{212B}ngstr\u{F6}m") == nil) // the Angstrom sign
        #expect(index.position(of: "name") == nil)
        #expect(!index.contains(""))
    }

    @Test(arguments: sizes)
    func findsTheFirstPositionByUTF8Bytes(size: Int) {
        var names = (0..<size).map { "name\($0)" }
        names[size - 1] = "\u{C5}ngstr\u{F6}m"      // composed
        names.append("A\u{30A}ngstro\u{308}m")      // decomposed, canonically equal
        names.append("name0")                        // a repeat: the first position wins
        names.append("a name longer than sixteen bytes")
        names.append("")
        let index = NameIndex(names)
        func position(_ key: String) -> Int? {
            Array(key.utf8).withUnsafeBufferPointer { index.position(ofUTF8: $0) }
        }
        #expect(position("name0") == (size > 1 ? 0 : size + 1))
        #expect(position("\u{C5}ngstr\u{F6}m") == size - 1)
        #expect(position("A\u{30A}ngstro\u{308}m") == size)
        #expect(position("\u{212B}ngstr\u{F6}m") == nil) // the Angstrom sign
        #expect(position("name") == nil)
        #expect(position("a name longer than sixteen bytes") == size + 2)
        #expect(position("a name longer than sixteen byteS") == nil)
        #expect(position("") == size + 3)
        for (i, name) in names.enumerated() where name != "name0" {
            #expect(position(name) == i, "\(name)")
        }
    }

    @Test(arguments: sizes)
    func theExpectedPositionIsAHintNeverAnAnswer(size: Int) {
        let distinct = NameIndex((0..<size).map { "name\($0)" })
        #expect(!distinct.hasRepeatedNames)
        func position(_ key: String, in index: NameIndex, expected: Int) -> Int? {
            Array(key.utf8).withUnsafeBufferPointer { index.position(ofUTF8: $0, expected: expected) }
        }
        for expected in [0, size / 2, size - 1, size, size + 5] {
            for i in 0..<size { #expect(position("name\(i)", in: distinct, expected: expected) == i) }
            #expect(position("name", in: distinct, expected: expected) == nil)
        }
        // A repeated name is found at its first position, whatever the hint.
        let repeated = NameIndex((0..<size).map { "name\($0)" } + ["name0"])
        #expect(repeated.hasRepeatedNames)
        #expect(position("name0", in: repeated, expected: size) == 0)
    }

    @Test(arguments: sizes)
    func insertAddsANameOnlyOnceByItsBytes(size: Int) {
        var index = NameIndex()
        for i in 0..<size {
            #expect(index.insert("name\(i)") == (true, i))
        }
        #expect(index.insert("name0") == (false, 0))
        #expect(index.insert("name\(size - 1)") == (false, size - 1))
        #expect(index.insert("e\u{301}") == (true, size))
        #expect(index.insert("\u{E9}") == (true, size + 1))   // canonically equal, other bytes
        #expect(index.count == size + 2)
        #expect(!index.hasRepeatedNames)
    }

    @Test func namesOfAnyLengthAreFoundByLengthAndBytes() {
        // Lengths on both sides of the 255 bytes the first comparison holds, sharing a prefix.
        let prefix = String(repeating: "k", count: 250)
        let lengths = [7, 8, 254, 255, 256, 300, 400]
        let names = lengths.map { String(prefix.prefix($0)) + String(repeating: "x", count: max(0, $0 - 250)) }
        let index = NameIndex(names)
        func position(_ key: String, expected: Int = 0) -> Int? {
            Array(key.utf8).withUnsafeBufferPointer { index.position(ofUTF8: $0, expected: expected) }
        }
        for (i, name) in names.enumerated() {
            #expect(position(name) == i, "\(name.utf8.count) bytes")
            #expect(position(name, expected: i) == i)
            #expect(position(name, expected: (i + 1) % names.count) == i)
        }
        // Longer or shorter than every name with the same first bytes: not found.
        #expect(position(names[5] + "x") == nil)
        #expect(position(String(names[6].dropLast())) == nil)
        #expect(position(prefix + String(repeating: "x", count: 100)) == nil)
    }

    @Test(arguments: sizes)
    func asciiNamesAreNotMatchedByTheirCanonicalTwins(size: Int) {
        // U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK and U+1FEF GREEK VARIA are canonically
        // equivalent to K, ; and ` (and longer in UTF-8).
        let names = (0..<size).map { "k\($0)" } + ["K", ";", "`"]
        let index = NameIndex(names)
        #expect(index.position(of: "\u{212A}") == nil)
        #expect(index.position(of: "\u{37E}") == nil)
        #expect(index.position(of: "\u{1FEF}") == nil)
        #expect(index.position(of: "K") == size && index.position(of: "`") == size + 2)
    }

    @Test func aNameTheIndexGaveOutAndACopyWithItsOwnStorageFindTheSamePosition() {
        let long = "an attribute name longer than fifteen bytes"
        let names = ["a", long, "b"]
        let index = NameIndex(names)
        // The index's own string (the same storage), and the same bytes in storage of their own.
        let given = index.names[1]
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(!PHPSemantics.sameRepresentation(given, rebuilt))
        #expect(PHPSemantics.sameRepresentation(given, long))
        #expect(index.position(of: given) == 1)
        #expect(index.position(of: rebuilt) == 1)
        #expect(index.position(of: String(decoding: Array("an attribute name longer than fifteen byteS".utf8), as: UTF8.self)) == nil)
        // A name listed twice: the first position, even for the second one's representation.
        let twice = NameIndex(["x", rebuilt, long])
        #expect(twice.position(of: long) == 1)
        #expect(twice.position(of: twice.names[2]) == 1)
    }

    @Test func appendingCrossesTheLinearLimit() {
        var index = NameIndex()
        for i in 0..<40 {
            index.append("a\(i)")
            #expect(index.position(of: "a\(i)") == i)
            #expect(index.position(of: "a0") == 0)
        }
        index.removeAll()
        #expect(index.count == 0 && index.position(of: "a0") == nil)
        index.append("x")
        #expect(index.position(of: "x") == 0)
    }
}
