import ModelValidation

/// A checked schema file for `validate` and `explain`: the library's ``ModelSchema`` and, for
/// one scenario, the model template every record is assigned into.
struct Schema {
    /// The schema.
    let schema: ModelSchema
    /// A model with the schema's attributes, labels and rules, in the chosen scenario.
    let template: DynamicModel

    /// The built rules and scenarios.
    var ruleSet: RuleSet { schema.ruleSet }

    /// Builds the schema from its JSON object.
    ///
    /// - Parameters:
    ///   - json: The schema document.
    ///   - scenario: The scenario for ``template``; `nil` keeps the default.
    ///   - databaseRules: How `unique` and `exist` rules are built (the tool has no database).
    /// - Throws: ``UsageError`` with the JSON path of the first problem (and how many more
    ///   there are), or naming an unknown scenario.
    init(json: AttributeValue, scenario: String?, databaseRules: DatabaseRules = .standIn) throws(UsageError) {
        do { schema = try ModelSchema(json: json, registry: databaseRules.registry(for: json)) } catch {
            let first = error.problems.first?.description ?? "invalid schema"
            let more = error.problems.count - 1
            throw UsageError(message: first + (more > 0 ? " (and \(more) more; run \"model-validate check\" to list them)" : ""))
        }
        do { template = try schema.makeModel(scenario: scenario ?? ValidationState.defaultScenario) } catch {
            let names = schema.ruleSet.scenarioMap.names.joined(separator: ", ")
            throw UsageError(message: "unknown scenario \"\(scenario ?? "")\" (the schema declares: \(names))")
        }
    }

    /// Reads, parses and builds the schema file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - scenario: The scenario for ``template``; `nil` keeps the default.
    ///   - databaseRules: How `unique` and `exist` rules are built.
    /// - Throws: ``UsageError`` prefixed with the path when the file cannot be read, is not
    ///   JSON, or has a problem.
    static func load(_ path: String, scenario: String?, databaseRules: DatabaseRules = .standIn) throws(UsageError) -> Schema {
        let json = try readJSON(path)
        do { return try Schema(json: json, scenario: scenario, databaseRules: databaseRules) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
    }

    /// Reads and parses a JSON file.
    ///
    /// - Throws: ``UsageError`` prefixed with the path.
    static func readJSON(_ path: String) throws(UsageError) -> AttributeValue {
        let bytes: [UInt8]
        do {
            let file = try FileInput(path: path)
            defer { file.close() }
            var reader = LineReader(file)
            bytes = try reader.readRest()
        } catch {
            throw UsageError(message: "\(path): \(error)")
        }
        do { return try JSONReader.parse(bytes) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
    }
}
