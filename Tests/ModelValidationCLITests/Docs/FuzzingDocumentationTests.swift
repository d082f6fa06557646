import Testing

/// Keeps Docs/Reliability.md and CI in step with the fuzzing package: every target (a folder of
/// seeds in Fuzz/Corpus) is described and has figures from its last run, and CI replays the seeds.
struct FuzzingDocumentationTests {
    /// The targets, from the folders of seeds.
    static func targets() throws -> [String] {
        try Fixture.files(in: "../../../Fuzz/Corpus")
    }

    @Test func everyTargetIsDescribedAndHasFiguresOfItsLastRun() throws {
        let page = try DocumentationTests.text("Docs/Reliability.md")
        let fuzzing = try #require(page.firstRange(of: "## Fuzzing"))
        let runs = try #require(page.firstRange(of: "### Last runs"))
        let findings = try #require(page.firstRange(of: "### Findings"))
        let described = page[fuzzing.upperBound..<runs.lowerBound]
        let measured = page[runs.upperBound..<findings.lowerBound]
        let targets = try Self.targets()
        #expect(targets == ["address", "cli", "date", "json", "language", "message", "pattern", "schema", "twin", "typed", "tzif", "tzrule"])
        for target in targets {
            #expect(described.contains("\n| `\(target)` |"), "no description of \(target)")
            #expect(measured.contains("\n| `\(target)` |"), "no figures for \(target)")
        }
    }

    @Test func ciReplaysTheSeeds() throws {
        let ci = try DocumentationTests.text(".ci/run")
        #expect(ci.split(separator: "\n").contains("Fuzz/replay"))
    }
}
