/// The en-US patterns behind the preset names `short`, `medium`, `long` and `full`, as ICU 72
/// (CLDR 42) defines them.
///
/// Times put U+202F NARROW NO-BREAK SPACE before AM/PM, so `"2:23:15 PM"` with an ordinary space
/// does not parse with the medium time pattern. Date and time are joined with `", "` for short
/// and medium, and with `" 'at' "` for long and full.
///
/// ```swift
/// DateFormatPresets.pattern(for: "medium", type: .date)   // "MMM d, y"
/// DateFormatPresets.pattern(for: "short", type: .time)    // "h:mm\u{202F}a"
/// ```
public enum DateFormatPresets {
    /// The preset names, in IntlDateFormatter order from the shortest.
    public static let names = ["short", "medium", "long", "full"]

    /// The en-US date patterns by preset name.
    public static let datePatterns = [
        "short": "M/d/yy", "medium": "MMM d, y", "long": "MMMM d, y", "full": "EEEE, MMMM d, y",
    ]

    /// The en-US time patterns by preset name.
    public static let timePatterns = [
        "short": "h:mm\u{202F}a", "medium": "h:mm:ss\u{202F}a",
        "long": "h:mm:ss\u{202F}a z", "full": "h:mm:ss\u{202F}a zzzz",
    ]

    /// The en-US pattern a preset name stands for.
    ///
    /// - Parameters:
    ///   - name: `short`, `medium`, `long` or `full`.
    ///   - type: Whether the date, the time or both are wanted.
    /// - Returns: The ICU pattern, or `nil` when `name` is not a preset.
    public static func pattern(for name: String, type: DateKind) -> String? {
        guard let date = datePatterns[name], let time = timePatterns[name] else { return nil }
        switch type {
        case .date: return date
        case .time: return time
        case .datetime: return name == "long" || name == "full" ? "\(date) 'at' \(time)" : "\(date), \(time)"
        }
    }

    /// The short and medium patterns of the other locales this implementation knows, keyed by
    /// normalized locale, then preset name: (date, time, date-time glue), each `nil` when not
    /// known. Dates are listed only where this implementation can read them: numeric patterns,
    /// or month names it has (``ICUDateNames``); 24-hour times are numeric in every locale.
    static let localized: [String: [String: (date: String?, time: String?, glue: String?)]] = [
        "de": ["short": ("dd.MM.yy", "HH:mm", ", "), "medium": ("dd.MM.y", "HH:mm:ss", ", ")],
        "de-de": ["short": ("dd.MM.yy", "HH:mm", ", "), "medium": ("dd.MM.y", "HH:mm:ss", ", ")],
        "en-gb": ["short": ("dd/MM/y", "HH:mm", ", "), "medium": ("d MMM y", "HH:mm:ss", ", ")],
        "fr": ["short": ("dd/MM/y", "HH:mm", nil), "medium": ("d MMM y", "HH:mm:ss", nil)],
        "fr-fr": ["short": ("dd/MM/y", "HH:mm", nil), "medium": ("d MMM y", "HH:mm:ss", nil)],
        "es": ["short": (nil, "H:mm", nil), "medium": (nil, "H:mm:ss", nil)],
        "ja": ["short": ("y/MM/dd", "H:mm", " "), "medium": ("y/MM/dd", "H:mm:ss", " ")],
        "pl": ["short": (nil, "HH:mm", nil), "medium": (nil, "HH:mm:ss", nil)],
        "pt": ["short": (nil, "HH:mm", nil), "medium": (nil, "HH:mm:ss", nil)],
        "pt-br": ["short": (nil, "HH:mm", nil), "medium": (nil, "HH:mm:ss", nil)],
        "ru": ["short": (nil, "HH:mm", nil), "medium": (nil, "HH:mm:ss", nil)],
        "uk": ["short": (nil, "HH:mm", nil), "medium": (nil, "HH:mm:ss", nil)],
        "zh": ["short": ("y/M/d", "HH:mm", " "), "medium": ("y年M月d日", "HH:mm:ss", " ")],
        // Traditional Chinese (zh-TW) writes dates as zh does; its times (`Bh:mm`) are not known.
        "zh-hant": ["short": ("y/M/d", nil, nil), "medium": ("y年M月d日", nil, nil)],
    ]

    /// The locales besides en-US with at least one preset here, normalized (`de`, `pt-br`).
    public static var localizedLocales: [String] { localized.keys.sorted() }

    /// The pattern a preset name stands for in a locale.
    ///
    /// en-US has every preset; `de`, `en-GB` and `fr` have `short` and `medium` (for `fr`, dates
    /// and times only), `ja` and `zh` too; `zh-Hant` has the `short` and `medium` dates; `es`,
    /// `pl`, `pt`, `ru` and `uk` have the `short` and `medium` times.
    ///
    /// - Parameters:
    ///   - name: `short`, `medium`, `long` or `full`.
    ///   - type: Whether the date, the time or both are wanted.
    ///   - locale: A locale identifier (`de_DE`, `en-GB`).
    /// - Returns: The ICU pattern, or `nil` when `name` is not a preset or the locale lacks it.
    public static func pattern(for name: String, type: DateKind, locale: String) -> String? {
        let key = ICUDateNames.normalized(locale)
        if key == "en" || key == "en-us" || key == "en-us-posix" { return pattern(for: name, type: type) }
        guard let (date, time, glue) = localized[key]?[name] else { return nil }
        switch type {
        case .date: return date
        case .time: return time
        case .datetime:
            guard let date, let time, let glue else { return nil }
            return date + glue + time
        }
    }
}
