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
public enum AttributeLabel {
    /// The label Yii generates for an attribute without an explicit one.
    ///
    /// - Parameter name: the attribute name.
    /// - Returns: the generated label.
    /// - Complexity: O(*n*) in the length of `name`.
    public static func generate(_ name: String) -> String {
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
