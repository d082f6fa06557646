import ModelValidation

/// `model-validate check`: checks a schema file and lists every problem with its JSON path, and
/// every parameter PHP would silently convert as a warning (which does not fail the check).
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
        let document = SchemaDocument(json: try Schema.readJSON(path))
        for warning in document.warnings { stdout.write("\(path): warning: \(warning)\n") }
        let warnings = document.warnings.isEmpty ? "" : ", " + counted(document.warnings.count, "warning")
        guard document.problems.isEmpty else {
            for problem in document.problems { stdout.write("\(path): \(problem)\n") }
            stdout.write(counted(document.problems.count, "problem") + warnings + "\n")
            return 2
        }
        let scenarios = (document.scenarios ?? ScenarioMap.derived(from: document.rules)).names.count
        stdout.write("\(path): ok (\(counted(document.attributes.count, "attribute")), "
                     + "\(counted(document.rules.count, "rule")), \(counted(scenarios, "scenario")))\(warnings)\n")
        return 0
    }

    /// `1 rule`, `2 rules`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
