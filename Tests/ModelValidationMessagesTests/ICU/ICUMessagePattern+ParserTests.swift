import Testing
@testable import ModelValidationMessages

/// What the parser accepts and refuses, as ICU's `MessagePattern` does with the default
/// apostrophe mode (`DOUBLE_OPTIONAL`), and the types this package does not format.
struct ICUMessagePatternParserTests {
    static func tree(_ text: String) -> String? {
        ICUMessagePattern(Array(text.utf8)).map { ICUMessagePatternTests.describe($0.nodes) }
    }

    /// An apostrophe quotes only before `{`, `}` (and `#` in a plural); `''` is one apostrophe.
    @Test(arguments: [
        ("It''s", "'It's'"),
        ("I'm", "'I'm'"),
        ("'{0}'", "'{0}'"),
        ("'{0}' and {0}", "'{0} and ' {0}"),
        ("'{a''b}'", "'{a'b}'"),
        ("'{open", "'{open'"),
        ("end'", "'end''"),
        ("{0, plural, other{'#' is #}}", "{0,plural other['# is ' #]}"),
        ("{0, select, other{'#' is #}}", "{0,select other[''#' is #']}"),
    ])
    func quoting(text: String, tree: String) {
        #expect(Self.tree(text) == tree)
    }

    /// Pattern white space around names, types, styles and selectors is skipped.
    @Test func whiteSpace() {
        #expect(Self.tree("{\t0 ,\n plural ,offset: 2  one {x}\u{2028}other{y} }") == "{0,plural offset:2 one['x'] other['y']}")
    }

    @Test(arguments: [
        "{0", "{", "{}", "{ }", "{00}", "{0123456789}", "{0 1}", "{0,}", "{0, date}", "{0, time, short}",
        "{0, spellout}", "{0, ordinal}", "{0, duration}", "{0, choice, 0#none|1#one}", "{0, number, #,##0}",
        "{0, number, ::percent}", "{0, plural, one{x}}", "{0, plural, other}", "{0, plural, other{x}",
        "{0, plural, =x{y} other{z}}", "{0, plural, one{x} offset:1 other{y}}", "{0, select}", "{0, select, a{x}}",
        "{0, number, percent", "{0, plural other{x}}", "{0, plural, offset:1 offset:2 other{#}}",
        "{0, selectordinal, offset:1 offset:1 other{#}}",
    ])
    func refused(text: String) {
        #expect(Self.tree(text) == nil)
    }

    /// Sub-messages nest up to 64 levels.
    @Test func nestingIsLimited() {
        func nested(_ depth: Int) -> String {
            String(repeating: "{0, select, other{", count: depth) + "x" + String(repeating: "}}", count: depth)
        }
        #expect(Self.tree(nested(64)) != nil)
        #expect(Self.tree(nested(65)) == nil)
    }
}
