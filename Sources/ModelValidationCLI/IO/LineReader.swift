/// Splits a byte input into lines without holding more than one line (plus a read buffer) in
/// memory.
///
/// Lines end with `\n`; a `\r` before it is dropped; a last line without `\n` counts.
///
/// - Complexity: O(*n*) over the input; memory is the longest line plus 64 KiB.
public struct LineReader<Input: ByteInput> {
    private var input: Input
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var finished = false
    /// The number of the last line returned (1-based).
    public private(set) var lineNumber = 0
    /// Bytes consumed so far.
    public private(set) var bytesRead = 0

    /// Creates a reader over `input`.
    public init(_ input: Input, chunkSize: Int = 1 << 16) {
        self.input = input
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// Calls `body` with the next line's bytes, or returns `false` at the end of the input.
    ///
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func nextLine<R>(_ body: (UnsafeRawBufferPointer) -> R) throws(InputError) -> R? {
        while true {
            if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
                let lineEnd = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
                lineNumber += 1
                let result = buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<lineEnd])) }
                start = newline + 1
                return result
            }
            if finished {
                guard start < end else { return nil }
                lineNumber += 1
                let lineEnd = buffer[end - 1] == 0x0D ? end - 1 : end
                let result = buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<lineEnd])) }
                start = end
                return result
            }
            try fill()
        }
    }

    /// Reads everything left as one block (for a document that is not line-delimited).
    public mutating func readRest() throws(InputError) -> [UInt8] {
        var rest = Array(buffer[start..<end])
        start = end
        while !finished {
            try fill()
            rest += buffer[start..<end]
            start = end
        }
        return rest
    }

    /// Looks at the first byte that is not whitespace, reading as needed.
    public mutating func peekNonWhitespace() throws(InputError) -> UInt8? {
        while true {
            while start < end, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[start]) {
                if buffer[start] == 0x0A { lineNumber += 1 }
                start += 1
            }
            if start < end { return buffer[start] }
            if finished { return nil }
            try fill()
        }
    }

    private mutating func fill() throws(InputError) {
        if start > 0 {
            buffer.replaceSubrange(0..<(end - start), with: buffer[start..<end])
            end -= start
            start = 0
        }
        if end == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
        var result: Result<Int, InputError> = .success(0)
        buffer.withUnsafeMutableBytes { raw in
            do throws(InputError) {
                result = .success(try input.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[end...])))
            } catch {
                result = .failure(error)
            }
        }
        let count = try result.get()
        if count == 0 { finished = true }
        end += count
        bytesRead += count
    }
}
