import Testing
@testable import ModelValidationDates

/// One date case from the Yii2 conformance vectors (group `date`): a value, the rule's format
/// and zones, and what Yii2 did with it.
struct ConformanceDateCase: Sendable, CustomTestStringConvertible {
    let id: String
    let format: String
    let type: DateKind
    let value: String
    let timeZone: String
    let defaultTimeZone: String
    let strict: Bool
    /// Whether the value parsed (the case was valid, or failed only on min/max).
    let parses: Bool
    /// What Yii wrote to `timestampAttribute` (an int as text, or the formatted string).
    let written: String?
    let writtenFormat: String?
    let writtenTimeZone: String

    init(_ id: String, format: String, type: DateKind, value: String, timeZone: String, defaultTimeZone: String,
         strict: Bool, parses: Bool, written: String?, writtenFormat: String?, writtenTimeZone: String) {
        self.id = id; self.format = format; self.type = type; self.value = value; self.timeZone = timeZone
        self.defaultTimeZone = defaultTimeZone; self.strict = strict; self.parses = parses; self.written = written
        self.writtenFormat = writtenFormat; self.writtenTimeZone = writtenTimeZone
    }

    var testDescription: String { id }

    /// The cases whose format, locale and value this engine covers (PHP formats, en-US ICU
    /// patterns and presets, string and integer values).
    static let all: [ConformanceDateCase] = [
        ConformanceDateCase("yii.date.002", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.005", format: "php:Y-m-d", type: .date, value: "20121212", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.009", format: "php:Y-m-d", type: .date, value: "1379030400", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.011", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.015", format: "yyyy-MM-dd", type: .date, value: "asdasdfasfd", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.016", format: "yyyy-MM-dd", type: .date, value: "2012-12-12foo", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.018", format: "yyyy-MM-dd", type: .date, value: "1379030400", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.019", format: "php:U", type: .date, value: "1379030400", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.022", format: "dd.MM.yyyy", type: .date, value: "31.7.2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.028", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.029", format: "php:Y-m-d", type: .date, value: "1375293913", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.030", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.032", format: "php:Y-m-d", type: .date, value: "2012-12-12foo", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.033", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.034", format: "yyyy-MM-dd", type: .date, value: "1375293913", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.035", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.042", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13", writtenFormat: "php:Y-m-d", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.044", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: "php:U", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.046", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13", writtenFormat: "yyyy-MM-dd", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.047", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.048", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13", writtenFormat: "php:Y-m-d", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.049", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 00:00:00", writtenFormat: "php:Y-m-d H:i:s", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.051", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.052", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13", writtenFormat: "yyyy-MM-dd", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.053", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.054", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13", writtenFormat: "php:Y-m-d", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.055", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 00:00:00", writtenFormat: "php:Y-m-d H:i:s", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.056", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: "php:U", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.057", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.063", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 16:23:15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379082195", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.064", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 14:23:15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 14:23:15", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.065", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 16:23:15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 14:23:15", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.066", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 14:23:15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 14:23:15", writtenFormat: "php:Y-m-d H:i:s", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.067", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 16:23:15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 14:23:15", writtenFormat: "php:Y-m-d H:i:s", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.068", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 16:23:15", timeZone: "UTC", defaultTimeZone: "Europe/Berlin", strict: false, parses: true, written: "1379089395", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.069", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 14:23:15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 16:23:15", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "Europe/Berlin"),
        ConformanceDateCase("yii.date.071", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 16:23:15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 16:23:15", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "Europe/Berlin"),
        ConformanceDateCase("yii.date.073", format: "yyyy-MM-dd HH:mm:ss", type: .date, value: "2013-09-13 16:23:15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 10:23:15", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/New_York"),
        ConformanceDateCase("yii.date.074", format: "php:Y-m-d H:i:s", type: .date, value: "2013-09-13 16:23:15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-13 10:23:15", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/New_York"),
        ConformanceDateCase("yii.date.076", format: "yyyy-MM-dd", type: .date, value: "2017-06-15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.077", format: "yyyy-MM-dd", type: .date, value: "2017-06-15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 02:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "Europe/Berlin"),
        ConformanceDateCase("yii.date.078", format: "yyyy-MM-dd", type: .date, value: "2017-06-15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 02:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "Europe/Berlin"),
        ConformanceDateCase("yii.date.079", format: "yyyy-MM-dd", type: .date, value: "2017-06-15", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.082", format: "yyyy-MM-dd", type: .date, value: "2020-01-27", timeZone: "UTC", defaultTimeZone: "America/Jamaica", strict: false, parses: true, written: "2020-01-27 05:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.084", format: "yyyy-MM-dd", type: .date, value: "2020-01-27", timeZone: "UTC", defaultTimeZone: "America/Jamaica", strict: false, parses: true, written: "2020-01-27 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/Jamaica"),
        ConformanceDateCase("yii.date.085", format: "php:Y-m-d", type: .date, value: "2017-06-15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.086", format: "php:Y-m-d", type: .date, value: "2017-06-15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.088", format: "php:Y-m-d", type: .date, value: "2017-06-15", timeZone: "Europe/Berlin", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 02:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "Europe/Berlin"),
        ConformanceDateCase("yii.date.089", format: "php:Y-m-d", type: .date, value: "2017-06-15", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-15 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.091", format: "php:Y-m-d", type: .date, value: "2017-06-15", timeZone: "America/Jamaica", defaultTimeZone: "UTC", strict: false, parses: true, written: "2017-06-14 19:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/Jamaica"),
        ConformanceDateCase("yii.date.092", format: "php:Y-m-d", type: .date, value: "2020-01-27", timeZone: "UTC", defaultTimeZone: "America/Jamaica", strict: false, parses: true, written: "2020-01-27 05:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.093", format: "php:Y-m-d", type: .date, value: "2020-01-27", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "2020-01-26 19:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/Jamaica"),
        ConformanceDateCase("yii.date.094", format: "php:Y-m-d", type: .date, value: "2020-01-27", timeZone: "UTC", defaultTimeZone: "America/Jamaica", strict: false, parses: true, written: "2020-01-27 00:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/Jamaica"),
        ConformanceDateCase("yii.date.095", format: "php:Y-m-d", type: .date, value: "2017-06-15", timeZone: "Europe/Warsaw", defaultTimeZone: "Europe/Warsaw", strict: false, parses: true, written: "1497477600", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.096", format: "yyyy-MM-dd", type: .date, value: "2017-06-15", timeZone: "UTC", defaultTimeZone: "Europe/Warsaw", strict: false, parses: true, written: "1497477600", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.097", format: "yyyy-MM-dd", type: .date, value: "14-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.098", format: "yyyy-MM-dd", type: .date, value: "1958-01-12", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.099", format: "yyyy-MM-dd", type: .date, value: "2014-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.102", format: "yyyy-MM-dd", type: .date, value: "2000-01-01", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.103", format: "yyyy-MM-dd", type: .date, value: "1900-01-01", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.104", format: "yyyy-MM-dd", type: .date, value: "1899-12-31", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.105", format: "yyyy-MM-dd", type: .date, value: "2000-01-02", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.107", format: "yyyy-MM-dd", type: .date, value: "1899-12-31", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.108", format: "yyyy-MM-dd", type: .date, value: "2000-01-02", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.109", format: "yyyy-MM-dd", type: .date, value: "14-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.114", format: "yyyy-MM-dd", type: .date, value: "13-Mar-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.115", format: "yyyy-MM-dd", type: .date, value: "13-March-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.116", format: "yyyy-MM-dd", type: .date, value: "13-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.117", format: "yyyy-MM-dd", type: .date, value: "13-3-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.118", format: "yyyy-MM-dd", type: .date, value: "13-003-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.119", format: "yyyy-MM-dd", type: .date, value: "0013-Mar-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.120", format: "yyyy-MM-dd", type: .date, value: "13-Mar-00019", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.121", format: "yyyy-MM-dd", type: .date, value: "0000-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.122", format: "yyyy-MM-dd", type: .date, value: "0013-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.123", format: "yyyy-MM-dd", type: .date, value: "2013-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.124", format: "yyyy-MM-dd", type: .date, value: "0001-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.125", format: "php:Y-m-d", type: .date, value: "13-Mar-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.126", format: "php:Y-m-d", type: .date, value: "13-March-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.127", format: "php:Y-m-d", type: .date, value: "13-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.128", format: "php:Y-m-d", type: .date, value: "13-3-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.129", format: "php:Y-m-d", type: .date, value: "13-003-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.130", format: "php:Y-m-d", type: .date, value: "0013-Mar-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.131", format: "php:Y-m-d", type: .date, value: "13-Mar-00019", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.132", format: "php:Y-m-d", type: .date, value: "0013-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("yii.date.134", format: "php:Y-m-d", type: .date, value: "0001-03-19", timeZone: "UTC", defaultTimeZone: "UTC", strict: true, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.whitespace-mix", format: "php:Y-m-d", type: .date, value: " \t\n", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-1", format: "php:Y-m-d", type: .date, value: "1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-1.0", format: "php:Y-m-d", type: .date, value: "1.0", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-space-1", format: "php:Y-m-d", type: .date, value: " 1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-1-space", format: "php:Y-m-d", type: .date, value: "1 ", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.int-0", format: "php:Y-m-d", type: .date, value: "0", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.int-1", format: "php:Y-m-d", type: .date, value: "1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.int-max", format: "php:Y-m-d", type: .date, value: "9223372036854775807", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-1.5", format: "php:Y-m-d", type: .date, value: "1.5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-1e3", format: "php:Y-m-d", type: .date, value: "1e3", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-1E3", format: "php:Y-m-d", type: .date, value: "1E3", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-12-newline", format: "php:Y-m-d", type: .date, value: "12\n", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-bin", format: "php:Y-m-d", type: .date, value: "0b11", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-minus5", format: "php:Y-m-d", type: .date, value: "-5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-5dot", format: "php:Y-m-d", type: .date, value: "5.", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-dot5", format: "php:Y-m-d", type: .date, value: ".5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-underscore", format: "php:Y-m-d", type: .date, value: "1_000", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-true", format: "php:Y-m-d", type: .date, value: "true", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-false", format: "php:Y-m-d", type: .date, value: "false", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-abc", format: "php:Y-m-d", type: .date, value: "abc", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.umlaut", format: "php:Y-m-d", type: .date, value: "Äpfel", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.emoji", format: "php:Y-m-d", type: .date, value: "😀", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.combining", format: "php:Y-m-d", type: .date, value: "é", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.long-300", format: "php:Y-m-d", type: .date, value: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.arabic-12", format: "php:Y-m-d", type: .date, value: "١٢", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-INF", format: "php:Y-m-d", type: .date, value: "INF", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-NAN", format: "php:Y-m-d", type: .date, value: "NAN", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.str-neg0", format: "php:Y-m-d", type: .date, value: "-0", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.email-like", format: "php:Y-m-d", type: .date, value: "user@example.com", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.url-like", format: "php:Y-m-d", type: .date, value: "http://example.com", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.ip-like", format: "php:Y-m-d", type: .date, value: "192.168.0.1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-php.date-like", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.whitespace-mix", format: "yyyy-MM-dd", type: .date, value: " \t\n", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-0", format: "yyyy-MM-dd", type: .date, value: "0", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-1", format: "yyyy-MM-dd", type: .date, value: "1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-01", format: "yyyy-MM-dd", type: .date, value: "01", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-1.0", format: "yyyy-MM-dd", type: .date, value: "1.0", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-space-1", format: "yyyy-MM-dd", type: .date, value: " 1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-1-space", format: "yyyy-MM-dd", type: .date, value: "1 ", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.int-0", format: "yyyy-MM-dd", type: .date, value: "0", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.int-1", format: "yyyy-MM-dd", type: .date, value: "1", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.int-neg7", format: "yyyy-MM-dd", type: .date, value: "-7", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.int-max", format: "yyyy-MM-dd", type: .date, value: "9223372036854775807", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-1.5", format: "yyyy-MM-dd", type: .date, value: "1.5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-1E3", format: "yyyy-MM-dd", type: .date, value: "1E3", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-pad-12", format: "yyyy-MM-dd", type: .date, value: " 12 ", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-hex", format: "yyyy-MM-dd", type: .date, value: "0x1A", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-plus5", format: "yyyy-MM-dd", type: .date, value: "+5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-minus5", format: "yyyy-MM-dd", type: .date, value: "-5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-5dot", format: "yyyy-MM-dd", type: .date, value: "5.", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-dot5", format: "yyyy-MM-dd", type: .date, value: ".5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-comma", format: "yyyy-MM-dd", type: .date, value: "1,5", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-true", format: "yyyy-MM-dd", type: .date, value: "true", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-false", format: "yyyy-MM-dd", type: .date, value: "false", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-abc", format: "yyyy-MM-dd", type: .date, value: "abc", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.cjk", format: "yyyy-MM-dd", type: .date, value: "日本語", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.umlaut", format: "yyyy-MM-dd", type: .date, value: "Äpfel", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.emoji", format: "yyyy-MM-dd", type: .date, value: "😀", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.combining", format: "yyyy-MM-dd", type: .date, value: "é", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.fullwidth-12", format: "yyyy-MM-dd", type: .date, value: "１２", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.arabic-12", format: "yyyy-MM-dd", type: .date, value: "١٢", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-INF", format: "yyyy-MM-dd", type: .date, value: "INF", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.str-NAN", format: "yyyy-MM-dd", type: .date, value: "NAN", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.email-like", format: "yyyy-MM-dd", type: .date, value: "user@example.com", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.url-like", format: "yyyy-MM-dd", type: .date, value: "http://example.com", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.matrix.date-icu.date-like", format: "yyyy-MM-dd", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.002", format: "php:Y-m-d", type: .date, value: "2013-2-3", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.003", format: "php:Y-m-d", type: .date, value: "2012-02-29", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.004", format: "php:Y-m-d", type: .date, value: "2013-02-29", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.005", format: "php:Y-m-d", type: .date, value: "2013-09-13 ", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.006", format: "php:Y-m-d", type: .date, value: " 2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.008", format: "php:Y-m-d", type: .date, value: "2013-09-13\n", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.009", format: "php:Y-m-d", type: .date, value: "0000-00-00", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.012", format: "php:d/m/Y", type: .date, value: "09/13/2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.013", format: "php:d/m/Y", type: .date, value: "1/1/2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.014", format: "php:Y-m-d H:i:s", type: .date, value: "2013-09-13 14:23:15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.016", format: "php:Y-m-d H:i:s", type: .date, value: "2013-09-13 14:23", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.017", format: "php:Y-m-d H:i:s", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.018", format: "php:U", type: .date, value: "1379030400", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.019", format: "php:U", type: .date, value: "1379030400", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.021", format: "php:U", type: .date, value: "abc", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.022", format: "yyyy-MM-dd", type: .date, value: "2013-02-30", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.026", format: "yyyy-MM-dd", type: .date, value: "2013-09-13 ", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.027", format: "yyyy-MM-dd", type: .date, value: "13-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.028", format: "yyyy-MM-dd", type: .date, value: "02013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.030", format: "dd.MM.yyyy", type: .date, value: "13.9.2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.031", format: "dd.MM.yyyy", type: .date, value: "32.01.2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.032", format: "MM/dd/yyyy", type: .date, value: "09/13/2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.033", format: "MM/dd/yyyy", type: .date, value: "13/09/2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.034", format: "medium", type: .date, value: "Sep 13, 2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.035", format: "medium", type: .date, value: "13 Sep 2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.037", format: "medium", type: .date, value: "sep 13, 2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.043", format: "short", type: .date, value: "9/13/2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.045", format: "medium", type: .date, value: "Sep 13, 2013", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.046", format: "medium", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.048", format: "medium", type: .datetime, value: "Sep 13, 2013, 2:23:15 PM", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.050", format: "medium", type: .time, value: "2:23:15 PM", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.051", format: "medium", type: .time, value: "14:23:15", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.052", format: "HH:mm", type: .time, value: "14:23", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.053", format: "HH:mm", type: .time, value: "24:00", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.055", format: "yyyy-MM-dd HH:mm", type: .datetime, value: "2013-09-13 14:23", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.056", format: "yyyy-MM-dd HH:mm", type: .datetime, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.057", format: "php:Y-m-d", type: .date, value: "1999-12-31", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.058", format: "php:Y-m-d", type: .date, value: "2011-01-01", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.064", format: "yyyy-MM-dd", type: .date, value: "1999-12-31", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.065", format: "php:Y-m-d", type: .date, value: "nope", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: false, written: nil, writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.071", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: nil, writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.074", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "13.09.2013", writtenFormat: "php:d.m.Y", writtenTimeZone: "UTC"),
        ConformanceDateCase("sys.date.076", format: "yyyy-MM-dd HH:mm", type: .date, value: "2013-09-13 09:00", timeZone: "Asia/Tokyo", defaultTimeZone: "UTC", strict: false, parses: true, written: "2013-09-12 20:00:00", writtenFormat: "yyyy-MM-dd HH:mm:ss", writtenTimeZone: "America/New_York"),
        ConformanceDateCase("sys.date.078", format: "php:Y-m-d", type: .date, value: "2013-09-13", timeZone: "UTC", defaultTimeZone: "UTC", strict: false, parses: true, written: "1379030400", writtenFormat: nil, writtenTimeZone: "UTC"),
    ]
}

@Suite struct DateConformanceTests {
    /// 2026-01-01 00:00:00 UTC: a fixed "now" (the vectors never depend on it).
    static let now = 1_767_225_600

    @Test(arguments: ConformanceDateCase.all)
    func parsesLikeYii(_ c: ConformanceDateCase) throws {
        let format = try DateFormat(c.format, type: c.type)
        let ts = format.timestamp(from: c.value, timeZone: try TZ(c.timeZone), defaultTimeZone: try TZ(c.defaultTimeZone),
                                  strict: c.strict, now: Self.now)
        #expect((ts != nil) == c.parses, "\(c.id): \(c.value) with \(c.format) -> \(String(describing: ts))")
        if let written = c.written, let ts {
            if let wf = c.writtenFormat {
                #expect(try DateFormat(wf).format(ts, timeZone: try TZ(c.writtenTimeZone)) == written)
            } else {
                #expect(String(ts) == written)
            }
        }
    }
}

@Suite struct DateLimitTests {
    /// Yii parses `min`/`max` strings with the rule's own format and zones, then compares
    /// timestamps: the value fails when below `min` or above `max` (limits are inclusive).
    @Test(arguments: [
        ("yyyy-MM-dd", "1958-01-12", true), ("yyyy-MM-dd", "1899-12-31", false), ("yyyy-MM-dd", "2000-01-02", false),
        ("yyyy-MM-dd", "2000-01-01", true), ("yyyy-MM-dd", "1900-01-01", true), ("yyyy-MM-dd", "14-09-13", false),
        ("php:Y-m-d", "1999-12-31", true), ("php:Y-m-d", "2000-01-02", false),
    ])
    func limitsUseTheSameFormat(_ format: String, _ value: String, _ within: Bool) throws {
        let f = try DateFormat(format)
        let parse = { (s: String) in f.timestamp(from: s, timeZone: .utc, defaultTimeZone: .utc, now: DateConformanceTests.now) }
        let min = try #require(parse("1900-01-01")), max = try #require(parse("2000-01-01"))
        let ts = try #require(parse(value))
        #expect((ts >= min && ts <= max) == within)
    }
}
