import ModelValidation

/// `model-validate check`: checks a schema file and lists every problem with its JSON path.
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
        guard document.problems.isEmpty else {
            for problem in document.problems { stdout.write("\(path): \(problem)\n") }
            let count = document.problems.count
            stdout.write("\(count) \(count == 1 ? "problem" : "problems")\n")
            return 2
        }
        let scenarios = (document.scenarios ?? ScenarioMap.derived(from: document.rules)).names.count
        stdout.write("\(path): ok (\(document.attributes.count) attributes, \(document.rules.count) rules, \(scenarios) scenarios)\n")
        return 0
    }
}
