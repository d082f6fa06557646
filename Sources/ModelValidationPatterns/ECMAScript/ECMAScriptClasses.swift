/// A class of a byte-mode pattern (no `u`), evaluated byte by byte: its ASCII members decide
/// its syntax, its non-ASCII members whether it has a translation at all.
struct ByteClass {
    /// How a byte class relates to non-ASCII characters.
    enum Kind {
        /// No byte from 0x80 up: it never matches inside a non-ASCII character.
        case ascii
        /// Every byte from 0x80 up: a run of it matches whole non-ASCII characters.
        case wide
        /// Some: it would match parts of some characters only.
        case mixed
    }

    /// Membership of each byte value.
    let members: [Bool]

    init(_ set: CharClass, caseless: Bool) {
        members = (0..<256).map { set.contains(UInt32($0), unicode: false, caseless: caseless) }
    }

    var kind: Kind {
        let high = members[0x80...].filter { $0 }.count
        return high == 0 ? .ascii : (high == 0x80 ? .wide : .mixed)
    }

    /// The ASCII members as ranges.
    private var asciiRanges: ScalarRanges {
        ScalarRanges((0..<0x80).filter { members[$0] }.map { UInt32($0)...UInt32($0) })
    }

    /// The class when it has no non-ASCII members.
    func asciiSyntax() -> String { asciiRanges.syntax(negated: false) }

    /// The class when it matches every non-ASCII byte: the ASCII bytes it lacks, negated, so
    /// that it matches every non-ASCII character.
    func wideSyntax() -> String {
        let missing = ScalarRanges([0...0x7F]).subtracting(asciiRanges)
        return missing.syntax(negated: true)
    }
}

/// A class of a Unicode-mode pattern (`u`) as explicit ranges of scalars.
struct ScalarClass {
    /// The scalars the class matches.
    let ranges: ScalarRanges

    /// Builds the ranges of `set`.
    ///
    /// - Throws: ``ECMAScriptTranslationError`` for a Unicode-aware named class or a caseless
    ///   class with non-ASCII letters.
    init(_ set: CharClass, caseless: Bool, bound: ECMAScriptBound) throws(ECMAScriptTranslationError) {
        var positive = ScalarRanges([])
        for item in set.items {
            switch item {
            case .range(let low, let high):
                positive = positive.union(ScalarRanges([low...high]))
            case .named(let name, let negated):
                let named = try Self.ranges(of: name)
                positive = positive.union(negated ? named.complement() : named)
            }
        }
        if caseless {
            if positive.nonASCIIHaveCaseVariants() {
                throw ECMAScriptTranslationError("caseless matching of non-ASCII letters (u and i modifiers)")
            }
            positive = positive.withASCIICaseVariants()
            // Scalars this library's caseless matching folds onto an ASCII letter: include them
            // where the translation may match more, leave them out where it must match less.
            let mates = positive.foldingMates()
            if (bound == .atLeast) != set.isNegated { positive = positive.union(mates) }
        }
        ranges = set.isNegated ? positive.complement() : positive
    }

    /// The ECMA-262 syntax.
    func syntax() -> String {
        let withoutSurrogates = ranges.subtracting(ScalarRanges([0xD800...0xDFFF]))
        let complement = withoutSurrogates.complement().subtracting(ScalarRanges([0xD800...0xDFFF]))
        if withoutSurrogates.contains(0x10FFFF) || complement.ranges.count < withoutSurrogates.ranges.count {
            return complement.syntax(negated: true)
        }
        return withoutSurrogates.syntax(negated: false)
    }

    /// The named classes whose members do not depend on the engine.
    private static func ranges(of name: NamedClass) throws(ECMAScriptTranslationError) -> ScalarRanges {
        switch name {
        case .any: return ScalarRanges([0...0x10FFFF])
        case .ascii: return ScalarRanges([0...0x7F])
        case .cntrl: return ScalarRanges([0...0x1F, 0x7F...0x7F])
        case .xdigit: return ScalarRanges([0x30...0x39, 0x41...0x46, 0x61...0x66])
        case .horizontalSpace:
            return ScalarRanges([0x09...0x09, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x180E...0x180E,
                                 0x2000...0x200A, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000])
        case .verticalSpace:
            return ScalarRanges([0x0A...0x0D, 0x85...0x85, 0x2028...0x2029])
        default:
            throw ECMAScriptTranslationError("a Unicode-aware class such as \\d, \\w, \\s or \\p{…} (u modifier)")
        }
    }
}

