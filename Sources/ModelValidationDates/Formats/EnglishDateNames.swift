/// English month and weekday names shared by the PHP and ICU date formats.
enum EnglishDateNames {
    /// January … December.
    static let months = ["January", "February", "March", "April", "May", "June", "July",
                         "August", "September", "October", "November", "December"]
    /// Jan … Dec.
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Sunday … Saturday.
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// Sun … Sat.
    static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Lower-cased UTF-8 of each name, for case-insensitive matching.
    static let monthBytes = months.map { Array($0.lowercased().utf8) }
    static let shortMonthBytes = shortMonths.map { Array($0.lowercased().utf8) }
    static let weekdayBytes = weekdays.map { Array($0.lowercased().utf8) }
    static let shortWeekdayBytes = shortWeekdays.map { Array($0.lowercased().utf8) }

    /// Whether `name` (lower-case ASCII) matches `input[at...]` ignoring ASCII case.
    static func matches(_ name: [UInt8], _ input: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        guard at + name.count <= input.count else { return false }
        for k in 0..<name.count where input[at + k] | (isLetter(input[at + k]) ? 0x20 : 0) != name[k] {
            return false
        }
        return true
    }

    /// The longest name among `tables` matching at `at`: (index, length).
    static func longestMatch(_ tables: [[[UInt8]]], _ input: UnsafeBufferPointer<UInt8>, at: Int) -> (Int, Int)? {
        var best: (Int, Int)?
        for table in tables {
            for (i, name) in table.enumerated() where matches(name, input, at: at) && name.count > (best?.1 ?? 0) {
                best = (i, name.count)
            }
        }
        return best
    }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
    static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
}
