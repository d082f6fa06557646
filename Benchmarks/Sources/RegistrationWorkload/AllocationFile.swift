import Foundation

/// The allocation pass's results, handed from `RegistrationAllocations` (which links the
/// allocation interposer) to `RegistrationBenchmark` (which does not, so its timed paths run
/// the system allocator untouched): one line per path, `key perRecord perValid perInvalid
/// perUnfilteredValid`.
package enum AllocationFile {
    /// Writes the counts.
    package static func write(_ counts: [String: Measure.Allocations], to path: String) throws {
        let text = counts.keys.sorted().map { key in
            let a = counts[key]!
            return "\(key) \(a.perRecord) \(a.perValid) \(a.perInvalid) \(a.perUnfilteredValid)\n"
        }.joined()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Reads counts written by ``write(_:to:)``.
    package static func read(_ path: String) throws -> [String: Measure.Allocations] {
        var counts: [String: Measure.Allocations] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 5, let r = Double(fields[1]), let v = Double(fields[2]),
                  let i = Double(fields[3]), let u = Double(fields[4]) else {
                throw AllocationFileError(description: "\(path): bad line \"\(line)\"")
            }
            counts[String(fields[0])] = Measure.Allocations(perRecord: r, perValid: v, perInvalid: i, perUnfilteredValid: u)
        }
        return counts
    }
}

/// A malformed allocation file.
struct AllocationFileError: Error, CustomStringConvertible {
    let description: String
}
