/// Checks that a value is a string of an allowed length (alias `string`).
///
/// Length counts Unicode code points, as PHP's `mb_strlen` does (`"é"` written with a combining
/// accent counts 2). With `strict` (the default) only strings pass; with `strict: false`,
/// booleans and numbers are first converted as PHP converts them (`false` → `""`, `1.0` → `"1"`).
/// The `min`, `max` and `length` checks are independent, so one value can fail more than one.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `length` | — | an exact length (a whole number: Yii compares it with `!==`, so a float or a string is refused), or `[min]`, or `[min, max]` |
/// | `min`, `max` | — | inclusive bounds |
/// | `encoding` | `"UTF-8"` | how length is counted: code points for UTF-8; bytes for `8bit`, `ASCII` and single-byte encodings (`ISO-8859-*`, `Windows-125*`); 2-byte units for `UTF-16`/`UCS-2`; 4-byte units for `UTF-32`/`UCS-4` (the value itself is always a Swift string) |
/// | `strict` | `true` | reject non-strings instead of converting them |
/// | `tooShort`, `tooLong`, `notEqual` | see below | messages |
///
/// | code | default message |
/// | --- | --- |
/// | `string.invalid` | `{attribute} must be a string.` |
/// | `string.tooShort` | `{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.` |
/// | `string.tooLong` | `{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.` |
/// | `string.notEqual` | `{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.` |
///
/// ```swift
/// Rule(["username"], "string", ["min": 3, "max": 32])
/// Rule(["pin"], "string", ["length": 4])
/// ```
public struct StringValidator: ConfigurableValidator {
    public static let aliases = ["string"]

    /// The minimum length, as written.
    public let min: AttributeValue?
    /// The maximum length, as written.
    public let max: AttributeValue?
    /// The exact length, as written.
    public let length: AttributeValue?
    /// Whether only strings pass.
    public let strict: Bool
    let message: String
    let tooShort: String
    let tooLong: String
    let notEqual: String
    private let minBound: Double?
    private let maxBound: Double?
    private let exactLength: Double?
    /// The lengths that pass all of `min`, `max` and `length`, as whole numbers (empty when
    /// none does), for ``passes(string:)``.
    private let passingLengths: (lower: Int, upper: Int)
    private let unit: LengthUnit
    /// The failures of a length out of bounds, with their arguments, made once: made per
    /// failure, each cost an array.
    private let lengthFailures: BoundFailures

    /// What lengths count: code points for UTF-8, bytes for single-byte encodings, and so on.
    package var lengthUnit: LengthUnit { unit }

    /// What `mb_strlen` counts for an encoding.
    package enum LengthUnit {
        case scalars, bytes, utf16Units, utf32Units

        init?(encoding: String) {
            let name = String(encoding.uppercased().map { $0 == "_" ? "-" : $0 })
            switch name {
            case "UTF-8", "UTF8": self = .scalars
            case "8BIT", "ASCII", "BINARY", "LATIN1": self = .bytes
            case "UTF-16", "UTF-16BE", "UTF-16LE", "UCS-2", "UCS-2BE", "UCS-2LE": self = .utf16Units
            case "UTF-32", "UTF-32BE", "UTF-32LE", "UCS-4", "UCS-4BE", "UCS-4LE": self = .utf32Units
            default:
                if name.hasPrefix("ISO-8859-") || name.hasPrefix("WINDOWS-125") || name.hasPrefix("CP125") {
                    self = .bytes
                } else {
                    return nil
                }
            }
        }

        /// The length of `string`, counted in this unit (partial units count as one, as in PHP).
        func length(of string: String) -> Int {
            switch self {
            case .scalars:
                if FirstSight.isKnownASCII(string) { return string.utf8.count }
                // Swift strings are valid UTF-8: each scalar has exactly one non-continuation byte.
                return ByteScanning.withBytes(string, Self.scalarCount)
            case .bytes: return string.utf8.count
            case .utf16Units: return (string.utf8.count + 1) / 2
            case .utf32Units: return (string.utf8.count + 3) / 4
            }
        }

        /// The length of a string of `bytes` UTF-8 bytes lies in this range (characters are one to
        /// four bytes), so bounds outside it are decided without counting.
        func lengthRange(bytes: Int) -> ClosedRange<Int> {
            switch self {
            case .scalars: return (bytes + 3) / 4...bytes
            case .bytes: return bytes...bytes
            case .utf16Units: return (bytes + 1) / 2...(bytes + 1) / 2
            case .utf32Units: return (bytes + 3) / 4...(bytes + 3) / 4
            }
        }

        /// The bytes that are not UTF-8 continuation bytes (`10xxxxxx`), eight at a time.
        static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            scalarCount(bytes, above: .max)
        }

