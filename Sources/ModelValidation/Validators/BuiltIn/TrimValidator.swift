/// Trims whitespace (or other characters) from a value (alias `trim`; a filter).
///
/// An empty value becomes `""` (so `null` turns into `""`); any other value is converted to a
/// string as PHP converts it (`1.0` → `"1"`, `false` → `""`) and trimmed with PHP's `trim()`
/// rules. Arrays are left alone by the `trim` alias (`skipOnArray: true`); with
/// `skipOnArray: false`, each element is trimmed. Empty values are not skipped by default.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `chars` | `" \n\r\t\u{0B}\0"` | the characters to strip, in PHP `trim()` syntax (`a..z` is a range) |
/// | `skipOnArray` | `true` | leave arrays unchanged |
///
/// ```swift
/// Rule(["name", "email"], "trim")
/// Rule(["code"], "trim", ["chars": "/ "])
/// ```
public struct TrimValidator: ConfigurableValidator {
    public static let aliases = ["trim"]

    /// The characters stripped from both ends, in PHP `trim()` syntax.
    public let characters: String
    /// Whether arrays are left unchanged.
    public let skipOnArray: Bool
    /// The emptiness test deciding which values become `""`.
    package let isEmpty: EmptinessCheck
    /// The bytes trimming strips, when the emptiness check lets a non-empty string through
    /// (`default`, `null`): then an untouched first and last byte mean nothing to do.
    private let mask: PHPCharacterMask?

    static let defaultCharacters = " \n\r\t\u{0B}\0"

    public var skipsOnEmptyByDefault: Bool { false }

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let chars = try parameters.string("chars") ?? ""
        characters = chars.isEmpty ? Self.defaultCharacters : chars
        skipOnArray = try parameters.bool("skipOnArray") ?? true
        isEmpty = parameters.isEmpty
        switch isEmpty {
        case .default, .null: mask = PHPCharacterMask(characters)
        case .trimmed, .custom: mask = nil
        }
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        switch value {
        case .array(let items):
            if skipOnArray { return }
            model.setFilteredValue(.array(items.map(trimmed)), of: attribute)
        case .object(let object):
            if skipOnArray { return }
            model.setFilteredValue(.object(AttributeObject(object.map { ($0.key, trimmed($0.value)) })), of: attribute)
        case .string(let string) where !string.isEmpty && mask != nil:
            // Not empty for the `default` and `null` checks, so trimming is the only change:
            // none when the first and last bytes stay.
            if PHPSemantics.isTrimmed(string, mask: mask!) { return }
            let result = trimmed(value)
            if result != value { model.setFilteredValue(result, of: attribute) }
        default:
            let result = trimmed(value)
            if result != value { model.setFilteredValue(result, of: attribute) }
        }
    }

    private func trimmed(_ value: AttributeValue) -> AttributeValue {
        if isEmpty.isEmpty(value) { return "" }
        let string = PHPSemantics.string(value) ?? "Array"
        // The mask built with the rule, not again from the characters for every value.
        if let mask { return .string(PHPSemantics.trim(string, mask: mask)) }
        return .string(PHPSemantics.trim(string, characters: characters))
    }
}

extension TrimValidator: ValueCheck {
    /// `null` is empty for every named emptiness check, and trims to the empty string.
    @usableFromInline package var writesEmptyStringForNull: Bool {
        if case .custom = isEmpty { return false }
        return true
    }

    /// A non-empty string trimmed, when trimming changes it (the validator writes it then).
    @usableFromInline package func rewritten(string value: String) -> String? {
        guard !value.isEmpty, let mask else { return nil }
        let trimmed = PHPSemantics.trim(value, mask: mask)
        return PHPSemantics.bytesEqual(trimmed, value) ? nil : trimmed
    }

    /// Passes a string that trimming leaves as it is (nothing is then written); the empty
    /// string, which a custom emptiness check may turn into something else, is left to the
    /// validator.
    @usableFromInline package func passes(string value: String) -> Bool {
        guard !value.isEmpty, let mask else { return false }
        return PHPSemantics.isTrimmed(value, mask: mask)
    }
}
