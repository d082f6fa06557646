/// Splits a CLDR plural condition into tokens; everything from `@` on (samples) is ignored.
struct PluralRuleTokenizer {
    enum Token: Hashable, CustomStringConvertible {
        case word(String)
        case number(UInt64)
        case percent, equals, notEquals, dots, comma
        case invalid(Character)

        var description: String {
            switch self {
            case .word(let word): return "`\(word)`"
            case .number(let value): return "`\(value)`"
            case .percent: return "`%`"
            case .equals: return "`=`"
            case .notEquals: return "`!=`"
            case .dots: return "`..`"
            case .comma: return "`,`"
            case .invalid(let character): return "`\(character)`"
            }
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var lookahead: Token??

    init(_ source: String) {
        let all = Array(source.utf8)
        bytes = Array(all.prefix { $0 != UInt8(ascii: "@") })
    }

    /// The next token without consuming it.
    mutating func peek() -> Token? {
        if let lookahead { return lookahead }
        let token = scan()
        lookahead = .some(token)
        return token
    }

    /// Consumes and returns the next token.
    mutating func next() -> Token? {
        if let lookahead {
            self.lookahead = nil
            return lookahead
        }
        return scan()
    }

    /// Consumes the next token if it is `token`.
    mutating func skip(_ token: Token) -> Bool {
        guard peek() == token else { return false }
        _ = next()
        return true
    }

    private mutating func scan() -> Token? {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            let start = index
            while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
            return .word(String(decoding: bytes[start..<index], as: UTF8.self))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var value: UInt64 = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = product.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
                guard !overflow, !carry else { return .invalid(Character(Unicode.Scalar(bytes[index]))) }
                value = sum
                index += 1
            }
            return .number(value)
        case UInt8(ascii: "%"):
            index += 1
            return .percent
        case UInt8(ascii: "="):
            index += 1
            return .equals
        case UInt8(ascii: "!") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "="):
            index += 2
            return .notEquals
        case UInt8(ascii: ".") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "."):
            index += 2
            return .dots
        case UInt8(ascii: ","):
            index += 1
            return .comma
        default:
            index += 1
            return .invalid(Character(Unicode.Scalar(byte)))
        }
    }
}
