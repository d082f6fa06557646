import ModelValidation

/// The parts of a case object, checked.
struct CaseSpec {
    var attributes: [String]
    var labels: [String: String] = [:]
    var rules: AttributeValue = .array([])
    var scenarios: ScenarioMap?
    var scenario = ValidationState.defaultScenario
    var set: [(String, AttributeValue)] = []
    var input: AttributeValue = .null
    var validateAttributes: [String]?
    var preErrors: [(String, [String])] = []
    var clearErrors = true
    /// The application language (`Yii::$app->language`); `nil` for Yii's en-US.
    var language: MessageLanguage?

    init(_ object: AttributeObject) throws(CaseError) {
        func bad(_ key: String, _ expected: String) -> CaseError {
            CaseError(phase: "case", type: "OracleCaseError", message: "\"\(key)\" must be \(expected)")
        }
        func strings(_ value: AttributeValue, _ key: String) throws(CaseError) -> [String] {
            guard case .array(let items) = value else { throw bad(key, "a list of strings") }
            var out: [String] = []
            for item in items {
                guard case .string(let s) = item else { throw bad(key, "a list of strings") }
                out.append(s)
            }
            return out
        }
        guard let attributes = object["attributes"] else { throw bad("attributes", "present") }
        self.attributes = try strings(attributes, "attributes")
        if let labels = object["labels"], !labels.isNull {
            guard case .object(let map) = labels else { throw bad("labels", "an object") }
            for (key, value) in map {
                guard case .string(let s) = value else { throw bad("labels", "an object of strings") }
                self.labels[key] = s
            }
        }
        if let rules = object["rules"], !rules.isNull { self.rules = rules }
        switch object["scenarios"] {
        case nil, .null?: scenarios = nil
        case .object(let map)?:
            var declared = ScenarioMap()
            for (name, list) in map {
                if case .object(let o) = list, o.isEmpty { declared[name] = []; continue }
                declared[name] = try strings(list, "scenarios.\(name)")
            }
            scenarios = declared
        case .array(let items)? where items.isEmpty: scenarios = ScenarioMap()
        default: throw bad("scenarios", "an object")
        }
        switch object["scenario"] {
        case nil, .null?: break
        case .string(let s)?: scenario = s
        default: throw bad("scenario", "a string")
        }
        switch object["set"] {
        case nil, .null?: break
        case .object(let map)?: set = map.map { ($0.key, $0.value) }
        case .array(let items)? where items.isEmpty: break
        default: throw bad("set", "an object")
        }
        input = object["input"] ?? .null
        switch object["validateAttributes"] {
        case nil, .null?: break
        case let list?: validateAttributes = try strings(list, "validateAttributes")
        }
        switch object["preErrors"] {
        case nil, .null?: break
        case .object(let map)?:
            for (attribute, value) in map {
                if case .string(let s) = value { preErrors.append((attribute, [s])) } else {
                    preErrors.append((attribute, try strings(value, "preErrors.\(attribute)")))
                }
            }
        default: throw bad("preErrors", "an object")
        }
        switch object["clearErrors"] {
        case nil, .null?: break
        case .bool(let b)?: clearErrors = b
        default: throw bad("clearErrors", "a boolean")
        }
        switch object["language"] {
        case nil, .null?: break
        case .string(let tag)?:
            guard let language = MessageLanguage(tag) else { throw bad("language", "a language tag such as \"de\" or \"pt-BR\"") }
            self.language = language
        default: throw bad("language", "a string")
        }
    }
}

/// A case that stopped with an error, in the shape of FORMAT.md §5.
struct CaseError: Error {
    var phase: String
    var type: String
    var message: String

    init(phase: String, type: String, message: String) {
        self.phase = phase
        self.type = type
        self.message = message
    }

    /// The Yii exception a faulty rule raises.
    init(rules error: RuleError) {
        phase = "rules"
        message = error.description
        switch error.kind {
        case .unknownType: type = "NotInstantiableException"
        case .unknownParameter: type = "UnknownPropertyException"
        default: type = "InvalidConfigException"
        }
    }

    var jsonValue: AttributeValue {
        ["type": .string(type), "message": .string(message), "phase": .string(phase)]
    }
}
