/// What a date format validates: a date, a date with a time, or a time.
///
/// The kind decides which en-US pattern a preset name (`short`, `medium`, `long`, `full`) stands
/// for, and, in Yii's date validator, which time zone a preset is read in.
///
/// ```swift
/// let f = try DateFormat("medium", type: .datetime)
/// f.pattern   // "MMM d, y, h:mm:ss\u{202F}a"
/// ```
public enum DateKind: String, Sendable, Hashable, CaseIterable {
    /// A calendar date (Yii's `date` alias).
    case date
    /// A date and a time (Yii's `datetime` alias).
    case datetime
    /// A time of day (Yii's `time` alias).
    case time
}
