/// Scenario names mapped to their attribute lists, in order: Yii's `scenarios()`.
///
/// Entries keep their `!` marks (`"!secret"` is active but unsafe). A map is either given
/// explicitly or derived from the rules (``derived(from:)``). Scenario and attribute names are
/// told apart by their bytes, as PHP tells array keys apart.
///
/// ```swift
/// let scenarios: ScenarioMap = ["default": ["email"], "admin": ["email", "!role"]]
/// scenarios["admin"] // ["email", "!role"]
/// ```
public struct ScenarioMap: Sendable, Equatable {
    /// The scenario names, in order.
    public private(set) var names: [String] = []
    /// The attribute lists, in the order of ``names``.
    public private(set) var lists: [[String]] = []
    /// ``names`` by their bytes: finding each of many scenarios in the list cost their number
    /// squared (a schema of 20,000 scenarios took seconds to read).
    private var index = NameIndex()

    /// An empty map (every scenario is unknown).
    public init() {}

    /// Creates a map from ordered pairs.
    public init(_ pairs: [(String, [String])]) {
        for (name, list) in pairs { self[name] = list }
    }

    /// The attribute list of `scenario`; assigning replaces it or appends a new scenario.
    public subscript(scenario: String) -> [String]? {
        get { position(of: scenario).map { lists[$0] } }
        set {
            if let i = position(of: scenario) {
                if let newValue {
                    lists[i] = newValue
                } else {
                    names.remove(at: i)
                    lists.remove(at: i)
                    index = NameIndex(names)
                }
            } else if let newValue {
                names.append(scenario)
                lists.append(newValue)
                index.append(scenario)
            }
        }
    }

    /// The position of `scenario` in ``names`` (byte for byte), or `nil`.
    func position(of scenario: String) -> Int? { index.position(of: scenario) }

    /// Whether both maps have the same scenario names and attribute lists, in the same order
    /// (the lookup index follows from the names).
    public static func == (lhs: ScenarioMap, rhs: ScenarioMap) -> Bool {
        lhs.names == rhs.names && lhs.lists == rhs.lists
    }

    /// Derives the scenarios from rules, exactly as Yii's default `Model::scenarios()`.
    ///
    /// `default` always exists. Pass one declares every scenario named in any rule's `on` or
    /// `except`. Pass two adds each rule's attributes (with their `!` marks): to every scenario
    /// when the rule has neither `on` nor `except`; to every scenario not excluded when it has
    /// only `except`; to exactly the scenarios in `on` otherwise, even one its `except` names.
    /// Lists keep first-appearance order without duplicates.
    ///
    /// - Parameter rules: The rules in declaration order.
    /// - Returns: The derived map.
    public static func derived(from rules: [Rule]) -> ScenarioMap {
        var names = NameIndex(["default"])
        for rule in rules {
            for name in rule.on + rule.except where !names.contains(name) { names.append(name) }
        }
        var lists = Array(repeating: [String](), count: names.count)
        var seen = Array(repeating: Set<NameKey>(), count: names.count)
        func add(_ attributes: [String], to i: Int) {
            for attribute in attributes where seen[i].insert(NameKey(attribute)).inserted { lists[i].append(attribute) }
        }
        for rule in rules {
            if rule.on.isEmpty {
                let except = NameIndex(rule.except)
                for (i, name) in names.names.enumerated() where !except.contains(name) { add(rule.attributes, to: i) }
            } else {
                for name in rule.on {
                    guard let i = names.position(of: name) else { continue }
                    add(rule.attributes, to: i)
                }
            }
        }
        var map = ScenarioMap()
        map.names = names.names
        map.lists = lists
        map.index = names
        return map
    }
}

extension ScenarioMap: ExpressibleByDictionaryLiteral {
    /// Creates a map from a literal, keeping its order.
    public init(dictionaryLiteral elements: (String, [String])...) { self.init(elements) }
}
