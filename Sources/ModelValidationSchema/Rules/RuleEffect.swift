import ModelValidation

/// What a validator does to one value, as far as a schema can tell: the values it lets through,
/// how the value it leaves behind relates to the one it got, and what it checks that the schema
/// cannot express.
struct RuleEffect {
    /// How the value after the validator relates to the value before.
    enum Transform {
        /// The value is unchanged.
        case identity
        /// An empty value (per the test) is replaced by a constant (`default`).
        case replacesEmpty(AttributeValue, EmptinessCheck)
        /// The value is trimmed (`trim`): scalars become trimmed strings, empty values `""`.
        case trims(characters: String, skipOnArray: Bool)
        /// Child rules run in order on the value, each filtering it (`allOf`).
        case sequence([CompiledRule])
        /// The value may change in ways the schema does not follow (`filter`, `url` with
        /// `defaultScheme`, a validator written in Swift).
        case opaque
    }

    /// Every value the validator may let through (a superset).
    var passes: ValueSet
    /// How it changes the value.
    var transform: Transform = .identity
    /// What it checks that ``passes`` leaves out, in words.
    var gaps: [String] = []

    init(passes: ValueSet, transform: Transform = .identity, gaps: [String] = []) {
        self.passes = passes
        self.transform = transform
        self.gaps = gaps
    }

    /// A validator the schema cannot read: it may let anything through and change the value.
    static func unknown(_ gap: String) -> RuleEffect {
        RuleEffect(passes: .any, transform: .opaque, gaps: [gap])
    }
}
