/// A parsed ICU message pattern (the subset the package formats), following ICU's
/// `MessagePattern` with the default apostrophe mode (`DOUBLE_OPTIONAL`).
///
/// Parsing fails (returns `nil`) on ICU syntax errors, on argument types ICU rejects, and on the
/// types this package does not implement (`date`, `time`, `spellout`, `ordinal`, `duration`,
/// `choice`, and number patterns or skeletons).
struct ICUMessagePattern {
    indirect enum Node {
        case text([UInt8])
        /// `#` in a plural sub-message.
        case pound
        case argument(Argument)
    }

    struct Argument {
        /// The argument number, or `nil` for a named argument.
        var number: Int?
        var name: [UInt8]
        var kind: Kind
    }

    enum NumberStyle { case decimal, integer, percent, currency }

    struct Variant {
        /// `=N` selector, or `nil` for a keyword.
        var explicitValue: Double?
        var keyword: [UInt8]
        var message: [Node]
    }

    enum Kind {
        case none
        case number(NumberStyle)
        case plural(ordinal: Bool, offset: Double, variants: [Variant])
        case select([Variant])
    }

    enum ParentType { case none, plural, select }

    let nodes: [Node]
    /// Whether some argument is named rather than numbered.
    let hasNamedArguments: Bool


    init?(_ bytes: [UInt8]) {
        var parser = Parser(bytes: bytes)
        guard let (nodes, end) = parser.parseMessage(from: 0, nesting: 0, parent: .none), end == bytes.count else {
            return nil
        }
        self.nodes = nodes
        self.hasNamedArguments = parser.hasNamedArguments
    }
}
