import Testing
@testable import ModelValidationPatterns

/// Groups of every kind, inline options and group names.
struct PatternParserGroupsTests {
    static let a = Parse.unit("a"), b = Parse.unit("b")

    @Test(arguments: [
        ("(a)", PatternNode.group(a, capturing: true, name: nil)),
        ("(?:a)", .group(a, capturing: false, name: nil)),
        ("(?|a)", .group(a, capturing: false, name: nil)),
        ("(?>a)", .atomic(a)),
        ("(?=a)", .look(a, ahead: true, negated: false)),
        ("(?!a)", .look(a, ahead: true, negated: true)),
        ("(?<n>a)", .group(a, capturing: true, name: "n")),
        ("(?'n_1'a)", .group(a, capturing: true, name: "n_1")),
        ("(?P<n>a)", .group(a, capturing: true, name: "n")),
        ("(?P<n>a)(?P=n)", .concat([.group(a, capturing: true, name: "n"), .backreference(.name("n"), caseless: false)])),
        ("(?#a comment)a", a),
        ("()", .group(.empty, capturing: true, name: nil)),
        ("(a|)", .group(.alternation([a, .empty]), capturing: true, name: nil)),
    ])
    func groups(body: String, tree: PatternNode) throws {
        #expect(try Parse.body(body) == tree)
    }

    /// An option setting changes the rest of its group; `(?i:…)` only its own body.
    @Test(arguments: [
        ("(?i)a", Parse.unit("a", caseless: true)),
        ("(?i)(?-i)a", a),
        ("(?i:a)b", .concat([.group(Parse.unit("a", caseless: true), capturing: false, name: nil), b])),
        ("((?i)a)b", .concat([.group(Parse.unit("a", caseless: true), capturing: true, name: nil), b])),
        ("(?n)(a)", .group(a, capturing: false, name: nil)),
        ("(?iU)a", Parse.unit("a", caseless: true)),
    ])
    func options(body: String, tree: PatternNode) throws {
        #expect(try Parse.body(body) == tree)
    }

    /// `(?^)` resets every option.
    @Test func caretResetsTheOptions() throws {
        var flags = PatternParser.Flags()
        flags.caseless = true
        #expect(try Parse.body("(?^)a", flags: flags) == Self.a)
    }

    @Test(arguments: [
        ("(a", "missing closing parenthesis at offset 0"),
        ("(?", "missing closing parenthesis at offset 0"),
        ("(?i", "missing closing parenthesis at offset 0"),
        ("(*FAIL)", "unsupported construct (* (a backtracking verb) at offset 0"),
        ("a(?<=b)", "unsupported construct (?<= (lookbehind) at offset 1"),
        ("(?<!b)", "unsupported construct (?<! (lookbehind) at offset 0"),
        ("(?(1)a)", "unsupported construct (?( (a conditional group) at offset 0"),
        ("(?R)", "unsupported construct (?R (recursion) at offset 0"),
        ("(?1)", "unsupported construct (?1 (recursion) at offset 0"),
        ("(?Px)", "unsupported construct (?P at offset 0"),
        ("(?#abc", "missing ) after (?# comment at offset 0"),
        ("(?z)", "unrecognized character after (? or (?- at offset 2"),
        ("(?<1a>x)", "subpattern name must start with a non-digit at offset 3"),
        ("(?<a-b>x)", "syntax error in subpattern name (missing terminator?) at offset 4"),
        ("(?<>x)", "subpattern name expected at offset 3"),
        ("(?<(x)", "subpattern name expected at offset 3"),
        ("(?P=)", "subpattern name expected at offset 4"),
        ("(?<" + String(repeating: "a", count: 33) + ">x)", "subpattern name is too long (maximum 32 code units) at offset 3"),
        ("(?<n>a)(?<n>b)", "two named subpatterns have the same name (PCRE2_DUPNAMES not set) at offset 7"),
        ("(?J)(?<n>a)(?-J)(?P<n>b)", "two named subpatterns have the same name (PCRE2_DUPNAMES not set) at offset 16"),
        ("(?--i)", "invalid hyphen in option setting at offset 3"),
        ("(?^-i)", "invalid hyphen in option setting at offset 3"),
        ("(?*a)", "unsupported construct (?* (a non-atomic lookahead) at offset 0"),
        ("(?<*a)", "unsupported construct (?<* (lookbehind) at offset 0"),
        // `(*` with `)` or nothing after it is a group that starts with a quantifier.
        ("(*)", "quantifier does not follow a repeatable item at offset 1"),
        ("(?C1)", "unsupported construct (?C (a callout) at offset 0"),
        ("x(?|(a)|(b))", "unsupported construct (?| (a branch reset group with groups in more than one branch) at offset 1"),
        ("(?|(a)|b", "missing closing parenthesis at offset 0"),
        ("(?-1)", "unsupported construct (?- (recursion) at offset 0"),
        ("(?<é>a)", "subpattern name expected at offset 3"),
        ("(?P=n){0}", "reference to non-existent subpattern"),
    ])
    func errors(body: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try Parse.body(body) }
    }

    /// `(?J)` lets groups share a name.
    @Test func duplicateNamesWithJ() throws {
        _ = try Parse.body("(?<n>a)(?J)(?<n>b)")
        var flags = PatternParser.Flags()
        flags.duplicateNames = true
        _ = try Parse.body("(?<n>a)(?^)(?'n'b)", flags: flags)
    }

    /// A branch reset group with groups in one branch only numbers them as any group does.
    @Test func branchResetWithGroupsInOneBranch() throws {
        #expect(try Parse.body("(?|(a)|b)") == .group(.alternation([.group(Parse.unit("a"), capturing: true, name: nil), Parse.unit("b")]),
                                                     capturing: false, name: nil))
        #expect(try Parse.body("(?|a|(b))\\1") == .concat([
            .group(.alternation([Parse.unit("a"), .group(Parse.unit("b"), capturing: true, name: nil)]), capturing: false, name: nil),
            .backreference(.number(1), caseless: false),
        ]))
    }

    /// In Unicode mode a name may hold Unicode letters and digits, but not start with a digit.
    @Test func unicodeNames() throws {
        #expect(try Parse.body("(?<é>a)", unicode: true) == .group(Parse.unit("a"), capturing: true, name: "é"))
        #expect(throws: PatternError(reason: "subpattern name must start with a non-digit at offset 3")) {
            try Parse.body("(?<\u{663}a>a)", unicode: true)
        }
    }

    /// PCRE2's limit on nested parentheses.
    @Test func nestingIsLimited() throws {
        let deepest = String(repeating: "(", count: 250) + "a" + String(repeating: ")", count: 250)
        #expect(throws: Never.self) { try Parse.body(deepest) }
        let tooDeep = String(repeating: "(", count: 251) + "a" + String(repeating: ")", count: 251)
        #expect(throws: PatternError(reason: "parentheses are too deeply nested at offset 250")) { try Parse.body(tooDeep) }
    }
}
