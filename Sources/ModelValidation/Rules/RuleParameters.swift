/// The parameters of one rule, read by a validator factory while the rule set is built.
///
/// Each accessor takes a key off the remaining parameters and checks its type, so a factory
/// reads what it understands, and ``RuleSet`` reports every key left over as unknown. A `null`
/// value reads as absent, as a Yii property left at its default.
///
/// ```swift
/// init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
///     min = try parameters.int("min")
///     tooShort = try parameters.string("tooShort")
/// }
/// ```
public struct RuleParameters: Sendable {
    /// The index of the rule in its list.
    public let ruleIndex: Int
    /// The validator alias the rule named.
    public let type: String
    /// The rule's `message` option, if it set one.
    public let message: String?
    /// A prefix for keys in error paths (`"rule."` inside `each`).
    public let keyPrefix: String
    /// The rule's `skipOnEmpty` option as written, for validators that depend on it.
    public let skipOnEmpty: Bool?
    /// The rule's `skipOnError` option as written, for validators that depend on it (`compare`
    /// reports an invalid compared attribute only when it is `false`).
    public let skipOnError: Bool?
    /// The rule's emptiness test, for validators that ask whether a value is empty
    /// (`required`, `default`, `trim`).
    public let isEmpty: EmptinessCheck
    /// The registry building the rule, for validators that build nested rules (`each`);
    /// `nil` until ``ValidatorRegistry/makeValidator(_:parameters:)`` sets it.
    public internal(set) var registry: ValidatorRegistry?
    /// Parameters PHP would silently convert, noted by ``warn(_:_:)``.
    public private(set) var warnings: [RuleError] = []
    private(set) var remaining: AttributeObject

    /// Creates the parameters of a rule.
    public init(ruleIndex: Int, type: String, message: String?, values: AttributeObject,
                keyPrefix: String = "", skipOnEmpty: Bool? = nil, skipOnError: Bool? = nil,
                isEmpty: EmptinessCheck = .default) {
        self.ruleIndex = ruleIndex
        self.type = type
        self.message = message
        self.remaining = values
        self.keyPrefix = keyPrefix
        self.skipOnEmpty = skipOnEmpty
        self.skipOnError = skipOnError
        self.isEmpty = isEmpty
    }

    /// The keys not read yet.
    public var unreadKeys: [String] { remaining.keys }

    /// An error about `key`, to throw from a factory.
    public func error(_ key: String, _ reason: String, kind: RuleError.Kind = .invalidParameter) -> RuleError {
        RuleError(kind, ruleIndex: ruleIndex, key: keyPrefix + key, reason: reason)
    }

    /// Notes that `key` holds a value PHP would silently convert (kind
    /// ``RuleError/Kind/coercedParameter``); the rule is still built.
    ///
    /// - Parameters:
    ///   - key: The parameter.
    ///   - reason: What PHP does with the value and how to write it instead.
    public mutating func warn(_ key: String, _ reason: String) {
        warnings.append(RuleError(.coercedParameter, ruleIndex: ruleIndex, key: keyPrefix + key, reason: reason))
    }

    /// Takes over the warnings of a nested rule built while reading these parameters.
    mutating func adoptWarnings(of nested: CompiledRule) {
        warnings += nested.warnings
    }

    /// Takes any value; `nil` when absent or `null`.
    public mutating func value(_ key: String) -> AttributeValue? {
        guard let value = remaining[key] else { return nil }
        remaining[key] = nil
        // `nil` alone would be read as the `.null` literal here.
        return value.isNull ? Optional<AttributeValue>.none : value
    }

    /// Takes any value, keeping `null` (for parameters where `null` is meaningful).
    public mutating func rawValue(_ key: String) -> AttributeValue? {
        guard let value = remaining[key] else { return nil }
        remaining[key] = nil
        return value
    }

    /// Whether `key` is present, even with `null`.
    public func contains(_ key: String) -> Bool { remaining[key] != nil }

    /// Takes a string.
    public mutating func string(_ key: String) throws(RuleError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let s) = value else { throw error(key, "expected a string, got \(value.kindName)") }
        return s
    }

    /// Takes a boolean.
    public mutating func bool(_ key: String) throws(RuleError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let b) = value else { throw error(key, "expected a boolean, got \(value.kindName)") }
        return b
    }

    /// Takes an integer (a double with an integral value is accepted).
    public mutating func int(_ key: String) throws(RuleError) -> Int? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9.0e18: return Int(d)
        default: throw error(key, "expected an integer, got \(value.kindName)")
        }
    }

    /// Takes a number, integer or double, as it was written.
    public mutating func number(_ key: String) throws(RuleError) -> AttributeValue? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int, .double: return value
        default: throw error(key, "expected a number, got \(value.kindName)")
        }
    }

    /// Takes a number, or a numeric string as PHP would accept it (`"3"`), as it was written.
    ///
    /// A numeric string is noted in ``warnings``: PHP compares with the number it spells.
    public mutating func numeric(_ key: String) throws(RuleError) -> AttributeValue? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int, .double: return value
        case .string(let s) where PHPSemantics.isNumericString(s):
            warnNumericString(key, s)
            return value
        default: throw error(key, "expected a number, got \(value.kindName)")
        }
    }

    /// Notes a numeric string where a number belongs.
    mutating func warnNumericString(_ key: String, _ text: String) {
        let number = PHPSemantics.messageString(.double(PHPSemantics.toDouble(.string(text))))
        warn(key, "the string \"\(text)\" is compared as the number \(number); write it as a number")
    }

    /// Takes a string or a list of strings.
    public mutating func stringList(_ key: String) throws(RuleError) -> [String]? {
        guard let value = value(key) else { return nil }
        switch value {
        case .string(let s): return [s]
        case .array(let items):
            var out: [String] = []
            for item in items {
                guard case .string(let s) = item else { throw error(key, "expected a list of strings") }
                out.append(s)
            }
            return out
        default: throw error(key, "expected a string or a list of strings, got \(value.kindName)")
        }
    }

    /// Takes a list: an array, or the values of an object (Yii's PHP arrays).
    public mutating func list(_ key: String) throws(RuleError) -> [AttributeValue]? {
        guard let value = value(key) else { return nil }
        switch value {
        case .array(let items): return items
        case .object(let object): return object.values
        default: throw error(key, "expected a list, got \(value.kindName)")
        }
    }

    /// Throws for the first key no accessor read.
    public func finish() throws(RuleError) {
        if let key = remaining.keys.first {
            throw error(key, "unknown parameter of \"\(type)\"", kind: .unknownParameter)
        }
    }
}
