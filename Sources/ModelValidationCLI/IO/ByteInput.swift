#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A source of bytes the commands read: standard input, a file, or memory (in tests).
public protocol ByteInput {
    /// Reads up to `buffer.count` bytes.
    ///
    /// - Returns: The number of bytes read, `0` at the end.
    /// - Throws: ``InputError`` when the source cannot be read.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int

    /// The total size in bytes, when known.
    var size: Int? { get }
}

/// A read failure, with the reason the system gave.
public struct InputError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    /// Creates an error with a reason.
    public init(reason: String) { self.reason = reason }

    public var description: String { reason }
}

/// Any byte input behind one concrete type, so that code reading it is compiled once for it
/// (and specialized) whatever input a command was given.
struct AnyByteInput: ByteInput {
    private var base: any ByteInput

    /// Wraps `base`.
    init(_ base: some ByteInput) { self.base = base }

    var size: Int? { base.size }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        try base.read(into: buffer)
    }
}

/// Bytes held in memory.
public struct MemoryInput: ByteInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates an input over `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Creates an input over the UTF-8 of `text`.
    public init(_ text: String) { self.bytes = Array(text.utf8) }

    public var size: Int? { bytes.count }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        let count = min(buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}

/// An open file descriptor (a file, or standard input).
public struct FileInput: ByteInput {
    let descriptor: Int32
    let ownsDescriptor: Bool
    public let size: Int?

    /// Standard input.
    public static var standardInput: FileInput { FileInput(descriptor: 0, owns: false) }

    init(descriptor: Int32, owns: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = owns
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            size = Int(info.st_size)
        } else {
            size = nil
        }
    }

    /// Opens `path` for reading.
    ///
    /// - Throws: ``InputError`` with the system's reason.
    public init(path: String) throws(InputError) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw InputError(reason: String(cString: strerror(errno))) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            _ = closeDescriptor(fd)
            throw InputError(reason: "Is a directory")
        }
        self.init(descriptor: fd, owns: true)
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        while true {
            #if canImport(Glibc) || canImport(Musl)
            let n = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let n = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw InputError(reason: String(cString: strerror(errno)))
        }
    }

    /// Closes the file if this input opened it.
    public func close() {
        if ownsDescriptor { _ = closeDescriptor(descriptor) }
    }
}

private func closeDescriptor(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #elseif canImport(Musl)
    Musl.close(fd)
    #else
    Darwin.close(fd)
    #endif
}
