@testable import ModelValidationPatterns

/// Parsing helpers for the parser's suites.
enum Parse {
    /// The tree of a pattern body: bytes, or scalars with `unicode`.
    static func body(_ body: String, unicode: Bool = false, flags: PatternParser.Flags = .init()) throws(PatternError) -> PatternNode {
        let units = unicode ? body.unicodeScalars.map(\.value) : body.utf8.map(UInt32.init)
        var parser = PatternParser(units: units, unicode: unicode, flags: flags)
        return try parser.parse()
    }

    /// One unit, without case folding.
    static func unit(_ character: Unicode.Scalar, caseless: Bool = false) -> PatternNode {
        .unit(.single(character.value), caseless: caseless)
    }

    /// A class of the given items.
    static func set(_ items: [CharClass.Item], negated: Bool = false) -> PatternNode {
        .unit(CharClass(items: items, isNegated: negated), caseless: false)
    }
}
