import ModelValidation

/// `model-validate check`: checks a schema file and lists every problem with its JSON path, and
/// every parameter PHP would silently convert as a warning (which does not fail the check).
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
        let (json, repeatedKeys) = try Schema.readDocument(path)
        var problems = repeatedKeys
        var built: ModelSchema?
        do { built = try ModelSchema(json: json, registry: DatabaseRules.standIn.registry(for: json)) } catch {
            problems += error.problems
        }
        // A key written twice is listed first: only its last value was read, so what follows
        // is about that value.
        guard problems.isEmpty, let schema = built else {
            for problem in problems { stdout.write("\(path): \(problem)\n") }
            stdout.write(counted(problems.count, "problem") + "\n")
            return 2
        }
        let warnings = schema.ruleSet.warnings
        for warning in warnings { stdout.write("\(path): warning: \(warning)\n") }
        let scenarios = schema.ruleSet.scenarioMap.names.count
        stdout.write("\(path): ok (\(counted(schema.attributes.count, "attribute")), \(counted(schema.rules.count, "rule")), "
                     + "\(counted(scenarios, "scenario")))"
                     + (warnings.isEmpty ? "" : ", " + counted(warnings.count, "warning")) + "\n")
        return 0
    }

    /// `1 rule`, `2 rules`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
