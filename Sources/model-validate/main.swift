#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ModelValidationCLI

let status = ModelValidateCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    stdin: FileInput.standardInput,
    stdout: OutputSink(descriptor: 1),
    stderr: OutputSink(descriptor: 2)
)
exit(status)
