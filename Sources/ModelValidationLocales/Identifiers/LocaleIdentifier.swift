/// A language tag in normal form: `de`, `de-AT`, `pt-BR`, `sr-Latn`, `zh-Hant-TW`.
///
/// Parsing accepts `-` or `_` between subtags and any letter case, the way applications and
/// browsers write tags (`de_at`, `PT-br`, `zh-hant-tw`), and writes the tag in the BCP 47 case
/// convention: language lowercase, script in title case, region uppercase, variants lowercase.
/// A POSIX suffix (`de_DE.UTF-8`, `de_DE@euro`) is dropped, and so are the parts of a tag that
/// do not change which messages or number formats apply: extensions (`-u-nu-latn`), private use
/// (`-x-…`) and any subtag that does not fit the next slot (`en-GB-oed` is `en-GB`).
/// The deprecated language codes `iw`, `in` and `ji` become `he`, `id` and `yi`.
///
/// Two identifiers are equal when their normal forms are equal, so `de_AT` and `de-at` name the
/// same locale.
///
/// ```swift
/// let tag = LocaleIdentifier("zh_hant_tw")   // zh-Hant-TW
/// tag?.language                              // "zh"
/// tag?.fallbackChain.map(\.description)      // ["zh-Hant-TW", "zh-TW", "zh-Hant"]
/// ```
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag, lowercase: `de`, `pt`, `zh`.
    public let language: String
    /// The script subtag in title case (`Latn`, `Hant`), if the tag has one.
    public let script: String?
    /// The region subtag, uppercase (`AT`, `BR`) or three digits (`419`), if the tag has one.
    public let region: String?
    /// The variant subtags, lowercase (`1996`, `valencia`).
    public let variants: [String]
    /// The tag in normal form, subtags joined by `-`.
    public let description: String

    /// The longest tag this type parses, in bytes; longer input is rejected.
    public static let maximumLength = 128

    /// English, the language Yii's default messages are written in.
    public static let english = LocaleIdentifier(builtIn: "en")

    /// Parses and normalizes a language tag.
    ///
    /// - Parameter tag: A BCP 47 or POSIX-style tag such as `de-AT`, `pt_BR` or `zh-Hant-TW`.
    /// - Returns: `nil` when the tag is empty, longer than ``maximumLength``, contains anything
    ///   but ASCII letters, digits, `-` and `_` before an optional POSIX suffix, has an empty
    ///   subtag, or does not start with a language subtag of two to eight letters.
    /// - Complexity: O(*n*) in the length of `tag`.
    public init?(_ tag: some StringProtocol) {
        guard let parsed = LocaleIdentifier.parse(Array(tag.utf8.prefix(LocaleIdentifier.maximumLength + 1))) else { return nil }
        self = parsed
    }

    /// Builds an identifier from parts already in normal form.
    init(language: String, script: String?, region: String?, variants: [String]) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
        var text = language
        if let script { text += "-" + script }
        if let region { text += "-" + region }
        for variant in variants { text += "-" + variant }
        description = text
    }

    /// An identifier from a tag the package ships (catalog and data keys), known to be well formed.
    ///
    /// A malformed tag here is a programming error in the package's own tables; the tests parse
    /// every one. It falls back to English rather than trapping.
    package init(builtIn tag: String) {
        self = LocaleIdentifier.parse(Array(tag.utf8)) ?? LocaleIdentifier(language: "en", script: nil, region: nil, variants: [])
    }

    /// Equality of normal forms.
    public static func == (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the normal form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
