/// An HTTP `Accept-Language` header field (RFC 9110, section 12.5.4), parsed into the
/// language ranges the client prefers, best first.
///
/// Each element is a language range (`de-CH`, `fr`, `*`) with an optional weight `;q=` between
/// 0 and 1 with at most three decimals (no weight means 1). Parsing never fails: an element
/// that does not follow the grammar (a malformed range or weight, an unknown parameter, a
/// repeated `q`) is skipped and the rest are kept. Elements with equal weight keep the order
/// in which the header lists them.
///
/// The header comes from the network, so the work is bounded whatever its size: only the
/// first ``maximumBytes`` bytes and the first ``maximumElements`` elements are read, and at
/// most ``maximumPreferences`` ranges are kept. Parsing is linear in the bytes read.
///
/// ```swift
/// let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
/// header.preferences.first?.range?.description   // "fr-CH"
/// header.preferences.first?.quality              // 1000
/// ```
public struct AcceptLanguage: Hashable, Sendable {
    /// One language range and its weight.
    public struct Preference: Hashable, Sendable {
        /// The language range, normalized; `nil` for the wildcard `*`.
        public let range: LocaleIdentifier?
        /// The weight in thousandths: `1000` for `q=1` (or no weight), `0` for `q=0`, which
        /// marks the range as not acceptable.
        public let quality: Int

        /// A preference for a range with a weight in thousandths (clamped to `0...1000`).
        ///
        /// - Parameters:
        ///   - range: The language range, or `nil` for `*`.
        ///   - quality: The weight in thousandths.
        public init(range: LocaleIdentifier?, quality: Int) {
            self.range = range
            self.quality = min(max(quality, 0), 1000)
        }
    }

    /// The acceptable and unacceptable ranges, highest weight first; ties keep header order.
    public let preferences: [Preference]

    /// Bytes of the header that are read; the rest is ignored.
    public static let maximumBytes = 4096
    /// List elements that are read, well-formed or not; the rest are ignored.
    public static let maximumElements = 64
    /// Well-formed ranges that are kept.
    public static let maximumPreferences = 32

    /// Parses a header field value such as `de-CH, de;q=0.9, en;q=0.5`.
    ///
    /// - Parameter header: The field value. Malformed elements are skipped; an empty or
    ///   entirely malformed header gives no preferences.
    /// - Complexity: O(min(*n*, ``maximumBytes``)).
    public init(_ header: some StringProtocol) {
        let head = header.utf8.prefix(AcceptLanguage.maximumBytes + 1)
        let wasTruncated = head.count > AcceptLanguage.maximumBytes
        preferences = AcceptLanguage.parse(head.prefix(AcceptLanguage.maximumBytes), wasTruncated: wasTruncated)
    }

    /// Preferences listed directly, ordered by weight (ties keep the given order).
    ///
    /// - Parameter preferences: The ranges and weights, in the client's order.
    public init(preferences: [Preference]) {
        self.preferences = AcceptLanguage.ordered(Array(preferences.prefix(AcceptLanguage.maximumPreferences)))
    }

    /// Sorts by weight, highest first, keeping the order of equal weights.
    static func ordered(_ preferences: [Preference]) -> [Preference] {
        preferences.enumerated()
            .sorted { $0.element.quality != $1.element.quality ? $0.element.quality > $1.element.quality : $0.offset < $1.offset }
            .map(\.element)
    }
}
