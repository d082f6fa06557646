/// A time zone: a fixed UTC offset or a zone from the system tz database.
///
/// A `TZ` maps UTC instants (Unix timestamps) to UTC offsets and back. Named zones are read once
/// from `/usr/share/zoneinfo` (see ``TimeZoneDatabase``) and then shared; `TZ` values are cheap
/// to copy and safe to use from any thread.
///
/// ```swift
/// let berlin = try TZ("Europe/Berlin")
/// berlin.offset(at: 1_379_082_195)    // 7200 (CEST)
/// try TZ("+02:00").offset(at: 0)        // 7200
/// TZ.utc.offset(at: 0)                  // 0
/// ```
public struct TZ: Sendable, Hashable, CustomStringConvertible {
    /// The zone's name: a tz identifier as the database spells it (`"Europe/Berlin"`, also when
    /// asked for as `"europe/berlin"`), `"UTC"`, or an offset as given (`"+02:00"`).
    public let name: String
    let table: TransitionTable

    /// UTC.
    public static let utc = TZ(name: "UTC", table: TransitionTable(fixedOffset: 0, abbreviation: "UTC"))

    /// Finds a zone by name: `UTC`, `GMT`, `Z`, an offset (`+02:00`, `-0530`, `+2`) or a tz
    /// database identifier (`Europe/Berlin`, or in any case of its ASCII letters, as PHP finds
    /// it: `europe/berlin`), read from the shared ``TimeZoneDatabase``.
    ///
    /// - Parameter name: The zone name.
    /// - Throws: ``DateFormatError`` with code `date.unknownTimeZone` when no zone has that name.
    public init(_ name: String) throws(DateFormatError) {
        self = try TimeZoneDatabase.shared.zone(named: name)
    }

    init(name: String, table: TransitionTable) {
        self.name = name
        self.table = table
    }

    /// A zone with a constant offset.
    ///
    /// - Parameters:
    ///   - seconds: Seconds east of UTC.
    ///   - name: The name reported by ``name``.
    /// - Returns: The fixed-offset zone.
    public static func fixed(offsetSeconds seconds: Int, name: String) -> TZ {
        TZ(name: name, table: TransitionTable(fixedOffset: seconds, abbreviation: TZ.offsetText(seconds, colon: true)))
    }

    /// The zone's name.
    public var description: String { name }

    /// Whether the zone is a constant offset (UTC or `+hh:mm`).
    public var isFixedOffset: Bool { table.transitions.isEmpty && table.rule == nil }

    /// The offset east of UTC, in seconds, at a UTC instant.
    ///
    /// - Parameter utc: A Unix timestamp.
    /// - Returns: Seconds to add to `utc` to get local wall time.
    public func offset(at utc: Int) -> Int { table.type(at: utc).offset }

    /// The abbreviation at a UTC instant (`"CEST"`, `"EST"`, `"+03"`).
    ///
    /// - Parameter utc: A Unix timestamp.
    /// - Returns: The abbreviation from the tz database, or `+hh:mm` for fixed offsets.
    public func abbreviation(at utc: Int) -> String { table.type(at: utc).abbreviation }

    /// Whether daylight-saving time is in effect at a UTC instant.
    ///
    /// - Parameter utc: A Unix timestamp.
    /// - Returns: The tz database's `isdst` flag.
    public func isDaylightSaving(at utc: Int) -> Bool { table.type(at: utc).isDST }

    /// Converts wall-clock seconds in this zone to a UTC instant.
    ///
    /// Wall times in a spring-forward gap are read with the offset in force before the gap
    /// (02:30 in Berlin on the last Sunday of March becomes 03:30 CEST), as both PHP and ICU do.
    /// Wall times that occur twice in the autumn take the earlier instant (PHP) or the later
    /// instant (ICU's default), as `preferEarlier` says.
    ///
    /// - Parameters:
    ///   - local: Seconds since 1970-01-01 00:00:00 as wall time in this zone.
    ///   - preferEarlier: For repeated wall times, whether to take the first occurrence.
    /// - Returns: The Unix timestamp.
    ///   Wall times within a day of the ends of `Int`'s range give results clamped to it.
    public func utc(fromLocal local: Int, preferEarlier: Bool) -> Int {
        let before = offset(at: TZ.clampedDifference(local, 86_400))
        let after = offset(at: TZ.clampedDifference(local, -86_400))
        if before == after { return TZ.clampedDifference(local, offset(at: TZ.clampedDifference(local, before))) }
        let a = TZ.clampedDifference(local, before), b = TZ.clampedDifference(local, after)
        let aValid = offset(at: a) == before, bValid = offset(at: b) == after
        switch (aValid, bValid) {
        case (true, true): return preferEarlier ? min(a, b) : max(a, b)
        case (true, false): return a
        case (false, true): return b
        case (false, false): return a
        }
    }

    /// `a - b`, or the end of `Int`'s range it passes.
    static func clampedDifference(_ a: Int, _ b: Int) -> Int {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.min : Int.max) : difference
    }

    /// Formats an offset as `+hh:mm` (or `+hhmm`).
    static func offsetText(_ seconds: Int, colon: Bool) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let a = seconds.magnitude
        let h = a / 3600, m = a % 3600 / 60
        let hh = h < 10 ? "0\(h)" : "\(h)", mm = m < 10 ? "0\(m)" : "\(m)"
        return sign + hh + (colon ? ":" : "") + mm
    }

    /// Two zones are equal when their names are equal.
    public static func == (lhs: TZ, rhs: TZ) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
