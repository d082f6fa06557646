/// A UTS #46-style `ToASCII` conversion of domain names, standing in for ICU's
/// `idn_to_ascii(…, IDNA_NONTRANSITIONAL_TO_ASCII, INTL_IDNA_VARIANT_UTS46)` that Yii calls.
///
/// The conversion maps every label, checks it and writes non-ASCII labels in their `xn--`
/// Punycode form. It follows the options Yii uses: nontransitional processing (`ß`, `ς`, ZWJ
/// and ZWNJ are kept), no STD3 ASCII rules (any ASCII character other than `.` is allowed in a
/// label), hyphen checks on, no Bidi and no CONTEXTJ checks.
///
/// What is covered, without ICU data:
/// - mapping: ASCII and Unicode lowercase (`Unicode.Scalar.Properties.lowercaseMapping`), the
///   full-width ASCII block (U+FF01–U+FF5E) to ASCII, the ideographic and full-width full stops
///   to `.`, and the common "ignored" code points (soft hyphen, zero-width space, word joiner,
///   BOM, variation selectors) removed;
/// - rejected: unassigned, private-use, surrogate, non-ASCII control and format characters,
///   non-ASCII whitespace, a label that starts with a combining mark, starts or ends with `-`, or
///   has `--` in its third and fourth positions, an empty label (a single trailing dot is
///   allowed), an ASCII label over 63 bytes, a name over 253 bytes, and an `xn--` label that is
///   not valid Punycode or does not decode to a valid non-ASCII label.
///
/// Not covered: NFC/NFKC normalization beyond the mappings above (decomposed input is encoded as
/// given), the full UTS #46 mapping table (compatibility characters such as `ﬁ` or `²`), and the
/// exact set of characters UTS #46 disallows.
///
/// ```swift
/// IDNA.toASCII("Bücher.de")  // "xn--bcher-kva.de"
/// IDNA.toASCII("-bad.de")    // nil
/// ```
enum IDNA {
    /// Converts a domain name (or any dot-separated string) to its ASCII form.
    ///
    /// - Parameter input: The name to convert.
    /// - Returns: The ASCII name, or `nil` where ICU reports an error (PHP's `false`).
    /// - Complexity: O(*n*): a non-ASCII label is encoded only when it has at most 59 scalars
    ///   (a longer one cannot fit in 63 bytes), so Punycode's cost per label is bounded.
    static func toASCII<S: StringProtocol>(_ input: S) -> String? {
        if input.isEmpty { return nil }
        var isASCII = true
        for byte in input.utf8 where byte >= 0x80 {
            isASCII = false
            break
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.utf8.count + 8)
        if isASCII {
            var label: [UInt8] = []
            for byte in input.utf8 {
                if byte == UInt8(ascii: ".") {
                    guard appendASCIILabel(label, to: &output, isLast: false) else { return nil }
                    output.append(byte)
                    label.removeAll(keepingCapacity: true)
                } else {
                    label.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                }
            }
            guard appendASCIILabel(label, to: &output, isLast: true) else { return nil }
        } else {
            guard let mapped = map(input.unicodeScalars) else { return nil }
            let labels = mapped.split(separator: ".", omittingEmptySubsequences: false)
            for (index, label) in labels.enumerated() {
                let isLast = index == labels.count - 1
                if label.allSatisfy({ $0.value < 0x80 }) {
                    let bytes = label.map { UInt8($0.value) }
                    guard appendASCIILabel(bytes, to: &output, isLast: isLast) else { return nil }
                } else {
                    // Punycode writes at least one byte per scalar, so a label of more than 59
                    // scalars cannot fit in 63 bytes with its `xn--`: refused before encoding,
                    // whose cost grows with the label's length times its distinct scalars.
                    guard label.count <= 59, isValidUnicodeLabel(label),
                          let encoded = Punycode.encode(Array(label)) else { return nil }
                    guard encoded.utf8.count + 4 <= 63 else { return nil }
                    output.append(contentsOf: "xn--".utf8)
                    output.append(contentsOf: encoded.utf8)
                }
                if !isLast { output.append(UInt8(ascii: ".")) }
            }
        }
        if output.count == 1 && output[0] == UInt8(ascii: ".") { return nil }
        let nameLength = output.last == UInt8(ascii: ".") ? output.count - 1 : output.count
        guard nameLength <= 253 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// Checks one lowercased ASCII label and appends it.
    private static func appendASCIILabel(_ label: [UInt8], to output: inout [UInt8], isLast: Bool) -> Bool {
        if label.isEmpty { return isLast && !output.isEmpty }
        guard label.count <= 63 else { return false }
        if label.count >= 4 && label[0] == UInt8(ascii: "x") && label[1] == UInt8(ascii: "n")
            && label[2] == UInt8(ascii: "-") && label[3] == UInt8(ascii: "-") {
            guard let decoded = Punycode.decode(label[4...]), decoded.contains(where: { $0.value >= 0x80 }),
                  let remapped = map(decoded.lazy.map { $0 }), remapped == decoded,
                  isValidUnicodeLabel(decoded[...]) else { return false }
        } else if !hasValidHyphens(label.lazy.map { Unicode.Scalar($0) }) {
            return false
        }
        output.append(contentsOf: label)
        return true
    }

    /// The hyphen and combining-mark checks for a mapped, non-empty label.
    private static func isValidUnicodeLabel(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = label.first else { return false }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return hasValidHyphens(label)
        }
    }

    private static func hasValidHyphens<C: Collection<Unicode.Scalar>>(_ label: C) -> Bool {
        guard let first = label.first else { return true }
        if first == "-" { return false }
        var previous: Unicode.Scalar = first
        var index = 0
        var third: Unicode.Scalar?
        var fourth: Unicode.Scalar?
        for scalar in label {
            if index == 2 { third = scalar }
            if index == 3 { fourth = scalar }
            previous = scalar
            index += 1
        }
        if previous == "-" { return false }
        return !(third == "-" && fourth == "-")
    }

    /// Applies the UTS #46 mapping subset; `nil` when a disallowed code point is found.
    private static func map<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        for scalar in scalars {
            let value = scalar.value
            if value < 0x80 {
                result.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value + 0x20)! : scalar)
                continue
            }
            switch value {
            case 0x3002, 0xFF0E, 0xFF61:
                result.append(".")
                continue
            case 0xFF01...0xFF5E:
                let ascii = value - 0xFEE0
                result.append(Unicode.Scalar(ascii >= 0x41 && ascii <= 0x5A ? ascii + 0x20 : ascii)!)
                continue
            case 0x00AD, 0x034F, 0x180B...0x180D, 0x200B, 0x2060, 0xFE00...0xFE0F, 0xFEFF, 0x1BCA0...0x1BCA3:
                continue
            case 0x200C, 0x200D:
                result.append(scalar)
                continue
            default:
                break
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned,
                 .spaceSeparator, .lineSeparator, .paragraphSeparator:
                return nil
            default:
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return result
    }
}
