/// Yii's step before ICU: named placeholders become positional ones, unknown ones are quoted.
///
/// Yii's `MessageFormatter` splits the template at top-level braces (ignoring ICU quoting),
/// numbers each placeholder whose name is among the arguments in order of first appearance,
/// and wraps every other placeholder in apostrophes (`'{'name'}'`) so ICU prints it literally.
/// The sub-messages of `plural` and `select` placeholders are rewritten recursively.
///
/// ```swift
/// // "{attribute} {unknown, number}" with attribute → "{0} '{'unknown, number'}'", values [label]
/// ```
import ModelValidationValues

enum YiiPatternRewriter {
    /// Deepest nesting of plural/select sub-messages handled; deeper templates fail.
    static let maximumDepth = 32

    enum Token {
        case text(ArraySlice<UInt8>)
        /// The placeholder's content split at its first two commas.
        case placeholder([ArraySlice<UInt8>])
    }

    /// The rewritten pattern and the positional values, or `nil` when Yii gives up.
    static func rewrite(_ template: String, arguments: MessageArguments) -> (pattern: [UInt8], values: [AttributeValue])? {
        var values: [AttributeValue] = []
        var positions = [Int?](repeating: nil, count: arguments.count)
        let bytes = Array(template.utf8)
        guard let pattern = rewrite(bytes[...], arguments, &values, &positions, depth: 0) else { return nil }
        return (pattern, values)
    }

    private static func rewrite(
        _ pattern: ArraySlice<UInt8>, _ arguments: MessageArguments,
        _ values: inout [AttributeValue], _ positions: inout [Int?], depth: Int
    ) -> [UInt8]? {
        guard depth <= maximumDepth, let tokens = tokenize(pattern) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(pattern.count + 16)
        for token in tokens {
            switch token {
            case .text(let text):
                out.append(contentsOf: text)
            case .placeholder(var parts):
                let quote: [UInt8]
                if let entry = arguments.index(ofUTF8: phpTrim(parts[0])) {
                    let position: Int
                    if let known = positions[entry] {
                        position = known
                    } else {
                        position = values.count
                        values.append(arguments.entries[entry].value)
                        positions[entry] = position
                    }
                    parts[0] = ArraySlice(String(position).utf8)
                    quote = []
                } else {
                    quote = [UInt8(ascii: "'")]
                }
                let type = parts.count > 1 ? phpTrim(parts[1]) : []
                if type.elementsEqual("plural".utf8) || type.elementsEqual("select".utf8) {
                    guard parts.count > 2, let sub = tokenize(parts[2]) else { return nil }
                    var rebuilt: [UInt8] = []
                    var k = 0
                    while k + 1 < sub.count {
                        guard case .text(let text) = sub[k], case .placeholder(let inner) = sub[k + 1] else { return nil }
                        rebuilt.append(contentsOf: text)
                        guard let message = rewrite(joined(inner), arguments, &values, &positions, depth: depth + 1) else {
                            return nil
                        }
                        rebuilt += quote + [UInt8(ascii: "{")] + quote + message + quote + [UInt8(ascii: "}")] + quote
                        k += 2
                    }
                    if k < sub.count, case .text(let text) = sub[k] { rebuilt.append(contentsOf: text) }
                    parts[2] = rebuilt[...]
                }
                out += quote + [UInt8(ascii: "{")] + quote
                out += joined(parts)
                out += quote + [UInt8(ascii: "}")] + quote
            }
        }
        return out
    }

    /// Yii's `tokenizePattern`: text and top-level `{…}` placeholders, or `nil` when the braces
    /// do not balance.
    static func tokenize(_ pattern: ArraySlice<UInt8>) -> [Token]? {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard let first = pattern.firstIndex(of: open) else { return [.text(pattern)] }
        var tokens: [Token] = [.text(pattern[pattern.startIndex..<first])]
        var depth = 1
        var start = first
        var position = first
        var nextOpen: Int? = first
        var nextClose: Int? = first
        while true {
            if let n = nextOpen, n <= position {
                nextOpen = pattern[(position + 1)...].firstIndex(of: open)
            }
            if let n = nextClose, n <= position {
                nextClose = pattern[(position + 1)...].firstIndex(of: close)
            }
            if nextOpen == nil && nextClose == nil { break }
            guard let closeIndex = nextClose else { return nil }
            let openIndex = nextOpen ?? pattern.endIndex
            if closeIndex > openIndex {
                depth += 1
                position = openIndex
            } else {
                depth -= 1
                position = closeIndex
            }
            if depth == 0 {
                tokens.append(.placeholder(split(pattern[(start + 1)..<position])))
                tokens.append(.text(pattern[(position + 1)..<openIndex]))
                start = openIndex
            } else if depth < 0 {
                return nil
            }
        }
        return depth == 0 ? tokens : nil
    }

    /// PHP's `explode(',', $s, 3)`.
    private static func split(_ s: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var rest = s
        while parts.count < 2, let comma = rest.firstIndex(of: UInt8(ascii: ",")) {
            parts.append(rest[rest.startIndex..<comma])
            rest = rest[(comma + 1)...]
        }
        parts.append(rest)
        return parts
    }

    private static func joined(_ parts: [ArraySlice<UInt8>]) -> ArraySlice<UInt8> {
        if parts.count == 1 { return parts[0] }
        var out: [UInt8] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: part)
        }
        return out[...]
    }

    /// PHP's default `trim()` on bytes.
    private static func phpTrim(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lower = s.startIndex, upper = s.endIndex
        while lower < upper, PHPCharacterMask.whitespace.contains(s[lower]) { lower += 1 }
        while upper > lower, PHPCharacterMask.whitespace.contains(s[upper - 1]) { upper -= 1 }
        return s[lower..<upper]
    }
}
