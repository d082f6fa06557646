import ModelValidation

/// How the tool builds rules that ask a database (`unique`, `exist`), which it does not have.
///
/// Such rules are bound to a ``RecordStore`` when they are built, so a schema that has them
/// cannot even be built without one. The tool builds them against ``StandInRecordStore``: every
/// parameter is checked as in an application, and nothing is ever queried. `check`, `explain`
/// and `schema` need nothing more; `validate` refuses such a schema unless it is told to skip
/// those rules (``skipped``).
enum DatabaseRules {
    /// Built against the stand-in store, as they are: asynchronous, never run by the tool.
    case standIn
    /// Built against the stand-in store (so their parameters are checked), then replaced by
    /// ``SkippedDatabaseRule``, which never runs. Their attributes stay active and safe.
    case skipped

    /// The aliases of the built-in rules that ask a database.
    static let aliases = ["unique", "exist"]

    /// The registry to build `json`'s rules with: the built-in validators and the stand-in store
    /// under every store name the document mentions (and `"default"`).
    ///
    /// - Parameter json: The schema document (read for `store` parameters, nested ones included).
    /// - Returns: The registry.
    func registry(for json: AttributeValue) -> ValidatorRegistry {
        var standIn = ValidatorRegistry.builtIn
        standIn.register(store: StandInRecordStore())
        for name in Self.storeNames(in: json) { standIn.register(store: StandInRecordStore(), named: name) }
        guard self == .skipped else { return standIn }
        var registry = standIn
        for alias in Self.aliases {
            registry.register(alias) { [standIn] alias, parameters in
                _ = try standIn.makeValidator(alias, parameters: &parameters)
                return SkippedDatabaseRule()
            }
        }
        return registry
    }

    /// The `store` names of the document's rule objects, at any depth.
    static func storeNames(in json: AttributeValue) -> Set<String> {
        var names = Set<String>()
        var pending = [json]
        while let value = pending.popLast() {
            switch value {
            case .object(let object):
                if case .string(let name)? = object["store"], object["type"] != nil { names.insert(name) }
                pending.append(contentsOf: object.values)
            case .array(let items):
                pending.append(contentsOf: items)
            default:
                break
            }
        }
        return names
    }

    /// The rules active in `scenario` (and every rule of the schemas of `nested` rules) that
    /// ask a database, named as `rules[3] (unique on username)` or
    /// `rules[1].schema.rules[0] (exist on sku)`.
    static func asynchronousRules(in ruleSet: RuleSet, scenario: String?) -> [String] {
        rules(in: ruleSet, scenario: scenario, path: "") { $0.isAsynchronous }
    }

    /// The rules active in `scenario` (and in nested schemas) that were skipped, named as
    /// ``asynchronousRules(in:scenario:)`` names them.
    static func skippedRules(in ruleSet: RuleSet, scenario: String?) -> [String] {
        rules(in: ruleSet, scenario: scenario, path: "") { $0.validator is SkippedDatabaseRule }
    }

    /// The rules matching `matches`: of the top level only those active in `scenario` (every
    /// one when `nil`), of nested schemas all (their scenario is decided per rule).
    private static func rules(in ruleSet: RuleSet, scenario: String?, path: String,
                              where matches: (CompiledRule) -> Bool) -> [String] {
        var names: [String] = []
        for rule in ruleSet.rules where scenario.map(rule.isActive(in:)) ?? true {
            let name = path + "rules[\(rule.index)]"
            if matches(rule) {
                names.append("\(name) (\(rule.rule.type) on \(rule.attributeNames.joined(separator: ", ")))")
            } else if let nested = rule.validator as? NestedValidator, let schema = nested.schema {
                names += rules(in: schema.ruleSet, scenario: nil, path: name + ".schema.", where: matches)
            }
        }
        return names
    }
}

/// The record store the tool builds database rules with. It knows every table (the tool cannot
/// tell which exist) and is never asked to count: `validate` refuses or skips such rules first.
struct StandInRecordStore: RecordStore {
    /// What a count would throw if one were ever asked.
    struct NoDatabase: Error, CustomStringConvertible {
        var description: String { "model-validate has no database to look records up in" }
    }

    func count(_ query: RecordQuery) async throws -> Int { throw NoDatabase() }
}

/// What a database rule becomes with `validate --skip-database-rules`: a rule that never runs.
/// Its attributes stay active (and safe, as the schema says), so assignment is unchanged.
struct SkippedDatabaseRule: Validator {
    var validatesValues: Bool { false }

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {}
}
