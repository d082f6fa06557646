extension LazyDFA {
    /// The state with `context` and the kernel in `scratch`, created if new.
    mutating func intern(context: Int32) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: context))
        for pc in scratch { hash = (hash ^ UInt64(UInt32(bitPattern: pc))) &* 0x100_0000_01b3 }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let candidate = Int(slots[slot])
            if isState(candidate, context: context) { return candidate }
            slot = (slot + 1) & (slots.count - 1)
        }
        if kernels.count + scratch.count + 2 + transitions.count + stride > limit && !offsets.isEmpty {
            flush()
            return intern(context: context)
        }
        let state = offsets.count
        offsets.append(kernels.count)
        kernels.append(context)
        kernels.append(Int32(scratch.count))
        kernels.append(contentsOf: scratch)
        transitions.append(contentsOf: repeatElement(Self.unknown, count: stride))
        slots[slot] = Int32(state)
        if offsets.count * 2 > slots.count { rehash(size: slots.count * 2) }
        return state
    }

    func isState(_ state: Int, context: Int32) -> Bool {
        let offset = offsets[state]
        guard kernels[offset] == context, Int(kernels[offset + 1]) == scratch.count else { return false }
        for i in scratch.indices where kernels[offset + 2 + i] != scratch[i] { return false }
        return true
    }

    /// Rebuilds the hash table with `size` slots.
    mutating func rehash(size: Int) {
        slots = [Int32](repeating: -1, count: size)
        for state in offsets.indices {
            let offset = offsets[state]
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: kernels[offset]))
            for i in 0..<Int(kernels[offset + 1]) {
                hash = (hash ^ UInt64(UInt32(bitPattern: kernels[offset + 2 + i]))) &* 0x100_0000_01b3
            }
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(state)
        }
    }

    /// Forgets every state.
    mutating func flush() {
        flushes += 1
        kernels.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        transitions.removeAll(keepingCapacity: true)
        slots = [Int32](repeating: -1, count: 64)
    }

    /// The symbol of a unit; scalars of 256 and above get theirs on first sight.
    @inline(__always)
    mutating func symbol(of value: UInt32) -> Int {
        if value < 256 { return Int(program.alphabet.symbols[Int(value)]) }
        if let known = wideSymbols[value] { return Int(known) }
        let alphabet = program.alphabet
        let key = DFAAlphabet.signature(of: value, classes: program.classes,
                                        usesWord: alphabet.usesWord, usesNewline: alphabet.usesNewline)
        let symbol: Int32
        if let known = signatureSymbols[key] {
            symbol = known
        } else {
            symbol = Int32(symbolCount)
            symbolCount += 1
            signatureSymbols[key] = symbol
            if symbolCount > stride { widen(to: stride * 2) }
        }
        wideSymbols[value] = symbol
        return Int(symbol)
    }

    /// Lays the transition tables out again with room for `newStride` symbols.
    mutating func widen(to newStride: Int) {
        var widened = [Int32](repeating: Self.unknown, count: offsets.count * newStride)
        for state in offsets.indices {
            for symbol in 0..<stride { widened[state * newStride + symbol] = transitions[state * stride + symbol] }
        }
        transitions = widened
        stride = newStride
    }
}
