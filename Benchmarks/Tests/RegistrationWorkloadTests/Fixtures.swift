import Foundation

/// The benchmark's fixtures, found from this file's place in the package.
enum Fixtures {
    /// `Benchmarks/Fixtures/registration-rules.json`: the workload's attributes, scenarios and rules.
    static let rulesPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/registration-rules.json").standardizedFileURL.path
}
