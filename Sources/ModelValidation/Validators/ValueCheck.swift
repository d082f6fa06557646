/// What a validator can decide from a value alone: that validating it changes nothing.
///
/// Before it calls ``Validator/validate(_:value:model:)``, the engine asks a validator that
/// conforms whether the value passes. `true` promises that the call would add no error, write
/// no value and not stop the validation, whatever the rest of the model holds, so the engine
/// skips it; `false` promises nothing, and the validator then runs as usual and decides (and
/// reports). A check only needs to answer `true` for the common passing values it can decide
/// cheaply: the answer for a value it cannot decide is `false`.
///
/// The checks take strings and integers as the model stores them, so a typed model's property
/// is checked where it lies (see ``StoredProperty``) without building an
/// ``AttributeValue`` and without calling through the model.
@usableFromInline
package protocol ValueCheck: Validator {
    /// Whether validating the string `value` would change nothing.
    func passes(string value: String) -> Bool
    /// Whether validating the integer `value` would change nothing.
    func passes(int value: Int) -> Bool
    /// Whether validating `null` writes the empty string and does nothing else (`trim`); the
    /// engine then writes it in place.
    var writesEmptyStringForNull: Bool { get }
    /// The string validating the string `value` writes, when writing it is all the validation
    /// does (a filter such as `trim`); the engine then writes it in place. `nil` promises
    /// nothing.
    func rewritten(string value: String) -> String?
    /// The failure validating the string `value` adds, when ``passes(string:)`` answered
    /// `false` and adding it is all the validation would do, decided from the value alone:
    /// the engine then adds it itself instead of calling the validator. `nil` promises
    /// nothing: the engine calls the validator.
    func failure(string value: String) -> ValueCheckFailure?
    /// A second look at a string ``passes(string:)`` answered `false` for, which a check may
    /// leave to it when the first look would cost as much (counting the characters of a long
    /// string): ``ValueCheckVerdict/passes`` promises what `true` from ``passes(string:)``
    /// does, ``ValueCheckVerdict/fails(_:)`` what ``failure(string:)`` does. By default,
    /// ``failure(string:)``'s failure, else ``ValueCheckVerdict/undecided``.
    func verdict(string value: String) -> ValueCheckVerdict
    /// The failure validating the integer `value` adds, when ``passes(int:)`` answered
    /// `false` and adding it is all the validation would do, decided from the value alone
    /// (see ``failure(string:)``). `nil` promises nothing.
    func failure(int value: Int) -> ValueCheckFailure?
    /// The failure validating adds, and all it does, for every string ``passes(string:)``
    /// answers `false` for, when that is the same failure for all of them: the engine then adds
    /// it without asking ``failure(string:)``, which would decide the string a second time.
    /// `nil` promises nothing.
    var failureOfRejectedStrings: ValueCheckFailure? { get }
    /// The failure validating `null` adds, when adding it is all the validation does; the
    /// engine then adds it without calling the validator. `nil` promises nothing.
    var failureOfNull: ValueCheckFailure? { get }
    /// What the check passes from a string's byte count or first byte alone: the engine tests
    /// it where the string lies, before it calls ``passes(string:)``.
    var firstSight: FirstSight { get }
}

/// What a ``ValueCheck`` passes at first sight of a string: from its byte count or its first
/// byte, without a call. A string it does not pass is then given to
/// ``ValueCheck/passes(string:)``.
@usableFromInline
package enum FirstSight: Sendable {
    /// Nothing: the check is called.
    case none
    /// Passes a string whose length in code points lies within `lower...upper`: whatever its
    /// bytes are (a string of n bytes has n/4 to n code points), or counted when the string is
    /// short (``shortString`` bytes): a `string` rule's bounds.
    case scalarLengths(lower: Int, upper: Int)
    /// Passes a string whose first byte is not one PHP's `trim()` removes: `required`.
    case nonBlank

    /// Whether `string` passes at first sight.
    @inlinable
    func passes(_ string: String) -> Bool {
        switch self {
        case .none:
            return false
        case .scalarLengths(let lower, let upper):
            let bytes = string.utf8.count
            if (bytes &+ 3) &>> 2 >= lower && bytes <= upper { return true }
            // An ASCII string has a code point per byte: decided without counting.
            if Self.isKnownASCII(string) { return bytes >= lower && bytes <= upper }
            // A short string the byte count leaves open is counted here, out of line; one the
            // bounds fail whatever its bytes are is left to the check, which names its failure.
            guard bytes <= Self.shortString, bytes >= lower, (bytes &+ 3) &>> 2 <= upper else { return false }
            let count = Self.scalarCount(string)
            return count >= lower && count <= upper
        case .nonBlank:
            return Self.startsWithNonWhitespace(string)
        }
    }

    /// The longest string counted at first sight, in bytes.
    @inlinable static var shortString: Int { 32 }

    /// Whether the standard library's own flag says that `string` is ASCII (a code point per
    /// byte), read from the string's two words as the standard library lays them out on 64-bit
    /// platforms: bit 61 of the second word marks a small string (up to 15 bytes held in the
    /// two words), whose ASCII flag is bit 62; a larger string's is bit 63 of the first word.
    /// `false` says nothing (where a `String` is not two words, always `false`). Testing the
    /// flag costs a few instructions; counting a short string's code points cost about fifty,
    /// twice a record on the benchmark's workload.
    ///
    /// ```swift
    /// FirstSight.isKnownASCII("alice")  // true
    /// FirstSight.isKnownASCII("zoë")    // false
    /// ```
    @inlinable
    static func isKnownASCII(_ string: String) -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        return withUnsafeBytes(of: string) { raw in
            let (countAndFlags, object) = raw.load(as: (UInt64, UInt64).self)
            return object & (1 << 61) != 0 ? object & (1 << 62) != 0 : countAndFlags & (1 << 63) != 0
        }
    }

    /// The code points of `string`, counted where it keeps its bytes: through the check's
    /// closure, a short string's count cost about three times as much. Out of line: the
    /// engine's loop stays short.
    @usableFromInline @inline(never)
    static func scalarCount(_ string: String) -> Int {
        // The counting kernel itself: `LengthUnit.length(of:)` switched on the unit and went
        // through a generic helper first.
        string.utf8.withContiguousStorageIfAvailable(StringValidator.LengthUnit.scalarCount) ?? string.unicodeScalars.count
    }

    /// Whether the first byte of `string` is one PHP's `trim()` keeps, read where the string
    /// keeps its bytes (`utf8.first` was a generic call as long as the check). Out of line: the
    /// engine's loop stays short.
    @usableFromInline @inline(never)
    static func startsWithNonWhitespace(_ string: String) -> Bool {
        if let kept = string.utf8.withContiguousStorageIfAvailable({ !$0.isEmpty && !PHPCharacterMask.isWhitespace($0[0]) }) {
            return kept
        }
        return string.utf8.first.map { !PHPCharacterMask.isWhitespace($0) } ?? false
    }
}

