/// What the backtracking matcher reads from the subject: units, their boundaries, and the
/// zero-width assertions between them.
extension Backtracker {
    /// Whether `anchor` holds at `position`.
    func holds(_ anchor: Anchor, at position: Int) -> Bool {
        let end = subject.count
        switch anchor {
        case .subjectStart: return position == 0
        case .subjectEnd: return position == end
        case .subjectEndOrFinalNewline: return position == end || (position == end - 1 && subject[position] == 0x0A)
        case .lineStart: return position == 0 || (subject[position - 1] == 0x0A && position < end)
        case .lineEnd: return position == end || subject[position] == 0x0A
        case .wordBoundary: return isWordBefore(position) != isWordAt(position)
        case .notWordBoundary: return isWordBefore(position) == isWordAt(position)
        }
    }

    func isWordAt(_ position: Int) -> Bool {
        guard position < subject.count, let (value, _) = unit(at: position) else { return false }
        return NamedClass.word.contains(value, unicode: program.unicode)
    }

    func isWordBefore(_ position: Int) -> Bool {
        guard position > 0, let (value, _) = unit(at: unitStart(before: position)) else { return false }
        return NamedClass.word.contains(value, unicode: program.unicode)
    }

    /// Where the unit that ends at `position` (> 0) starts.
    @inline(__always)
    func unitStart(before position: Int) -> Int {
        var start = position - 1
        if program.unicode {
            while start > 0 && subject[start] & 0xC0 == 0x80 && position - start < 4 { start -= 1 }
        }
        return start
    }

    /// The unit at `position` (< the subject's length) and its length in bytes, or `nil` for
    /// malformed UTF-8 in Unicode mode.
    @inline(__always)
    func unit(at position: Int) -> (value: UInt32, length: Int)? {
        let lead = subject[position]
        if lead < 0x80 || !program.unicode { return (UInt32(lead), 1) }
        return UTF8Validation.decode(subject, at: position)
    }
}
