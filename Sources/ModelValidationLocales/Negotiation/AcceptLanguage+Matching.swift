extension AcceptLanguage {
    /// The outcome of matching a header against the supported locales.
    public struct Match: Hashable, Sendable {
        /// The locale to validate in: the client's range when a supported locale is on its
        /// fallback chain (`de-CH` when `de` is supported, so numbers follow Swiss usage), or
        /// the supported locale itself when the range only names its language (`pt` matching
        /// a supported `pt-BR`).
        public let locale: LocaleIdentifier
        /// The supported locale that matched (`de` for a `de-CH` request).
        public let supported: LocaleIdentifier
    }

    /// Chooses the best supported locale for this header.
    ///
    /// Ranges are tried best first. For each, the supported locales are looked up along the
    /// range's ``LocaleIdentifier/fallbackChain`` (`de-CH` → `de`, `zh-HK` → `zh-TW`), which
    /// keeps to the script the range is written in; failing that, a supported locale that
    /// extends the range in the same script is taken (`nb` → `nb-NO`, the first such in sorted
    /// order; `zh` does not take `zh-TW`, which is Traditional). `*` stands for `defaultLocale`,
    /// unless a range with `q=0` rules that out: then `*` is passed over for the other ranges
    /// (`en;q=0, de;q=0.5, *` gives `de`).
    ///
    /// A range with `q=0` makes that exact locale unacceptable, and the other ranges are tried
    /// instead (`de-CH, de;q=0, fr;q=0.5` gives `fr`). When no range is left, a range whose
    /// fallback chain reached an excluded locale still gets it rather than `defaultLocale`:
    /// `de;q=0, de-AT` gives `de-AT` with the messages of `de`, because the client asked for
    /// Austrian German and German is the closest there is; the locale used is always one the
    /// client accepts. Failing that, a header with a `*` gets the first supported locale in
    /// sorted order that it does not rule out (`en;q=0, *` gives `de` among `de`, `en` and `fr`).
    /// Only when nothing matches at all is the result `defaultLocale`.
    ///
    /// - Parameters:
    ///   - supported: The locales messages can be rendered in.
    ///   - defaultLocale: The locale used when nothing in the header matches (usually English).
    /// - Returns: The locale to use and the supported locale it falls back to.
    /// - Complexity: O(*p* × *s*) for *p* preferences (at most ``maximumPreferences``) and *s*
    ///   supported locales, independent of the header's length.
    ///
    /// ```swift
    /// let supported = Set(["de", "fr", "pt-BR", "pt"].compactMap(LocaleIdentifier.init))
    /// let match = AcceptLanguage("de-CH, fr;q=0.8").bestMatch(in: supported, default: .english)
    /// match.locale.description     // "de-CH"
    /// match.supported.description  // "de"
    /// ```
    public func bestMatch(in supported: Set<LocaleIdentifier>, default defaultLocale: LocaleIdentifier) -> Match {
        var excluded: Set<LocaleIdentifier> = []
        for preference in preferences where preference.quality == 0 {
            if let range = preference.range { excluded.insert(range) }
        }
        var sortedSupported: [LocaleIdentifier]?
        var closestExcluded: Match?
        var passedOverWildcard = false
        for preference in preferences where preference.quality > 0 {
            guard let range = preference.range else {
                if !excluded.contains(defaultLocale) { return Match(locale: defaultLocale, supported: defaultLocale) }
                passedOverWildcard = true
                continue
            }
            for candidate in range.fallbackChain where supported.contains(candidate) {
                if !excluded.contains(candidate) { return Match(locale: range, supported: candidate) }
                if closestExcluded == nil, candidate != range { closestExcluded = Match(locale: range, supported: candidate) }
            }
            let prefix = range.description + "-"
            let script = range.writtenScript
            if sortedSupported == nil { sortedSupported = supported.sorted { $0.description < $1.description } }
            for candidate in sortedSupported ?? []
            where candidate.description.hasPrefix(prefix) && !excluded.contains(candidate) && candidate.writtenScript == script {
                return Match(locale: candidate, supported: candidate)
            }
        }
        if let closestExcluded { return closestExcluded }
        if passedOverWildcard {
            if sortedSupported == nil { sortedSupported = supported.sorted { $0.description < $1.description } }
            if let other = sortedSupported?.first(where: { !excluded.contains($0) }) { return Match(locale: other, supported: other) }
        }
        return Match(locale: defaultLocale, supported: defaultLocale)
    }
}
