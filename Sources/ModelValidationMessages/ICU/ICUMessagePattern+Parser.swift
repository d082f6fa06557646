extension ICUMessagePattern {
    struct Parser {
        let bytes: [UInt8]
        var hasNamedArguments = false
        let maximumNesting = 64

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Parses a message up to the end (top level) or its closing `}` (nested, returned index
        /// points at the `}`).
        mutating func parseMessage(from start: Int, nesting: Int, parent: ParentType) -> ([Node], Int)? {
            guard nesting <= maximumNesting else { return nil }
            var nodes: [Node] = []
            var text: [UInt8] = []
            var i = start
            let apostrophe = UInt8(ascii: "'")
            while i < bytes.count {
                let c = bytes[i]
                i += 1
                if c == apostrophe {
                    guard i < bytes.count else { text.append(apostrophe); break }
                    let next = bytes[i]
                    if next == apostrophe {
                        text.append(apostrophe)
                        i += 1
                    } else if next == UInt8(ascii: "{") || next == UInt8(ascii: "}") || (parent == .plural && next == UInt8(ascii: "#")) {
                        // Quoted literal: up to the next lone apostrophe, `''` inside gives `'`.
                        text.append(next)
                        i += 1
                        while i < bytes.count {
                            if bytes[i] == apostrophe {
                                if i + 1 < bytes.count && bytes[i + 1] == apostrophe {
                                    text.append(apostrophe)
                                    i += 2
                                    continue
                                }
                                i += 1
                                break
                            }
                            text.append(bytes[i])
                            i += 1
                        }
                    } else {
                        text.append(apostrophe)
                    }
                } else if parent == .plural && c == UInt8(ascii: "#") {
                    flush(&text, into: &nodes)
                    nodes.append(.pound)
                } else if c == UInt8(ascii: "{") {
                    flush(&text, into: &nodes)
                    guard let (argument, next) = parseArgument(openingAt: i - 1, nesting: nesting) else { return nil }
                    nodes.append(.argument(argument))
                    i = next
                } else if nesting > 0 && c == UInt8(ascii: "}") {
                    flush(&text, into: &nodes)
                    return (nodes, i - 1)
                } else {
                    text.append(c)
                }
            }
            if nesting > 0 { return nil }
            flush(&text, into: &nodes)
            return (nodes, bytes.count)
        }

        private func flush(_ text: inout [UInt8], into nodes: inout [Node]) {
            if !text.isEmpty {
                nodes.append(.text(text))
                text.removeAll(keepingCapacity: true)
            }
        }

        /// Parses `{…}` starting at `open`; returns the argument and the index after its `}`.
        private mutating func parseArgument(openingAt open: Int, nesting: Int) -> (Argument, Int)? {
            var i = skipWhiteSpace(open + 1)
            let nameStart = i
            i = skipIdentifier(i)
            let name = Array(bytes[nameStart..<i])
            var number: Int?
            switch Self.argumentNumber(name) {
            case .number(let n): number = n
            case .name: hasNamedArguments = true
            case .invalid: return nil
            }
            i = skipWhiteSpace(i)
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "}") {
                return (Argument(number: number, name: name, kind: .none), i + 1)
            }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
            let typeStart = skipWhiteSpace(i + 1)
            i = typeStart
            while i < bytes.count, isASCIILetter(bytes[i]) { i += 1 }
            let type = Array(bytes[typeStart..<i]).map { $0 | 0x20 }
            i = skipWhiteSpace(i)
            guard i < bytes.count, !type.isEmpty, bytes[i] == UInt8(ascii: ",") || bytes[i] == UInt8(ascii: "}") else { return nil }
            let complexType: (ordinal: Bool, plural: Bool)?
            switch String(decoding: type, as: UTF8.self) {
            case "plural": complexType = (false, true)
            case "selectordinal": complexType = (true, true)
            case "select": complexType = (false, false)
            case "choice": return nil
            case "number": complexType = nil
            default: return nil
            }
            if let complexType {
                guard bytes[i] == UInt8(ascii: ",") else { return nil }
                guard let (variants, offset, end) = parseVariants(from: i + 1, plural: complexType.plural, nesting: nesting) else {
                    return nil
                }
                let kind: Kind = complexType.plural
                    ? .plural(ordinal: complexType.ordinal, offset: offset, variants: variants)
                    : .select(variants)
                return (Argument(number: number, name: name, kind: kind), end + 1)
            }
            var style = NumberStyle.decimal
            if bytes[i] == UInt8(ascii: ",") {
                guard let end = bytes[(i + 1)...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "'") }),
                      bytes[end] == UInt8(ascii: "}") else { return nil }
                let keyword = String(decoding: trimWhiteSpace(bytes[(i + 1)..<end]).map { $0 | 0x20 }, as: UTF8.self)
                switch keyword {
                case "": style = .decimal
                case "integer": style = .integer
                case "percent": style = .percent
                case "currency": style = .currency
                default: return nil
                }
                i = end
            }
            return (Argument(number: number, name: name, kind: .number(style)), i + 1)
        }

        /// Parses plural/select variants up to the closing `}` (returned index points at it).
        private mutating func parseVariants(from start: Int, plural: Bool, nesting: Int) -> ([Variant], Double, Int)? {
            var variants: [Variant] = []
            var offset = 0.0
            var hasOffset = false
            var hasOther = false
            var i = start
            while true {
                i = skipWhiteSpace(i)
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: "}") {
                    return hasOther ? (variants, offset, i) : nil
                }
                let selectorStart = i
                var explicitValue: Double?
                if plural && bytes[i] == UInt8(ascii: "=") {
                    i = skipDouble(i + 1)
                    guard i > selectorStart + 1, let value = parseDouble(bytes[(selectorStart + 1)..<i]) else { return nil }
                    explicitValue = value
                } else {
                    i = skipIdentifier(i)
                    guard i > selectorStart else { return nil }
                    if plural, i < bytes.count, bytes[i] == UInt8(ascii: ":"), bytes[selectorStart..<i].elementsEqual("offset".utf8) {
                        // As in ICU, `offset:` comes once and before every variant.
                        guard variants.isEmpty, !hasOffset else { return nil }
                        let valueStart = skipWhiteSpace(i + 1)
                        i = skipDouble(valueStart)
                        guard i > valueStart, let value = parseDouble(bytes[valueStart..<i]) else { return nil }
                        offset = value
                        hasOffset = true
                        continue
                    }
                }
                let keyword = Array(bytes[selectorStart..<i])
                if explicitValue == nil && keyword.elementsEqual("other".utf8) { hasOther = true }
                i = skipWhiteSpace(i)
                guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return nil }
                guard let (message, end) = parseMessage(from: i + 1, nesting: nesting + 1, parent: plural ? .plural : .select) else {
                    return nil
                }
                variants.append(Variant(explicitValue: explicitValue, keyword: keyword, message: message))
                i = end + 1
            }
        }

        private enum ArgumentName { case number(Int), name, invalid }

        private static func argumentNumber(_ name: [UInt8]) -> ArgumentName {
            guard let first = name.first else { return .invalid }
            guard first >= 0x30 && first <= 0x39 else { return .name }
            guard name.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return .name }
            if first == 0x30 { return name.count == 1 ? .number(0) : .invalid }
            guard name.count <= 9 else { return .invalid }
            return .number(name.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }

        private func isASCIILetter(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        }

        /// The scalar at `i` and its UTF-8 length.
        private func scalar(at i: Int) -> (Unicode.Scalar, Int) {
            var iterator = bytes[i...].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let s) = decoder.decode(&iterator) {
                return (s, UTF8.width(s))
            }
            return ("\u{FFFD}", 1)
        }

        private func isPatternWhiteSpace(at i: Int) -> (Bool, Int) {
            let b = bytes[i]
            if b < 0x80 { return (b == 0x20 || (b >= 0x09 && b <= 0x0D), 1) }
            let (s, width) = scalar(at: i)
            return (s.properties.isPatternWhitespace, width)
        }

        private func skipWhiteSpace(_ start: Int) -> Int {
            var i = start
            while i < bytes.count {
                let (isSpace, width) = isPatternWhiteSpace(at: i)
                guard isSpace else { break }
                i += width
            }
            return i
        }

        /// `s` (a slice of `bytes`) without pattern white space at either end, as ICU trims a
        /// style before comparing it with the keywords (`integer` followed by U+200E is `integer`).
        private func trimWhiteSpace(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            var lower = s.startIndex, upper = s.endIndex
            while lower < upper {
                let (isSpace, width) = isPatternWhiteSpace(at: lower)
                guard isSpace else { break }
                lower += width
            }
            while upper > lower {
                var start = upper - 1
                while start > lower, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                guard isPatternWhiteSpace(at: start).0 else { break }
                upper = start
            }
            return s[lower..<upper]
        }

        private func skipIdentifier(_ start: Int) -> Int {
            var i = start
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x80 {
                    let isSyntax = (b >= 0x21 && b <= 0x2F) || (b >= 0x3A && b <= 0x40) || (b >= 0x5B && b <= 0x5E)
                        || b == 0x60 || (b >= 0x7B && b <= 0x7E)
                    if isSyntax || b == 0x20 || (b >= 0x09 && b <= 0x0D) { break }
                    i += 1
                } else {
                    let (s, width) = scalar(at: i)
                    if s.properties.isPatternSyntax || s.properties.isPatternWhitespace { break }
                    i += width
                }
            }
            return i
        }

        private func skipDouble(_ start: Int) -> Int {
            var i = start
            while i < bytes.count {
                let b = bytes[i]
                let ok = (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
                    || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
                guard ok else { break }
                i += 1
            }
            return i
        }

        /// A number as ICU reads an explicit value or an offset: digits after an optional sign
        /// that make at most 32,767 (32,768 after `-`) at any length, and any other number in
        /// fewer than 128 characters (a longer one is a syntax error).
        private func parseDouble(_ s: ArraySlice<UInt8>) -> Double? {
            if let small = Self.smallInteger(s) { return Double(small) }
            guard s.count < Self.longestNumber else { return nil }
            return Double(String(decoding: s, as: UTF8.self))
        }

        /// ICU's limit on the characters of a number that is not a small integer.
        static let longestNumber = 128

        /// The value of `s` when it is an optional sign and digits worth at most 32,767
        /// (32,768 negative), which ICU takes whatever their number; otherwise `nil`.
        static func smallInteger(_ s: ArraySlice<UInt8>) -> Int? {
            var digits = s[...]
            let isNegative = digits.first == UInt8(ascii: "-")
            if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
            guard !digits.isEmpty else { return nil }
            let limit = 32_767 + (isNegative ? 1 : 0)
            var value = 0
            for byte in digits {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                if value > limit { return nil }
            }
            return isNegative ? -value : value
        }
    }
}
