import ModelValidation

/// The failures a rule of one of Yii's validators can report, with the template each is
/// rendered from: the rule's own (`message`, `tooShort`, …) or the validator's default.
/// `explain --language` shows them in that language.
enum RuleMessages {
    /// One failure a rule can report.
    struct Entry: Equatable {
        /// The failure code (`string.tooShort`).
        var code: String
        /// The English template.
        var template: String
        /// Whether the rule set it (translated by the application's catalogs only).
        var isCustom: Bool
    }

    /// The failures `rule` can report, in the order the validator's documentation lists them
    /// (limits only when the rule sets them); empty for validators without messages of their
    /// own (`safe`, `trim`, `default`) and for those this table does not describe (composites,
    /// string policies, nested schemas).
    static func entries(of rule: Rule) -> [Entry] {
        let parameters = rule.parameters
        func text(_ key: String) -> String? {
            if case .string(let s)? = parameters[key] { return s }
            return nil
        }
        func has(_ key: String) -> Bool { parameters[key].map { !$0.isNull } ?? false }
        func entry(_ code: String, _ key: String?, _ template: String) -> Entry {
            let custom = key == "message" ? rule.message : key.flatMap(text)
            return Entry(code: code, template: custom ?? template, isCustom: custom != nil)
        }
        switch rule.type {
        case "required":
            return parameters["requiredValue"].map { $0.isNull } == false
                ? [entry("required.mismatch", "message", "{attribute} must be \"{requiredValue}\".")]
                : [entry("required.blank", "message", "{attribute} cannot be blank.")]
        case "string":
            var hasMin = has("min"), hasMax = has("max"), hasLength = false
            switch parameters["length"] {
            case .array(let bounds)?: hasMin = !bounds.isEmpty; hasMax = bounds.count > 1
            case nil, .null?: break
            default: hasLength = true
            }
            var entries = [entry("string.invalid", "message", "{attribute} must be a string.")]
            if hasMin {
                entries.append(entry("string.tooShort", "tooShort", "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."))
            }
            if hasMax {
                entries.append(entry("string.tooLong", "tooLong", "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}."))
            }
            if hasLength {
                entries.append(entry("string.notEqual", "notEqual", "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}."))
            }
            return entries
        case "number", "double", "integer":
            let integerOnly = rule.type == "integer" || parameters["integerOnly"] == .bool(true)
            var entries = [entry("number.invalid", "message", integerOnly ? "{attribute} must be an integer." : "{attribute} must be a number.")]
            if has("min") { entries.append(entry("number.tooSmall", "tooSmall", "{attribute} must be no less than {min}.")) }
            if has("max") { entries.append(entry("number.tooBig", "tooBig", "{attribute} must be no greater than {max}.")) }
            return entries
        case "boolean":
            return [entry("boolean.invalid", "message", "{attribute} must be either \"{true}\" or \"{false}\".")]
        case "compare":
            let spelling = text("operator") ?? "=="
            let op = CompareValidator.Operator(rawValue: spelling) ?? .equal
            return [
                entry("compare.invalid", "message", op.defaultMessage),
                entry("compare.invalidValue", nil, "{attribute} is invalid."),
            ]
        case "email": return [entry("email.invalid", "message", "{attribute} is not a valid email address.")]
        case "url": return [entry("url.invalid", "message", "{attribute} is not a valid URL.")]
        case "match": return [entry("match.invalid", "message", "{attribute} is invalid.")]
        case "in": return [entry("in.invalid", "message", "{attribute} is invalid.")]
        case "ip":
            return [
                entry("ip.invalid", "message", "{attribute} must be a valid IP address."),
                entry("ip.ipv6NotAllowed", "ipv6NotAllowed", "{attribute} must not be an IPv6 address."),
                entry("ip.ipv4NotAllowed", "ipv4NotAllowed", "{attribute} must not be an IPv4 address."),
                entry("ip.wrongCidr", "wrongCidr", "{attribute} contains wrong subnet mask."),
                entry("ip.noSubnet", "noSubnet", "{attribute} must be an IP address with specified subnet."),
                entry("ip.hasSubnet", "hasSubnet", "{attribute} must not be a subnet."),
                entry("ip.notInRange", "notInRange", "{attribute} is not in the allowed range."),
            ]
        case "date", "datetime", "time":
            var entries = [entry("date.invalid", "message", "The format of {attribute} is invalid.")]
            if has("min") { entries.append(entry("date.tooSmall", "tooSmall", "{attribute} must be no less than {min}.")) }
            if has("max") { entries.append(entry("date.tooBig", "tooBig", "{attribute} must be no greater than {max}.")) }
            return entries
        case "each":
            var entries = [entry("each.invalid", "message", "{attribute} is invalid.")]
            if parameters["allowMessageFromRule"] != .bool(false), let nested = parameters["rule"],
               let inner = try? Rule(json: nested, index: 0, requiresAttributes: false) {
                entries += Self.entries(of: inner)
            }
            return entries
        case "filter": return [entry("filter.invalidType", "message", "{attribute} is invalid.")]
        default: return []
        }
    }

    /// The entries of `rule` as `language` writes them: templates translated (the rule's own
    /// only by the application's catalogs), placeholders kept.
    static func translated(_ rule: Rule, in language: MessageLanguage) -> [(code: String, template: String)] {
        entries(of: rule).map { entry in
            (entry.code, entry.isCustom ? language.applicationTranslation(of: entry.template) : language.translation(of: entry.template))
        }
    }
}
