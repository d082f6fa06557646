import ModelValidation
import ModelValidationSchema

/// `model-validate schema`: writes a schema file's rules, for one scenario, as a JSON Schema
/// (draft 2020-12) or an OpenAPI 3.1 document (see `Docs/Schema.md`).
enum JSONSchemaCommand {
    /// The output formats.
    enum Format: String {
        case jsonSchema = "json-schema"
        case openAPI = "openapi"
    }

    static func run(_ arguments: [String], stdout: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: ["--rules", "--scenario", "--format"], flags: ["--help", "--strict"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.schema)
            return 0
        }
        guard let rulesPath = parsed.options["--rules"] else { throw UsageError(message: "schema needs --rules SCHEMA.json") }
        guard parsed.operands.isEmpty else { throw UsageError(message: "schema takes no operands (use --rules)") }
        let formatText = parsed.options["--format"] ?? Format.jsonSchema.rawValue
        guard let format = Format(rawValue: formatText) else {
            throw UsageError(message: "--format must be json-schema or openapi, not \"\(formatText)\"")
        }
        let scenario = parsed.options["--scenario"]
        let schema = try Schema.load(rulesPath, scenario: scenario, anyScenario: true)
        let exporter = JSONSchemaExporter(model: schema.template)
        let strict = parsed.flags.contains("--strict")
        // A JSON Schema is one scenario's: the default one unless another is named.
        if format == .jsonSchema {
            do { try schema.requireScenario(scenario) } catch { throw UsageError(message: "\(rulesPath): \(error)") }
        }
        do {
            switch format {
            case .jsonSchema:
                stdout.write(try exporter.export(scenario: scenario ?? ValidationState.defaultScenario, strict: strict).json)
            case .openAPI:
                let title = String(rulesPath.split(separator: "/").last ?? Substring(rulesPath))
                let scenarios = scenario.map { [$0] }
                stdout.write(try exporter.openAPI(title: title, version: "1.0.0", scenarios: scenarios, strict: strict).json)
            }
        } catch {
            throw UsageError(message: "\(rulesPath): \(error)")
        }
        return 0
    }
}
