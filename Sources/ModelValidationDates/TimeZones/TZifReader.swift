/// A bounds-checked reader over the bytes of a TZif file (RFC 8536).
struct TZifReader {
    /// The counts from a TZif header.
    struct Header {
        var version: Int
        var isutcnt: Int, isstdcnt: Int, leapcnt: Int, timecnt: Int, typecnt: Int, charcnt: Int

        /// The size of the data block that follows this header.
        func blockSize(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }
    }

    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skip(_ n: Int) -> Bool {
        guard n >= 0, offset + n <= bytes.count else { return false }
        offset += n
        return true
    }

    func int(at i: Int, size: Int) -> Int {
        var v: UInt64 = 0
        for k in 0..<size { v = v << 8 | UInt64(bytes[i + k]) }
        if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: v))) }
        return Int(Int64(bitPattern: v))
    }

    /// Reads a 44-byte header; `nil` when the magic or the counts are wrong.
    mutating func header() -> Header? {
        guard offset + 44 <= bytes.count, bytes[offset] == 0x54, bytes[offset + 1] == 0x5A,
              bytes[offset + 2] == 0x69, bytes[offset + 3] == 0x66 else { return nil }
        let v = bytes[offset + 4]
        let version = v == 0 ? 0 : Int(v) - 48
        guard version >= 0 && version <= 9 else { return nil }
        let c = (0..<6).map { int(at: offset + 20 + $0 * 4, size: 4) }
        guard c.allSatisfy({ $0 >= 0 && $0 < 1 << 20 }), c[4] > 0 else { return nil }
        offset += 44
        return Header(version: version, isutcnt: c[0], isstdcnt: c[1], leapcnt: c[2], timecnt: c[3], typecnt: c[4], charcnt: c[5])
    }

    /// Decodes the data block after `header`.
    mutating func block(_ h: Header, timeSize: Int, rule: POSIXTimeZoneRule?) -> TransitionTable? {
        guard offset + h.blockSize(timeSize: timeSize) <= bytes.count, h.typecnt <= 256 else { return nil }
        var p = offset
        var transitions: [Int] = []
        transitions.reserveCapacity(h.timecnt)
        for _ in 0..<h.timecnt { transitions.append(int(at: p, size: timeSize)); p += timeSize }
        let indices = Array(bytes[p..<(p + h.timecnt)])
        p += h.timecnt
        guard indices.allSatisfy({ Int($0) < h.typecnt }) else { return nil }
        var raw: [(Int, Bool, Int)] = []
        for _ in 0..<h.typecnt {
            raw.append((int(at: p, size: 4), bytes[p + 4] != 0, Int(bytes[p + 5])))
            p += 6
        }
        let chars = Array(bytes[p..<(p + h.charcnt)])
        let types = raw.map { (off, dst, idx) -> TransitionTable.LocalType in
            var end = idx
            while end < chars.count && chars[end] != 0 { end += 1 }
            let abbr = idx < chars.count ? String(decoding: chars[idx..<end], as: UTF8.self) : ""
            return TransitionTable.LocalType(offset: off, isDST: dst, abbreviation: abbr)
        }
        offset += h.blockSize(timeSize: timeSize)
        return TransitionTable(transitions: transitions, typeIndices: indices, types: types, rule: rule)
    }
}
