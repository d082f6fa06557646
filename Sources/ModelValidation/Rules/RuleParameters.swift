/// The parameters of one rule, read by a validator factory while the rule set is built.
///
/// Each accessor takes a key off the remaining parameters and checks its type, so a factory
/// reads what it understands, and ``RuleSet`` reports every key left over as unknown. A `null`
/// value reads as absent, as a Yii property left at its default. A rule that does not build is
/// read again, each faulty parameter reading as absent, until every mistake is found.
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
    /// Parameters found faulty by an earlier reading of the rule, which read as absent (see
    /// ``RuleSet/compile(_:index:registry:keyPrefix:pastAMistake:)``). They are still there for
    /// ``contains(_:)`` and ``unreadKeys``.
    var setAside: Set<NameKey> = []
    /// Whether the factory has read a parameter set aside, or noted a mistake it reads on
    /// without: what it finds after that may follow from the mistake rather than from the rule.
    private(set) var isPastAMistake = false
    /// The mistakes noted by ``note(_:isolated:)``, each with whether it was found past
    /// another.
    private(set) var noted: [(mistake: RuleError, isPastAMistake: Bool)] = []
    /// Whether the factory gave up with ``notedMistake()``, having read every parameter.
    private(set) var isReadToTheEnd = false

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

    /// An error about `key`'s value that holds whatever the other parameters say (a mistyped
    /// value, a pattern that does not compile), so it is listed even when found after another
    /// parameter was set aside (``RuleError/concernsItsValueAlone``).
    func valueError(_ key: String, _ reason: String, kind: RuleError.Kind = .invalidParameter) -> RuleError {
        error(key, reason, kind: kind).aboutItsValueAlone
    }

    /// The error for a key no accessor read.
    func unknownKeyError(_ key: String) -> RuleError {
        error(key, "unknown parameter of \"\(type)\"", kind: .unknownParameter)
    }

    /// Notes a mistake and reads on, so that the remaining parameters are checked too: a
    /// required parameter that is missing, a child rule that does not build. Once every
    /// parameter is read, throw ``notedMistake()``.
    ///
    /// What the factory finds after a mistake may follow from it; only mistakes in a value
    /// alone (``RuleError/concernsItsValueAlone``) are listed from then on, unless the mistake
    /// is `isolated`.
    ///
    /// - Parameters:
    ///   - mistake: The mistake.
    ///   - isolated: Whether nothing the factory reads after depends on the faulty parameter
    ///     (the next child rule of a list, another key that a rule without a schema does not
    ///     take).
    mutating func note(_ mistake: RuleError, isolated: Bool = false) {
        noted.append((mistake, isPastAMistake))
        if !isolated { isPastAMistake = true }
    }

    /// Notes that `key`, which the validator requires, is missing (see ``note(_:isolated:)``):
    /// a mistake in its value alone, found whatever the other parameters hold.
    mutating func noteMissing(_ key: String, _ reason: String) {
        note(valueError(key, reason, kind: .missingParameter))
    }

    /// The first mistake ``note(_:isolated:)`` noted, to throw once every parameter is read:
    /// the keys left unread are then listed as unknown with it.
    mutating func notedMistake() -> RuleError {
        isReadToTheEnd = true
        return noted.first?.mistake ?? RuleError(.invalidRule, ruleIndex: ruleIndex, reason: "the rule could not be built")
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
        if isSetAside(key) { return nil }
        // `nil` alone would be read as the `.null` literal here.
        return value.isNull ? Optional<AttributeValue>.none : value
    }

    /// Takes any value, keeping `null` (for parameters where `null` is meaningful).
    public mutating func rawValue(_ key: String) -> AttributeValue? {
        guard let value = remaining[key] else { return nil }
        remaining[key] = nil
        if isSetAside(key) { return nil }
        return value
    }

    /// Marks the parameters as read past a mistake from the start: one of the rule's common
    /// keys the factory is given (``message``, ``skipOnEmpty``, ``skipOnError``, ``isEmpty``)
    /// is faulty and reads as absent, so what the factory finds may follow from it.
    mutating func beginPastAMistake() {
        isPastAMistake = true
        beganPastAMistake = true
    }

    /// Whether ``beginPastAMistake()`` marked the parameters.
    private(set) var beganPastAMistake = false

    /// Whether `key` is set aside, noting that the factory read past a mistake if it is.
    private mutating func isSetAside(_ key: String) -> Bool {
        guard !setAside.isEmpty, setAside.contains(NameKey(key)) else { return false }
        isPastAMistake = true
        return true
    }

    /// Whether `key` is present, even with `null`.
    public func contains(_ key: String) -> Bool { remaining[key] != nil }

    /// Takes a string.
    public mutating func string(_ key: String) throws(RuleError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let s) = value else { throw valueError(key, "expected a string, got \(value.kindName)") }
        return s
    }

    /// Takes a boolean; a `null` given is `false`, as PHP reads a flag set to null (Yii's
    /// `if ($this->strict)`), not the default.
    public mutating func bool(_ key: String) throws(RuleError) -> Bool? {
        guard let value = rawValue(key) else { return nil }
        switch value {
        case .bool(let b): return b
        case .null: return false
        default: throw valueError(key, "expected a boolean, got \(value.kindName)")
        }
    }

    /// Whether `key` is given as `null` (and not yet read), for the few parameters Yii compares
    /// with `===` or `!==`, where null is neither true nor false.
    ///
    /// - Parameter key: The parameter.
    /// - Returns: `true` when the key is present with the value `null`.
    public func isNull(_ key: String) -> Bool { remaining[key]?.isNull == true }

    /// Takes an integer (a double with an integral value is accepted).
    public mutating func int(_ key: String) throws(RuleError) -> Int? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9.0e18: return Int(d)
        default: throw valueError(key, "expected an integer, got \(value.kindName)")
        }
    }

    /// Takes a number, integer or double, as it was written.
    public mutating func number(_ key: String) throws(RuleError) -> AttributeValue? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int, .double: return value
        default: throw valueError(key, "expected a number, got \(value.kindName)")
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
        default: throw valueError(key, "expected a number, got \(value.kindName)")
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
                guard case .string(let s) = item else { throw valueError(key, "expected a list of strings") }
                out.append(s)
            }
            return out
        default: throw valueError(key, "expected a string or a list of strings, got \(value.kindName)")
        }
    }

    /// Takes a list: an array, or the values of an object (Yii's PHP arrays).
    public mutating func list(_ key: String) throws(RuleError) -> [AttributeValue]? {
        guard let value = value(key) else { return nil }
        switch value {
        case .array(let items): return items
        case .object(let object): return object.values
        default: throw valueError(key, "expected a list, got \(value.kindName)")
        }
    }

    /// Throws for the first key no accessor read.
    public func finish() throws(RuleError) {
        if let key = remaining.keys.first { throw unknownKeyError(key) }
    }
}
