import Testing
@testable import ModelValidationPatterns

/// Named classes: ASCII-only without `u`, Unicode general categories with it.
struct NamedClassTests {
    @Test func posixNames() {
        let names = ["alpha", "alnum", "ascii", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
                     "upper", "word", "xdigit"]
        #expect(names.compactMap(NamedClass.init(posix:)) == [
            .alpha, .alnum, .ascii, .blank, .cntrl, .digit, .graph, .lower, .print, .punct, .space, .upper, .word, .xdigit,
        ])
        #expect(NamedClass(posix: "letter") == nil)
        #expect(NamedClass(posix: "ALPHA") == nil)
    }

    @Test func properties() {
        #expect(NamedClass(property: "Lu") == .category("Lu"))
        #expect(NamedClass(property: "L") == .category("L"))
        #expect(NamedClass(property: "Any") == .any)
        #expect(NamedClass(property: "L&") == .cased)
        #expect(NamedClass(property: "LC") == .cased)
        #expect(NamedClass(property: "Latin") == nil)
        #expect(NamedClass(property: "Xx") == nil)
        #expect(NamedClass(property: "lu") == .category("Lu"))
        #expect(NamedClass(property: "l&") == .cased)
    }

    /// The names PCRE2 knows, in its loose form, and those it does not.
    @Test func pcre2PropertyNames() {
        for name in ["greek", "grek", "xan", "bidial", "alphabetic", "lu", "any", "l&", "sc:grek"] {
            #expect(NamedClass.pcre2Knows(property: name), "\(name)")
        }
        for name in ["xx", "", "^lu", "Greek"] {
            #expect(!NamedClass.pcre2Knows(property: name), "\(name)")
        }
    }

    /// The members among the first 256 values, in byte mode and in Unicode mode.
    @Test(arguments: [
        (NamedClass.digit, "0123456789", "0123456789"),
        (.space, "\t\n\u{0B}\u{0C}\r ", "\t\n\u{0B}\u{0C}\r \u{85}\u{A0}"),
        (.horizontalSpace, "\t \u{A0}", "\t \u{A0}"),
        (.verticalSpace, "\n\u{0B}\u{0C}\r\u{85}", "\n\u{0B}\u{0C}\r\u{85}"),
        (.blank, "\t ", "\t \u{A0}"),
        (.xdigit, "0123456789ABCDEFabcdef", "0123456789ABCDEFabcdef"),
        (.upper, "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
         "ABCDEFGHIJKLMNOPQRSTUVWXYZ\u{C0}\u{C1}\u{C2}\u{C3}\u{C4}\u{C5}\u{C6}\u{C7}\u{C8}\u{C9}\u{CA}\u{CB}\u{CC}\u{CD}\u{CE}\u{CF}\u{D0}\u{D1}\u{D2}\u{D3}\u{D4}\u{D5}\u{D6}\u{D8}\u{D9}\u{DA}\u{DB}\u{DC}\u{DD}\u{DE}"),
    ])
    func membersOfTheFirst256(name: NamedClass, bytes: String, unicode: String) {
        let all = (0..<256).map(UInt32.init)
        #expect(all.filter { name.contains($0, unicode: false) } == bytes.unicodeScalars.map(\.value))
        #expect(all.filter { name.contains($0, unicode: true) } == unicode.unicodeScalars.map(\.value))
    }

    @Test func beyondLatin1() {
        // ٣ (Arabic-Indic three) is a decimal digit, é a letter, ‿ a connector: Unicode mode only.
        #expect(NamedClass.digit.contains(0x663, unicode: true))
        #expect(NamedClass.word.contains(0xE9, unicode: true) && !NamedClass.word.contains(0xE9, unicode: false))
        #expect(!NamedClass.word.contains(0x203F, unicode: true))
        #expect(NamedClass.space.contains(0x2028, unicode: true) && NamedClass.space.contains(0x3000, unicode: true))
        #expect(NamedClass.category("L").contains(0x4E2D, unicode: true))
        #expect(NamedClass.category("Lo").contains(0x4E2D, unicode: true) && !NamedClass.category("Lu").contains(0x4E2D, unicode: true))
        #expect(NamedClass.cased.contains(0x1C5, unicode: true))
        #expect(NamedClass.any.contains(0x10FFFF, unicode: true))
        #expect(NamedClass.punct.contains(0xBF, unicode: true) && !NamedClass.punct.contains(0xBF, unicode: false))
    }

    @Test(arguments: [
        (0x41, "Lu"), (0x61, "Ll"), (0x1C5, "Lt"), (0x2B0, "Lm"), (0x4E2D, "Lo"), (0x301, "Mn"), (0x30, "Nd"),
        (0x2160, "Nl"), (0xB2, "No"), (0x5F, "Pc"), (0x2D, "Pd"), (0x28, "Ps"), (0x29, "Pe"), (0xAB, "Pi"), (0xBB, "Pf"),
        (0x21, "Po"), (0x2B, "Sm"), (0x24, "Sc"), (0x5E, "Sk"), (0xA9, "So"), (0x20, "Zs"), (0x2028, "Zl"),
        (0x2029, "Zp"), (0x0A, "Cc"), (0xAD, "Cf"), (0xE000, "Co"), (0xD800, "Cs"), (0x0378, "Cn"),
    ] as [(UInt32, String)])
    func categories(value: UInt32, category: String) {
        #expect(NamedClass.category(value) == category)
    }
}
