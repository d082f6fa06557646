import ModelValidation
import ModelValidationAddresses
import ModelValidationPatterns

/// The effects of the validators of formats and comparisons: `email`, `url`, `ip`, `date` and
/// `compare`.
extension RuleEffect {
    static func email(_ validator: EmailValidator) -> RuleEffect {
        guard !validator.enableIDN, !validator.allowName else {
            let options = [validator.allowName ? "allowName" : nil, validator.enableIDN ? "enableIDN" : nil].compactMap { $0 }
            return RuleEffect(passes: .strings(), gaps: ["with \(options.joined(separator: " and ")), only the type is expressed"])
        }
        if let custom = validator.pattern {
            if let pattern = try? custom.ecmaScript(bound: .atLeast) {
                return RuleEffect(passes: .strings(clauses: [StringClause(.pattern(SchemaPattern(ecmaScript: pattern, engine: custom)))]))
            }
            return RuleEffect(passes: .strings(), gaps: ["its pattern \(custom.source) has no exact ECMA-262 form"])
        }
        // Yii's pattern, the 254-byte limit of the whole address and the 64-byte limit of the
        // local part (ASCII, so bytes are code points).
        let patterns = [SchemaPattern.translating(EmailAddressMatcher.defaultPattern), .emailLocalPart]
        let clauses = patterns.compactMap { $0.map { StringClause(.pattern($0)) } } + [StringClause(.maxLength(254))]
        return RuleEffect(passes: .strings(clauses: clauses))
    }

    static func url(_ validator: UrlValidator) -> RuleEffect {
        // Values of 2000 bytes or more fail, so at most 1999 code points.
        var clauses = [StringClause(.maxLength(1999))]
        var gaps: [String] = []
        if validator.defaultScheme != nil || validator.enableIDN {
            let options = [validator.defaultScheme != nil ? "defaultScheme" : nil, validator.enableIDN ? "enableIDN" : nil].compactMap { $0 }
            gaps.append("with \(options.joined(separator: " and ")), only the type and the length limit are expressed")
        } else {
            let source = validator.pattern?.source
                ?? URLMatcher(validSchemes: validator.validSchemes).expandedPattern(URLMatcher.defaultPattern)
            if let pattern = SchemaPattern.translating(source) {
                clauses.append(StringClause(.pattern(pattern)))
            } else {
                gaps.append("its pattern \(source) has no exact ECMA-262 form")
            }
        }
        return RuleEffect(passes: .strings(clauses: clauses),
                          transform: validator.defaultScheme == nil ? .identity : .opaque, gaps: gaps)
    }

    static func ip(_ validator: IpValidator) -> RuleEffect {
        RuleEffect(passes: .strings(), transform: validator.rewritesValue ? .opaque : .identity,
                   gaps: ["only the type is expressed: the address syntax, subnets and ranges are not"])
    }

    static func date(_ validator: DateValidator, attribute: String) -> RuleEffect {
        // Empty values are never an error, whatever skipOnEmpty says.
        var set = ValueSet.empties(validator.isEmpty)
        let writesItself = validator.timestampAttribute == attribute
        let isYearMonthDay = validator.format.isPHP && validator.format.pattern == "Y-m-d" && validator.strictDateFormat
        var gaps: [String] = []
        // A value that is already the timestamp passes too: any integer, or with
        // timestampAttributeFormat a value in that format (which is not expressed).
        if isYearMonthDay && !(writesItself && validator.timestampAttributeFormat != nil) {
            set = set.union(.strings(clauses: [StringClause(.pattern(.yearMonthDay))]))
            if writesItself { set.numbers = NumberSet(integersOnly: true) }
            if validator.hasLimits { gaps.append("the min and max dates are not expressed") }
        } else {
            var scalars = ValueSet.any
            scalars.arrays = nil
            scalars.objects = nil
            set = set.union(scalars)
            gaps.append("only the types are expressed: the date format\(validator.hasLimits ? " and limits are" : " is") not")
        }
        return RuleEffect(passes: set, transform: writesItself ? .opaque : .identity, gaps: gaps)
    }

    static func compare(_ validator: CompareValidator, attribute: String) -> RuleEffect {
        guard let constant = validator.compareValue else {
            let other = validator.comparedAttribute(of: attribute)
            return RuleEffect(passes: .any, gaps: ["compares with another attribute (\(other))"])
        }
        let op = validator.operator
        var set = ValueSet.nothing
        var gaps: [String] = []
        switch validator.type {
        case .number:
            let c = PHPSemantics.toDouble(constant)
            set.allowsNull = op.holds(0, c)
            set.booleans = BooleanSet(true: op.holds(1, c), false: op.holds(0, c))
            set.strings = StringSet()
            gaps.append("strings are compared by their leading number, which is not expressed")
            var numbers = NumberSet()
            if c.isFinite, abs(c) < NumberSet.exactLimit {
                let value: AttributeValue = c.rounded() == c ? .int(Int(c)) : .double(c)
                switch op {
                case .equal, .identical: numbers.allowed = [value]
                case .notEqual, .notIdentical: numbers.excluded = [value]
                case .greaterThan: numbers.lower = .init(value: value, isExclusive: true)
                case .greaterThanOrEqual: numbers.lower = .init(value: value, isExclusive: false)
                case .lessThan: numbers.upper = .init(value: value, isExclusive: true)
                case .lessThanOrEqual: numbers.upper = .init(value: value, isExclusive: false)
                }
            }
            set.numbers = numbers.intersection(NumberSet())
        case .string:
            let c = PHPSemantics.string(constant) ?? ""
            set.allowsNull = op.holds("", c)
            set.booleans = BooleanSet(true: op.holds("1", c), false: op.holds("", c))
            let numeric = PHPSemantics.isNumericString(c)
            set.numbers = NumberSet()
            switch op {
            case .equal:
                if !numeric { set.numbers = nil }
                set.strings = StringSet.make([StringClause(numeric ? .pattern(.numericString) : .oneOf([c]))])
            case .identical:
                if !numeric { set.numbers = nil }
                set.strings = StringSet.make([StringClause(.oneOf([c]))])
            case .notEqual, .notIdentical:
                set.strings = StringSet.make([StringClause(.noneOf([c]))])
            case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual:
                set.strings = StringSet()
                gaps.append("ordering as PHP compares strings is not expressed")
            }
        }
        return RuleEffect(passes: set, gaps: gaps)
    }
}

extension SchemaPattern {
    /// The dates `php:Y-m-d` with `strictDateFormat` accepts: `0000-01-01` to `9999-12-31`, each
    /// a day of the proleptic Gregorian calendar (as PHP's), so `0000-02-29` and `2000-02-29`
    /// but not `1900-02-29`. No `format: "date"`: validators that check formats differ on such
    /// dates (Python's rejects the year 0000), and many do not check formats at all.
    static let yearMonthDay = SchemaPattern.translating(
        "/^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)"
            + "|02-(?:0[1-9]|1[0-9]|2[0-8]))"
            + "|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$/D")
        ?? SchemaPattern(ecmaScript: "^[0-9]{4}-[0-9]{2}-[0-9]{2}", engine: nil)

    /// At most 64 characters before the first `@` (the email validator's local-part limit).
    static let emailLocalPart = SchemaPattern.translating("/^[^@]{0,64}@/u")
}
