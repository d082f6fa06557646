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

    /// The Unicode property with the given name, as written in `\p{...}` (PCRE2 ignores case),
    /// if it is supported.
    init?(property name: String) {
        let categories = [
            "C", "Cc", "Cf", "Cn", "Co", "Cs", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn",
            "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk", "Sm",
            "So", "Z", "Zl", "Zp", "Zs",
        ]
        let loose = name.lowercased()
        if loose == "any" { self = .any } else if loose == "l&" || loose == "lc" { self = .cased }
        else if let category = categories.first(where: { $0.lowercased() == loose }) { self = .category(category) }
        else { return nil }
    }

    /// Whether PCRE2 (10.42) knows a property name, given lower-cased and without spaces, `_`
    /// and `-` as PCRE2 compares them: the general categories, the scripts and their
    /// four-letter aliases, the binary properties and the bidi classes. A name it knows that
    /// this engine does not support is refused as unsupported; one it does not know is PCRE2's
    /// "unknown property" error. `sc:`, `scx:` and `bc:` forms count as known.
    static func pcre2Knows(property loose: String) -> Bool {
        loose.contains(":") || loose.contains("=") || pcre2PropertyNames.contains(loose)
    }

    static let pcre2PropertyNames: Set<String> = Set([
        "adlam adlm aghb ahex ahom alpha alphabetic anatolianhieroglyphs any arab arabic armenian armi",
        "armn ascii asciihexdigit avestan avst bali balinese bamu bamum bass bassavah batak batk beng",
        "bengali bhaiksuki bhks bidial bidian bidib bidibn bidic bidicontrol bidics bidien bidies bidiet",
        "bidifsi bidil bidilre bidilri bidilro bidim bidimirrored bidinsm bidion bidipdf bidipdi bidir",
        "bidirle bidirli bidirlo bidis bidiws bopo bopomofo brah brahmi brai braille bugi buginese buhd",
        "buhid c cakm canadianaboriginal cans cari carian cased caseignorable caucasianalbanian cc cf",
        "chakma cham changeswhencasefolded changeswhencasemapped changeswhenlowercased",
        "changeswhentitlecased changeswhenuppercased cher cherokee chorasmian chrs ci cn co common copt",
        "coptic cpmn cprt cs cuneiform cwcf cwcm cwl cwt cwu cypriot cyprominoan cyrillic cyrl dash",
        "defaultignorablecodepoint dep deprecated deseret deva devanagari di dia diacritic diak",
        "divesakuru dogr dogra dsrt dupl duployan ebase ecomp egyp egyptianhieroglyphs elba elbasan elym",
        "elymaic emod emoji emojicomponent emojimodifier emojimodifierbase emojipresentation epres ethi",
        "ethiopic ext extendedpictographic extender extpict geor georgian glag glagolitic gong gonm goth",
        "gothic gran grantha graphemebase graphemeextend graphemelink grbase greek grek grext grlink",
        "gujarati gujr gunjalagondi gurmukhi guru han hang hangul hani hanifirohingya hano hanunoo hatr",
        "hatran hebr hebrew hex hexdigit hira hiragana hluw hmng hmnp hung idc idcontinue ideo",
        "ideographic ids idsb idsbinaryoperator idst idstart idstrinaryoperator imperialaramaic inherited",
        "inscriptionalpahlavi inscriptionalparthian ital java javanese joinc joincontrol kaithi kali kana",
        "kannada katakana kayahli khar kharoshthi khitansmallscript khmer khmr khoj khojki khudawadi kits",
        "knda kthi l l& lana lao laoo latin latn lc lepc lepcha limb limbu lina linb lineara linearb lisu",
        "ll lm lo loe logicalorderexception lower lowercase lt lu lyci lycian lydi lydian m mahajani mahj",
        "maka makasar malayalam mand mandaic mani manichaean marc marchen masaramgondi math mc me",
        "medefaidrin medf meeteimayek mend mendekikakui merc mero meroiticcursive meroitichieroglyphs",
        "miao mlym mn modi mong mongolian mro mroo mtei mult multani myanmar mymr n nabataean nand",
        "nandinagari narb nbat nchar nd newa newtailue nko nkoo nl no noncharactercodepoint nshu nushu",
        "nyiakengpuachuehmong ogam ogham olchiki olck oldhungarian olditalic oldnortharabian oldpermic",
        "oldpersian oldsogdian oldsoutharabian oldturkic olduyghur oriya orkh orya osage osge osma",
        "osmanya ougr p pahawhhmong palm palmyrene patsyn patternsyntax patternwhitespace patws pauc",
        "paucinhau pc pcm pd pe perm pf phag phagspa phli phlp phnx phoenician pi plrd po",
        "prependedconcatenationmark prti ps psalterpahlavi qaac qaai qmark quotationmark radical",
        "regionalindicator rejang ri rjng rohg runic runr s samaritan samr sarb saur saurashtra sc sd",
        "sentenceterminal sgnw sharada shavian shaw shrd sidd siddham signwriting sind sinh sinhala sk sm",
        "so softdotted sogd sogdian sogo sora sorasompeng soyo soyombo space sterm sund sundanese sylo",
        "sylotinagri syrc syriac tagalog tagb tagbanwa taile taitham taiviet takr takri tale talu tamil",
        "taml tang tangsa tangut tavt telu telugu term terminalpunctuation tfng tglg thaa thaana thai",
        "tibetan tibt tifinagh tirh tirhuta tnsa toto ugar ugaritic uideo unifiedideograph unknown upper",
        "uppercase vai vaii variationselector vith vithkuqi vs wancho wara warangciti wcho whitespace",
        "wspace xan xidc xidcontinue xids xidstart xpeo xps xsp xsux xuc xwd yezi yezidi yi yiii z",
        "zanabazarsquare zanb zinh zl zp zs zyyy zzzz",
    ].joined(separator: " ").split(separator: " ").map(String.init))

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
