#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ModelValidation
@testable import ModelValidationCLI

/// A UTF-8 byte order mark that opens an input or a rules file, as some editors save text, is
/// passed over (JSON's specification lets a reader ignore it); one inside an input is data,
/// and the record it opens is unreadable, with the mark named.
struct ByteOrderMarkTests {
    static let mark = "\u{FEFF}"
    static let valid = #"{"name": "Zed", "email": "z@example.com"}"#

    @Test func aMarkOpeningNDJSONIsPassedOver() {
        let result = CLI.run(["validate", "--rules", "signup.json", "--format", "text"], input: Self.mark + Self.valid + "\n")
        #expect(result.stdout == "1 record: 1 valid, 0 invalid\n")
        #expect(result.status == 0)
    }

    @Test(arguments: ["1", "2"])
    func aMarkOpeningAnArrayIsPassedOver(jobs: String) {
        let result = CLI.run(["validate", "--rules", "signup.json", "--jobs", jobs, "--format", "text"],
                             input: Self.mark + "[" + Self.valid + ", " + Self.valid + "]")
        #expect(result.stdout == "2 records: 2 valid, 0 invalid\n")
        #expect(result.status == 0)
    }

    /// Files written one after the other (`cat a.ndjson b.ndjson`) put the second file's mark at
    /// the start of a line: that line is reported, and the mark named.
    @Test func aMarkInsideTheInputIsReported() {
        let result = CLI.run(["validate", "--rules", "signup.json"], input: Self.mark + Self.valid + "\n" + Self.mark + Self.valid + "\n")
        #expect(result.stdout.split(separator: "\n").last == #"{"file":"-","line":2,"record":2,"valid":false,"error":"unexpected character U+FEFF (a byte order mark) (column 1)"}"#)
        #expect(result.status == 1)
    }

    @Test func aMarkOpeningTheRulesFileIsPassedOver() throws {
        let rules = try Fixture.bytes("cli/signup.json")
        let path = "/tmp/model-validate-bom-\(getpid()).json"
        let file = try #require(fopen(path, "w"))
        _ = fwrite(Array(Self.mark.utf8) + rules, 1, 3 + rules.count, file)
        fclose(file)
        defer { unlink(path) }
        let check = ModelValidateCommand.run(arguments: ["check", path], input: "")
        #expect(check.stdout == "\(path): ok (5 attributes, 6 rules, 2 scenarios)\n")
        #expect(check.status == 0)
        let validate = ModelValidateCommand.run(arguments: ["validate", "--rules", path, "--format", "text"], input: Self.valid)
        #expect(validate.stdout == "1 record: 1 valid, 0 invalid\n")
        #expect(validate.status == 0)
    }

    @Test func evalPassesOverAMarkOpeningItsInput() throws {
        let line = #"{"id":"b1","attributes":["a"],"rules":[{"attributes":["a"],"type":"required"}],"input":{"a":"x"}}"#
        let plain = CLI.run(["eval"], input: line + "\n")
        let marked = CLI.run(["eval"], input: Self.mark + line + "\n")
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix(#"{"id":"b1""#))
        #expect(marked.stdout == plain.stdout)
        #expect(marked.status == 0)
    }
}
