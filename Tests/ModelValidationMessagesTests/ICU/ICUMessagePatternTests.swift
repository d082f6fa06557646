import Testing
@testable import ModelValidationMessages

/// The tree of a parsed ICU message: text, `#`, and arguments with their kinds and variants.
struct ICUMessagePatternTests {
    /// A compact spelling of a tree: `'text'`, `#`, `{0}`, `{0,number:integer}`,
    /// `{n,plural offset:1 =0['none'] other[#]}`.
    static func describe(_ nodes: [ICUMessagePattern.Node]) -> String {
        nodes.map { node -> String in
            switch node {
            case .text(let bytes): return "'" + String(decoding: bytes, as: UTF8.self) + "'"
            case .pound: return "#"
            case .argument(let argument):
                let name = argument.number.map(String.init) ?? String(decoding: argument.name, as: UTF8.self)
                return "{" + name + describe(argument.kind) + "}"
            }
        }.joined(separator: " ")
    }

    static func describe(_ kind: ICUMessagePattern.Kind) -> String {
        func variants(_ list: [ICUMessagePattern.Variant]) -> String {
            list.map { variant in
                let selector = variant.explicitValue.map { "=\($0.formatted)" } ?? String(decoding: variant.keyword, as: UTF8.self)
                return " " + selector + "[" + describe(variant.message) + "]"
            }.joined()
        }
        switch kind {
        case .none: return ""
        case .number(let style): return ",number:\(style)"
        case .plural(let ordinal, let offset, let list):
            return (ordinal ? ",selectordinal" : ",plural") + (offset == 0 ? "" : " offset:\(offset.formatted)") + variants(list)
        case .select(let list): return ",select" + variants(list)
        }
    }

    static func parse(_ text: String) -> ICUMessagePattern? { ICUMessagePattern(Array(text.utf8)) }

    @Test(arguments: [
        ("Hello", "'Hello'"),
        ("", ""),
        ("{0}", "{0}"),
        ("a{0}b{1}", "'a' {0} 'b' {1}"),
        ("{ 12 }", "{12}"),
        ("{attribute} is invalid.", "{attribute} ' is invalid.'"),
        ("{0, number}", "{0,number:decimal}"),
        ("{0,number,integer}", "{0,number:integer}"),
        ("{0, number, percent}", "{0,number:percent}"),
        ("{0, NUMBER, Currency}", "{0,number:currency}"),
        ("{0, number,\u{2028}integer\u{200F}}", "{0,number:integer}"),
        ("{0, number, percent\u{85}\u{200E}}", "{0,number:percent}"),
        ("{0, plural, one{# item} other{# items}}", "{0,plural one[# ' item'] other[# ' items']}"),
        ("{0, plural, offset:1 =0{none} =1{#} other{# more}}", "{0,plural offset:1 =0['none'] =1[#] other[# ' more']}"),
        ("{0, selectordinal, one{#st} two{#nd} few{#rd} other{#th}}",
         "{0,selectordinal one[# 'st'] two[# 'nd'] few[# 'rd'] other[# 'th']}"),
        ("{0, select, a{x} other{y}}", "{0,select a['x'] other['y']}"),
        ("{0, select, other{# {1}}}", "{0,select other['# ' {1}]}"),
        ("a}b", "'a}b'"),
    ])
    func trees(text: String, tree: String) throws {
        let pattern = try #require(Self.parse(text))
        #expect(Self.describe(pattern.nodes) == tree)
    }

    @Test func namedAndNumberedArguments() throws {
        #expect(try #require(Self.parse("{0} {1}")).hasNamedArguments == false)
        #expect(try #require(Self.parse("{0} {name}")).hasNamedArguments == true)
        #expect(try #require(Self.parse("{0, plural, other{{name}}}")).hasNamedArguments == true)
    }
}

extension Double {
    /// `1` for 1.0, `2.5` for 2.5.
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
