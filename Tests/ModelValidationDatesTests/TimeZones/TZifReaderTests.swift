import Testing
@testable import ModelValidationDates

/// TZif files (RFC 8536) read with every bound checked.
struct TZifReaderTests {
    static func be32(_ value: Int) -> [UInt8] {
        let v = UInt32(bitPattern: Int32(value))
        return [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// A version 2 header and a data block of 32-bit times: two transitions, two types.
    static func file(version: UInt8 = 0x32, typeIndices: [UInt8] = [1, 0], typecnt: Int = 2) -> [UInt8] {
        var bytes = Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
        for count in [0, 0, 0, 2, typecnt, 8] { bytes += be32(count) }   // isut, isstd, leap, time, type, char
        bytes += be32(1_000) + be32(2_000)
        bytes += typeIndices
        bytes += be32(3_600) + [0, 0]          // STD
        bytes += be32(7_200) + [1, 4]          // DST
        bytes += Array("STD\0DST\0".utf8)
        return bytes
    }

    @Test func aFileIsDecoded() throws {
        var reader = TZifReader(bytes: Self.file())
        let read = reader.header()
        let header = try #require(read)
        #expect(header.version == 2)
        #expect((header.timecnt, header.typecnt, header.charcnt) == (2, 2, 8))
        #expect(header.blockSize(timeSize: 4) == 2 * 4 + 2 + 2 * 6 + 8)
        let block = reader.block(header, timeSize: 4, rule: nil)
        let table = try #require(block)
        #expect(reader.offset == Self.file().count)
        #expect(table.transitions == [1_000, 2_000])
        #expect(table.types.map(\.abbreviation) == ["STD", "DST"])
        #expect(table.type(at: 999).offset == 3_600)
        #expect(table.type(at: 1_000) == TransitionTable.LocalType(offset: 7_200, isDST: true, abbreviation: "DST"))
        #expect(table.type(at: 2_000).abbreviation == "STD")
    }

    @Test func integersAreBigEndianAndSigned() {
        let reader = TZifReader(bytes: [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0E, 0x10])
        #expect(reader.int(at: 0, size: 4) == -1)
        #expect(reader.int(at: 8, size: 4) == 3_600)
        #expect(reader.int(at: 4, size: 8) == 3_600)
        #expect(reader.int(at: 0, size: 8) == -4_294_967_296)
    }

    @Test func aVersionOneFileHasVersionZero() throws {
        var reader = TZifReader(bytes: Self.file(version: 0))
        #expect(reader.header()?.version == 0)
    }

    /// A wrong magic, a missing type, an index past the types, a truncated block: nothing is read.
    @Test func brokenFilesAreRefused() {
        var magic = Self.file()
        magic[0] = UInt8(ascii: "X")
        var reader = TZifReader(bytes: magic)
        #expect(reader.header() == nil)
        var noTypes = TZifReader(bytes: Self.file(typecnt: 0))
        #expect(noTypes.header() == nil)
        for bytes in [Self.file(typeIndices: [2, 0]), Array(Self.file().dropLast())] {
            var reader = TZifReader(bytes: bytes)
            let header = reader.header()
            #expect(header != nil)
            #expect(header.flatMap { reader.block($0, timeSize: 4, rule: nil) } == nil)
        }
        var short = TZifReader(bytes: Array(Self.file().prefix(43)))
        #expect(short.header() == nil)
        var skipper = TZifReader(bytes: [1, 2, 3])
        #expect(skipper.skip(3) && !skipper.skip(1) && !skipper.skip(-1))
    }
}
