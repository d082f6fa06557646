#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ModelValidation

/// Where a command writes: a file descriptor (buffered) or memory (in tests).
public final class OutputSink {
    private var buffer: [UInt8] = []
    private let descriptor: Int32?
    /// Everything written, for a memory sink.
    public private(set) var captured: [UInt8] = []
    /// The error (`errno`) of the first write that failed (a full disk, a closed pipe, a
    /// descriptor not open for writing); `nil` while every write succeeded. After a failure,
    /// the sink drops what it is given: a report with a hole in it is worth nothing, and the
    /// command reports the failure instead (see ``ModelValidateCommand``).
    public private(set) var writeError: Int32?

    /// A sink that collects output in memory.
    public init() { descriptor = nil }

    /// A sink writing to `descriptor` (1 for standard output, 2 for standard error).
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// The captured output as text.
    public var text: String { String(decoding: captured, as: UTF8.self) }

    /// Appends bytes.
    public func write(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends text.
    public func write(_ text: String) { write(text.utf8) }

    /// Appends a JSON value and a newline.
    public func writeJSONLine(_ value: AttributeValue) {
        JSONWriter.write(value, into: &buffer)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// The text of ``writeError`` (`No space left on device`), or `nil`.
    public var writeErrorDescription: String? {
        writeError.map { String(cString: strerror($0)) }
    }

    /// Whether this sink is a terminal.
    public var isTerminal: Bool { descriptor.map { isatty($0) == 1 } ?? false }

    /// Writes out anything buffered.
    public func flush() {
        guard !buffer.isEmpty else { return }
        if let descriptor {
            guard writeError == nil else {
                buffer.removeAll(keepingCapacity: true)
                return
            }
            var offset = 0
            var failure: Int32?
            buffer.withUnsafeBytes { raw in
                while offset < raw.count {
                    #if canImport(Glibc) || canImport(Musl)
                    let n = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    #else
                    let n = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    #endif
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    offset += n
                }
            }
            writeError = failure
        } else {
            captured += buffer
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
