#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ModelValidationCLI

/// What a command does when its output cannot be written: exit status 2 and one line on
/// standard error, whatever the records were, never 0 for a report with a hole in it.
struct OutputSinkTests {
    /// A descriptor open for reading only: every write to it fails (`EBADF`), on Linux and on
    /// Apple's systems alike (`/dev/full` exists on Linux only).
    private static func unwritableDescriptor() throws -> Int32 {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        return descriptor
    }

    @Test func aFailedWriteIsRecordedAndLaterOutputDropped() throws {
        let descriptor = try Self.unwritableDescriptor()
        defer { close(descriptor) }
        let sink = OutputSink(descriptor: descriptor)
        sink.write("first\n")
        #expect(sink.writeError == nil)
        sink.flush()
        #expect(sink.writeError == EBADF)
        #expect(sink.writeErrorDescription == String(cString: strerror(EBADF)))
        sink.write("second\n")
        sink.flush()
        #expect(sink.writeError == EBADF)
    }

    @Test func aSinkThatWritesHasNoError() {
        let sink = OutputSink()
        sink.write("text\n")
        sink.flush()
        #expect(sink.writeError == nil)
        #expect(sink.text == "text\n")
    }

    /// Valid records (status 0) and invalid ones (status 1) alike give 2 when the report is lost.
    @Test(arguments: [
        (#"{"name": "Ann", "email": "ann@example.com"}"#, Int32(0)),
        (#"{"name": "", "email": "nope"}"#, Int32(1)),
    ])
    func validateWhoseOutputIsLostExitsTwo(record: String, statusWhenWritten: Int32) throws {
        let arguments = CLI.resolve(["validate", "--rules", "signup.json"])
        let written = OutputSink()
        #expect(ModelValidateCommand.run(arguments: arguments, stdin: MemoryInput(record), stdout: written,
                                         stderr: OutputSink()) == statusWhenWritten)
        let descriptor = try Self.unwritableDescriptor()
        defer { close(descriptor) }
        let stderr = OutputSink()
        let status = ModelValidateCommand.run(arguments: arguments, stdin: MemoryInput(record),
                                              stdout: OutputSink(descriptor: descriptor), stderr: stderr)
        #expect(status == 2)
        #expect(stderr.text == "model-validate: cannot write the output: \(String(cString: strerror(EBADF)))\n")
    }

    @Test func versionWhoseOutputIsLostExitsTwo() throws {
        let descriptor = try Self.unwritableDescriptor()
        defer { close(descriptor) }
        let stderr = OutputSink()
        let status = ModelValidateCommand.run(arguments: ["--version"], stdin: MemoryInput(""),
                                              stdout: OutputSink(descriptor: descriptor), stderr: stderr)
        #expect(status == 2)
        #expect(stderr.text.hasPrefix("model-validate: cannot write the output: "))
    }
}
