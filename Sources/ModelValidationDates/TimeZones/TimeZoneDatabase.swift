#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ModelValidationLocks

/// Loads time zones from the system tz database (TZif files, versions 1 to 3) and caches them.
///
/// Names resolve in this order: `UTC`, `GMT`, `Z` and `Etc/UTC`-style names without a file;
/// offsets (`+02:00`, `-0530`, `+2`); then `<root>/<Name>` (default `/usr/share/zoneinfo`).
/// As PHP's `DateTimeZone` does, names match whatever the case of their ASCII letters, and the
/// zone has the database's spelling: `europe/paris` is `Europe/Paris`, `utc` is `UTC` (see
/// ``zone(named:)``). A loaded zone is kept for the life of the database, so each file is read
/// once (tasks asking for a zone at the same moment may each read it, and all get the table
/// stored first). The cache is guarded by a lock, so one database serves every thread.
///
/// ```swift
/// let berlin = try TimeZoneDatabase.shared.zone(named: "Europe/Berlin")
/// berlin.offset(at: 0)   // 3600
/// try TimeZoneDatabase.shared.zone(named: "europe/berlin").name   // "Europe/Berlin"
/// ```
public final class TimeZoneDatabase: Sendable {
    /// The database over `/usr/share/zoneinfo`, shared by ``TZ/init(_:)``.
    public static let shared = TimeZoneDatabase(root: "/usr/share/zoneinfo")

    /// The directory holding the TZif files.
    public let root: String
    /// The zones loaded, by their spelling in the database.
    private let cache = Locked<[String: TZ]>([:])
    /// The entries of the directories a name was looked up in, by the directory's path under
    /// ``root`` (`""`, `America`): at most one per directory of the database.
    let directories = Locked<[String: DirectoryEntries]>([:])

    /// Creates a database reading TZif files under a directory.
    ///
    /// - Parameter root: The directory, e.g. `/usr/share/zoneinfo`.
    public init(root: String) {
        self.root = root
    }

    /// Returns the zone with a name, loading and caching it on first use.
    ///
    /// The ASCII letters of `name` match in either case, as PHP's `DateTimeZone` matches them
    /// (`europe/paris`, `EUROPE/PARIS`), and the zone is named as the database spells it
    /// (`Europe/Paris`), which the entries of its directories tell (each directory is listed
    /// once, when a zone is first looked for in it). A zone loaded before is found by the
    /// database's spelling in one lookup, as it always was; another spelling costs the lookups
    /// of its parts among the entries, and no file is opened for a name no entry matches.
    ///
    /// ```swift
    /// let paris = try TimeZoneDatabase.shared.zone(named: "europe/paris")
    /// paris.name   // "Europe/Paris"
    /// ```
    ///
    /// - Parameter name: `UTC`, an offset such as `+02:00`, or a tz identifier.
    /// - Returns: The zone.
    /// - Throws: ``DateFormatError`` (`date.unknownTimeZone`) when the name is unknown, unsafe
    ///   (`..`, a leading `/`) or its file is not a valid TZif file.
    public func zone(named name: String) throws(DateFormatError) -> TZ {
        if let fixed = TimeZoneDatabase.fixedZone(name) { return fixed }
        if let hit = cache.withLock({ $0[name] }) { return hit }
        if let fixed = TimeZoneDatabase.fixedZone(ignoringCase: name) { return fixed }
        guard TimeZoneDatabase.isSafeName(name), let spelling = spelling(of: name) else {
            throw DateFormatError.unknownTimeZone(name)
        }
        if spelling != name, let hit = cache.withLock({ $0[spelling] }) { return hit }
        guard let bytes = TimeZoneDatabase.readFile(root + "/" + spelling),
              let table = TimeZoneDatabase.decodeTZif(bytes) else {
            throw DateFormatError.unknownTimeZone(name)
        }
        let zone = TZ(name: spelling, table: table)
        // Another task may have loaded the same file meanwhile: the first table stored wins, so
        // every caller shares one.
        return cache.withLock { cached in
            if let first = cached[spelling] { return first }
            cached[spelling] = zone
            return zone
        }
    }

    /// The UTC aliases that need no file, as spelled in the tz database.
    static let utcAliases = ["UTC", "GMT", "Z", "Etc/UTC", "Etc/GMT", "Universal", "Zulu", "UCT", "Etc/UCT"]

    /// Resolves UTC aliases and numeric offsets without touching the file system.
    static func fixedZone(_ name: String) -> TZ? {
        switch name {
        case "UTC", "GMT", "Z", "Etc/UTC", "Etc/GMT", "Universal", "Zulu", "UCT", "Etc/UCT":
            return utcAlias(name)
        case "utc", "gmt", "z":
            return utcAlias(name.uppercased())
        default: break
        }
        let b = Array(name.utf8)
        guard let first = b.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return nil }
        guard let seconds = parseOffset(b[1...]) else { return nil }
        return TZ.fixed(offsetSeconds: first == UInt8(ascii: "-") ? -seconds : seconds, name: name)
    }

    /// Parses `hh`, `h`, `hhmm`, `hh:mm` (unsigned) into seconds; hours at most 99.
    static func parseOffset(_ b: ArraySlice<UInt8>) -> Int? {
        let digits = b.filter { $0 != UInt8(ascii: ":") }
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        let colonCount = b.count - digits.count
        if colonCount > 1 { return nil }
        let values = digits.map { Int($0 - 48) }
        switch (digits.count, colonCount) {
        case (1, 0), (2, 0):
            return values.reduce(0) { $0 * 10 + $1 } * 3600
        case (3, _), (4, _):
            if colonCount == 1 {
                guard let colon = b.firstIndex(of: UInt8(ascii: ":")), b.endIndex - colon == 3 else { return nil }
            }
            let h = values.dropLast(2).reduce(0) { $0 * 10 + $1 }
            let m = values[values.count - 2] * 10 + values[values.count - 1]
            guard m < 60 else { return nil }
            return h * 3600 + m * 60
        default:
            return nil
        }
    }

    static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), name.utf8.count < 256 else { return false }
        return !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty || $0 == "." }
    }

    /// Reads a whole file; `nil` when it cannot be opened.
    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
            if n > 0 { out.append(contentsOf: chunk[0..<n]) }
            if n < 4096 { break }
            if out.count > 1 << 20 { return nil }
        }
        return out
    }

    /// Decodes a TZif file (RFC 8536), preferring the 64-bit block of version 2+ files.
    static func decodeTZif(_ bytes: [UInt8]) -> TransitionTable? {
        var reader = TZifReader(bytes: bytes)
        guard let header = reader.header() else { return nil }
        if header.version == 0 {
            return reader.block(header, timeSize: 4, rule: nil)
        }
        guard reader.skip(header.blockSize(timeSize: 4)), let header2 = reader.header() else { return nil }
        let start = reader.offset + header2.blockSize(timeSize: 8)
        var rule: POSIXTimeZoneRule?
        if start < bytes.count, bytes[start] == 0x0A,
           let close = bytes[(start + 1)...].firstIndex(of: 0x0A), close > start + 1 {
            rule = POSIXTimeZoneRule(String(decoding: bytes[(start + 1)..<close], as: UTF8.self))
        }
        return reader.block(header2, timeSize: 8, rule: rule)
    }
}
