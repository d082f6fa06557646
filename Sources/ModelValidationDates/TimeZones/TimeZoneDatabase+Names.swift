#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Names in any case: PHP's `DateTimeZone` finds `europe/paris` and names it `Europe/Paris`.
/// Only ASCII letters fold (`A` and `a`); every other byte must match.
extension TimeZoneDatabase {
    /// The fixed UTC zone of an alias as the tz database spells it (``utcAliases``).
    static func utcAlias(_ name: String) -> TZ {
        TZ(name: name, table: TransitionTable(fixedOffset: 0, abbreviation: name.count <= 3 ? name : "UTC"))
    }

    /// The UTC alias `name` spells in another case (`etc/utc` is `Etc/UTC`), or `nil`.
    static func fixedZone(ignoringCase name: String) -> TZ? {
        foldedUTCAliases[asciiFolded(name.utf8)].map(utcAlias)
    }

    /// ``utcAliases`` by their ``asciiFolded(_:)`` bytes.
    private static let foldedUTCAliases = Dictionary(uniqueKeysWithValues: utcAliases.map { (asciiFolded($0.utf8), $0) })

    /// `name` as the database spells it, each of its parts found among the entries of its
    /// directory, the entry of the same bytes first, else the one that differs only in the case
    /// of ASCII letters; `nil` when a part is in no directory.
    ///
    /// - Parameter name: A safe name (``isSafeName(_:)``): parts separated by `/`, none empty,
    ///   `.` or `..`.
    /// - Complexity: O(*n*) in the length of `name` once the directories are listed; each is
    ///   listed at most once for the database.
    func spelling(of name: String) -> String? {
        var path = ""
        for part in name.split(separator: "/") {
            guard let entries = entries(of: path), let entry = entries.spelling(of: part) else { return nil }
            path += path.isEmpty ? entry : "/" + entry
        }
        return path
    }

    /// The entries of the directory `path` under ``root`` (`""` for the root itself), listed on
    /// first use; `nil` when it is no directory.
    private func entries(of path: String) -> DirectoryEntries? {
        if let listed = directories.withLock({ $0[path] }) { return listed }
        guard let listed = DirectoryEntries(path: path.isEmpty ? root : root + "/" + path) else { return nil }
        // Tasks listing the same directory at once all keep the first list stored.
        return directories.withLock { stored in
            if let first = stored[path] { return first }
            stored[path] = listed
            return listed
        }
    }

    /// `bytes` with the ASCII capitals made small letters, every other byte kept.
    static func asciiFolded(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    }
}

/// The names in one directory of the tz database, to find a name in any case. Names compare
/// by their bytes.
struct DirectoryEntries: Sendable {
    /// The names' bytes, as stored.
    private var names: Set<[UInt8]> = []
    /// Each name by its ``TimeZoneDatabase/asciiFolded(_:)`` bytes: of names that differ only in
    /// case, the first in byte order, whatever order the directory lists them in.
    private var folded: [[UInt8]: String] = [:]

    /// Lists the directory at `path`; `nil` when it cannot be opened as one.
    init?(path: String) {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }   // `.` and `..`
            names.insert(bytes)
            let key = TimeZoneDatabase.asciiFolded(bytes)
            if let other = folded[key], Array(other.utf8).lexicographicallyPrecedes(bytes) { continue }
            folded[key] = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The entry named `part`, else the entry `part` names in another case, else `nil`.
    func spelling(of part: some StringProtocol) -> String? {
        names.contains(Array(part.utf8)) ? String(part) : folded[TimeZoneDatabase.asciiFolded(part.utf8)]
    }
}