/// One failure a ``ValueCheck`` names: what ``ValidatableModel/addError(_:code:template:value:arguments:path:)``
/// would be given, but the attribute and its value.
@usableFromInline
package struct ValueCheckFailure: Sendable {
    /// The failure's code.
    @usableFromInline let code: String
    /// The message template.
    @usableFromInline let template: String
    /// The validator's own arguments (`min`, `max`, …).
    @usableFromInline let arguments: MessageArguments

    init(code: String, template: String, arguments: MessageArguments = MessageArguments()) {
        self.code = code
        self.template = template
        self.arguments = arguments
    }

    /// The failure whose one argument, `name`, is a bound as the rule wrote it (`min`, `max`,
    /// `length`); `nil` without a bound.
    init?(code: String, template: String, bound name: String, _ bound: AttributeValue?) {
        guard let bound else { return nil }
        var arguments = MessageArguments()
        arguments.set(name, bound)
        self.init(code: code, template: template, arguments: arguments)
    }
}

/// What the engine did with a value a check did not pass at first look (see
/// `ValidatableModel.addCheckFailure`).
@usableFromInline
enum CheckOutcome {
    /// The check's failure was added.
    case added
    /// The check passed the value at second look.
    case passed
    /// The check decided nothing: the validator runs.
    case undecided
}

/// The failures a validator names for values out of its bounds, made once when it is built and
/// shared by its copies: held in the validator itself, they made it larger, and the engine's
/// checks copy the validator at each call.
final class BoundFailures: Sendable {
    /// The failure of a value below the lower bound (`nil` without one).
    let low: ValueCheckFailure?
    /// The failure of a value above the upper bound (`nil` without one).
    let high: ValueCheckFailure?
    /// The failure of a value other than the exact one asked for (`nil` when none is).
    let other: ValueCheckFailure?

    init(low: ValueCheckFailure?, high: ValueCheckFailure?, other: ValueCheckFailure? = nil) {
        self.low = low
        self.high = high
        self.other = other
    }
}

/// What a ``ValueCheck`` decides on its second look at a string (see
/// ``ValueCheck/verdict(string:)``).
@usableFromInline
package enum ValueCheckVerdict: Sendable {
    /// Validating the string changes nothing.
    case passes
    /// Validating the string adds this failure and does nothing else.
    case fails(ValueCheckFailure)
    /// Nothing is promised: the validator decides.
    case undecided
}

extension ValueCheck {
    @usableFromInline package func passes(string value: String) -> Bool { false }
    @usableFromInline package func passes(int value: Int) -> Bool { false }
    @usableFromInline package var writesEmptyStringForNull: Bool { false }
    @usableFromInline package func rewritten(string value: String) -> String? { nil }
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? { nil }
    @usableFromInline package func failure(int value: Int) -> ValueCheckFailure? { nil }
    @usableFromInline package func verdict(string value: String) -> ValueCheckVerdict {
        failure(string: value).map(ValueCheckVerdict.fails) ?? .undecided
    }
    @usableFromInline package var failureOfRejectedStrings: ValueCheckFailure? { nil }
    @usableFromInline package var failureOfNull: ValueCheckFailure? { nil }
    @usableFromInline package var firstSight: FirstSight { .none }

    /// ``passes(string:)`` or ``passes(int:)`` for a string or an integer; `false` for any
    /// other value.
    @inlinable
    package func passes(_ value: AttributeValue) -> Bool {
        switch value {
        case .string(let string): passes(string: string)
        case .int(let int): passes(int: int)
        default: false
        }
    }
}
