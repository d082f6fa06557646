/// A named class: a backslash escape (`\d`, `\w`, `\s`, `\h`, `\v`), a POSIX class inside
/// brackets (`[:alpha:]`), or a Unicode property (`\p{Lu}`).
enum NamedClass: Sendable, Hashable {
    case digit, word, space, horizontalSpace, verticalSpace
    case alpha, alnum, ascii, blank, cntrl, graph, lower, print, punct, upper, xdigit
    /// Any unit (`\p{Any}`).
    case any
    /// A general category or category group, such as `Lu` or `L`; `L&` is `cased`.
    case category(String)
    /// `\p{L&}`: Lu, Ll or Lt.
    case cased

    /// The POSIX class with the given name, as written inside `[: :]`.
    init?(posix name: String) {
        switch name {
        case "alpha": self = .alpha
        case "alnum": self = .alnum
        case "ascii": self = .ascii
        case "blank": self = .blank
        case "cntrl": self = .cntrl
        case "digit": self = .digit
        case "graph": self = .graph
        case "lower": self = .lower
        case "print": self = .print
        case "punct": self = .punct
        case "space": self = .space
        case "upper": self = .upper
        case "word": self = .word
        case "xdigit": self = .xdigit
        default: return nil
        }
    }

    /// The Unicode property with the given name, as written in `\p{...}`, if it is supported.
    init?(property name: String) {
        let known: Set<String> = [
            "C", "Cc", "Cf", "Cn", "Co", "Cs", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn",
            "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk", "Sm",
            "So", "Z", "Zl", "Zp", "Zs",
        ]
        if name == "Any" { self = .any } else if name == "L&" || name == "LC" { self = .cased }
        else if known.contains(name) { self = .category(name) } else { return nil }
    }

    /// Whether `value` (a byte in byte mode, a scalar in Unicode mode) is a member.
    func contains(_ v: UInt32, unicode: Bool) -> Bool {
        let isASCIIDigit = v >= 0x30 && v <= 0x39
        let isASCIIUpper = v >= 0x41 && v <= 0x5A
        let isASCIILower = v >= 0x61 && v <= 0x7A
        switch self {
        case .horizontalSpace:
            return v == 0x09 || v == 0x20 || v == 0xA0 || v == 0x1680 || v == 0x180E
                || (v >= 0x2000 && v <= 0x200A) || v == 0x202F || v == 0x205F || v == 0x3000
        case .verticalSpace:
            return (v >= 0x0A && v <= 0x0D) || v == 0x85 || v == 0x2028 || v == 0x2029
        case .ascii: return v < 0x80
        case .blank: return v == 0x09 || v == 0x20 || (unicode && v >= 0x80 && Self.category(v).hasPrefix("Zs"))
        case .cntrl: return v < 0x20 || v == 0x7F
        case .xdigit: return isASCIIDigit || (v >= 0x41 && v <= 0x46) || (v >= 0x61 && v <= 0x66)
        case .any: return true
        default: break
        }
        if v < 0x80 || !unicode {
            switch self {
            case .digit: return isASCIIDigit
            case .word: return isASCIIDigit || isASCIIUpper || isASCIILower || v == 0x5F
            case .space: return (v >= 0x09 && v <= 0x0D) || v == 0x20
            case .alpha: return isASCIIUpper || isASCIILower
            case .alnum: return isASCIIDigit || isASCIIUpper || isASCIILower
            case .lower: return isASCIILower
            case .upper: return isASCIIUpper
            case .graph: return v > 0x20 && v < 0x7F
            case .print: return v >= 0x20 && v < 0x7F
            case .punct: return v > 0x20 && v < 0x7F && !(isASCIIDigit || isASCIIUpper || isASCIILower)
            case .category, .cased: break
            default: return false
            }
            if !unicode && v >= 0x80 { return false }
        }
        let category = Self.category(v)
        switch self {
        case .digit: return category == "Nd"
        case .word: return category.hasPrefix("L") || category.hasPrefix("N") || v == 0x5F
        case .space:
            return category.hasPrefix("Z") || NamedClass.horizontalSpace.contains(v, unicode: true)
                || NamedClass.verticalSpace.contains(v, unicode: true)
        case .alpha: return category.hasPrefix("L")
        case .alnum: return category.hasPrefix("L") || category.hasPrefix("N")
        case .lower: return category == "Ll"
        case .upper: return category == "Lu"
        case .graph: return !category.hasPrefix("Z") && !category.hasPrefix("C")
        case .print: return !category.hasPrefix("C") && category != "Zl" && category != "Zp"
        case .punct: return category.hasPrefix("P")
        case .category(let name): return name.count == 1 ? category.hasPrefix(name) : category == name
        case .cased: return category == "Lu" || category == "Ll" || category == "Lt"
        default: return false
        }
    }

    /// The two-letter general category of a code point (`Cn` for unassigned or invalid values).
    static func category(_ value: UInt32) -> String {
        guard let scalar = Unicode.Scalar(value) else { return "Cs" }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter: return "Lu"
        case .lowercaseLetter: return "Ll"
        case .titlecaseLetter: return "Lt"
        case .modifierLetter: return "Lm"
        case .otherLetter: return "Lo"
        case .nonspacingMark: return "Mn"
        case .spacingMark: return "Mc"
        case .enclosingMark: return "Me"
        case .decimalNumber: return "Nd"
        case .letterNumber: return "Nl"
        case .otherNumber: return "No"
        case .connectorPunctuation: return "Pc"
        case .dashPunctuation: return "Pd"
        case .openPunctuation: return "Ps"
        case .closePunctuation: return "Pe"
        case .initialPunctuation: return "Pi"
        case .finalPunctuation: return "Pf"
        case .otherPunctuation: return "Po"
        case .mathSymbol: return "Sm"
        case .currencySymbol: return "Sc"
        case .modifierSymbol: return "Sk"
        case .otherSymbol: return "So"
        case .spaceSeparator: return "Zs"
        case .lineSeparator: return "Zl"
        case .paragraphSeparator: return "Zp"
        case .control: return "Cc"
        case .format: return "Cf"
        case .surrogate: return "Cs"
        case .privateUse: return "Co"
        case .unassigned: return "Cn"
        @unknown default: return "Cn"
        }
    }
}
