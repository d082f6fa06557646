import Testing
@testable import ModelValidationPatterns

/// The shape of the tree: sequences, alternatives, quantifiers, anchors, `.`, and the
/// extended and caseless flags.
struct PatternParserTests {
    static let a = Parse.unit("a"), b = Parse.unit("b"), c = Parse.unit("c")

    @Test(arguments: [
        ("", PatternNode.empty),
        ("a", a),
        ("abc", .concat([a, b, c])),
        ("a|b", .alternation([a, b])),
        ("a|", .alternation([a, .empty])),
        ("ab|c", .alternation([.concat([a, b]), c])),
        ("a*", .quantified(a, min: 0, max: nil, kind: .greedy)),
        ("a+?", .quantified(a, min: 1, max: nil, kind: .lazy)),
        ("a??", .quantified(a, min: 0, max: 1, kind: .lazy)),
        ("a?+", .quantified(a, min: 0, max: 1, kind: .possessive)),
        ("a{3}", .quantified(a, min: 3, max: 3, kind: .greedy)),
        ("a{2,}", .quantified(a, min: 2, max: nil, kind: .greedy)),
        ("a{2,5}+", .quantified(a, min: 2, max: 5, kind: .possessive)),
        // Not a quantifier: `{` is then a literal.
        ("a{,5}", .concat([a, Parse.unit("{"), Parse.unit(","), Parse.unit("5"), Parse.unit("}")])),
        ("^a$", .concat([.anchor(.subjectStart), a, .anchor(.subjectEnd)])),
        // PCRE2 drops `\E`, an empty `\Q\E` and `(?#…)` before it reads a quantifier: what
        // follows still repeats the item before them, or makes its quantifier lazy or possessive.
        ("a(?#c)*", .quantified(a, min: 0, max: nil, kind: .greedy)),
        ("a\\E*", .quantified(a, min: 0, max: nil, kind: .greedy)),
        ("a\\Q\\E+", .quantified(a, min: 1, max: nil, kind: .greedy)),
        ("a*\\E?", .quantified(a, min: 0, max: nil, kind: .lazy)),
        ("a*(?#c)+", .quantified(a, min: 0, max: nil, kind: .possessive)),
        // A quantifier after `\Q…\E` repeats its last unit only.
        ("\\Qab\\E*", .concat([a, .quantified(b, min: 0, max: nil, kind: .greedy)])),
        ("\\Qab", .concat([a, b])),
        (".", Parse.set([.range(0x0A, 0x0A)], negated: true)),
    ])
    func trees(body: String, tree: PatternNode) throws {
        #expect(try Parse.body(body) == tree)
    }

    @Test func flagsShapeTheTree() throws {
        var flags = PatternParser.Flags()
        flags.multiline = true
        #expect(try Parse.body("^$", flags: flags) == .concat([.anchor(.lineStart), .anchor(.lineEnd)]))
        flags = .init()
        flags.dotAll = true
        #expect(try Parse.body(".", flags: flags) == Parse.set([], negated: true))
        flags = .init()
        flags.caseless = true
        #expect(try Parse.body("a", flags: flags) == Parse.unit("a", caseless: true))
        flags = .init()
        flags.extended = true
        #expect(try Parse.body("a b # c\nc", flags: flags) == .concat([Self.a, Self.b, Self.c]))
        // Whitespace between a quantifier and its `?` is dropped too.
        #expect(try Parse.body("a* ?", flags: flags) == .quantified(Self.a, min: 0, max: nil, kind: .lazy))
    }

    /// A reference may come before its group.
    @Test func forwardReferences() throws {
        _ = try Parse.body("\\k<n>{0}(?<n>a)")
        _ = try Parse.body("\\1?(a)")
    }

    /// `$` keeps PCRE's meaning (before a final line feed too) only where asked.
    @Test func pcreDollar() throws {
        var parser = PatternParser(units: [0x24], unicode: false, flags: .init(), pcreDollar: true)
        #expect(try parser.parse() == .anchor(.subjectEndOrFinalNewline))
    }

    /// In Unicode mode a unit is a scalar.
    @Test func unicodeUnits() throws {
        #expect(try Parse.body("é", unicode: true) == Parse.unit("é"))
        #expect(try Parse.body("é") == .concat([.unit(.single(0xC3), caseless: false), .unit(.single(0xA9), caseless: false)]))
    }

    @Test(arguments: [
        ("a)", "unmatched closing parenthesis at offset 1"),
        ("*a", "quantifier does not follow a repeatable item at offset 0"),
        ("a|+", "quantifier does not follow a repeatable item at offset 2"),
        ("{2}", "quantifier does not follow a repeatable item at offset 0"),
        ("a{5,2}", "numbers out of order in {} quantifier at offset 1"),
        ("a{65536}", "number too big in {} quantifier at offset 1"),
        // An assertion is not a repeatable item.
        ("^*", "quantifier does not follow a repeatable item at offset 1"),
        ("a$?", "quantifier does not follow a repeatable item at offset 2"),
        ("\\b+", "quantifier does not follow a repeatable item at offset 2"),
        ("\\B{2}", "quantifier does not follow a repeatable item at offset 2"),
        ("\\A*", "quantifier does not follow a repeatable item at offset 2"),
        ("\\z?", "quantifier does not follow a repeatable item at offset 2"),
        ("\\Z+", "quantifier does not follow a repeatable item at offset 2"),
        // Nor is an option setting, or nothing at all when only ignored text comes before.
        ("a(?i)*", "quantifier does not follow a repeatable item at offset 5"),
        ("(?#c)*", "quantifier does not follow a repeatable item at offset 5"),
        ("\\E+", "quantifier does not follow a repeatable item at offset 2"),
        ("\\Q\\E?", "quantifier does not follow a repeatable item at offset 4"),
        ("a**", "quantifier does not follow a repeatable item at offset 2"),
        ("a{2}{3}", "quantifier does not follow a repeatable item at offset 4"),
        // The quantifier's own numbers are checked first.
        ("{2,1}", "numbers out of order in {} quantifier at offset 0"),
        ("{65536}", "number too big in {} quantifier at offset 0"),
        ("^{2,1}", "numbers out of order in {} quantifier at offset 1"),
        // References are checked once the whole pattern is read, whatever the tree keeps.
        ("(?:\\1){0}", "reference to non-existent subpattern"),
        ("\\k<m>(?<n>a)", "reference to non-existent subpattern"),
    ])
    func errors(body: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try Parse.body(body) }
    }
}