        /// ``scalarCount(_:)``, stopped once the bytes counted hold more than `limit` scalars:
        /// then the count so far (above `limit`), else the whole count. A string far over a
        /// `max` is failed without counting the rest: the count stops at the first word past
        /// the fewest bytes that could hold `limit` more scalars than counted, and again from
        /// there (a bio of 700 bytes against `max: 500` is counted to about 560).
        static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, above limit: Int) -> Int {
            guard let base = bytes.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            let count = bytes.count
            var continuation = 0
            var offset = 0
            // Fewer bytes than `limit + 1` hold at most `limit` scalars.
            var checkpoint = limit < count ? limit &+ 1 : Int.max
            while offset + 8 <= count {
                // Counted per byte lane (one per word and lane, up to 255 words), then the lanes
                // summed: a population count per word is a dozen instructions on the baseline
                // x86-64, which has no POPCNT.
                var lanes: UInt64 = 0
                let stop = Swift.min(count &- 7, offset &+ 255 &* 8, checkpoint)
                while offset < stop {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    // A continuation byte has bit 7 set and bit 6 clear.
                    lanes &+= (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
                    offset &+= 8
                }
                let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
                continuation &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
                if offset >= checkpoint {
                    let counted = offset &- continuation
                    if counted > limit { return counted }
                    checkpoint = offset &+ (limit &- counted &+ 1)
                }
            }
            while offset < count {
                if bytes[offset] & 0xC0 == 0x80 { continuation &+= 1 }
                offset &+= 1
            }
            return count &- continuation
        }
    }

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        var min = try parameters.numeric("min")
        var max = try parameters.numeric("max")
        var length: AttributeValue?
        let lengthParameter = parameters.value("length")
        switch lengthParameter {
        case nil: length = nil
        case .int?: length = lengthParameter
        // Yii compares a string's length with `length` by `!==`, so a float or a string (even
        // "8" or 8.0) equals no length: the rule would fail every value. A mistake, refused.
        case .double(let number)?:
            throw parameters.valueError("length", "expected a whole number, got the float \(number): Yii compares lengths with !==, so every value would fail")
        case .string(let text)?:
            throw parameters.valueError("length", "expected a whole number, got the string \"\(text)\": Yii compares lengths with !==, so every value would fail")
        case .array(let bounds)?:
            for (i, bound) in bounds.prefix(2).enumerated() {
                switch bound {
                case .null: continue
                case .int, .double: if i == 0 { min = bound } else { max = bound }
                default: throw parameters.valueError("length", "expected a number or a list of one or two numbers")
                }
            }
            if bounds.count > 2 { throw parameters.valueError("length", "expected a number or a list of one or two numbers") }
        case let other?:
            throw parameters.valueError("length", "expected a number or a list of one or two numbers, got \(other.kindName)")
        }
        let encoding = try parameters.string("encoding") ?? "UTF-8"
        guard let unit = LengthUnit(encoding: encoding) else {
            throw parameters.valueError("encoding", "unsupported encoding \"\(encoding)\"")
        }
        self.unit = unit
        self.min = min
        self.max = max
        self.length = length
        strict = try parameters.bool("strict") ?? true
        message = parameters.message ?? "{attribute} must be a string."
        tooShort = try parameters.string("tooShort")
            ?? "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."
        tooLong = try parameters.string("tooLong")
            ?? "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}."
        notEqual = try parameters.string("notEqual")
            ?? "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}."
        minBound = min.map(Self.number)
        maxBound = max.map(Self.number)
        exactLength = length.map(Self.number)
        passingLengths = Self.passingLengths(min: minBound, max: maxBound, exact: exactLength)
        lengthFailures = BoundFailures(low: ValueCheckFailure(code: "string.tooShort", template: tooShort, bound: "min", min),
                                       high: ValueCheckFailure(code: "string.tooLong", template: tooLong, bound: "max", max),
                                       other: ValueCheckFailure(code: "string.notEqual", template: notEqual, bound: "length", length))
    }

    /// The whole lengths that are not below `min`, not above `max` and equal to `exact`, as
    /// the validator compares them (a `NaN` bound compares false, so it fails nothing, except
    /// as `exact`, which nothing equals).
    static func passingLengths(min: Double?, max: Double?, exact: Double?) -> (lower: Int, upper: Int) {
        let none = (lower: 1, upper: 0)
        let limit = Double(Int.max)
        var lower = 0, upper = Int.max
        if let min, !min.isNaN, min > 0 { lower = min >= limit ? Int.max : Int(min.rounded(.up)) }
        if let max, !max.isNaN {
            if max < 0 { return none }
            if max < limit { upper = Int(max.rounded(.down)) }
        }
        if let exact {
            guard exact >= 0, exact < limit, exact == exact.rounded() else { return none }
            lower = Swift.max(lower, Int(exact))
            upper = Swift.min(upper, Int(exact))
        }
        return (lower, upper)
    }

    private static func number(_ value: AttributeValue) -> Double { PHPSemantics.toDouble(value) }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let string: String
        switch value {
        case .string(let s): string = s
        case .bool, .int, .double:
            guard !strict else { fallthrough }
            string = PHPSemantics.string(value) ?? ""
        default:
            model.addError(attribute, code: "string.invalid", template: message, value: value)
            return
        }
        if exactLength == nil {
            // Within both bounds whatever the characters are: nothing to count.
            let range = unit.lengthRange(bytes: string.utf8.count)
            if minBound.map({ Double(range.lowerBound) >= $0 }) ?? true,
               maxBound.map({ Double(range.upperBound) <= $0 }) ?? true {
                return
            }
        }
        forEachFailure(ofLength: unit.length(of: string)) { failure in
            model.addError(attribute, code: failure.code, template: failure.template, value: value, arguments: failure.arguments)
        }
    }

    /// Calls `body` with each failure of a string of `characters` characters, in the order
    /// they are reported: too short, too long, not the length asked for.
    fileprivate func forEachFailure(ofLength characters: Int, _ body: (ValueCheckFailure) -> Void) {
        let count = Double(characters)
        if let minBound, count < minBound, let failure = lengthFailures.low { body(failure) }
        if let maxBound, count > maxBound, let failure = lengthFailures.high { body(failure) }
        if let exactLength, count != exactLength, let failure = lengthFailures.other { body(failure) }
    }
}

