import ModelValidation

/// `model-validate check`: checks a schema file and lists every problem with its JSON path.
///
/// `unique` and `exist` rules are built against a stand-in store (``DatabaseRules/standIn``):
/// their parameters are checked, no table is looked up.
enum CheckCommand {
    static func run(_ arguments: [String], stdout: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: [], flags: ["--help"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.check)
            return 0
        }
        guard parsed.operands.count == 1, let path = parsed.operands.first else {
            throw UsageError(message: "check needs exactly one SCHEMA.json")
        }
        let json = try Schema.readJSON(path)
        let schema: ModelSchema
        do { schema = try ModelSchema(json: json, registry: DatabaseRules.standIn.registry(for: json)) } catch {
            for problem in error.problems { stdout.write("\(path): \(problem)\n") }
            let count = error.problems.count
            stdout.write("\(count) \(count == 1 ? "problem" : "problems")\n")
            return 2
        }
        let scenarios = schema.ruleSet.scenarioMap.names.count
        stdout.write("\(path): ok (\(schema.attributes.count) attributes, \(schema.rules.count) rules, \(scenarios) scenarios)\n")
        return 0
    }
}
