/// The fields a date parser has read from a string, before unset fields are filled in.
///
/// `nil` means "not in the input". The PHP parser fills unset fields from the current time (as
/// `DateTime::createFromFormat` does); the ICU parser fills them from 1970-01-01 00:00:00.
struct DateFields: Sendable {
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute: Int?
    var second: Int?
    /// Microseconds; kept only so that a parsed fraction counts as a time field.
    var microsecond: Int?
    /// A weekday the date must move forward to (0 = Sunday), from PHP's `D`/`l`.
    var weekday: Int?
    /// A zone named in the input (`e`, `T`, `O`, `P`, `U`), which overrides the caller's zone.
    var zone: TZ?

    /// Fills every unset field from `now`'s wall time in `zone`.
    mutating func fill(from now: Int, in zone: TZ) {
        let local = CivilDate(secondsSinceEpoch: now, offset: zone.offset(at: now))
        if year == nil { year = local.year }
        if month == nil { month = local.month }
        if day == nil { day = local.day }
        if hour == nil { hour = local.hour }
        if minute == nil { minute = local.minute }
        if second == nil { second = local.second }
    }

    /// The wall time the fields name (all must be set), with month/day overflow carried and the
    /// weekday adjustment applied.
    var civil: CivilDate {
        var date = CivilDate(year: year ?? 1970, month: month ?? 1, day: day ?? 1,
                             hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0)
        if let weekday {
            let days = date.daysSinceEpoch
            let shift = (weekday - CivilDate.weekday(days: days) + 7) % 7
            let (y, m, d) = CivilDate.civil(fromDays: days + shift)
            date.year = y; date.month = m; date.day = d
        }
        return date
    }
}
