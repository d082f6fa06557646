import ModelValidation

/// Makes random trials: schemas with derived or explicit scenarios, `!` marks, `on` and
/// `except`, nested schemas (objects and lists, up to two levels), names spelled in composed
/// and decomposed Unicode, unknown scenarios and keys, strict and safe-only modes.
public struct CaseGenerator {
    var random: SplitMix64

    /// Creates a generator.
    ///
    /// - Parameter seed: The trial's seed.
    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Attribute names: plain ones, and pairs that are canonically equivalent but not
    /// byte-equal (é composed and decomposed, Å and the Angstrom sign, K and the Kelvin sign).
    static let names = [
        "a", "b", "c", "d", "email", "role", "items", "k", "K", "\u{212A}", "\u{E9}", "e\u{301}",
        "\u{C5}", "A\u{30A}", "\u{212B}", "x.y", "n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7",
        "n8", "n9", "m0", "m1", "m2", "m3",
    ]
    /// Scenario names, with a composed and a decomposed spelling.
    static let scenarioNames = ["default", "s", "t", "\u{E9}", "e\u{301}", "admin"]

    /// A random trial.
    public mutating func trial() -> TrialCase {
        let schema = makeSchema(depth: 0, size: random.chance(20) ? 17 + random.below(8) : 1 + random.below(8))
        let scenario = random.chance(10) ? "unknown" : random.pick(Self.scenarioNames)
        let bodies = (0..<(random.chance(30) ? 2 : 1)).map { _ in makeBody(for: schema, depth: 0) }
        return TrialCase(schema: schema, scenario: scenario, bodies: bodies, strict: random.chance(40),
                         safeOnly: !random.chance(15), throughJSON: random.chance(30))
    }

    /// A name from the pool, sometimes one of `declared`.
    mutating func name(_ declared: [String]) -> String {
        if !declared.isEmpty && random.chance(70) { return random.pick(declared) }
        return random.pick(Self.names)
    }

    /// A name with a `!` mark now and then (rarely two).
    mutating func marked(_ name: String) -> String {
        if random.chance(3) { return "!!" + name }
        return random.chance(20) ? "!" + name : name
    }

    /// A schema of `size` attributes (fewer when names repeat). Nested schemas only name their
    /// declared attributes, as a nested `ModelSchema` requires.
    mutating func makeSchema(depth: Int, size: Int) -> SchemaCase {
        var attributes: [String] = []
        for _ in 0..<size {
            let candidate = random.pick(Self.names)
            if !YiiModel.contains(attributes, candidate) { attributes.append(candidate) }
        }
        let closed = depth > 0
        func pickAttribute(_ generator: inout CaseGenerator) -> String {
            closed ? generator.random.pick(attributes) : generator.name(attributes)
        }
        var rules: [RuleCase] = []
        var nestedAttributes: [String] = []
        for _ in 0..<random.below(6) {
            var rule = RuleCase(attributes: (0..<(1 + random.below(3))).map { _ in marked(pickAttribute(&self)) })
            if random.chance(35) { rule.on = (0..<(1 + random.below(2))).map { _ in random.pick(Self.scenarioNames) } }
            if random.chance(25) { rule.except = (0..<(1 + random.below(2))).map { _ in random.pick(Self.scenarioNames) } }
            rules.append(rule)
        }
        // Nested rules: one attribute each, an attribute at most once.
        if depth < 2 {
            for _ in 0..<(random.chance(45) ? 1 + random.below(2) : 0) {
                let attribute = random.pick(attributes)
                guard !YiiModel.contains(nestedAttributes, attribute) else { continue }
                nestedAttributes.append(attribute)
                let child = makeSchema(depth: depth + 1, size: 1 + random.below(5))
                var scenario: String?
                if random.chance(15) { scenario = random.pick(Self.scenarioNames) }
                var rule = RuleCase(attributes: [marked(attribute)])
                rule.nested = NestedCase(schema: child, isList: random.chance(50), scenario: scenario)
                if random.chance(20) { rule.on = [random.pick(Self.scenarioNames)] }
                rules.insert(rule, at: random.below(rules.count + 1))
            }
        }
        var schema = SchemaCase(attributes: attributes, rules: rules, scenarios: nil)
        if random.chance(30) {
            var explicit: [(name: String, entries: [String])] = []
            for _ in 0..<(1 + random.below(3)) {
                let entries = (0..<random.below(6)).map { _ in marked(pickAttribute(&self)) }
                explicit.append((name: random.pick(Self.scenarioNames), entries: entries))
            }
            schema.scenarios = explicit
        }
        return schema
    }

    /// A body for `schema`: known and unknown keys, nested objects and lists for nested
    /// attributes (sometimes of the wrong shape).
    mutating func makeBody(for schema: SchemaCase, depth: Int) -> AttributeObject {
        var body = AttributeObject()
        for _ in 0..<random.below(7) {
            let key = name(schema.attributes)
            if let nested = YiiModel.nestedCase(of: key, in: schema), depth < 3 {
                body[key] = makeNestedValue(nested, depth: depth)
            } else {
                body[key] = makeScalar()
            }
        }
        return body
    }

    mutating func makeNestedValue(_ nested: NestedCase, depth: Int) -> AttributeValue {
        switch random.below(10) {
        case 0: return .null
        case 1: return makeScalar()
        case 2: return nested.isList ? .object(makeBody(for: nested.schema, depth: depth + 1)) : .array([])
        default:
            guard nested.isList else { return .object(makeBody(for: nested.schema, depth: depth + 1)) }
            return .array((0..<random.below(4)).map { _ in
                random.chance(10) ? makeScalar() : .object(makeBody(for: nested.schema, depth: depth + 1))
            })
        }
    }

    mutating func makeScalar() -> AttributeValue {
        switch random.below(4) {
        case 0: return .int(random.below(100))
        case 1: return .string(random.pick(["", "x", "\u{E9}", "e\u{301}"]))
        case 2: return .bool(random.chance(50))
        default: return .null
        }
    }
}
