import ModelValidation

/// One scenario of a rule set as a JSON Schema, with what the schema leaves out.
///
/// ```swift
/// let export = try JSONSchemaExporter(ruleSet: rules).export(scenario: "register")
/// export.document  // the schema, an AttributeValue
/// export.json      // the same, as indented JSON text
/// export.gaps      // what the engine checks beyond it
/// ```
public struct ExportedSchema: Sendable {
    /// The scenario exported.
    public let scenario: String
    /// Whether the schema forbids keys other than the safe attributes.
    public let isStrict: Bool
    /// The JSON Schema (draft 2020-12), with `$schema`.
    public let document: AttributeValue
    /// What the rules check that the schema does not express, by attribute and rule.
    public let gaps: [SchemaGap]

    /// The schema without `$schema`, as an OpenAPI 3.1 component.
    public var component: AttributeValue {
        guard var object = document.objectValue else { return document }
        object["$schema"] = nil
        return .object(object)
    }

    /// The document as indented JSON text, ending with a line feed.
    public var json: String { PrettyJSON.string(document) }
}

/// An OpenAPI 3.1 document whose components are the exported schemas of some scenarios.
///
/// ```swift
/// let api = try JSONSchemaExporter(ruleSet: rules).openAPI(title: "Accounts", version: "1.0")
/// api.document  // {"openapi": "3.1.0", "info": {...}, "components": {"schemas": {...}}}
/// ```
public struct OpenAPIExport: Sendable {
    /// The schemas, one per scenario, in order.
    public let schemas: [ExportedSchema]
    /// The component name of each schema, in the same order: ``componentName(_:)`` of its
    /// scenario, with `_2`, `_3`, … added when an earlier scenario already took that name
    /// (`"sign up"` and `"sign_up"` are `sign_up` and `sign_up_2`), so no schema replaces another.
    public let componentNames: [String]
    /// The OpenAPI document.
    public let document: AttributeValue

    /// Builds the document.
    ///
    /// - Parameters:
    ///   - title: `info.title`.
    ///   - version: `info.version`.
    ///   - schemas: The exported scenarios.
    public init(title: String, version: String, schemas: [ExportedSchema]) {
        self.schemas = schemas
        var components = AttributeObject()
        var names: [String] = []
        for schema in schemas {
            let base = Self.componentName(schema.scenario)
            var name = base
            var suffix = 2
            // Names are ASCII, so the object's key comparison is byte for byte.
            while components[name] != nil {
                name = base + "_" + String(suffix)
                suffix += 1
            }
            components[name] = schema.component
            names.append(name)
        }
        componentNames = names
        document = [
            "openapi": "3.1.0",
            "info": ["title": .string(title), "version": .string(version)],
            "components": ["schemas": .object(components)],
        ]
    }

    /// The document as indented JSON text, ending with a line feed.
    public var json: String { PrettyJSON.string(document) }

    /// A component name for a scenario: OpenAPI allows letters, digits, `.`, `-` and `_`.
    ///
    /// - Parameter scenario: The scenario's name.
    /// - Returns: The name with other characters replaced by `_`.
    public static func componentName(_ scenario: String) -> String {
        let allowed = scenario.unicodeScalars.map { scalar -> Character in
            let v = scalar.value
            let isAllowed = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
                || scalar == "." || scalar == "-" || scalar == "_"
            return isAllowed ? Character(scalar) : "_"
        }
        return allowed.isEmpty ? "_" : String(allowed)
    }
}
