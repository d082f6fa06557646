import ModelValidation

/// A checked schema file for `validate` and `explain`: the library's ``ModelSchema`` and, for
/// one scenario, the model template every record is assigned into.
struct Schema {
    /// The schema.
    let schema: ModelSchema
    /// A model with the schema's attributes, labels and rules, in the chosen scenario.
    let template: DynamicModel
    /// The schema file's bytes, when it was loaded from a file (see ``independentTemplate()``).
    private(set) var source: [UInt8] = []
    /// The scenario ``template`` is in, as asked for.
    private let scenario: String?
    /// Whether any declared scenario would do for ``template`` (see ``init(json:scenario:databaseRules:anyScenario:)``).
    private let anyScenario: Bool
    /// How the database rules were built.
    private let databaseRules: DatabaseRules

    /// The built rules and scenarios.
    var ruleSet: RuleSet { schema.ruleSet }

    /// Builds the schema from its JSON object.
    ///
    /// - Parameters:
    ///   - json: The schema document.
    ///   - scenario: The scenario for ``template``; `nil` keeps the default.
    ///   - databaseRules: How `unique` and `exist` rules are built (the tool has no database).
    ///   - anyScenario: Whether, with no `scenario` named, a schema that does not declare the
    ///     default scenario is put in its first declared one: for the commands that walk every
    ///     scenario (`explain`, `schema`), which read the template's attributes and rules, not
    ///     its scenario. `false` (`validate`): the default scenario must exist.
    /// - Throws: ``UsageError`` with the JSON path of the first problem (and how many more
    ///   there are), or naming an unknown scenario.
    init(json: AttributeValue, scenario: String?, databaseRules: DatabaseRules = .standIn,
         anyScenario: Bool = false, repeatedKeys: [SchemaError.Problem] = []) throws(UsageError) {
        self.scenario = scenario
        self.databaseRules = databaseRules
        self.anyScenario = anyScenario
        var problems = repeatedKeys
        var built: ModelSchema?
        do { built = try ModelSchema(json: json, registry: databaseRules.registry(for: json)) } catch {
            problems += error.problems
        }
        // The problems in the order `check` lists them: keys written twice first.
        guard problems.isEmpty, let built else {
            let first = problems[0].description
            let more = problems.count - 1
            throw UsageError(message: first + (more > 0 ? " (and \(more) more; run \"model-validate check\" to list them)" : ""))
        }
        schema = built
        let declared = schema.ruleSet.scenarioMap.names
        var name = scenario ?? ValidationState.defaultScenario
        if scenario == nil, anyScenario, schema.ruleSet.scenario(named: name) == nil, let first = declared.first {
            name = first
        }
        do { template = try schema.makeModel(scenario: name) } catch {
            throw Self.unknownScenario(name, declared: declared, named: scenario != nil)
        }
    }

    /// The error for a scenario the schema does not declare: `unknown scenario "default" (the
    /// schema declares: register, update)`, and, when the default was looked for because none
    /// was `named`, how to name one.
    static func unknownScenario(_ name: String, declared: [String], named: Bool) -> UsageError {
        UsageError(message: "unknown scenario \"\(name)\" (the schema declares: \(declared.joined(separator: ", ")))"
                   + (named ? "" : "; name one with --scenario"))
    }

    /// Throws ``unknownScenario(_:declared:named:)`` unless the schema declares the scenario
    /// named `scenario` (`nil`: the default one).
    func requireScenario(_ scenario: String?) throws(UsageError) {
        let name = scenario ?? ValidationState.defaultScenario
        guard ruleSet.scenario(named: name) == nil else { return }
        throw Self.unknownScenario(name, declared: ruleSet.scenarioMap.names, named: scenario != nil)
    }

    /// Reads, parses and builds the schema file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - scenario: The scenario for ``template``; `nil` keeps the default.
    ///   - databaseRules: How `unique` and `exist` rules are built.
    ///   - anyScenario: Whether any declared scenario will do when none is named (see
    ///     ``init(json:scenario:databaseRules:anyScenario:)``).
    /// - Throws: ``UsageError`` prefixed with the path when the file cannot be read, is not
    ///   JSON, or has a problem.
    static func load(_ path: String, scenario: String?, databaseRules: DatabaseRules = .standIn,
                     anyScenario: Bool = false) throws(UsageError) -> Schema {
        let bytes = try readBytes(path)
        let json = try parse(bytes, path: path)
        do {
            var schema = try Schema(json: json, scenario: scenario, databaseRules: databaseRules, anyScenario: anyScenario,
                                    repeatedKeys: RepeatedKeys.problems(in: bytes))
            schema.source = bytes
            return schema
        } catch {
            throw UsageError(message: "\(path): \(error)")
        }
    }

    /// A template like ``template`` built anew from the schema file's bytes, so that it shares
    /// no object with ``template`` (rules, validators, strings): threads that each validate with
    /// their own copy do not contend for the same reference counts.
    ///
    /// - Returns: ``template`` itself when the schema was not loaded from a file.
    func independentTemplate() -> DynamicModel {
        guard !source.isEmpty, let json = try? JSONReader.parse(source),
              let schema = try? Schema(json: json, scenario: scenario, databaseRules: databaseRules, anyScenario: anyScenario)
        else { return template }
        return schema.template
    }

    /// Reads and parses a JSON file, and finds the keys written twice in one of its objects
    /// (see ``RepeatedKeys``).
    ///
    /// - Throws: ``UsageError`` prefixed with the path.
    static func readDocument(_ path: String) throws(UsageError) -> (json: AttributeValue, repeatedKeys: [SchemaError.Problem]) {
        let bytes = try readBytes(path)
        return (try parse(bytes, path: path), RepeatedKeys.problems(in: bytes))
    }

    private static func readBytes(_ path: String) throws(UsageError) -> [UInt8] {
        do {
            let file = try FileInput(path: path)
            defer { file.close() }
            var reader = LineReader(file)
            try reader.skipByteOrderMark()
            return try reader.readRest()
        } catch {
            throw UsageError(message: "\(path): \(error)")
        }
    }

    private static func parse(_ bytes: [UInt8], path: String) throws(UsageError) -> AttributeValue {
        do { return try JSONReader.parse(bytes) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
    }
}
