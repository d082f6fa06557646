/// Writes small TZif files (RFC 8536), for the zone-rule target and its seeds.
enum TZifBuilder {
    /// A version 2 file: no version 1 data to speak of, the given transitions and types in the
    /// 64-bit block, and `footer` as the POSIX rule.
    static func file(transitions: [(at: Int64, type: UInt8)], types: [(offset: Int32, isDST: Bool, abbreviation: String)],
                     footer: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        // Version 1 block: one type, "UTC".
        header(&out, timecnt: 0, typecnt: 1, charcnt: 4)
        out += [0, 0, 0, 0, 0, 0] + Array("UTC".utf8) + [0]
        var chars: [UInt8] = []
        var indices: [UInt8] = []
        for type in types {
            indices.append(UInt8(truncatingIfNeeded: chars.count))
            chars += type.abbreviation.utf8
            chars.append(0)
        }
        header(&out, timecnt: transitions.count, typecnt: types.count, charcnt: chars.count)
        for transition in transitions { bigEndian(&out, UInt64(bitPattern: transition.at), bytes: 8) }
        for transition in transitions { out.append(transition.type) }
        for (type, index) in zip(types, indices) {
            bigEndian(&out, UInt64(UInt32(bitPattern: type.offset)), bytes: 4)
            out.append(type.isDST ? 1 : 0)
            out.append(index)
        }
        out += chars
        out.append(0x0A)
        out += footer
        out.append(0x0A)
        return out
    }

    private static func header(_ out: inout [UInt8], timecnt: Int, typecnt: Int, charcnt: Int) {
        out += Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
        for count in [0, 0, 0, timecnt, typecnt, charcnt] { bigEndian(&out, UInt64(count), bytes: 4) }
    }

    private static func bigEndian(_ out: inout [UInt8], _ value: UInt64, bytes: Int) {
        for shift in stride(from: (bytes - 1) * 8, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
