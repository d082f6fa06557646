/// A mistake in a rule, found when the rule set is built.
///
/// It names the rule by its index in the rule list and, where there is one, the offending key,
/// so `description` reads like a JSON path: `rules[3].min: expected a number`.
///
/// ```swift
/// do { _ = try RuleSet([Rule(["name"], "string", ["min": "x"])]) }
/// catch { print(error) } // rules[0].min: expected a number, got string
/// ```
public struct RuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of mistake it is.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        let name: String
        /// The `type` names no registered validator.
        public static let unknownType = Kind(name: "unknownType")
        /// A key is not a parameter of the validator.
        public static let unknownParameter = Kind(name: "unknownParameter")
        /// A parameter has the wrong type or an unusable value.
        public static let invalidParameter = Kind(name: "invalidParameter")
        /// A required parameter is missing.
        public static let missingParameter = Kind(name: "missingParameter")
        /// The rule itself is malformed (not an object, no attributes, no type).
        public static let invalidRule = Kind(name: "invalidRule")
        /// A parameter PHP would silently convert, such as a number written as a string: never
        /// thrown, only listed in ``RuleSet/warnings`` (and by `model-validate check`).
        public static let coercedParameter = Kind(name: "coercedParameter")
        public var description: String { name }
    }

    /// The kind of mistake.
    public var kind: Kind
    /// The index of the rule in its list, when known. Nested rules (`each`) report their owner.
    public var ruleIndex: Int?
    /// The key at fault (`"min"`, `"rule.type"`), when there is one.
    public var key: String?
    /// What is wrong, in words.
    public var reason: String
    /// Every mistake found in the rule, in order, when it was read past this one: each faulty
    /// common key (``Rule/init(json:index:requiresAttributes:)``, ``RuleSet/build(_:index:registry:keyPrefix:owner:)``),
    /// then each faulty or unknown parameter (``RuleSet/compile(_:index:registry:keyPrefix:pastAMistake:)``),
    /// and each problem of a nested schema the rule holds, keyed below `schema`
    /// (`schema.rules[0].min`). The first is this mistake, or, for a nested schema, its first
    /// problem; for a rule built past a faulty common key, the list may be empty (see
    /// ``RuleParameters/beginPastAMistake()``). Not part of equality.
    var mistakes: [RuleError]?
    /// Whether the mistake is in its parameter's value whatever the rule's other parameters
    /// say (a mistyped value, a pattern that does not compile, a missing parameter), so it is
    /// listed even when found after another parameter was set aside. Not part of equality.
    var concernsItsValueAlone = false

    /// Creates a rule error.
    public init(_ kind: Kind, ruleIndex: Int? = nil, key: String? = nil, reason: String) {
        self.kind = kind
        self.ruleIndex = ruleIndex
        self.key = key
        self.reason = reason
    }

    /// The JSON path of the mistake, such as `rules[3].min`.
    public var path: String {
        var path = ruleIndex.map { "rules[\($0)]" } ?? "rules"
        if let key { path += "." + key }
        return path
    }

    public var description: String { "\(path): \(reason)" }

    /// ``mistakes``, or this mistake alone.
    var everyMistake: [RuleError] { mistakes ?? [self] }

    /// This mistake of a child rule as one of the rule holding it, its key below `prefix`
    /// (`rule.` for the rule of `each`: `rule.min`; `rule` itself for a mistake in no key of
    /// the child), in the value of that parameter alone (``concernsItsValueAlone``).
    func below(_ prefix: String) -> RuleError {
        var mistake = self
        mistake.key = key.map { prefix + $0 } ?? String(prefix.dropLast())
        return mistake.aboutItsValueAlone
    }

    /// This mistake, and those it carries, marked as ones in their parameter's value alone
    /// (``concernsItsValueAlone``).
    var aboutItsValueAlone: RuleError {
        var mistake = self
        mistake.concernsItsValueAlone = true
        mistake.mistakes = mistakes?.map(\.aboutItsValueAlone)
        return mistake
    }

    /// Whether two errors name the same mistake: kind, rule, key and reason.
    public static func == (lhs: RuleError, rhs: RuleError) -> Bool {
        lhs.kind == rhs.kind && lhs.ruleIndex == rhs.ruleIndex && lhs.key == rhs.key && lhs.reason == rhs.reason
    }
}