extension StringValidator: ValueCheck {
    /// Passes a string whose length is within the bounds (and equal to `length`, if given):
    /// decided from the byte count when it can be (a string of n bytes has n/4 to n
    /// characters), by counting otherwise, up to ``countingLimit`` bytes. A longer string is
    /// left to ``verdict(string:)`` (or the validator), so that one that fails is counted once,
    /// not twice.
    @usableFromInline package func passes(string value: String) -> Bool {
        Self.passes(value, lengths: passingLengths, unit: unit)
    }

    /// ``passes(string:)`` holding the passing lengths and the unit, not the validator.
    var lengthTest: @Sendable (String) -> Bool {
        let (lengths, unit) = (passingLengths, unit)
        return { Self.passes($0, lengths: lengths, unit: unit) }
    }

    /// Whether `value` has a length in `lengths`, counted in `unit` (see ``passes(string:)``).
    private static func passes(_ value: String, lengths: (lower: Int, upper: Int), unit: LengthUnit) -> Bool {
        let bytes = value.utf8.count
        let (lower, upper) = lengths
        let range = unit.lengthRange(bytes: bytes)
        // Passing or failing whatever the characters are: nothing to count.
        if range.lowerBound >= lower && range.upperBound <= upper { return true }
        if range.upperBound < lower || range.lowerBound > upper { return false }
        guard bytes <= Self.countingLimit else { return false }
        let count = unit.length(of: value)
        return count >= lower && count <= upper
    }

    /// The passing lengths at first sight, when the unit is code points.
    @usableFromInline package var firstSight: FirstSight {
        guard case .scalars = unit else { return .none }
        return .scalarLengths(lower: passingLengths.lower, upper: passingLengths.upper)
    }

    /// The one failure of a string of the wrong length, as ``validate(_:value:model:)`` adds it
    /// (`nil` when the string fails none of the bounds, or more than one).
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? {
        if case .fails(let failure) = verdict(string: value) { return failure }
        return nil
    }

    /// The characters of the string counted (``passes(string:)`` leaves a long one to this):
    /// passed when it fails no bound, its failure when it fails one.
    @usableFromInline package func verdict(string value: String) -> ValueCheckVerdict {
        // Counted with the kernel itself, and the one failure picked without a closure: the
        // generic count and a failure captured by a closure cost about as much as the check.
        let count: Double
        if case .scalars = unit {
            // Above `max`, the count decides the failure whatever the rest holds (no exact
            // length asked, `min` not above `max`): counted that far only.
            var limit = Int.max
            if exactLength == nil, let maxBound, maxBound >= 0, maxBound < 0x1p53, (minBound ?? 0) <= maxBound {
                limit = Int(maxBound)
            }
            count = FirstSight.isKnownASCII(value) ? Double(value.utf8.count)
                : Double(value.utf8.withContiguousStorageIfAvailable { LengthUnit.scalarCount($0, above: limit) }
                    ?? value.unicodeScalars.count)
        } else {
            count = Double(unit.length(of: value))
        }
        let low = minBound.map { count < $0 } ?? false
        let high = maxBound.map { count > $0 } ?? false
        let other = exactLength.map { count != $0 } ?? false
        switch (low, high, other) {
        case (false, false, false): return .passes
        case (true, false, false): return lengthFailures.low.map(ValueCheckVerdict.fails) ?? .undecided
        case (false, true, false): return lengthFailures.high.map(ValueCheckVerdict.fails) ?? .undecided
        case (false, false, true): return lengthFailures.other.map(ValueCheckVerdict.fails) ?? .undecided
        default: return .undecided
        }
    }

    /// The longest string ``passes(string:)`` counts the characters of (a constant: a stored
    /// static is read through a lazy initializer).
    static var countingLimit: Int { 256 }
}
