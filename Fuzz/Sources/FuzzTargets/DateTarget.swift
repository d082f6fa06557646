import ModelValidation

/// A date format and a value: PHP (`php:`) and ICU formats and presets, parsing and formatting.
///
/// Input: one flag byte (the kind, the locale, the zone, strict parsing), the format on the
/// rest of the first line, the value after it.
///
/// Checks: a strict parse, when it succeeds, gives what the plain parse gives; formatting never
/// traps, at the ends of `Int`'s range too; for formats made only of numeric year, month, day,
/// hour, minute and second fields, formatting what was parsed, parsing that and formatting again
/// gives the same text (format(parse(x)) is stable).
enum DateTarget {
    static let target = FuzzTarget(
        name: "date", summary: "DateFormat (PHP, ICU, presets) parse + format; strict vs plain, format(parse(x)) stability",
        maxLength: 512, run: run)

    static let locales = ["en-US", "en-GB", "de", "fr", "ru", "en", "ja", "xx"]
    static let zones: [TZ] = [.utc, .fixed(offsetSeconds: 19_800, name: "+05:30"),
                              (try? TZ("Europe/Berlin")) ?? .utc, (try? TZ("America/New_York")) ?? .utc]
    /// A fixed "now" (2024-02-29 12:34:56 UTC), so that a run never depends on the clock.
    static let now = 1_709_210_096
    static let instants = [Int.min, Int.min + 1, -62_167_219_200, -1, 0, 1_709_210_096, 253_402_300_799, Int.max - 1, Int.max]

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let flags = parts.byte()
        let kind = DateKind.allCases[Int(flags & 3) % DateKind.allCases.count]
        let locale = locales[Int(flags >> 2) & 7]
        let zone = zones[Int(flags >> 5) & 3]
        let strict = flags & 0x80 != 0
        let source = FuzzInput.text(parts.line())
        let value = FuzzInput.text(parts.rest())
        guard let format = try? DateFormat(source, type: kind, locale: locale) else { return }

        let plain = format.timestamp(from: value, timeZone: zone, defaultTimeZone: .utc, strict: false, now: now)
        if strict, let checked = format.timestamp(from: value, timeZone: zone, defaultTimeZone: .utc, strict: true, now: now) {
            Invariant.expect(plain == checked, "\(source): strict parse gives \(checked), plain \(String(describing: plain))")
        }
        let parsed = format.parse(value, timeZone: zone, now: now)
        let stable = isNumericOnly(format)
        let shortYear = hasShortYear(format)
        for instant in instants + [plain, parsed].compactMap({ $0 }) {
            let text = format.format(instant, timeZone: zone)
            // `y` writes the year 24 as "24", which reads back as 2024 (ICU's two-digit window).
            let year = CivilDate(secondsSinceEpoch: instant &+ zone.offset(at: instant)).year
            guard stable, !(shortYear && (9...100).contains(year)),
                  let again = format.parse(text, timeZone: zone, now: now) else { continue }
            let retext = format.format(again, timeZone: zone)
            Invariant.expect(retext.utf8.elementsEqual(text.utf8),
                             "\(source) in \(zone.name): \(instant) formats as \(Invariant.quoted(text)), which parses as \(again) and formats as \(Invariant.quoted(retext))")
        }
    }

    /// Whether the format has only numeric year, month, day, hour, minute and second fields
    /// (and literals), each once: then what it writes holds everything it reads back. (With a
    /// field twice, the last one read wins, and `yyyy…yy` reads the year 0 back as 2000.)
    static func isNumericOnly(_ format: DateFormat) -> Bool {
        if format.isPHP {
            // PHP fills the fields a format lacks from the current time, and then `d` alone
            // reads "31" as the 31st of this month (March 2 in February): year, month and day
            // must all be there, each once.
            let letters = format.pattern.unicodeScalars.filter { "YmdHis".unicodeScalars.contains($0) }
            return format.pattern.unicodeScalars.allSatisfy { "Ymd His".unicodeScalars.contains($0) || "-/.:T".unicodeScalars.contains($0) }
                && Set(letters).count == letters.count && "Ymd".unicodeScalars.allSatisfy(letters.contains)
        }
        guard !format.isPreset else { return false }
        guard format.pattern.unicodeScalars.allSatisfy({ "yMdHms".unicodeScalars.contains($0) || " -/.:".unicodeScalars.contains($0) }) else {
            return false
        }
        var seen: Set<Unicode.Scalar> = []
        var previous: Unicode.Scalar?
        for scalar in format.pattern.unicodeScalars where scalar != previous {
            previous = scalar
            guard "yMdHms".unicodeScalars.contains(scalar) else { continue }
            guard seen.insert(scalar).inserted else { return false }
        }
        return true
    }

    /// Whether an ICU format has a year field of one or two letters.
    static func hasShortYear(_ format: DateFormat) -> Bool {
        guard !format.isPHP else { return false }
        var run = 0
        for scalar in format.pattern.unicodeScalars + [" "] {
            if scalar == "y" { run += 1; continue }
            if (1...2).contains(run) { return true }
            run = 0
        }
        return false
    }
}
