import Foundation
import ModelValidation
import Testing
@testable import RegistrationWorkload

/// Loading the workload, whole or only the records of one verdict (`--only valid|invalid`).
struct WorkloadTests {
    /// Five records and their verdicts in a folder of their own, with the workload's rules.
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workload-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.rulesPath, toPath: "\(folder)/registration-rules.json")
        let records = [
            #"{"username":"ann_1"}"#,
            #"{"username":"b"}"#,
            #"{"username":"cy_22"}"#,
            #"{"username":"d"}"#,
            #"{"username":"e"}"#,
        ]
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: "\(folder)/data.ndjson"))
        let verdicts = "0 V \n1 I username\n2 V \n3 I email,username\n4 I username\n"
        try Data(verdicts.utf8).write(to: URL(fileURLWithPath: "\(folder)/yii2-verdicts.txt"))
        return folder
    }

    static func usernames(_ workload: Workload) -> [String] {
        workload.records.map { $0["username"]?.stringValue ?? "?" }
    }

    @Test func everyRecordWithoutAVerdictToKeep() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let workload = try Workload(data: folder, fixtures: folder)
        #expect(Self.usernames(workload) == ["ann_1", "b", "cy_22", "d", "e"])
        #expect(workload.expected.map(\.valid) == [true, false, true, false, false])
        #expect(try Workload(data: folder, fixtures: folder, limit: 2).expected.map(\.valid) == [true, false])
    }

    /// The records kept, their lines and their verdicts stay together, in the file's order.
    @Test func onlyTheRecordsOfOneVerdict() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let valid = try Workload(data: folder, fixtures: folder, verdict: true)
        #expect(Self.usernames(valid) == ["ann_1", "cy_22"])
        #expect(valid.expected == [Verdict(failed: []), Verdict(failed: [])])
        #expect(valid.lines.map { String(decoding: valid.bytes[$0], as: UTF8.self) }
            == [#"{"username":"ann_1"}"#, #"{"username":"cy_22"}"#])

        let invalid = try Workload(data: folder, fixtures: folder, verdict: false)
        #expect(Self.usernames(invalid) == ["b", "d", "e"])
        #expect(invalid.expected.map(\.attributes) == [["username"], ["email", "username"], ["username"]])
        #expect(invalid.parseRecord(1)["username"]?.stringValue == "d")
    }

    /// The limit counts the records kept, not the lines read.
    @Test func theLimitCountsTheRecordsKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.usernames(try Workload(data: folder, fixtures: folder, limit: 2, verdict: false)) == ["b", "d"])
        #expect(Self.usernames(try Workload(data: folder, fixtures: folder, limit: 9, verdict: true)) == ["ann_1", "cy_22"])
    }

    /// What loading the workload threw, or `nil` when it loaded.
    static func loadError(_ load: () throws -> Workload) -> String? {
        do { _ = try load(); return nil } catch { return "\(error)" }
    }

    /// A workload with no record to measure is refused when it is loaded: every per-record
    /// figure would divide by zero.
    @Test func noRecordsIsAnError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.loadError { try Workload(data: folder, fixtures: folder, limit: 0) } == "no records to measure")
        #expect(Self.loadError { try Workload(data: folder, fixtures: folder, limit: 0, verdict: true) }
            == "no records to measure (valid ones asked for)")
        try Data("0 V \n1 V \n2 V \n3 V \n4 V \n".utf8).write(to: URL(fileURLWithPath: "\(folder)/yii2-verdicts.txt"))
        #expect(Self.loadError { try Workload(data: folder, fixtures: folder, verdict: false) }
            == "no records to measure (invalid ones asked for)")
        #expect(Self.loadError { try Workload(data: folder, fixtures: folder, verdict: true) } == nil)
    }

    /// The values of `--only`, as `RegistrationBenchmark` reads them.
    @Test func theValuesOfOnly() {
        #expect(Verdict.kept(named: "valid") == true)
        #expect(Verdict.kept(named: "invalid") == false)
        #expect(Verdict.kept(named: "Valid") == nil)
        #expect(Verdict.kept(named: "") == nil)
    }
}