/// A set of scalar values as sorted, disjoint, non-adjacent ranges.
struct ScalarRanges: Equatable {
    private(set) var ranges: [ClosedRange<UInt32>]

    init(_ ranges: [ClosedRange<UInt32>]) {
        var sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        sorted = merged
        self.ranges = sorted
    }

    func contains(_ value: UInt32) -> Bool { ranges.contains { $0.contains(value) } }

    func union(_ other: ScalarRanges) -> ScalarRanges { ScalarRanges(ranges + other.ranges) }

    /// The values up to 0x10FFFF not in the set.
    func complement() -> ScalarRanges {
        var out: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { out.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if next <= 0x10FFFF { out.append(next...0x10FFFF) }
        return ScalarRanges(out)
    }

    func subtracting(_ other: ScalarRanges) -> ScalarRanges {
        ScalarRanges(complement().union(other).complement().ranges)
    }

    /// Whether some non-ASCII member has a different upper- or lowercase scalar. Large ranges
    /// count as having one.
    func nonASCIIHaveCaseVariants() -> Bool {
        var budget = 4096
        for range in ranges where range.upperBound >= 0x80 {
            for value in max(range.lowerBound, 0x80)...range.upperBound {
                budget -= 1
                if budget < 0 { return true }
                guard let scalar = Unicode.Scalar(value) else { continue }
                if CaseFolding.variants(of: value, unicode: true).contains(where: { $0 != scalar.value }) { return true }
            }
        }
        return false
    }

    /// The set with both cases of each ASCII letter.
    func withASCIICaseVariants() -> ScalarRanges {
        var extra: [ClosedRange<UInt32>] = []
        for letter in UInt32(0x41)...0x5A where contains(letter) || contains(letter + 0x20) {
            extra.append(letter...letter)
            extra.append((letter + 0x20)...(letter + 0x20))
        }
        return union(ScalarRanges(extra))
    }

    /// The non-ASCII scalars whose case variants reach a member ASCII letter in at most two
    /// steps, as this library's caseless Unicode matching finds them (`ı` → `I` → `i`,
    /// `ſ` → `S`, the Kelvin sign → `k`).
    func foldingMates() -> ScalarRanges {
        var mates: [ClosedRange<UInt32>] = []
        for (scalar, letter) in [(UInt32(0x131), UInt32(0x69)), (0x17F, 0x73), (0x212A, 0x6B)] where contains(letter) {
            mates.append(scalar...scalar)
        }
        return ScalarRanges(mates)
    }

    /// The set as a class (or a single character), negated when asked.
    func syntax(negated: Bool) -> String {
        if ranges.isEmpty { return negated ? "[\\s\\S]" : "[^\\s\\S]" }
        if !negated, ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
            return ECMAScriptSyntax.character(ranges[0].lowerBound, inClass: false)
        }
        if negated, ranges == [0...0x10FFFF] { return "[^\\s\\S]" }
        var out = negated ? "[^" : "["
        for range in ranges {
            out += ECMAScriptSyntax.character(range.lowerBound, inClass: true)
            if range.upperBound == range.lowerBound + 1 {
                out += ECMAScriptSyntax.character(range.upperBound, inClass: true)
            } else if range.upperBound > range.lowerBound {
                out += "-" + ECMAScriptSyntax.character(range.upperBound, inClass: true)
            }
        }
        return out + "]"
    }
}

/// How characters are written in the translated patterns, read alike by ECMA-262 (with `u`)
/// and Python's `re`.
enum ECMAScriptSyntax {
    /// One character, escaped where needed.
    ///
    /// - Parameters:
    ///   - value: The scalar value.
    ///   - inClass: Whether it is written inside brackets.
    static func character(_ value: UInt32, inClass: Bool) -> String {
        switch value {
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0B: return "\\v"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        case 0..<0x20, 0x7F: return "\\x" + hex(value, digits: 2)
        case 0x20..<0x7F:
            let character = Character(Unicode.Scalar(UInt8(value)))
            let special = inClass ? "\\]^[-" : "^$\\.*+?()[]{}|/"
            return special.contains(character) ? "\\" + String(character) : String(character)
        default:
            guard let scalar = Unicode.Scalar(value) else { return "\\u" + hex(value, digits: 4) }
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator,
                 .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
                if value <= 0xFFFF { return "\\u" + hex(value, digits: 4) }
                return String(Character(scalar))
            default:
                return String(Character(scalar))
            }
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
