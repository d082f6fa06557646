/// Generates attribute labels from attribute names, as Yii's `Inflector::camel2words($name, true)`.
///
/// 1. A space goes before every uppercase letter that follows a lowercase letter, and before
///    every uppercase letter that follows a letter and is itself followed by a lowercase letter.
///    Letter classes are Unicode general categories, so `ÄpfelBaum` splits too.
/// 2. `-`, `_` and `.` become spaces; the result is trimmed (PHP `trim()`) and lowercased.
/// 3. The first character of each whitespace-separated word is uppercased.
///
/// ```swift
/// AttributeLabel.generate("firstName")      // "First Name"
/// AttributeLabel.generate("XMLHttpRequest") // "Xml Http Request"
/// AttributeLabel.generate("field2Name")     // "Field2name"
/// AttributeLabel.generate("__private")      // "Private"
/// ```
import ModelValidationValues

public enum AttributeLabel {
    /// The label Yii generates for an attribute without an explicit one.
    ///
    /// - Parameter name: the attribute name.
    /// - Returns: the generated label.
    /// - Complexity: O(*n*) in the length of `name`.
    public static func generate(_ name: String) -> String {
        if name.isAllASCII { return generateASCII(name) }
        return generateScalarwise(name)
    }

    /// The same steps for an ASCII name, byte by byte (the usual case; no Unicode property
    /// lookups). Internal for the tests that compare it with ``generateScalarwise(_:)``.
    static func generateASCII(_ name: String) -> String {
        var name = name
        return name.withUTF8 { bytes in
            // Built on the stack and copied once: a string made with room for twice the name
            // was a heap string (with a validating copy) for any name over seven bytes.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count * 2, 1)) { out in
                func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
                func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
                // Step 1, separators, lowercasing.
                var count = 0
                for i in bytes.indices {
                    let byte = bytes[i]
                    if i > 0, isUpper(byte) {
                        let previous = bytes[i - 1]
                        let nextIsLower = i + 1 < bytes.count && isLower(bytes[i + 1])
                        if isLower(previous) || (isUpper(previous) && nextIsLower) {
                            out[count] = 0x20
                            count += 1
                        }
                    }
                    switch byte {
                    case 0x2D, 0x5F, 0x2E: out[count] = 0x20
                    default: out[count] = isUpper(byte) ? byte | 0x20 : byte
                    }
                    count += 1
                }
                // PHP's trim().
                var start = 0
                var end = count
                while start < end, PHPCharacterMask.isWhitespace(out[start]) { start += 1 }
                while end > start, PHPCharacterMask.isWhitespace(out[end - 1]) { end -= 1 }
                // Step 3: uppercase each word's first letter (ASCII whitespace separates words).
                var length = 0
                var atWordStart = true
                for i in start..<end {
                    let byte = out[i]
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                        atWordStart = true
                        out[length] = byte
                    } else {
                        out[length] = atWordStart && isLower(byte) ? byte & ~0x20 : byte
                        atWordStart = false
                    }
                    length += 1
                }
                return String(decoding: UnsafeBufferPointer(rebasing: out[..<length]), as: UTF8.self)
            }
        }
    }

    /// The steps scalar by scalar, with Unicode letter categories (any name).
    static func generateScalarwise(_ name: String) -> String {
        // Step 1 and the separator replacement, scalar by scalar.
        let scalars = Array(name.unicodeScalars)
        var spaced = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            if i > 0, category(of: scalar) == .uppercase {
                let previous = category(of: scalars[i - 1])
                let nextIsLower = i + 1 < scalars.count && category(of: scalars[i + 1]) == .lowercase
                if previous == .lowercase || (previous != .other && nextIsLower) {
                    spaced.append(" ")
                }
            }
            switch scalar {
            case "-", "_", ".": spaced.append(" ")
            default: spaced.append(scalar)
            }
        }
        let lowered = PHPSemantics.trim(String(spaced)).lowercased()
        return uppercasingWords(lowered)
    }

    private enum LetterCategory { case uppercase, lowercase, otherLetter, other }

    private static func category(of scalar: Unicode.Scalar) -> LetterCategory {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter: return .uppercase
        case .lowercaseLetter: return .lowercase
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .otherLetter
        default: return .other
        }
    }

    /// Uppercases the first scalar of every whitespace-separated word (Yii's `mb_ucwords`).
    private static func uppercasingWords(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        var atWordStart = true
        for scalar in s.unicodeScalars {
            if scalar.properties.isWhitespace {
                atWordStart = true
                out.append(scalar)
            } else if atWordStart {
                atWordStart = false
                out.append(contentsOf: String(scalar).uppercased().unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
